/// A duration, typed as on a kitchen timer: digits fill the units from the
/// right, so `1`, `3`, `0` is `1:30`.
///
/// The units are hours, minutes and seconds, or two of them
/// (``DurationUnits``), two digits each. While typing, the locale's digits
/// show with the units joined by its time separator (`1:05:30`; `1.05.30`
/// in fi_FI), the smallest unit always in two digits and the next one in
/// one at least (`5` shows `0:05`). A smaller unit may be typed past 59, as
/// on a kitchen timer: the value carries it into the larger one (`90` in
/// `m:s` is `PT1M30S`).
///
/// At rest the duration shows as ICU formats its units (the number
/// skeletons `measure-unit/duration-hour` and its kin, short) and joins
/// them (its list formatter of the units type): `1 hr, 5 min, 30 sec` in
/// en_US, `1 Std., 5 Min. und 30 Sek.` in de_DE; a unit of zero is left
/// out, and a duration of none shows its smallest unit (`0 sec`). A
/// listener hears the same in words (`1 hour, 5 minutes, 30 seconds`).
///
/// The value is the ISO 8601 duration (``FieldValue/duration(_:)``), read
/// back from a paste or a value set in every locale (`PT1M30S`). Done
/// refuses a duration longer than ``max`` (`duration-too-long`). See
/// <doc:Dates>.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let format = try DurationFormat(locale: "en_US")
/// let en = try NumberSymbols.locale("en_US")
/// format.layout(of: "130", symbols: en).text   // "1:30"
/// format.layout(of: "13052", symbols: en).text // "1:30:52"
/// format.value(of: "90")  // .duration(ISODuration("PT1M30S")!): 0:90 carried
/// format.displayWhenNotEditing(of: "10530", symbols: en)  // "1 hr, 5 min, 30 sec"
/// ```
@_spi(Engine) public struct DurationFormat: EngineKindFormat {
  /// The locale's digits, separator and unit formatting, from ICU.
  let clock: DurationClock
  /// The units typed.
  public let units: DurationUnits
  /// The longest duration Done takes, or `nil`.
  public let max: ISODuration?

  /// Creates the format of a locale's durations.
  ///
  /// - Parameters:
  ///   - locale: An ICU id or a BCP 47 tag.
  ///   - units: The units typed.
  ///   - max: The longest duration Done takes.
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DurationFormat(locale: "fi_FI").separator  // "."
  /// ```
  public init(
    locale: String, units: DurationUnits = .hoursMinutesSeconds, max: ISODuration? = nil
  ) throws(LocaleError) {
    clock = try DurationClock.locale(locale)
    self.units = units
    self.max = max
  }

  /// `duration`.
  public var kindName: String { "duration" }

  /// The ICU locale id the durations are in.
  public var localeID: String { clock.localeID }

  /// The text between the units while typing, such as `:`.
  public var separator: String { clock.separator }

  /// The most digits typed: two for each unit.
  var maxDigits: Int { 2 * units.unitSeconds.count }

  // MARK: Reading the typed digits

  /// The duration the typed ASCII digits hold, each unit's two digits
  /// from the right; `nil` for none.
  func duration(_ typed: String) -> ISODuration? {
    let count = typed.utf8.count
    guard count > 0, count <= maxDigits else { return nil }
    let seconds = units.unitSeconds
    var total = 0
    for (index, byte) in typed.utf8.enumerated() {
      // Counted from the right: two digits for each unit, the smallest last.
      let fromRight = count - 1 - index
      let place = fromRight % 2 == 0 ? 1 : 10
      total += (Int(byte) - 0x30) * place * seconds[seconds.count - 1 - fromRight / 2]
    }
    return ISODuration(seconds: total)
  }

  /// Each unit's value in a duration, largest first: the largest holds
  /// what the others do not.
  func parts(of duration: ISODuration) -> [Int] {
    var rest = duration.seconds
    return units.unitSeconds.map { seconds in
      defer { rest %= seconds }
      return rest / seconds
    }
  }

  // MARK: EngineKindFormat

  /// `max-length` past two digits for each unit.
  public func check(_ typed: String) -> EntryRejection? {
    typed.utf8.count > maxDigits ? .maxLength : nil
  }

