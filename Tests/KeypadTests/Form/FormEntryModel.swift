@_spi(Engine) @testable import Keypad

/// The rules of one field of a random form, with its bounds as text: the
/// form's field gets ``rules()``, the model reads the rest.
struct FieldShape: Sendable, CustomStringConvertible {
  let maxIntegerDigits: Int
  let maxFractionDigits: Int
  let allowNegative: Bool
  let min: String?
  let max: String?

  /// The kinds a random field draws from: no bounds, bounds that typing
  /// enforces (a maximum at or above 0, a minimum at or below 0), bounds
  /// only Done checks (a minimum above 0, a maximum below 0), and whole
  /// numbers.
  static let all = [
    FieldShape(
      maxIntegerDigits: 12, maxFractionDigits: 2, allowNegative: false, min: nil, max: nil),
    FieldShape(
      maxIntegerDigits: 3, maxFractionDigits: 2, allowNegative: true, min: "-50", max: "100"),
    FieldShape(
      maxIntegerDigits: 4, maxFractionDigits: 0, allowNegative: false, min: "10", max: nil),
    FieldShape(maxIntegerDigits: 2, maxFractionDigits: 1, allowNegative: true, min: nil, max: "-5"),
    FieldShape(
      maxIntegerDigits: 2, maxFractionDigits: 2, allowNegative: false, min: "1.5", max: "20"),
    FieldShape(maxIntegerDigits: 5, maxFractionDigits: 2, allowNegative: true, min: nil, max: nil),
  ]

  /// The field's rules.
  func rules() throws -> FieldRules {
    try FieldRules(
      maxIntegerDigits: maxIntegerDigits, maxFractionDigits: maxFractionDigits,
      allowNegative: allowNegative, min: min.flatMap { ExactDecimal($0) },
      max: max.flatMap { ExactDecimal($0) })
  }

  /// The bound a typed text breaks beyond repair by more typing: above a
  /// maximum at or above 0, below a minimum at or below 0.
  func typingRejection(_ text: ModelText) -> EntryRejection? {
    guard let value = hundredths(text.valueText) else { return nil }
    if let max = hundredths(max), max >= 0, value > max { return .aboveMax }
    if let min = hundredths(min), min <= 0, value < min { return .belowMin }
    return nil
  }

  /// The failure Done finds in a field of this kind holding `text`.
  func failure(required: Bool, text: ModelText) -> (code: ValidationCode, bound: String?)? {
    guard let value = hundredths(text.valueText) else { return required ? (.required, nil) : nil }
    if let min = hundredths(min), value < min { return (.belowMin, self.min) }
    if let max = hundredths(max), value > max { return (.aboveMax, self.max) }
    return nil
  }

  var description: String {
    "\(maxIntegerDigits).\(maxFractionDigits)\(allowNegative ? "±" : "")"
      + "[\(min ?? "")…\(max ?? "")]"
  }
}

/// A decimal text with at most two fraction digits in hundredths.
///
/// `-1.5` is -150, negative zero is 0; `nil` for no text.
func hundredths(_ text: String?) -> Int? {
  guard let text else { return nil }
  var body = Substring(text)
  let negative = body.first == "-"
  if negative { body = body.dropFirst() }
  let parts = body.split(separator: ".", omittingEmptySubsequences: false)
  let fraction = parts.count == 2 ? String(parts[1]) : ""
  guard fraction.count <= 2, let integer = Int(parts[0]),
    let cents = Int(fraction + String(repeating: "0", count: 2 - fraction.count))
  else { return nil }
  return (negative ? -1 : 1) * (integer * 100 + cents)
}

/// What a field holds, as the model keeps it: keys act at the end of the
/// text, as on a calculator (a form's fields are only typed into and
/// pasted over here, so the caret stays at the end).
struct ModelText: Equatable, Sendable {
  var negative = false
  /// Integer digits: none, a lone `0`, or no leading zero.
  var integer = ""
  var separator = false
  var fraction = ""

  /// The typed text as ``EntryState/text`` writes it, such as `-12.`.
  var text: String {
    (negative ? "-" : "") + integer + (separator ? "." : "") + fraction
  }

