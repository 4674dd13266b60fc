import KeypadAvoidance
import Testing

/// Worked examples with every number computed by hand and written out.
///
/// Each row is checked twice: against the code under test and against
/// `GeometryOracle`, so a wrong oracle cannot hide a wrong implementation.
/// Content is 1200 points high unless a row says otherwise.
///
/// Portrait: 390 × 844, safe area top 47, bottom 34. Without a keyboard the band
/// is 844 - 47 - 34 = 763 high and the last offset 1200 - 763 = 437.
/// Landscape: 844 × 390, safe area left 47, right 47, bottom 21, top 0. The band
/// is 844 - 47 - 47 = 750 wide; without a keyboard it is 390 - 21 = 369 high and
/// the last offset 1200 - 369 = 831.
@Suite struct GeometryWorkedExampleTests {
  typealias F = GeometryFixtures

  /// One scene and the numbers it must give.
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var viewport: Viewport
    var keyboard: Rect?
    var contentHeight: Double = 1200
    /// `bottomInset`.
    var overlap: Double
    /// `effectiveBottomInset`.
    var obscured: Double
    /// `visibleRect.height`.
    var visibleHeight: Double
    /// `visibleRect.width`.
    var visibleWidth: Double
    /// The upper end of the valid offsets.
    var lastOffset: Double

