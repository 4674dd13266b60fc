import Keypad

/// The help texts of both modes.
enum Help {
  /// The scripted commands, one line: the protocol's words, in English
  /// whatever the form's locale (a developer's interface, as `--help` is).
  static let commands =
    "commands: press K [K ...] (K: \(FormInput.padNames)); type TEXT; paste TEXT; "
    + "focus NAME; locale ID; select START [END]; edit START END [TEXT]; set TEXT; undo; redo; "
    + "speak; rotate; scroll Y; keyboard show|hide|float; policy center|minimal [MARGIN]; "
    + "show; help; quit"

  /// The interactive help's keys, each with the message of what it does:
  /// the keys as they are pressed, or a message (`repl.help.*-keys`) where
  /// the keys come with words.
  private static let keys: [(keys: String, does: String)] = [
    ("repl.help.digits-keys", "repl.help.digits"),
    ("repl.help.decimal-keys", "repl.help.decimal"),
    ("repl.help.sign-keys", "repl.help.sign"),
    ("Backspace / Delete", "repl.help.delete"),
    ("repl.help.move-keys", "repl.help.move"),
    ("Home/End, Ctrl-A/Ctrl-E", "repl.help.ends"),
    ("Ctrl-Z / Ctrl-Y, Ctrl-U", "repl.help.undo"),
    ("repl.help.next-keys", "repl.help.next"),
    ("repl.help.previous-keys", "repl.help.previous"),
    ("Esc", "repl.help.done"),
    ("PageUp / PageDown", "repl.help.step"),
    ("Ctrl-G", "repl.help.revert"),
    ("Ctrl-S", "repl.help.speech"),
    ("Ctrl-R, Ctrl-N / Ctrl-P", "repl.help.phone"),
    ("repl.help.quit-keys", "repl.help.quit"),
  ]

  /// The interactive keys and commands in the words of `locale`'s language.
  ///
  /// One entry a line: 21 lines, so that the help fits a 24-row terminal
  /// under the title and above the command line; the last line says how to
  /// close it. The keys stand in a column as wide as the widest of them;
  /// the commands' examples are typed as they are.
  static func interactive(locale: String) -> [String] {
    func words(_ id: String) -> String {
      id.hasPrefix("repl.") ? ScreenWords.text(id, locale: locale) : id
    }
    let rows = keys.map { (keys: words($0.keys), does: words($0.does)) }
    let column = (rows.map { TextWidth.of($0.keys) }.max() ?? 0) + 3
    return [words("repl.help.keys")]
      + rows.map { row in
        "  " + row.keys + String(repeating: " ", count: column - TextWidth.of(row.keys)) + row.does
      }
      + [
        words("repl.help.commands"),
        "  :locale fr_CH  :paste 1234.5  :focus quantity  :press 00  :type 12,5",
        "  :speak  :keyboard float  :policy minimal 10  :scroll 120  :help  :quit",
        "",
        words("repl.help.close"),
      ]
  }
}