  /// The value's canonical text, such as `-12` for `-12.`; `nil` with no
  /// digit.
  var valueText: String? {
    guard !integer.isEmpty else { return nil }
    return (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// Applies a key under a field kind.
  ///
  /// Returns the rejection, or `nil` when the key is accepted; a rejected
  /// key changes nothing, but for `00`, two `0` keys, whose first zero may
  /// stay when the second is rejected.
  mutating func press(_ key: Key, kind: FieldShape) -> EntryRejection? {
    var next = self
    switch key {
    case .digit(let digit):
      if let rejection = next.append(digit, kind: kind) { return rejection }
    case .doubleZero:
      if let rejection = press(.digit(0), kind: kind) { return rejection }
      return press(.digit(0), kind: kind)
    case .decimal:
      if separator { return .duplicateDecimal }
      if kind.maxFractionDigits == 0 { return .wholeNumbersOnly }
      if next.integer.isEmpty { next.integer = "0" }
      next.separator = true
    case .backspace:
      if separator, fraction.isEmpty {
        next.separator = false
      } else if !fraction.isEmpty {
        next.fraction.removeLast()
      } else if !integer.isEmpty {
        next.integer.removeLast()
      } else {
        next.negative = false
      }
    case .clear:
      next = ModelText()
    case .sign:
      guard kind.allowNegative else { return .negativeNotAllowed }
      next.negative.toggle()
    case .dayPeriod:
      return .noDayPeriod
    }
    if let rejection = kind.typingRejection(next) { return rejection }
    self = next
    return nil
  }

  /// A digit at the end: it replaces a lone `0`, else is appended within
  /// the digit limits.
  private mutating func append(_ digit: UInt8, kind: FieldShape) -> EntryRejection? {
    if !separator, integer == "0" {
      if digit != 0 { integer = String(digit) }
      return nil
    }
    if separator {
      guard fraction.count < kind.maxFractionDigits else { return .maxFractionDigits }
      fraction += String(digit)
    } else {
      guard integer.count < kind.maxIntegerDigits else { return .maxIntegerDigits }
      integer += String(digit)
    }
    return nil
  }

  /// Replaces the whole text with a pasted number, checked in the order
  /// sign, fraction digits, integer digits, bounds.
  mutating func paste(_ pasted: ModelText, kind: FieldShape) -> EntryRejection? {
    if pasted.negative, !kind.allowNegative { return .negativeNotAllowed }
    if pasted.fraction.count > kind.maxFractionDigits {
      return kind.maxFractionDigits == 0 ? .wholeNumbersOnly : .maxFractionDigits
    }
    if pasted.integer.count > kind.maxIntegerDigits { return .maxIntegerDigits }
    if let rejection = kind.typingRejection(pasted) { return rejection }
    self = pasted
    return nil
  }
}

/// Pasted texts in en_US and what each holds, `nil` when it is no number.
let pastes: [(text: String, holds: ModelText?)] = [
  ("12", ModelText(integer: "12")),
  ("1,234.5", ModelText(integer: "1234", separator: true, fraction: "5")),
  ("-3", ModelText(negative: true, integer: "3")),
  ("0.05", ModelText(integer: "0", separator: true, fraction: "05")),
  ("250", ModelText(integer: "250")),
  ("-0.5", ModelText(negative: true, integer: "0", separator: true, fraction: "5")),
  ("7.25", ModelText(integer: "7", separator: true, fraction: "25")),
  ("15", ModelText(integer: "15")),
  (".5", ModelText(integer: "0", separator: true, fraction: "5")),
  ("007", ModelText(integer: "7")),
  ("-60", ModelText(negative: true, integer: "60")),
  ("1.50", ModelText(integer: "1", separator: true, fraction: "50")),
  ("abc", nil),
  ("1.2.3", nil),
]

/// Typed characters in en_US and the keys they are, `nil` for no key.
let typedCharacters: [(character: Character, key: Key?)] = [
  ("1", .digit(1)), ("5", .digit(5)), ("0", .digit(0)), ("9", .digit(9)), (".", .decimal),
  (",", .decimal), ("-", .sign), ("x", nil),
]
