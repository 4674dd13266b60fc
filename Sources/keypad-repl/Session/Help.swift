/// The help texts of both modes.
enum Help {
  /// The scripted commands, one line.
  static let commands =
    "commands: press K [K ...] (K: \(PadAction.summary)); type TEXT; paste TEXT; "
    + "focus NAME; locale ID; show; help; quit"

  /// The interactive keys and commands, one entry a line.
  static let interactive = [
    "Keys",
    "  0-9 and the locale's digits   type a digit",
    "  . or ,                        decimal key (shows the locale's separator)",
    "  -                             sign",
    "  Backspace                     delete the last character",
    "  Delete or Ctrl-U              clear the field",
    "  Tab, Enter or Down            Next (Done on the last field)",
    "  Shift-Tab or Up               Previous",
    "  Esc                           Done: validate and submit",
    "  PageUp / PageDown             add / subtract the field's step",
    "  Ctrl-R                        revert to the value the field had when entered",
    "  Ctrl-C or Ctrl-D              quit",
    "Commands (type : first, Enter to run, Esc to cancel)",
    "  :locale fr_CH   :paste 1 234,5   :focus quantity   :press 00",
    "  :type 12,5   :help   :quit",
    "Pasting from the clipboard pastes into the active field.",
    "",
    "Press any key to close this help.",
  ]
}
