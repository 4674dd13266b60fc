extension KeypadForm {
  /// The active field's index and typed characters before an input.
  struct StateBefore {
    let index: Int
    let typed: TypedText
  }

  /// What a listener should hear after an input beyond its key echo, or
  /// `nil`.
  ///
  /// The first that applies: a refusal; what Done did; a value clamped as
  /// its field was left; an undo, a redo or a step with the value it left;
  /// a field become complete, valid or not, with the field the form moved
  /// to; a secure code's count; a card's brand found or changed;
  /// characters deleted with nothing typed in their place.
  ///
  /// - Parameters:
  ///   - input: The input applied.
  ///   - before: The active field and its state before the input.
  ///   - events: What the input did.
  ///   - refusal: Why it was refused, if it was.
  /// - Returns: The announcement, or `nil` when the key echo says it all.
  func announcement(
    after input: FormInput, before: StateBefore?, events: [FormEvent], refusal: FormRefusal?
  ) -> Announcement? {
    content(after: input, before: before, events: events, refusal: refusal).map {
      Announcement($0, locale: symbols.localeID)
    }
  }

  /// What the announcement after an input says, or `nil`.
  private func content(
    after input: FormInput, before: StateBefore?, events: [FormEvent], refusal: FormRefusal?
  ) -> Announcement.Content? {
    if let refusal { return .refused(refusal) }
    for event in events {
      switch event {
      case .validationFailed(let failures):
        guard let first = failures.first else { continue }
        return .notSubmitted(count: failures.count, first: first)
      case .submitted:
        return .submitted
      case .valueClamped(let name, let value, let bound):
        let index = fieldIndex(named: name)
        let spoken = index.flatMap { records[$0].field.spokenValue?.text }
        return .clamped(spoken ?? value.text, bound: bound)
      default:
        continue
      }
    }
    guard let before, records[before.index].field.typed != before.typed else { return nil }
    let index = before.index
    switch input {
    case .undo: return .undone(reading(field: index) { $0.spokenValue?.text })
    case .redo: return .redone(reading(field: index) { $0.spokenValue?.text })
    case .increment, .decrement:
      return reading(field: index) { $0.spokenValue.map { .stepped($0.text) } }
    default: break
    }
    if let complete = completion(of: before) { return complete }
    // A kind that hides its digits: how many are typed, and of how many
    // when the kind takes one length.
    if records[index].field.hidesDigits {
      return .secureCount(
        records[index].field.typed.count, of: records[index].field.kind.fixedLength)
    }
    if let brand = reading(field: index, { $0.cardBrand }),
      brand != before.typed.withBytes({ CardBrand.of(utf8: $0) })
    {
      return .cardBrand(brand)
    }
    return deletion(from: before.typed, in: before.index).map(Announcement.Content.deleted)
  }

  /// A field that the input made full, valid or not: a card number of 16
  /// digits (or its brand's length) that fails the Luhn check is not
  /// complete, but has all its digits (``KindBehavior/isFull(_:)``).
  private func completion(of before: StateBefore) -> Announcement.Content? {
    let kind = records[before.index].field.kind
    guard kind.isFull(records[before.index].field.typed), !kind.isFull(before.typed)
    else { return nil }
    let next = active.flatMap { $0 == before.index ? nil : records[$0].definition.label }
    let context = ValidationContext(today: today, values: values)
    if let failure = check(before.index, in: context) { return .invalid(failure, next: next) }
    return .complete(field: records[before.index].definition.label, next: next)
  }

  /// The spoken names of the typed characters an input deleted without
  /// typing others in their place, or `nil`.
  ///
  /// The typed texts before and after are compared: what is left between
  /// their common start and their common end is what went. A digit is
  /// named by ICU's spellout in the field's locale, a sign or the decimal
  /// separator by the message catalogs (`speech.minus`); more than four
  /// characters are counted instead (`speech.characters`).
  private func deletion(from old: TypedText, in index: Int) -> String? {
    let typed = records[index].field.typed
    guard typed.count < old.count else { return nil }
    let before = old.bytes
    let after = typed.bytes
    var start = 0
    while start < after.count, before[start] == after[start] { start += 1 }
    var end = 0
    while end < after.count - start, before[before.count - 1 - end] == after[after.count - 1 - end]
    {
      end += 1
    }
    guard start + end == after.count else { return nil }
    let deleted = before[start..<(before.count - end)]
    let localeID = records[index].field.symbols.localeID
    func word(_ id: String, _ arguments: [MessageArgument] = []) -> String {
      Message(id, arguments).words(locale: localeID).text
    }
    guard deleted.count <= 4 else {
      return word("speech.characters", [.number("count", deleted.count)])
    }
    var names: [String] = []
    for byte in deleted {
      switch byte {
      case UInt8(ascii: "-"): names.append(word("speech.minus"))
      case UInt8(ascii: "+"): names.append(word("speech.plus"))
      case UInt8(ascii: "."): names.append(word("speech.decimal-separator"))
      default: names.append(spelled(Int(byte) - 0x30, in: index))
      }
    }
    return names.joined(separator: " ")
  }

  /// A count or a digit as ICU spells it in a field's locale, or in ASCII
  /// digits when ICU fails (only when memory runs out).
  private func spelled(_ number: Int, in index: Int) -> String {
    let localeID = records[index].field.symbols.localeID
    return (try? LocaleSpeech.forLocale(localeID).spell(count: number)) ?? String(number)
  }
}
