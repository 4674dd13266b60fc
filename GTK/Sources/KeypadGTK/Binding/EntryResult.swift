import Keypad

/// The engine's answer to one edit of an entry: the refusal, if any, and
/// the field as the entry draws it after the edit.
///
/// A form's entry takes it from the `FormResult` the edit returned; a lone
/// field's entry from the field after the edit. The entry draws its text,
/// its caret and its report from this, without reading the field again.
///
/// ```swift
/// var field = try KeypadField(locale: "de_DE")
/// field.paste("1234")  // shows "1.234"
/// let outcome = field.replace(utf16Range: 5..<5, with: ",")  // "," typed at the end
/// let result = field.entryResult(rejection: outcome.rejection)
/// result.rejection  // nil
/// result.display    // "1.234,"
/// result.selection  // 6..<6: UTF-16 offsets
/// result.value      // .decimal(1234)
/// ```
struct EntryResult: Sendable, Hashable {
  /// Why the engine refused the edit; `nil` when it took it, and for a
  /// field that starts being edited.
  var rejection: EntryRejection?
  /// The display while the field is edited.
  var display: String
  /// The selection, in UTF-16 offsets of ``display``.
  var selection: Range<Int>
  /// The field's value.
  var value: FieldValue?
  /// What a listener needs to hear beyond the key they pressed (a form's
  /// `FormResult.announcement`), or `nil` when there is nothing more.
  var announcement: Announcement?
}
