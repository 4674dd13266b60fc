import KeypadAvoidance
import Testing

/// Unit tests of the pure arithmetic, with every expectation worked out by hand.
///
/// Shared numbers (see `GeometryFixtures`): portrait viewport 390 × 844, safe area
/// top 47 / bottom 34, content 1200 high, keyboard 336 high docked at y = 508.
/// With that keyboard the visible height is 844 - 47 - max(34, 336) = 461 and the
/// largest offset is 1200 - 461 = 739. Without a keyboard the visible height is
/// 844 - 47 - 34 = 763 and the largest offset is 1200 - 763 = 437.
@Suite struct AvoidanceGeometryTests {
  typealias F = GeometryFixtures

  let center = AvoidanceGeometry()
  let minimal = AvoidanceGeometry(policy: .minimal())

  @Test func dockedKeyboardOverlapIsItsHeight() {
    // 844 - 508 = 336.
    #expect(AvoidanceGeometry.keyboardOverlap(of: F.portraitKeyboard, in: F.portrait) == 336)
  }

  @Test func keyboardHangingBelowTheViewportCountsOnlyTheOverlap() {
    // Top edge at 700: 844 - 700 = 144 of it is inside the viewport.
    let keyboard = Rect(x: 0, y: 700, width: 390, height: 336)
    #expect(AvoidanceGeometry.keyboardOverlap(of: keyboard, in: F.portrait) == 144)
  }

  @Test func floatingKeyboardOverlapCoversEverythingBelowItsTop() {
    // A 250 × 200 floating keyboard with its top at 400: 844 - 400 = 444.
    let keyboard = Rect(x: 70, y: 400, width: 250, height: 200)
    #expect(AvoidanceGeometry.keyboardOverlap(of: keyboard, in: F.portrait) == 444)
  }

  @Test(arguments: [
    Rect(x: 400, y: 300, width: 300, height: 200),  // right of the viewport
    Rect(x: 0, y: 844, width: 390, height: 336),  // just below it, touching
    Rect(x: 0, y: 508, width: 390, height: 0),  // zero height
  ])
  func keyboardOutsideTheViewportHasNoOverlap(keyboard: Rect) {
    #expect(AvoidanceGeometry.keyboardOverlap(of: keyboard, in: F.portrait) == 0)
  }

  @Test func nonOverlappingKeyboardLeavesVisibleFieldAlone() {
    // Floating keyboard outside the viewport: inset 0, visible band at offset 100
    // is 100 ... 100 + 763 = 863, which holds the field 300 ... 344 (with a
    // 10-point margin too: 290 >= 100 and 354 <= 863).
    let keyboard = Rect(x: 400, y: 300, width: 300, height: 200)
    for avoidance in [center, minimal] {
      let result = avoidance.layout(
        viewport: F.portrait, contentSize: F.content, keyboardFrame: keyboard,
        activeField: F.field(atY: 300), currentOffset: Point(x: 0, y: 100))
      #expect(result.bottomInset == 0)
      #expect(result.effectiveBottomInset == 34)
      #expect(result.contentOffset == Point(x: 0, y: 100))
      #expect(result.fieldIsVisible)
    }
  }

