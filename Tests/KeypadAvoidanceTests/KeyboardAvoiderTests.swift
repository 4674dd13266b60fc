import KeypadAvoidance
import Testing

/// The event sequence: remember on show, keep while shown, restore on hide.
///
/// Portrait numbers as in `AvoidanceGeometryTests`: without a keyboard 763 points are
/// visible and offsets run 0 ... 437; with the 336-point keyboard 461 are visible and
/// offsets run 0 ... 739. Landscape (844 × 390, bottom safe area 21): without a
/// keyboard 390 - 21 = 369 visible, offsets 0 ... 831; with the 209-point keyboard
/// 181 visible, offsets 0 ... 1019.
@Suite struct KeyboardAvoiderTests {
  typealias F = GeometryFixtures

  func avoider(offset: Double, policy: AvoidancePolicy = .center) -> KeyboardAvoider {
    KeyboardAvoider(
      viewport: F.portrait, contentSize: F.content, contentOffset: Point(x: 0, y: offset),
      policy: policy)
  }

  @Test func showThenHideRestoresTheOriginalOffset() {
    // At 120 the band is 120 ... 581; the field 700 ... 744 is below it.
    // Centre: 722 - 230.5 = 491.5. Hiding goes back to 120 with no inset.
    var avoider = avoider(offset: 120)
    avoider.activeFieldChanged(frame: F.field(atY: 700))
    let shown = avoider.keyboardWillShow(frame: F.portraitKeyboard)
    #expect(shown.contentOffset.y == 491.5)
    #expect(shown.bottomInset == 336)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 120))
    let hidden = avoider.keyboardWillHide()
    #expect(hidden.contentOffset.y == 120)
    #expect(hidden.bottomInset == 0)
    #expect(avoider.rememberedOffset == nil)
    #expect(avoider.keyboardFrame == nil)
  }

  @Test func keyboardHeightChangeKeepsTheRememberedOffset() {
    // Minimal. Show (461 visible): 744 + 10 - 461 = 293.
    // Emoji keyboard, 380 high at y = 464: 844 - 47 - 380 = 417 visible;
    // 754 > 293 + 417 = 710, so 754 - 417 = 337.
    // iOS then sends another "will show" for the same keyboard: nothing changes.
    // Hide: back to 120, not to 293.
    var avoider = avoider(offset: 120, policy: .minimal())
    avoider.activeFieldChanged(frame: F.field(atY: 700))
    #expect(avoider.keyboardWillShow(frame: F.portraitKeyboard).contentOffset.y == 293)
    let emoji = Rect(x: 0, y: 464, width: 390, height: 380)
    #expect(avoider.keyboardFrameChanged(frame: emoji).contentOffset.y == 337)
    #expect(avoider.keyboardWillShow(frame: emoji).contentOffset.y == 337)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 120))
    #expect(avoider.keyboardWillHide().contentOffset.y == 120)
  }

  @Test func hideAfterRotationRestoresTheRememberedOffsetClampedToTheNewRange() {
    // Start in landscape at 800 (valid: at most 831). Field 1000 ... 1044.
    // Show: band 800 ... 981 misses the field; 1022 - 90.5 = 931.5.
    // Rotate: the old keyboard frame (top 181) now covers 844 - 181 = 663, leaving
    // 844 - 47 - 663 = 134 visible; the field is inside 931.5 ... 1065.5, so it stays.
    // New keyboard frame: 461 visible, last offset 739, so 931.5 clamps to 739,
    // showing 739 ... 1200 with the field inside.
    // Hide: the remembered 800 is past portrait's last keyboard-less offset 437 -> 437.
    var avoider = KeyboardAvoider(
      viewport: F.landscape, contentSize: F.content, contentOffset: Point(x: 0, y: 800))
    avoider.activeFieldChanged(frame: F.field(atY: 1000))
    #expect(avoider.keyboardWillShow(frame: F.landscapeKeyboard).contentOffset.y == 931.5)
    #expect(avoider.viewportChanged(to: F.portrait).contentOffset.y == 931.5)
    #expect(avoider.keyboardFrameChanged(frame: F.portraitKeyboard).contentOffset.y == 739)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 800))
    let hidden = avoider.keyboardWillHide()
    #expect(hidden.contentOffset.y == 437)
    #expect(hidden.bottomInset == 0)
  }

