/// A kind's format as an object, whatever its type: what ``FormatKind``
/// holds and asks.
///
/// Embedded Swift, the browser's engine, has no values of a protocol type
/// such as ``EngineKindFormat``, but has objects: each format is held by a
/// ``FormatBox``, this class's one subclass, which answers every method
/// with its format's own. ``ResolvedKind`` makes one for each built-in
/// kind, and one for a kind of one's own outside Embedded Swift. (A class
/// rather than a protocol of objects: its subclasses' methods are called
/// through the class's table, with no witness of each method for each
/// format in the module.)
///
/// Made only through ``FormatBox``: this class's own answers are those of
/// a format that takes nothing, and no field ever asks them.
class FormatObject: @unchecked Sendable {
  // @unchecked: a class open to its one subclass, holding nothing itself;
  // the subclass holds a format, which is Sendable and never changes.

  /// Made by ``FormatBox`` alone.
  fileprivate init() {}

  /// ``KindFormat/check(_:)``.
  func check(_ typed: String) -> EntryRejection? { .digitsOnly }

  /// ``KindFormat/layout(of:symbols:)``.
  func layout(of typed: String, symbols: NumberSymbols) -> FormattedText { FormattedText() }

  /// ``KindFormat/isLiteral(_:)``.
  func isLiteral(_ character: Character) -> Bool { false }

  /// ``KindFormat/value(of:)``.
  func value(of typed: String) -> FieldValue? { nil }

  /// ``KindFormat/validate(_:in:)``.
  func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? { nil }

  /// ``KindFormat/speech(of:locale:)``.
  func speech(of typed: String, locale: String) -> KindSpeech { .count }

  #if !hasFeature(Embedded)
  /// ``KindFormat/description(of:)``.
  func description(of typed: String) -> KindDescription { KindDescription(name: "") }
  #endif

  /// ``EngineKindFormat/ignores(_:in:afterTyped:symbols:)``.
  func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool { false }

  /// ``EngineKindFormat/typed(typing:in:afterTyped:)``.
  func typed(typing character: Character, in typed: String, afterTyped count: Int) -> String? {
    nil
  }

  /// ``EngineKindFormat/isComplete(_:)``.
  func isComplete(_ typed: String) -> Bool { false }

  /// ``EngineKindFormat/isFull(_:)``.
  func isFull(_ typed: String) -> Bool { false }

  /// ``EngineKindFormat/displayWhenNotEditing(of:symbols:)``.
  func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String { "" }

  /// ``EngineKindFormat/takesLeadingPlus``.
  var takesLeadingPlus: Bool { false }

  /// ``EngineKindFormat/typedCharacters(pasting:)``.
  func typedCharacters(pasting text: String) -> String? { nil }

  /// ``EngineKindFormat/fixedLength``.
  var fixedLength: Int? { nil }

  /// ``EngineKindFormat/dayPeriods``.
  var dayPeriods: [String] { [] }

  /// ``EngineKindFormat/cardBrand(of:)``.
  func cardBrand(of typed: String) -> CardBrand? { nil }

  /// The format in another locale (``EngineKindFormat/relocalized(to:)``),
  /// and how typed digits of this one are carried to it
  /// (``EngineKindFormat/typed(carrying:from:)``); `nil` when the format
  /// is the same there.
  func relocalized(to localeID: String) throws(LocaleError)
    -> (format: FormatObject, carrying: (String) -> String?)?
  { nil }

  #if !hasFeature(Embedded)
  /// The format itself.
  var format: (any KindFormat)? { nil }
  #endif
}

/// A format of any type as a ``FormatObject``: each answer is the
/// format's own.
final class FormatBox<Format: EngineKindFormat>: FormatObject, @unchecked Sendable {
  /// The format.
  let base: Format

  init(_ base: Format) {
    self.base = base
  }

  override func check(_ typed: String) -> EntryRejection? { base.check(typed) }

  override func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    base.layout(of: typed, symbols: symbols)
  }

  override func isLiteral(_ character: Character) -> Bool { base.isLiteral(character) }

  override func value(of typed: String) -> FieldValue? { base.value(of: typed) }

  override func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    base.validate(typed, in: context)
  }

  override func speech(of typed: String, locale: String) -> KindSpeech {
    base.speech(of: typed, locale: locale)
  }

  #if !hasFeature(Embedded)
  override func description(of typed: String) -> KindDescription {
    base.description(of: typed)
  }
  #endif

  override func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    base.ignores(character, in: typed, afterTyped: count, symbols: symbols)
  }

  override func typed(typing character: Character, in typed: String, afterTyped count: Int)
    -> String?
  {
    base.typed(typing: character, in: typed, afterTyped: count)
  }

  override func isComplete(_ typed: String) -> Bool { base.isComplete(typed) }

  override func isFull(_ typed: String) -> Bool { base.isFull(typed) }

  override func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String {
    base.displayWhenNotEditing(of: typed, symbols: symbols)
  }

  override var takesLeadingPlus: Bool { base.takesLeadingPlus }

  override func typedCharacters(pasting text: String) -> String? {
    base.typedCharacters(pasting: text)
  }

  override var fixedLength: Int? { base.fixedLength }

  override var dayPeriods: [String] { base.dayPeriods }

  override func cardBrand(of typed: String) -> CardBrand? { base.cardBrand(of: typed) }

  override func relocalized(to localeID: String) throws(LocaleError)
    -> (format: FormatObject, carrying: (String) -> String?)?
  {
    guard let new = try base.relocalized(to: localeID) else { return nil }
    let old = base
    return (FormatBox(new), { new.typed(carrying: $0, from: old) })
  }

  #if !hasFeature(Embedded)
  override var format: (any KindFormat)? {
    if let custom = base as? CustomFormat { return custom.format }
    return base
  }
  #endif
}