  /// The typed digits in the locale's digits from the right, two for each
  /// unit, joined by the separator; zeros as formatting before them up to
  /// the smallest two units (`0:05`).
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var text = FormattedText()
    let count = typed.utf8.count
    guard count > 0 else { return text }
    let positions = Swift.max(count, 3)
    let padding = positions - count
    var bytes = typed.utf8.makeIterator()
    for index in 0..<positions {
      if index > 0, (positions - index) % 2 == 0 { text.appendFormatting(separator) }
      if index < padding {
        text.appendFormatting(clock.digits[0])
      } else if let byte = bytes.next() {
        text.appendTyped(clock.digits[Int(byte) - 0x30])
      }
    }
    return text
  }

  /// The separator, or `:` in any locale.
  public func isLiteral(_ character: Character) -> Bool {
    separator.containsSameUTF8(character) || character.hasSameUTF8(as: ":")
  }

  /// A separator typed anywhere: the units fill from the right whatever
  /// it says.
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    isLiteral(character)
  }

  /// The duration, once a digit is typed.
  public func value(of typed: String) -> FieldValue? {
    duration(typed).map(FieldValue.duration)
  }

  /// `duration-too-long` past ``max``.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    guard let max, let duration = duration(typed), duration.seconds > max.seconds else {
      return nil
    }
    return .durationTooLong
  }

  /// ICU's units, short, once a digit is typed.
  public func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String {
    guard let duration = duration(typed), let text = format(duration, long: false) else {
      return layout(of: typed, symbols: symbols).text
    }
    return text
  }

  /// ICU's units in words.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    guard let duration = duration(typed), let text = format(duration, long: true) else {
      return .digits(name: nil, groups: [typed])
    }
    return .text(text)
  }

  /// A duration as ICU formats and joins its units: each that is not zero,
  /// or the smallest for none.
  func format(_ duration: ISODuration, long: Bool) -> String? {
    let parts = parts(of: duration)
    var values = [0, 0, 0]
    var shown: Int32 = 0
    for (index, mask) in units.icuMasks.enumerated() {
      values[mask == 4 ? 0 : mask == 2 ? 1 : 2] = parts[index]
      if parts[index] != 0 { shown |= mask }
    }
    if shown == 0, let smallest = units.icuMasks.last { shown = smallest }
    return clock.format(
      hours: values[0], minutes: values[1], seconds: values[2], shown: shown, long: long)
  }

  /// `duration` in the typed pattern (`h:mm:ss`), noted with ``max``:
  /// `up to PT2H`.
  public func description(of typed: String) -> KindDescription {
    let pattern =
      switch units {
      case .hoursMinutesSeconds: "h" + separator + "mm" + separator + "ss"
      case .minutesSeconds: "m" + separator + "ss"
      case .hoursMinutes: "h" + separator + "mm"
      }
    return KindDescription(
      name: Message("kind.duration"), pattern: pattern,
      notes: max.map { [.message(Message("kind.up-to", [.text("bound", $0.text)]))] } ?? [])
  }

  /// A pasted ISO 8601 duration (`PT1M30S`) as the digits typed for it; a
  /// text with separators (`1:30`) as its runs, each after the first in
  /// two digits; `nil`, the field's own reading, for digits alone; an
  /// empty text, which refuses the paste, for anything else.
  public func typedCharacters(pasting text: String) -> String? {
    let trimmed = text.trimmingWhiteSpace()
    if let first = trimmed.utf8.first, first | 0x20 == UInt8(ascii: "p") {
      guard let duration = ISODuration(trimmed) else { return "" }
      return typedDigits(duration) ?? ""
    }
    guard trimmed.contains(where: isLiteral) else { return nil }
    guard let runs = trimmed.digitRuns(literal: isLiteral),
      (1...units.unitSeconds.count).contains(runs.count),
      runs.dropFirst().allSatisfy({ $0.utf8.count == 2 }), let first = runs.first,
      (1...2).contains(first.utf8.count)
    else { return "" }
    return runs.joined()
  }

  /// The digits that type a duration: the largest unit's value, then two
  /// digits for each smaller one, without leading zeros (`0` for none);
  /// `nil` when the units cannot hold it (seconds in `h:m`).
  ///
  /// A largest unit past 99 leaves the rest to the smaller ones, up to 99
  /// each, as typed (`99:99:99` is `PT100H40M39S`, and typed back so);
  /// longer gives more digits than the field takes, which ``check(_:)``
  /// refuses (`max-length`).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DurationFormat(locale: "en_US").typedDigits(ISODuration("PT1M30S")!)  // "130"
  /// let hoursMinutes = try DurationFormat(locale: "en_US", units: .hoursMinutes)
  /// hoursMinutes.typedDigits(ISODuration("PT30S")!)  // nil
  /// ```
  public func typedDigits(_ duration: ISODuration) -> String? {
    guard let smallest = units.unitSeconds.last, duration.seconds % smallest == 0 else {
      return nil
    }
    var values = parts(of: duration)
    if let first = values.first, first > 99 {
      // Spilled into the smaller units, 99 at most but in the smallest.
      var rest = duration.seconds
      values = units.unitSeconds.enumerated().map { index, seconds in
        let value =
          index == units.unitSeconds.count - 1 ? rest / seconds : Swift.min(99, rest / seconds)
        rest -= value * seconds
        return value
      }
      if let last = values.last, last > 99 { values = parts(of: duration) }
    }
    var digits = ""
    for (index, value) in values.enumerated() {
      digits += (index > 0 && value < 10 ? "0" : "") + String(value)
    }
    let trimmed = digits.utf8.drop { $0 == 0x30 }
    return trimmed.isEmpty ? "0" : String(decoding: trimmed, as: UTF8.self)
  }

  // MARK: The locale

  /// The format in the locale, when it differs from this one: a duration
  /// follows its field's locale.
  ///
  /// - Throws: ``LocaleError`` for a locale ``NumberSymbols/locale(_:)``
  ///   refuses.
  public func relocalized(to localeID: String) throws(LocaleError) -> DurationFormat? {
    let new = try DurationFormat(locale: localeID, units: units, max: max)
    return new == self ? nil : new
  }

  /// The same digits: they are the same duration in every locale.
  public func typed(carrying typed: String, from old: DurationFormat) -> String? { typed }

  // MARK: Hashable

  /// Whether two formats are of the same locale, units and bound.
  public static func == (lhs: DurationFormat, rhs: DurationFormat) -> Bool {
    lhs.localeID.hasSameUTF8(as: rhs.localeID) && lhs.units == rhs.units && lhs.max == rhs.max
  }

  /// Hashes the locale, units and bound.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UTF8Key(localeID))
    hasher.combine(units)
    hasher.combine(max)
  }
}
