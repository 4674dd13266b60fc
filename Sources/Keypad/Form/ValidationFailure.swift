/// One field that failed validation when the form was done.
///
/// Encodes as JSON with the stable code and the bound as exact text:
/// `{"field":"tip","label":"Tip","code":"above-max","bound":"100"}`; `bound`
/// is absent for ``ValidationCode/required``.
///
/// ```swift
/// let failure = ValidationFailure(field: "tip", code: .aboveMax, bound: 100)
/// failure.description  // "tip: above-max 100"
/// ```
public struct ValidationFailure: Sendable, Hashable, CustomStringConvertible {
  /// The name of the field.
  public let field: String
  /// The field's label, the text people know it by: what ``message`` names.
  public let label: String
  /// What is wrong.
  public let code: ValidationCode
  /// The bound the value broke: ``FieldRules/min`` for `below-min`,
  /// ``FieldRules/max`` for `above-max`, a time's step in minutes for
  /// `step-mismatch`, a duration's longest in seconds for
  /// `duration-too-long`, `nil` for `required`.
  public let bound: ExactDecimal?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - field: The field's name.
  ///   - label: The field's label; `nil` uses the name.
  ///   - code: What is wrong.
  ///   - bound: The bound the value broke, if any.
  public init(
    field: String, label: String? = nil, code: ValidationCode, bound: ExactDecimal? = nil
  ) {
    self.field = field
    self.label = label ?? field
    self.code = code
    self.bound = bound
  }

  /// The field, the code and the bound, such as `tip: above-max 100`.
  public var description: String {
    guard let bound else { return "\(field): \(code.rawValue)" }
    return "\(field): \(code.rawValue) \(bound)"
  }
}

extension ValidationFailure {
  /// The failure as a sentence for people, naming the field by its
  /// ``label`` and the bound: `Quantity is required`, `Tip must be at least
  /// 1`, `Tip must be at most 100`.
  ///
  /// ```swift
  /// ValidationFailure(field: "tip", label: "Tip", code: .aboveMax, bound: 100).message
  /// // "Tip must be at most 100"
  /// ```
  public var message: String {
    let bound = self.bound?.description ?? ""
    let field = label
    switch code {
    case .required: return "\(field) is required"
    case .belowMin: return "\(field) must be at least \(bound)"
    case .aboveMax: return "\(field) must be at most \(bound)"
    case .tooShort: return "\(field) needs more digits"
    case .invalidCardNumber: return "\(field) is not a valid card number"
    case .expired: return "\(field) has expired"
    case .invalidSecurityCode: return "\(field) has not the card's number of digits"
    case .incompleteDate: return "\(field) is not a complete date"
    case .beforeMin: return "\(field) is too early"
    case .afterMax: return "\(field) is too late"
    case .invalidPhoneNumber: return "\(field) is not a valid phone number"
    case .incompleteTime: return "\(field) is not a complete time"
    case .stepMismatch: return "\(field) is not on a step of \(bound) minutes"
    case .durationTooLong: return "\(field) is too long"
    }
  }
}

#if !hasFeature(Embedded)
extension ValidationFailure: Codable {}
#endif
