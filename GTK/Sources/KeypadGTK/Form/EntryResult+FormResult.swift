import Keypad

extension EntryResult {
  /// What a form's result says of one of its fields: its display,
  /// selection and value, the field's refusal of the input and the
  /// announcement; `nil` unless the field is the active one after the input.
  ///
  /// ```swift
  /// var form = try KeypadForm(fields: [
  ///   FormField(name: "amount", tag: 1), FormField(name: "tip", tag: 2),
  /// ], locale: "de_DE")
  /// form.apply(.focus("amount"))
  /// form.apply(.paste("1234")).display  // "1.234"
  /// let result = form.apply(.replace(5..<5, with: ","))
  /// EntryResult(result, field: "amount")?.display  // "1.234,"
  /// EntryResult(result, field: "tip")              // nil
  /// ```
  init?(_ result: FormResult, field name: String) {
    guard result.field == name, let display = result.display, let selection = result.selection
    else { return nil }
    self.init(
      rejection: EntryResult.rejection(of: result), display: display, selection: selection,
      value: result.value, announcement: result.announcement)
  }

  /// The active field's refusal of an input; `nil` when it took it, and
  /// for a refusal of the form's (no active field, an unknown name).
  static func rejection(of result: FormResult) -> EntryRejection? {
    guard case .entry(let rejection) = result.refusal else { return nil }
    return rejection
  }
}
