import Keypad

/// The inputs every benchmark shares, so that Keypad and the baselines do
/// exactly the same work.
public enum Workload {
  /// The locales each per-locale benchmark runs in.
  public static let locales = ["en_US", "de_DE", "fr_FR", "en_IN", "ar_EG"]

  /// Typing `1234567.89`, then backspacing it to empty: 20 keys that leave
  /// the field as they found it, so the loop is in a steady state.
  public static let keys: [Key] = {
    let typed: [Key] = (1...7).map { Key.digit(UInt8($0)) } + [.decimal, .digit(8), .digit(9)]
    return typed + Array(repeating: .backspace, count: typed.count)
  }()

  /// Typing the card number `4242424242`, then backspacing it: 20 keys, as
  /// many as ``keys``, in a card number field (shown `4242 4242 42`).
  public static let cardKeys: [Key] = {
    let typed: [Key] = (0..<10).map { Key.digit($0 % 2 == 0 ? 4 : 2) }
    return typed + Array(repeating: .backspace, count: typed.count)
  }()

  /// A date typed and erased: 20 keys, as many as ``keys``.
  ///
  /// The date's eight digits, Backspace twice, the last two again, then
  /// Backspace to empty, in a date field of the locale (en_US `12252026`,
  /// shown `12/25/2026`; fa_IR `14051004`, shown `۱۴۰۵/۱۰/۰۴`). The date is
  /// completed twice a round, so the check ICU's calendar makes of a whole
  /// date is in the figure.
  public static func dateKeys(_ locale: String) -> [Key] {
    let digits = locale == "fa_IR" ? "14051004" : "12252026"
    let typed = digits.compactMap { $0.wholeNumberValue }.map { Key.digit(UInt8($0)) }
    return typed + [.backspace, .backspace] + typed.suffix(2)
      + Array(repeating: .backspace, count: typed.count)
  }

  /// The locales the date benchmark types in: Gregorian and Persian.
  public static let dateLocales = ["en_US", "fa_IR"]

  /// A US phone number typed, then backspaced: 20 keys.
  public static let phoneKeys: [Key] = {
    let typed: [Key] = "6502530000".compactMap { $0.wholeNumberValue.map { Key.digit(UInt8($0)) } }
    return typed + Array(repeating: .backspace, count: typed.count)
  }()

  /// Ten US phone numbers of 9 digits, each typed then cleared: 100 keys.
  ///
  /// No number starts as another does, and there are more of them than the
  /// formatters a phone field keeps per region, so every digit is new to
  /// the formatter it is fed to.
  public static let phoneFreshKeys: [Key] = {
    let numbers = [
      "650253000", "212555012", "312555013", "415555014", "503555015",
      "617555016", "702555017", "808555018", "907555019", "404555010",
    ]
    return numbers.flatMap { number in
      number.compactMap { $0.wholeNumberValue.map { Key.digit(UInt8($0)) } } + [.clear]
    }
  }()

  /// Keys per benchmark iteration: 50 rounds of ``keys``, which is the
  /// `.kilo` scaling factor, so every reported figure is per key.
  public static let keysPerIteration = 1000

  /// The rules of the benchmarked field: 12 integer and 2 fraction digits.
  public static let rules = FieldRules.standard

  /// The currency of each locale the currency benchmarks type in.
  public static let currencyCodes = ["en_US": "USD", "de_DE": "EUR", "ar_EG": "EGP"]

  /// The standard limits, with a currency shown as its symbol.
  public static func currencyRules(_ code: String) -> FieldRules {
    do {
      return try FieldRules(maxFractionDigits: 2, currency: Currency(code), style: .currency())
    } catch {
      fatalError("currency rules for \(code): \(error)")
    }
  }

  /// An empty field in `locale`; stops the benchmark if the locale fails.
  public static func field(_ locale: String, rules: FieldRules = rules) -> KeypadField {
    do {
      return try KeypadField(locale: locale, rules: rules)
    } catch {
      fatalError("cannot load \(locale): \(error)")
    }
  }

  /// The typed text split as a formatter needs it: fraction digits typed
  /// and whether the text ends with the separator (`12.`).
  public static func fractionShape(of text: String) -> (
    fractionDigits: Int, trailingSeparator: Bool
  ) {
    guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (0, false) }
    let fraction = text.utf8.distance(from: dot, to: text.utf8.endIndex) - 1
    return (fraction, fraction == 0)
  }
}

extension Workload {
  /// The rules of the paste benchmark: room for 20-character numbers.
  public static let pasteRules: FieldRules = {
    do {
      return try FieldRules(maxIntegerDigits: 16, maxFractionDigits: 4, allowNegative: true)
    } catch {
      fatalError("paste rules: \(error)")
    }
  }()

  /// A negative number exactly 20 characters long as `locale` displays it,
  /// such as `-123,456,789,012.345` in en_US: the display of typed keys,
  /// which is ICU's formatting, so each locale pastes its own format.
  public static func pasteText(_ locale: String) -> String {
    let integer: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6]
    let fraction: [UInt8] = [3, 4, 5, 6]
    for fractionCount in [2, 3, 4, 1] {
      for integerCount in 1...integer.count {
        var field = Workload.field(locale, rules: pasteRules)
        field.press(.sign)
        for digit in integer.prefix(integerCount) { field.press(.digit(digit)) }
        field.press(.decimal)
        for digit in fraction.prefix(fractionCount) { field.press(.digit(digit)) }
        if field.display(editing: true).count == 20 { return field.display(editing: true) }
      }
    }
    fatalError("no 20-character number in \(locale)")
  }
}