  @Test func floatingKeyboardChangesNothing() {
    // The field 300 ... 344 is visible at 100 (band 100 ... 863) and the keyboard
    // is outside the viewport: no inset, no scrolling, and hiding keeps 100.
    var avoider = avoider(offset: 100)
    avoider.activeFieldChanged(frame: F.field(atY: 300))
    let floating = Rect(x: 400, y: 300, width: 300, height: 200)
    let shown = avoider.keyboardWillShow(frame: floating)
    #expect(shown.bottomInset == 0)
    #expect(shown.contentOffset.y == 100)
    #expect(avoider.keyboardWillHide().contentOffset.y == 100)
  }

  @Test func focusingAnotherFieldWhileShownKeepsTheRememberedOffset() {
    // Show with the field at 200 (visible in 0 ... 461): stays 0.
    // Focus 900 ... 944: 922 - 230.5 = 691.5. Hide: back to 0.
    var avoider = avoider(offset: 0)
    avoider.activeFieldChanged(frame: F.field(atY: 200))
    #expect(avoider.keyboardWillShow(frame: F.portraitKeyboard).contentOffset.y == 0)
    #expect(avoider.activeFieldChanged(frame: F.field(atY: 900)).contentOffset.y == 691.5)
    #expect(avoider.keyboardWillHide().contentOffset.y == 0)
  }

  @Test func focusingAFieldWithoutAKeyboardDoesNotScroll() {
    // 1100 ... 1144 is below the band 0 ... 763, but with no keyboard nothing moves.
    var avoider = avoider(offset: 0)
    let result = avoider.activeFieldChanged(frame: F.field(atY: 1100))
    #expect(result.contentOffset.y == 0)
    #expect(!result.fieldIsVisible)
  }

  @Test func userScrollingIsClampedAndRememberedByTheNextKeyboard() {
    // 1000 clamps to 437 and -50 to 0. From 300, show with the field at 400
    // (visible in 300 ... 761): no move. Hide: 300.
    var avoider = avoider(offset: 0)
    #expect(avoider.scrolled(to: Point(x: 0, y: 1000)).contentOffset.y == 437)
    #expect(avoider.scrolled(to: Point(x: 0, y: -50)).contentOffset.y == 0)
    avoider.scrolled(to: Point(x: 0, y: 300))
    avoider.activeFieldChanged(frame: F.field(atY: 400))
    #expect(avoider.keyboardWillShow(frame: F.portraitKeyboard).contentOffset.y == 300)
    #expect(avoider.keyboardWillHide().contentOffset.y == 300)
  }

  @Test func scrollingWhileShownDoesNotReplaceTheRememberedOffset() {
    // Show at 50 with the field at 700: 491.5. The user drags to 600 (below 739).
    // Hide: 50.
    var avoider = avoider(offset: 50)
    avoider.activeFieldChanged(frame: F.field(atY: 700))
    avoider.keyboardWillShow(frame: F.portraitKeyboard)
    #expect(avoider.scrolled(to: Point(x: 0, y: 600)).contentOffset.y == 600)
    #expect(avoider.keyboardWillHide().contentOffset.y == 50)
  }

  @Test func shrinkingContentClampsTheOffset() {
    // 900 high: 900 - 763 = 137 is the last offset; 400 becomes 137.
    var avoider = avoider(offset: 400)
    let result = avoider.contentSizeChanged(to: Size(width: 390, height: 900))
    #expect(result.contentOffset.y == 137)
  }

  @Test func contentShorterThanTheViewportScrollsWhileShownAndReturnsToZero() {
    // 600 high: no scrolling without a keyboard. With it, 600 - 461 = 139 is the
    // last offset; the field 540 ... 584 wants 331.5 and gets 139. Hide: 0.
    var avoider = KeyboardAvoider(
      viewport: F.portrait, contentSize: Size(width: 390, height: 600),
      contentOffset: Point(x: 0, y: 90))
    #expect(avoider.result.contentOffset.y == 0)
    avoider.activeFieldChanged(frame: F.field(atY: 540))
    #expect(avoider.keyboardWillShow(frame: F.portraitKeyboard).contentOffset.y == 139)
    #expect(avoider.keyboardWillHide().contentOffset.y == 0)
  }

  @Test func hidingWithoutAKeyboardChangesNothing() {
    var avoider = avoider(offset: 200)
    let before = avoider.result
    #expect(avoider.keyboardWillHide() == before)
    #expect(avoider.rememberedOffset == nil)
  }

  @Test func frameChangeWithoutAKeyboardCountsAsShowing() {
    var avoider = avoider(offset: 200)
    avoider.keyboardFrameChanged(frame: F.portraitKeyboard)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 200))
    #expect(avoider.keyboardFrame == F.portraitKeyboard)
    #expect(avoider.result.bottomInset == 336)
  }
}
