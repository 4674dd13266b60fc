import Keypad

/// The interactive screen's own words (its chrome: the rules line, the
/// notes after a field, the hints, the locale line, the spoken line, the
/// phone's caption, the in-session help) in the form's language: messages
/// of the engine's catalogs (`repl.*`, `kind.*`; the `Messages` article of
/// Keypad's DocC catalog lists them), formatted by ICU's MessageFormat as
/// the engine's own sentences are, or in English where the language has
/// none.
///
/// What a developer reads stays English: the command line's `--help`
/// (ArgumentParser's), the scripted and JSON mode's protocol (its
/// commands, answers and the REPL's own faults, ``CommandError``), and the
/// command names typed after `:` (`help`, `locale`, `paste`).
///
/// ```swift
/// ScreenWords.text("repl.required", locale: "de_DE")  // "Pflicht"
/// ScreenWords.text("repl.min", [.text("bound", "0,00 €")], locale: "fr_FR")  // "min. 0,00 €"
/// ```
enum ScreenWords {
  /// The message `id` with its arguments, in the words of `locale`'s
  /// language.
  static func text(_ id: String, _ arguments: [MessageArgument] = [], locale: String) -> String {
    Message(id, arguments).words(locale: locale).text
  }
}
