import KeypadAvoidance

/// Shared numbers for the keyboard-avoidance tests.
///
/// The oracle the property tests check against is `GeometryOracle`; the numbers
/// it must reproduce are written out by hand in `GeometryWorkedExampleTests`.
enum GeometryFixtures {
  /// An iPhone-sized portrait viewport: 390 × 844, 47 points of top and
  /// 34 points of bottom safe area.
  static let portrait = Viewport(
    size: Size(width: 390, height: 844),
    safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))

  /// The same phone in landscape: 844 × 390, notch on the left and right,
  /// 21 points of bottom safe area.
  static let landscape = Viewport(
    size: Size(width: 844, height: 390),
    safeArea: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47))

  /// A 336-point keyboard docked at the bottom of ``portrait``: top edge at 844 - 336 = 508.
  static let portraitKeyboard = Rect(x: 0, y: 508, width: 390, height: 336)

  /// A 209-point keyboard docked at the bottom of ``landscape``: top edge at 390 - 209 = 181.
  static let landscapeKeyboard = Rect(x: 0, y: 181, width: 844, height: 209)

  /// A form taller than the phone: 1200 points of content.
  static let content = Size(width: 390, height: 1200)

  /// A one-line field of height 44 at content `y`.
  static func field(atY y: Double, height: Double = 44) -> Rect {
    Rect(x: 16, y: y, width: 358, height: height)
  }

  /// `a` and `b` agree up to rounding of numbers the size of the inputs.
  static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }
}
