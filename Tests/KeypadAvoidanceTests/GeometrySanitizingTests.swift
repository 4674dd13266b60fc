import KeypadAvoidance
import Testing

/// Bad numbers never trap.
///
/// NaN and infinite coordinates read as 0, and negative, NaN or infinite lengths
/// read as 0. Same portrait numbers as `AvoidanceGeometryTests`.
@Suite struct GeometrySanitizingTests {
  typealias F = GeometryFixtures

  let center = AvoidanceGeometry()

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteOffsetReadsAsZero(offset: Double) {
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: nil, activeField: nil,
      currentOffset: Point(x: offset, y: offset))
    #expect(result.contentOffset == Point(x: 0, y: 0))
  }

  @Test func nonFiniteFieldOriginReadsAsZero() {
    // The field becomes 0 ... 44: centre 22 - 230.5 < 0, clamped to 0.
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: Rect(x: .nan, y: .nan, width: 100, height: 44),
      currentOffset: Point(x: 0, y: 300))
    #expect(result.contentOffset.y == 0)
  }

  @Test func negativeFieldHeightReadsAsZero() {
    // A zero-height field at 700 is outside 0 ... 461: 700 - 230.5 = 469.5.
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 700, height: -44))
    #expect(result.contentOffset.y == 469.5)
  }

  @Test func brokenViewportSizeReadsAsEmpty() {
    // 0 × 0 viewport: no visible band, so every field with height is "too tall" and
    // is aligned by its top (700); the last offset is 1200 - 0 = 1200.
    let viewport = Viewport(size: Size(width: .nan, height: -100))
    let result = center.layout(
      viewport: viewport, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 700))
    #expect(result.bottomInset == 0)
    #expect(result.visibleRect.height == 0)
    #expect(result.contentOffset.y == 700)
    #expect(!result.fieldFits)
  }

  @Test func brokenSafeAreaReadsAsNoInset() {
    // Insets 0: 844 - 0 - 336 = 508 visible; 722 - 254 = 468.
    let viewport = Viewport(
      size: Size(width: 390, height: 844),
      safeArea: SafeAreaInsets(top: -47, left: .nan, bottom: .infinity, right: -1))
    let result = center.layout(
      viewport: viewport, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 700))
    #expect(result.visibleRect == Rect(x: 0, y: 468, width: 390, height: 508))
  }

  @Test func infiniteContentHeightReadsAsEmptyContent() {
    let result = center.layout(
      viewport: F.portrait, contentSize: Size(width: 390, height: .infinity),
      keyboardFrame: F.portraitKeyboard, activeField: F.field(atY: 700))
    #expect(result.contentOffset.y == 0)
  }

  @Test func infiniteKeyboardHeightReadsAsNoKeyboard() {
    let keyboard = Rect(x: 0, y: 508, width: 390, height: .infinity)
    #expect(AvoidanceGeometry.keyboardOverlap(of: keyboard, in: F.portrait) == 0)
  }

  @Test func keyboardWithNaNOriginCoversTheWholeViewport() {
    // Origin (0, 0), 390 × 336: its top is the viewport's top, so 844 is covered and
    // nothing is visible; the 44-point field counts as too tall and is top-aligned.
    let keyboard = Rect(x: .nan, y: .nan, width: 390, height: 336)
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: keyboard,
      activeField: F.field(atY: 700))
    #expect(result.bottomInset == 844)
    #expect(result.visibleRect.height == 0)
    #expect(result.contentOffset.y == 700)
  }

  @Test(arguments: [Double.nan, -5, .infinity, -.infinity])
  func brokenMarginReadsAsZero(margin: Double) {
    // Field 420 ... 464 with no margin: 464 - 461 = 3.
    let result = AvoidanceGeometry(policy: .minimal(margin: margin)).layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 420))
    #expect(result.contentOffset.y == 3)
  }
}
