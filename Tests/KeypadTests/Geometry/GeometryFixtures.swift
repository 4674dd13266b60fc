import Keypad

/// Shared numbers for the keyboard-avoidance tests, and an independent oracle.
///
/// The oracle re-derives the model from the article in different words (an
/// explicit intersection of rectangles), so property tests never compute their
/// expectation with the code under test.
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

  /// The keyboard's overlap, from a literal intersection of rectangles:
  /// if the two rectangles share any area, everything from the keyboard's top
  /// (or the viewport's top) down to the viewport's bottom is covered.
  static func oracleOverlap(keyboard: Rect?, viewportSize: Size) -> Double {
    guard let keyboard else { return 0 }
    let left = max(keyboard.origin.x, 0)
    let right = min(keyboard.origin.x + keyboard.size.width, viewportSize.width)
    let top = max(keyboard.origin.y, 0)
    let bottom = min(keyboard.origin.y + keyboard.size.height, viewportSize.height)
    let sharesArea =
      keyboard.size.width > 0 && keyboard.size.height > 0 && right > left && bottom > top
    return sharesArea ? viewportSize.height - top : 0
  }

  /// The height of the unobscured band, for well-formed (finite, non-negative) input.
  static func oracleVisibleHeight(viewport: Viewport, keyboard: Rect?) -> Double {
    let overlap = oracleOverlap(keyboard: keyboard, viewportSize: viewport.size)
    let covered = viewport.safeArea.top + max(viewport.safeArea.bottom, overlap)
    return viewport.size.height > covered ? viewport.size.height - covered : 0
  }

  /// The largest valid offset, for well-formed input.
  static func oracleMaxOffset(viewport: Viewport, content: Size, keyboard: Rect?) -> Double {
    let excess = content.height - oracleVisibleHeight(viewport: viewport, keyboard: keyboard)
    return excess > 0 ? excess : 0
  }

  /// `a` and `b` agree up to rounding of numbers the size of the inputs.
  static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }
}