    var testDescription: String { name }
  }

  static let portraitSafeArea = SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)
  static let phone = Size(width: 390, height: 844)

  static let examples: [Example] = [
    // 844 - 508 = 336 covered; 844 - 47 - 336 = 461 visible; 1200 - 461 = 739.
    Example(
      name: "portrait, docked 336-point keyboard", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      overlap: 336, obscured: 336, visibleHeight: 461, visibleWidth: 390, lastOffset: 739),
    Example(
      name: "portrait, no keyboard", viewport: F.portrait, keyboard: nil,
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    // 844 - 824 = 20 covered, less than the 34 of the safe area: nothing more hidden.
    Example(
      name: "portrait, 20-point accessory bar", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 824, width: 390, height: 20),
      overlap: 20, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    // x 400 ... 720 lies right of the viewport's 0 ... 390.
    Example(
      name: "portrait, floating keyboard beside the viewport", viewport: F.portrait,
      keyboard: Rect(x: 400, y: 300, width: 320, height: 216),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    // Starts exactly at the right edge: shares a line, not an area.
    Example(
      name: "portrait, keyboard touching the right edge from outside", viewport: F.portrait,
      keyboard: Rect(x: 390, y: 508, width: 300, height: 336),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    // Top at 844, the viewport's bottom: touching, not overlapping.
    Example(
      name: "portrait, keyboard just below the viewport", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 844, width: 390, height: 336),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    // Floating at 400 ... 616 inside: everything from 400 down counts, 844 - 400 = 444;
    // 844 - 47 - 444 = 353 visible; 1200 - 353 = 847.
    Example(
      name: "portrait, floating keyboard in the middle", viewport: F.portrait,
      keyboard: Rect(x: 35, y: 400, width: 320, height: 216),
      overlap: 444, obscured: 444, visibleHeight: 353, visibleWidth: 390, lastOffset: 847),
    // Sliding down, half off-screen: 844 - 700 = 144; 844 - 47 - 144 = 653; 1200 - 653 = 547.
    Example(
      name: "portrait, keyboard partly below the screen", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 700, width: 390, height: 336),
      overlap: 144, obscured: 144, visibleHeight: 653, visibleWidth: 390, lastOffset: 547),
    // x -200 ... 100 still covers 0 ... 100 of the viewport: the full 336.
    Example(
      name: "portrait, keyboard partly off the left edge", viewport: F.portrait,
      keyboard: Rect(x: -200, y: 508, width: 300, height: 336),
      overlap: 336, obscured: 336, visibleHeight: 461, visibleWidth: 390, lastOffset: 739),
    // y -100 ... 200: its top is above the viewport, so all 844 are covered,
    // nothing is visible and every content y can be at the top: 1200 - 0.
    Example(
      name: "portrait, keyboard partly above the screen", viewport: F.portrait,
      keyboard: Rect(x: 0, y: -100, width: 390, height: 300),
      overlap: 844, obscured: 844, visibleHeight: 0, visibleWidth: 390, lastOffset: 1200),
    // 390 - 228 = 162 covered; 390 - 0 - 162 = 228 visible; 1200 - 228 = 972.
    Example(
      name: "landscape, docked 162-point keyboard", viewport: F.landscape,
      keyboard: Rect(x: 0, y: 228, width: 844, height: 162),
      overlap: 162, obscured: 162, visibleHeight: 228, visibleWidth: 750, lastOffset: 972),
    Example(
      name: "landscape, no keyboard", viewport: F.landscape, keyboard: nil,
      overlap: 0, obscured: 21, visibleHeight: 369, visibleWidth: 750, lastOffset: 831),
    // The portrait keyboard's top, 508, is below the 390-point landscape viewport.
    Example(
      name: "landscape, portrait keyboard left over", viewport: F.landscape,
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      overlap: 0, obscured: 21, visibleHeight: 369, visibleWidth: 750, lastOffset: 831),
    // 300 points of content fit in the 461-point band: nothing to scroll.
    Example(
      name: "portrait, content shorter than the band", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336), contentHeight: 300,
      overlap: 336, obscured: 336, visibleHeight: 461, visibleWidth: 390, lastOffset: 0),
  ]

  /// Bad numbers, read by the sanitiser's rule: a NaN or infinite coordinate is
  /// `0`, a negative, NaN or infinite length is `0`.
  static let sanitized: [Example] = [
    Example(
      name: "zero-height keyboard", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: 0),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    Example(
      name: "negative-height keyboard", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: -336),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    Example(
      name: "NaN-width keyboard", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: .nan, height: 336),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    Example(
      name: "infinitely tall keyboard", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: .infinity),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 390, lastOffset: 437),
    // Origin NaN reads as (0, 0): 390 × 336 from the very top covers all 844.
    Example(
      name: "keyboard with a NaN origin", viewport: F.portrait,
      keyboard: Rect(x: .nan, y: .nan, width: 390, height: 336),
      overlap: 844, obscured: 844, visibleHeight: 0, visibleWidth: 390, lastOffset: 1200),
    // Height 0: the keyboard at 508 is below it; 0 - 47 - 34 < 0 gives 0 visible.
    Example(
      name: "viewport with a NaN height",
      viewport: Viewport(size: Size(width: 390, height: .nan), safeArea: portraitSafeArea),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      overlap: 0, obscured: 34, visibleHeight: 0, visibleWidth: 390, lastOffset: 1200),
    // Width 0: no area to share with the keyboard; no width to see through.
    Example(
      name: "viewport with a negative width",
      viewport: Viewport(size: Size(width: -390, height: 844), safeArea: portraitSafeArea),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 0, lastOffset: 437),
    // Insets all 0: 844 - 0 - 336 = 508; 1200 - 508 = 692.
    Example(
      name: "negative and NaN safe area",
      viewport: Viewport(
        size: phone, safeArea: SafeAreaInsets(top: -47, left: .nan, bottom: -34, right: -1)),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      overlap: 336, obscured: 336, visibleHeight: 508, visibleWidth: 390, lastOffset: 692),
    // Bottom inset 0: 844 - 47 = 797; 1200 - 797 = 403.
    Example(
      name: "infinite bottom safe area",
      viewport: Viewport(
        size: phone, safeArea: SafeAreaInsets(top: 47, left: 0, bottom: .infinity, right: 0)),
      keyboard: nil,
      overlap: 0, obscured: 0, visibleHeight: 797, visibleWidth: 390, lastOffset: 403),
    // 47 + 34 = 81 > 60: nothing visible.
    Example(
      name: "safe areas taller than the viewport",
      viewport: Viewport(size: Size(width: 390, height: 60), safeArea: portraitSafeArea),
      keyboard: nil,
      overlap: 0, obscured: 34, visibleHeight: 0, visibleWidth: 390, lastOffset: 1200),
    // Side insets 200 + 200 > 390: no width.
    Example(
      name: "side insets wider than the viewport",
      viewport: Viewport(
        size: phone, safeArea: SafeAreaInsets(top: 47, left: 200, bottom: 34, right: 200)),
      keyboard: nil,
      overlap: 0, obscured: 34, visibleHeight: 763, visibleWidth: 0, lastOffset: 437),
    Example(
      name: "negative content height", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336), contentHeight: -1200,
      overlap: 336, obscured: 336, visibleHeight: 461, visibleWidth: 390, lastOffset: 0),
    Example(
      name: "NaN content height", viewport: F.portrait,
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336), contentHeight: .nan,
      overlap: 336, obscured: 336, visibleHeight: 461, visibleWidth: 390, lastOffset: 0),
  ]

  @Test(arguments: examples + sanitized)
  func codeUnderTestGivesTheWorkedNumbers(example: Example) {
    let content = Size(width: 390, height: example.contentHeight)
    // An offset far past the end is clamped to the last valid one.
    let result = AvoidanceGeometry.measure(
      viewport: example.viewport, contentSize: content, keyboardFrame: example.keyboard,
      activeField: nil, contentOffset: Point(x: 0, y: 1_000_000))
    #expect(result.bottomInset == example.overlap)
    #expect(result.effectiveBottomInset == example.obscured)
    #expect(result.visibleRect.height == example.visibleHeight)
    #expect(result.visibleRect.width == example.visibleWidth)
    #expect(result.contentOffset.y == example.lastOffset)
    #expect(
      AvoidanceGeometry.keyboardOverlap(of: example.keyboard, in: example.viewport)
        == example.overlap)
    let offsets = AvoidanceGeometry.validOffsets(
      viewport: example.viewport, contentSize: content, bottomInset: example.overlap)
    #expect(offsets == 0...example.lastOffset)
  }

  @Test(arguments: examples + sanitized)
  func oracleGivesTheWorkedNumbers(example: Example) {
    let measures = GeometryOracle.measure(
      viewport: example.viewport, keyboard: example.keyboard,
      contentHeight: example.contentHeight)
    #expect(
      measures
        == GeometryOracle.Measures(
          overlap: example.overlap, visibleHeight: example.visibleHeight,
          visibleWidth: example.visibleWidth, lastOffset: example.lastOffset))
  }

  @Test func theArticlesLayoutsFromTheWorkedNumbers() {
    // Portrait with the docked keyboard, field 700 ... 744.
    // Centre: 722 - 461 / 2 = 491.5. Minimal: 744 + 10 - 461 = 293.
    let viewport = F.portrait
    let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    let field = Rect(x: 16, y: 700, width: 358, height: 44)
    let centred = AvoidanceGeometry().layout(
      viewport: viewport, contentSize: F.content, keyboardFrame: keyboard, activeField: field)
    #expect(centred.contentOffset.y == 491.5)
    #expect(centred.visibleRect == Rect(x: 0, y: 491.5, width: 390, height: 461))
    let minimal = AvoidanceGeometry(policy: .minimal()).layout(
      viewport: viewport, contentSize: F.content, keyboardFrame: keyboard, activeField: field)
    #expect(minimal.contentOffset.y == 293)
    // Landscape with the 162-point keyboard: 722 - 228 / 2 = 608; the band is
    // 750 wide, starting after the 47-point left inset.
    let landscape = AvoidanceGeometry().layout(
      viewport: F.landscape, contentSize: F.content,
      keyboardFrame: Rect(x: 0, y: 228, width: 844, height: 162), activeField: field)
    #expect(landscape.contentOffset.y == 608)
    #expect(landscape.visibleRect == Rect(x: 47, y: 608, width: 750, height: 228))
  }
}
