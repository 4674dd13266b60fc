import KeypadAvoidance
import Testing

/// The KeyboardAvoider example of docs/library.md, line by line, with its
/// numbers worked out by hand.
@Suite struct LibraryExampleTests {
  @Test func theKeyboardAvoiderExampleHolds() {
    // Worked by hand: a 390 × 844 phone without safe areas and 1200 points of content.
    var avoider = KeyboardAvoider(
      viewport: Viewport(size: Size(width: 390, height: 844)),
      contentSize: Size(width: 390, height: 1200))
    avoider.activeFieldChanged(frame: Rect(x: 16, y: 700, width: 358, height: 44))
    let shown = avoider.keyboardWillShow(frame: Rect(x: 0, y: 508, width: 390, height: 336))
    // Inset 844 - 508 = 336; 508 visible; the field's centre 722 - 508 / 2 = 468.
    #expect(shown.bottomInset == 336)
    #expect(shown.contentOffset.y == 468)
    let turned = avoider.viewportChanged(
      to: Viewport(size: Size(width: 844, height: 390)),
      keyboardFrame: Rect(x: 0, y: 228, width: 844, height: 162))
    // Inset 390 - 228 = 162; 228 visible; 722 - 228 / 2 = 608.
    #expect(turned.bottomInset == 162)
    #expect(turned.contentOffset.y == 608)
    #expect(avoider.keyboardWillHide().contentOffset.y == 0)
  }
}
