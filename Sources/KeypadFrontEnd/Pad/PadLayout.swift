import Keypad

/// The number pad of every front end: one order of keys, and each key's
/// label and accessible name in a locale.
///
/// Four rows of four keys, the same in every locale (`de_DE` shown):
///
/// ```text
/// 1   2   3   ±
/// 4   5   6   C
/// 7   8   9   ⌫
/// ,   0   00  Next
/// ```
///
/// The order is the phones' decimal pads'. iOS's `decimalPad` has three
/// columns, 1 2 3 at the top (a phone's order, not a calculator's), the
/// decimal separator at the bottom left, 0 in the middle and ⌫ at the
/// bottom right, and no return key: apps put Next or Done in a bar above
/// it. Android's number keyboard (AOSP LatinIME's `rows_number_normal.xml`,
/// which `number` and `numberDecimal` fields get) adds a fourth column of
/// `-`, space, ⌫ and the action key, Next or Done, at the bottom right, with
/// `, 0 .` below the digits. Here the digits, the decimal key and 0 stand
/// where both platforms put them; the fourth column is Android's, the sign
/// where it has `-`, C where it has the space key (no field here takes a
/// space), ⌫ right above the return key. `00` takes the place at the right
/// of 0: Android has its second separator there, and this pad has one
/// decimal key, the locale's. A right-to-left locale keeps the order, as
/// both platforms' number pads do.
///
/// Labels are the locale's digits and decimal separator without the bidi
/// marks ICU may put around them (they are marked here once, for every
/// front end), `⌫`, `C`, `±`, and the return key's title. The return key's
/// title and the keys' accessible names are words of the engine's message
/// catalogs (`pad.next`, `pad.name.delete`, ...: `Weiter` and `Löschen` in
/// de_DE), in the locale's language or in English where it has none.
///
/// A time on a 12-hour clock has no sign and a day period: its pad
/// (``init(form:)``) shows the day-period key where ± stands, labelled with
/// ICU's two markers (`AM/PM` in en_US, `ص/م` in ar_EG), which chooses AM,
/// then the other one, as ± toggles a number's minus.
///
/// ```swift
/// let pad = PadLayout(symbols: try .locale("ar_EG"))
/// pad.label(of: .key(.digit(7)))                // "٧"
/// pad.label(of: .key(.doubleZero))              // "٠٠"
/// pad.label(of: .key(.decimal))                 // "٫"
/// pad.label(of: .returnKey, returnKey: .done)   // "تم"
/// pad.accessibleName(of: .key(.decimal))        // "الفاصلة العشرية"
/// ```
public struct PadLayout: Sendable, Hashable {
  /// The keys row by row, from the top, each row from the left: ± at the
  /// top right, or the day-period key there when the pad has day periods.
  ///
  /// A front end that shows the return key in the bar above the pad
  /// (``accessoryBar``) leaves its place here empty.
  public var rows: [[PadKey]] {
    guard !dayPeriods.isEmpty else { return Self.numberRows }
    var rows = Self.numberRows
    rows[0][3] = .key(.dayPeriod)
    return rows
  }

  /// The keys of a number's pad.
  private static let numberRows: [[PadKey]] = [
    [.key(.digit(1)), .key(.digit(2)), .key(.digit(3)), .key(.sign)],
    [.key(.digit(4)), .key(.digit(5)), .key(.digit(6)), .key(.clear)],
    [.key(.digit(7)), .key(.digit(8)), .key(.digit(9)), .key(.backspace)],
    [.key(.decimal), .key(.digit(0)), .key(.doubleZero), .returnKey],
  ]

  /// The bar above the pad, from its leading edge: ∧ and ∨, then the
  /// return key at the trailing edge (iOS's input accessory bar).
  public static let accessoryBar: [PadKey] = [.previousField, .nextField, .returnKey]

  /// The ten digit keys' labels, zero first.
  public let digits: [String]
  /// The decimal key's label.
  public let decimalSeparator: String
  /// The markers of AM and PM the day-period key shows; empty when the pad
  /// has no day-period key.
  public let dayPeriods: [String]
  /// The locale whose language the return key's title and the keys'
  /// accessible names are in.
  public let locale: String

  /// The pad of a number in the locale of `symbols`: ± at the top right.
  public init(symbols: NumberSymbols) {
    self.init(
      digits: symbols.digits, decimalSeparator: symbols.decimalSeparator,
      locale: symbols.localeID)
  }

  /// The pad for a form's active field, in the form's locale: the
  /// day-period key where ± stands when the field is a time on a 12-hour
  /// clock (`KeypadField.dayPeriods`), ± otherwise.
  ///
  /// ```swift
  /// let time = FormField(name: "at", tag: 1, rules: FieldRules(kind: try .time()))
  /// var form = try KeypadForm(fields: [time], locale: "en_US")
  /// form.apply(.focus("at"))
  /// PadLayout(form: form).rows[0].map(\.name)  // ["1", "2", "3", "dayPeriod"]
  /// ```
  public init(form: KeypadForm) {
    guard let field = form.activeField else {
      self.init(symbols: form.symbols)
      return
    }
    self.init(field: field)
  }