  @Test func centerPutsFieldCentreInTheMiddleOfTheVisibleBand() {
    // Field 700 ... 744, centre 722. Half the visible band is 461 / 2 = 230.5,
    // so the offset is 722 - 230.5 = 491.5 (within 0 ... 739).
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 700))
    #expect(result.bottomInset == 336)
    #expect(result.effectiveBottomInset == 336)
    #expect(result.contentOffset == Point(x: 0, y: 491.5))
    #expect(result.visibleRect == Rect(x: 0, y: 491.5, width: 390, height: 461))
    #expect(result.fieldFits)
    #expect(result.fieldIsVisible)
  }

  @Test func minimalScrollsUntilTheFieldClearsTheKeyboardByTheMargin() {
    // Field bottom 744 + margin 10 must reach the band's bottom: 754 - 461 = 293.
    let result = minimal.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 700))
    #expect(result.contentOffset.y == 293)
    #expect(result.visibleRect.maxY == 754)
  }

  @Test func minimalScrollsWhenTheFieldIsVisibleButInsideTheMargin() {
    // Field 410 ... 454 is visible in 0 ... 461, but 454 + 10 = 464 > 461,
    // so the offset becomes 464 - 461 = 3.
    let result = minimal.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 410))
    #expect(result.contentOffset.y == 3)
  }

  @Test func minimalMarginIsConfigurable() {
    // Margin 30: 454 + 30 - 461 = 23.
    let result = AvoidanceGeometry(policy: .minimal(margin: 30)).layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 410))
    #expect(result.contentOffset.y == 23)
  }

  @Test func fieldAboveTheVisibleBandIsScrolledBackIntoView() {
    // Offset 600 shows 600 ... 1061; the field 400 ... 444 is above it.
    // Minimal: top 400 - margin 10 = 390. Center: 422 - 230.5 = 191.5.
    let field = F.field(atY: 400)
    let current = Point(x: 0, y: 600)
    let byMinimal = minimal.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: field, currentOffset: current)
    let byCenter = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: field, currentOffset: current)
    #expect(byMinimal.contentOffset.y == 390)
    #expect(byCenter.contentOffset.y == 191.5)
  }

  @Test func visibleFieldDoesNotMoveUnderEitherPolicy() {
    // Field 200 ... 244 with margin: 190 >= 0 and 254 <= 461. Nothing moves.
    for avoidance in [center, minimal] {
      let result = avoidance.layout(
        viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
        activeField: F.field(atY: 200))
      #expect(result.contentOffset.y == 0)
    }
  }

  @Test func fieldTallerThanTheVisibleBandIsAlignedByItsTop() {
    // 600 > 461, so both policies put the field's top (500) at the band's top.
    for avoidance in [center, minimal] {
      let result = avoidance.layout(
        viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
        activeField: F.field(atY: 500, height: 600))
      #expect(result.contentOffset.y == 500)
      #expect(!result.fieldFits)
      #expect(!result.fieldIsVisible)
    }
  }

  @Test func tallFieldNearTheEndIsClampedToTheLastOffset() {
    // Top-aligning 800 would pass the last valid offset 739.
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 800, height: 400))
    #expect(result.contentOffset.y == 739)
  }

  @Test func marginShrinksToFitAroundANearlyFullHeightField() {
    // Height 451 leaves 461 - 451 = 10 points: 5 each side. Field 600 ... 1051,
    // so the offset is 1051 + 5 - 461 = 595.
    let result = minimal.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 600, height: 451))
    #expect(result.contentOffset.y == 595)
    #expect(result.fieldIsVisible)
  }

  @Test func fieldAtTheVeryTopClampsToZero() {
    // Center: 22 - 230.5 < 0; minimal: 0 - 10 < 0. Both clamp to 0.
    for avoidance in [center, minimal] {
      let result = avoidance.layout(
        viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
        activeField: F.field(atY: 0), currentOffset: Point(x: 0, y: 300))
      #expect(result.contentOffset.y == 0)
      #expect(result.fieldIsVisible)
    }
  }

  @Test func fieldAtTheVeryBottomClampsToTheLastOffset() {
    // Field 1156 ... 1200. Center: 1178 - 230.5 = 947.5; minimal: 1210 - 461 = 749.
    // Both exceed 739, so both clamp there, showing 739 ... 1200.
    for avoidance in [center, minimal] {
      let result = avoidance.layout(
        viewport: F.portrait, contentSize: F.content, keyboardFrame: F.portraitKeyboard,
        activeField: F.field(atY: 1156))
      #expect(result.contentOffset.y == 739)
      #expect(result.visibleRect.maxY == 1200)
      #expect(result.fieldIsVisible)
    }
  }

  @Test func contentShorterThanTheVisibleBandNeverScrolls() {
    // 300 < 461, so the only valid offset is 0.
    let result = center.layout(
      viewport: F.portrait, contentSize: Size(width: 390, height: 300),
      keyboardFrame: F.portraitKeyboard, activeField: F.field(atY: 250),
      currentOffset: Point(x: 0, y: 80))
    #expect(result.contentOffset.y == 0)
    #expect(result.fieldIsVisible)
  }

  @Test func contentShorterThanTheViewportScrollsOnlyWithAKeyboard() {
    // 600 fits in 763 (no scrolling without a keyboard) but not in 461: the last
    // offset becomes 600 - 461 = 139. Field 540 ... 584: 562 - 230.5 = 331.5 -> 139.
    let short = Size(width: 390, height: 600)
    #expect(
      AvoidanceGeometry.validOffsets(viewport: F.portrait, contentSize: short, bottomInset: 0)
        == 0...0)
    let result = center.layout(
      viewport: F.portrait, contentSize: short, keyboardFrame: F.portraitKeyboard,
      activeField: F.field(atY: 540))
    #expect(result.contentOffset.y == 139)
  }

  @Test func keyboardShorterThanTheBottomSafeAreaDoesNotShrinkTheBand() {
    // A 20-point accessory bar: inset 20, but max(34, 20) = 34 is obscured.
    let bar = Rect(x: 0, y: 824, width: 390, height: 20)
    let result = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: bar,
      activeField: F.field(atY: 700))
    #expect(result.bottomInset == 20)
    #expect(result.effectiveBottomInset == 34)
    #expect(result.visibleRect.height == 763)
    #expect(result.contentOffset.y == 0)
  }

  @Test func landscapeIsJustAnotherViewportSize() {
    // 390 - 0 - max(21, 209) = 181 visible. Field centre 322: 322 - 90.5 = 231.5.
    // Visible width 844 - 47 - 47 = 750, starting at x = 47.
    let result = center.layout(
      viewport: F.landscape, contentSize: F.content, keyboardFrame: F.landscapeKeyboard,
      activeField: F.field(atY: 300))
    #expect(result.bottomInset == 209)
    #expect(result.visibleRect == Rect(x: 47, y: 231.5, width: 750, height: 181))
  }

  @Test func withoutAFieldTheOffsetIsOnlyClamped() {
    // No keyboard, last offset 437: 2000 clamps to 437 and -50 to 0.
    let far = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: nil, activeField: nil,
      currentOffset: Point(x: 0, y: 2000))
    let negative = center.layout(
      viewport: F.portrait, contentSize: F.content, keyboardFrame: nil, activeField: nil,
      currentOffset: Point(x: 25, y: -50))
    #expect(far.contentOffset == Point(x: 0, y: 437))
    #expect(negative.contentOffset == Point(x: 0, y: 0))
  }
}
