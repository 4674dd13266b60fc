import Keypad

/// What one edit of a `NumberEntry` did, as its `onEdit` handler gets it.
///
/// <!-- example: not compiled: an edit comes from a NumberEntry, a widget that needs a display and GTK's main loop -->
/// ```swift
/// // de_DE, "1.234" shown, "," typed at the end
/// edit.kind      // .insert
/// edit.rejection // nil
/// edit.display   // "1.234,"
/// edit.selection // 6..<6 (UTF-16)
/// ```
public struct EntryEdit: Sendable, Hashable {
  /// Where an edit came from.
  public enum Kind: String, Sendable, Hashable {
    /// An insertion: a key, a paste, a drop, an input method, a pad key.
    case insert
    /// A deletion.
    case delete
    /// A selection replaced: GTK's deletion and insertion as one edit.
    case replace
    /// A caret move or a new selection.
    case select
    /// Ctrl-Z.
    case undo
    /// Ctrl-Shift-Z or Ctrl-Y.
    case redo
    /// A pad key that is no text (±, C).
    case press
  }

  /// Where the edit came from.
  public let kind: Kind
  /// The inserted text (empty for a deletion and the others).
  public let text: String
  /// Why the engine refused it, or `nil` when it was accepted.
  public let rejection: EntryRejection?
  /// The display after the edit.
  public let display: String
  /// The selection after the edit, in UTF-16 offsets of ``display``.
  public let selection: Range<Int>
  /// The value after the edit.
  public let value: FieldValue?
  /// Microseconds from the signal to the new text set in the entry (the
  /// engine's edit and GTK's `gtk_editable_set_text`); 0 for a selection.
  public let microseconds: Int
}
