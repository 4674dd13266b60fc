/// The definition of one numeric field of a ``KeypadForm``.
///
/// A definition is a plain value: its name, label and tag place it in the
/// form; its ``rules`` drive the keypad; ``isRequired`` and the rules'
/// bounds are checked when the form is done. The bounds live in one place,
/// the rules (``FieldRules/min``, ``FieldRules/max``), which check them when
/// they are made and enforce them while typing. The form checks definitions
/// together when it is built (unique names and tags, initial values).
///
/// ```swift
/// let tip = FormField(
///   name: "tip", label: "Tip", tag: 2,
///   rules: try FieldRules(maxFractionDigits: 2, min: 0, max: 100),
///   initialValue: .decimal(15))
/// tip.isRequired  // false
/// tip.isEnabled   // true
/// ```
public struct FormField: Sendable, Hashable {
  /// The unique name, used as the key of the submitted values.
  public let name: String
  /// The text shown next to the field.
  public let label: String
  /// The position in the Next chain: ascending, gaps allowed; 0 or less keeps
  /// the field out of the chain (it can still be focused directly).
  public let tag: Int
  /// The keypad rules: limits, sign, entry mode, currency, style, bounds
  /// and step.
  public let rules: FieldRules
  /// Whether Done refuses an empty field (code `required`).
  public let isRequired: Bool
  /// The value the field starts with, in the field's kind (a PIN's
  /// `.digits("0042")`, a date's `.date(...)`); it must fit ``rules``.
  public let initialValue: FieldValue?
  /// Whether the field takes input.
  ///
  /// A disabled field cannot be focused, and is skipped by Next and
  /// Previous, by validation and by the submitted values.
  public var isEnabled: Bool
  /// Whether the field is hidden; a hidden field is treated as disabled.
  public var isHidden: Bool

  /// Creates a field definition.
  ///
  /// - Parameters:
  ///   - name: The unique name.
  ///   - label: The text shown next to the field; `nil` uses the name.
  ///   - tag: The chain position; 0 or less is out of the chain.
  ///   - rules: The keypad rules.
  ///   - isRequired: Whether an empty field fails validation.
  ///   - initialValue: The starting value, if any, read as
  ///     ``KeypadField/setValue(_:)`` reads it.
  ///   - isEnabled: Whether the field takes input.
  ///   - isHidden: Whether the field is hidden.
  public init(
    name: String, label: String? = nil, tag: Int, rules: FieldRules = .standard,
    isRequired: Bool = false, initialValue: FieldValue? = nil, isEnabled: Bool = true,
    isHidden: Bool = false
  ) {
    self.name = name
    self.label = label ?? name
    self.tag = tag
    self.rules = rules
    self.isRequired = isRequired
    self.initialValue = initialValue
    self.isEnabled = isEnabled
    self.isHidden = isHidden
  }

  /// Whether the tag puts the field in the Next chain (tag > 0).
  var isInChain: Bool { tag > 0 }

  /// Whether the field is enabled and visible: it can be focused, Next and
  /// Previous stop on it, Done validates and submits it.
  var isAvailable: Bool { isEnabled && !isHidden }
}