  /// The pad for a field, in its locale: the day-period key where ±
  /// stands when it is a time on a 12-hour clock (`KeypadField.dayPeriods`),
  /// ± otherwise.
  ///
  /// ```swift
  /// let time = try KeypadField(locale: "ar_EG", rules: FieldRules(kind: try .time()))
  /// PadLayout(field: time).label(of: .key(.dayPeriod))  // "ص/م"
  /// ```
  public init(field: KeypadField) {
    self.init(
      digits: field.symbols.digits, decimalSeparator: field.symbols.decimalSeparator,
      dayPeriods: field.dayPeriods, locale: field.symbols.localeID)
  }

  /// The labels for these digits, this separator and these day periods,
  /// bidi marks removed, with words in the language of `locale`.
  init(
    digits: [String], decimalSeparator: String, dayPeriods: [String] = [], locale: String = "en"
  ) {
    self.locale = locale
    self.digits = digits.map(DisplayText.withoutBidiMarks)
    self.decimalSeparator = DisplayText.withoutBidiMarks(decimalSeparator)
    self.dayPeriods = dayPeriods.map(DisplayText.withoutBidiMarks)
  }

  /// The label a key shows.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - returnKey: What the return key does now (the form's
  ///     `KeypadForm.returnKey`); only the return key reads it.
  /// - Returns: The locale's digit, two zeros for `00`, the decimal
  ///   separator, `⌫`, `C`, `±`, the day periods' markers (`AM/PM`), `∧`,
  ///   `∨`, or the return key's ``title(of:)``.
  public func label(of key: PadKey, returnKey: ReturnKey? = nil) -> String {
    switch key {
    case .key(.digit(let value)): digit(value)
    case .key(.doubleZero): digit(0) + digit(0)
    case .key(.decimal): decimalSeparator
    case .key(.backspace): "⌫"
    case .key(.clear): "C"
    case .key(.sign): "±"
    case .key(.dayPeriod): dayPeriods.isEmpty ? "AM/PM" : dayPeriods.joined(separator: "/")
    case .returnKey: title(of: returnKey)
    case .previousField: "∧"
    case .nextField: "∨"
    }
  }

  /// The name an assistive technology gives a key: a digit key its label,
  /// the others what they do (`Delete`, `Plus or minus`, `Decimal
  /// separator`, the day-period key its markers, `AM or PM`), the return
  /// key its title, in the words of the pad's ``locale``.
  ///
  /// ```swift
  /// let pad = PadLayout(symbols: try .locale("de_DE"))
  /// pad.accessibleName(of: .key(.backspace))  // "Löschen"
  /// pad.accessibleName(of: .returnKey)        // "Weiter"
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - returnKey: What the return key does now; only the return key
  ///     reads it.
  /// - Returns: The name, in the words of the pad's locale for the keys
  ///   that are no digit.
  public func accessibleName(of key: PadKey, returnKey: ReturnKey? = nil) -> String {
    let id: String
    switch key {
    case .key(.digit): return label(of: key)
    case .key(.doubleZero): id = "pad.name.double-zero"
    case .key(.decimal): id = "pad.name.decimal"
    case .key(.backspace): id = "pad.name.delete"
    case .key(.clear): id = "pad.name.clear"
    case .key(.sign): id = "pad.name.sign"
    case .key(.dayPeriod):
      let markers = dayPeriods.count == 2 ? dayPeriods : ["AM", "PM"]
      return Message(
        "pad.name.day-period", [.text("first", markers[0]), .text("second", markers[1])]
      ).words(locale: locale).text
    case .returnKey: return title(of: returnKey)
    case .previousField: id = "pad.name.previous-field"
    case .nextField: id = "pad.name.next-field"
    }
    return Message(id).words(locale: locale).text
  }

  /// The pad's own name for an assistive technology, in its language
  /// (`Number pad`, `Ziffernblock` in de_DE).
  ///
  /// ```swift
  /// PadLayout(symbols: try .locale("de_DE")).name  // "Ziffernblock"
  /// ```
  public var name: String { Message("pad.name.pad").words(locale: locale).text }

  /// The return key's title in the pad's language: `Done` when it
  /// validates and submits, `Next` otherwise (also without an active
  /// field).
  ///
  /// ```swift
  /// let pad = PadLayout(symbols: try .locale("fr_FR"))
  /// pad.title(of: .next)  // "Suivant"
  /// pad.title(of: .done)  // "Terminé"
  /// ```
  public func title(of returnKey: ReturnKey?) -> String {
    Message(returnKey == .done ? "pad.done" : "pad.next").words(locale: locale).text
  }

  /// The label of a digit key: the locale's digit, or the ASCII digit for
  /// a value the locale's ten lack.
  private func digit(_ value: UInt8) -> String {
    digits.indices.contains(Int(value)) ? digits[Int(value)] : String(value)
  }
}
