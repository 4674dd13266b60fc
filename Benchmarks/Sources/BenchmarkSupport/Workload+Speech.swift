import Keypad

extension Workload {
  /// A euro field that takes negative values, for the speech benchmarks.
  public static let speechRules: FieldRules = {
    do {
      return try FieldRules(maxIntegerDigits: 12, allowNegative: true, currency: Currency("EUR"))
    } catch {
      fatalError("the speech rules are invalid: \(error)")
    }
  }()

  /// The value the speech benchmarks speak.
  public static let speechValue = ExactDecimal("-1234.56")
}
