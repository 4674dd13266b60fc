import Keypad

/// The help texts of both modes.
enum Help {
  /// The scripted commands, one line.
  static let commands =
    "commands: press K [K ...] (K: \(FormInput.padNames)); type TEXT; paste TEXT; "
    + "focus NAME; locale ID; select START [END]; edit START END [TEXT]; set TEXT; undo; redo; "
    + "speak; rotate; scroll Y; keyboard show|hide|float; policy center|minimal [MARGIN]; "
    + "show; help; quit"

  /// The interactive keys and commands, one entry a line: 21 lines, so
  /// that the help fits a 24-row terminal under the title and above the
  /// command line; the last line says how to close it.
  static let interactive = [
    "Keys",
    "  0-9 and the locale's digits   type a digit",
    "  . or ,                        decimal key (shows the locale's separator)",
    "  - (a, p, : in a time)         sign (a time's AM, PM, and : after its hour)",
    "  Backspace / Delete            delete before / after the caret",
    "  Left, Right (Shift: select)   move the caret past one typed character",
    "  Home/End, Ctrl-A/Ctrl-E       caret to the start / end",
    "  Ctrl-Z / Ctrl-Y, Ctrl-U       undo / redo, clear the field",
    "  Tab, Enter or Down            Next (Done on the last field)",
    "  Shift-Tab or Up               Previous",
    "  Esc                           Done: validate and submit",
    "  PageUp / PageDown             add / subtract the field's step",
    "  Ctrl-G                        revert to the value the field had when entered",
    "  Ctrl-S                        show or hide what a screen reader says",
    "  Ctrl-R, Ctrl-N / Ctrl-P       rotate the phone, scroll it down / up 60 pt",
    "  Ctrl-C or Ctrl-D              quit",
    "Commands: type : first, Enter runs, Esc cancels; a paste goes in at the caret",
    "  :locale fr_CH  :paste 1234.5  :focus quantity  :press 00  :type 12,5",
    "  :speak  :keyboard float  :policy minimal 10  :scroll 120  :help  :quit",
    "",
    "Esc closes this help; any other key closes it and acts.",
  ]
}
