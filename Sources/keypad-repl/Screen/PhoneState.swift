import Keypad
import KeypadAvoidance

/// The phone preview's keyboard-avoidance state: the library's
/// ``KeyboardAvoider`` fed with the active field's frame, the orientation,
/// the number pad (up while a field is active, docked, floating or hidden by
/// choice) and the person's scrolling.
struct PhoneState: Sendable {
  /// Where the fields sit.
  let layout: PhoneLayout
  /// The avoider, holding the scroll position.
  private(set) var avoider: KeyboardAvoider
  /// The field whose frame the avoider last got.
  private(set) var activeField: String?
  /// How the phone is held.
  private(set) var orientation = PhoneOrientation.portrait
  /// How the pad shows while a field is active.
  private(set) var keyboardMode = KeyboardMode.docked

  /// The phone for a form, with its active field already placed.
  init(fields: [FormField], activeField: String?) {
    layout = PhoneLayout(fields: fields)
    avoider = KeyboardAvoider(
      viewport: PhoneOrientation.portrait.viewport, contentSize: layout.contentSize)
    self.activeField = nil
    update(activeField: activeField)
  }

  /// Whether a number pad is up (docked or floating).
  var keyboardShown: Bool { avoider.keyboardFrame != nil }

  /// The pad as it is now: `hidden` whenever none is up.
  var keyboard: KeyboardMode { keyboardShown ? keyboardMode : .hidden }

  /// The phone's screen now.
  var viewport: Viewport { orientation.viewport }

  /// The latest inset, scroll position and visible area.
  var result: AvoidanceResult { avoider.result }

  /// The active field's box on the phone's screen after scrolling, or `nil`.
  var activeFrameOnScreen: Rect? {
    guard let frame = avoider.activeField else { return nil }
    let insets = viewport.safeArea
    return Rect(
      x: insets.left + frame.minX, y: insets.top + frame.minY - result.contentOffset.y,
      width: frame.width, height: frame.height)
  }

  /// Follows the form's active field: shows the pad and scrolls the field
  /// into view, or hides the pad when no field is active.
  mutating func update(activeField name: String?) {
    if name != activeField {
      activeField = name
      avoider.activeFieldChanged(frame: name.flatMap { layout.frames[$0] })
    }
    syncKeyboard()
  }

  /// Turns the phone: the viewport and the pad change in one step.
  mutating func rotate() {
    orientation = orientation.rotated
    avoider.viewportChanged(to: viewport, keyboardFrame: wantedKeyboardFrame)
  }

  /// The person scrolled the content to `y` (clamped).
  mutating func scroll(to y: Double) {
    avoider.scrolled(to: Point(x: 0, y: y))
  }

  /// The person scrolled by `delta` points (clamped).
  mutating func scroll(by delta: Double) {
    scroll(to: result.contentOffset.y + delta)
  }

  /// Shows the pad docked or floating, or hides it.
  mutating func setKeyboard(_ mode: KeyboardMode) {
    keyboardMode = mode
    syncKeyboard()
  }

  /// Places fields with another policy from now on.
  mutating func setPolicy(_ policy: AvoidancePolicy) {
    avoider.policyChanged(to: policy)
  }

  /// The pad's frame as it should be: up while a field with a frame is active.
  private var wantedKeyboardFrame: Rect? {
    avoider.activeField == nil ? nil : keyboardMode.frame(in: orientation)
  }

  /// Shows, changes or hides the pad to match ``wantedKeyboardFrame``.
  private mutating func syncKeyboard() {
    let wanted = wantedKeyboardFrame
    guard wanted != avoider.keyboardFrame else { return }
    if let wanted {
      avoider.keyboardWillShow(frame: wanted)
    } else {
      avoider.keyboardWillHide()
    }
  }
}
