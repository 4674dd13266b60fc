import Keypad
import KeypadAvoidance

/// Where the form's fields sit on a phone: each field's frame in a tall
/// content column, in points, for the keyboard-avoidance geometry.
///
/// The screen and the number pad depend on how the phone is held (see
/// ``PhoneOrientation``); the content column does not. The title sits at the top;
/// each field has a 24-point label above a 44-point box, 120 points apart.
/// Hidden fields take no room.
///
/// ```swift
/// import KeypadAvoidance
///
/// let layout = PhoneLayout(fields: [FormField(name: "amount", tag: 1)])
/// layout.frames["amount"]  // Rect(x: 16, y: 100, width: 358, height: 44)
/// ```
struct PhoneLayout: Sendable {
  /// The title's top, in content coordinates.
  static let titleY = 16.0
  /// The first field's box top.
  static let firstFieldY = 100.0
  /// From one field's box to the next.
  static let spacing = 120.0
  /// A box's height.
  static let fieldHeight = 44.0
  /// From a label's middle up from its box's top.
  static let labelRise = 12.0
  /// Room below the last field.
  static let bottomPadding = 60.0

  /// The names of the fields shown, in definition order.
  let names: [String]
  /// Each shown field's box, in content coordinates.
  let frames: [String: Rect]
  /// The size of the content column.
  let contentSize: Size

  /// The layout of the fields that are not hidden.
  init(fields: [FormField]) {
    let shown = fields.filter { !$0.isHidden }.map(\.name)
    var frames: [String: Rect] = [:]
    for (index, name) in shown.enumerated() {
      frames[name] = Rect(
        x: 16, y: Self.firstFieldY + Double(index) * Self.spacing, width: 358,
        height: Self.fieldHeight)
    }
    names = shown
    self.frames = frames
    let bottom = Self.firstFieldY + Double(max(shown.count, 1)) * Self.spacing
    contentSize = Size(
      width: 390, height: bottom - Self.spacing + Self.fieldHeight + Self.bottomPadding)
  }
}
