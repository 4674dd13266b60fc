import Keypad

/// The phone preview's keyboard-avoidance state: the library's
/// ``KeyboardAvoider`` fed with the active field's frame, the keypad shown
/// while a field is active and hidden when none is.
struct PhoneState: Sendable {
  /// Where the fields sit.
  let layout: PhoneLayout
  /// The avoider, holding the scroll position.
  private(set) var avoider: KeyboardAvoider
  /// The field whose frame the avoider last got.
  private(set) var activeField: String?

  /// The phone for a form, with its active field already placed.
  init(fields: [FormField], activeField: String?) {
    layout = PhoneLayout(fields: fields)
    avoider = KeyboardAvoider(
      viewport: PhoneLayout.viewport, contentSize: layout.contentSize)
    self.activeField = nil
    update(activeField: activeField)
  }

  /// Whether the number pad is up.
  var keyboardShown: Bool { avoider.keyboardFrame != nil }

  /// The latest inset, scroll position and visible area.
  var result: AvoidanceResult { avoider.result }

  /// Follows the form's active field: shows the keypad and scrolls the field
  /// into view, or hides the keypad when no field is active.
  mutating func update(activeField name: String?) {
    let frame = name.flatMap { layout.frames[$0] }
    guard name != activeField || (frame != nil) != keyboardShown else { return }
    activeField = name
    avoider.activeFieldChanged(frame: frame)
    if frame != nil {
      avoider.keyboardWillShow(frame: PhoneLayout.keyboard)
    } else {
      avoider.keyboardWillHide()
    }
  }
}
