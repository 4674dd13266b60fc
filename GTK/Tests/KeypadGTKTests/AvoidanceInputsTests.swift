import KeypadAvoidance
import Testing

@testable import KeypadGTK

/// The avoider's inputs from the frames GTK reports.
@Suite struct AvoidanceInputsTests {
  // The app's portrait window: a 48-point title above the scrolled form,
  // a 306-point pad at the bottom of the 844-point window.
  let scroller = Rect(x: 0, y: 48, width: 390, height: 796)
  let pad = Rect(x: 0, y: 538, width: 390, height: 306)

  @Test func thePadMovesIntoTheScrolledWindowsCoordinates() {
    let inputs = AvoidanceInputs(scroller: scroller, pad: pad)
    #expect(inputs.viewport == Viewport(size: Size(width: 390, height: 796)))
    #expect(inputs.keyboardFrame == Rect(x: 0, y: 490, width: 390, height: 306))
  }

  @Test func aHiddenOrFlatPadIsNoKeyboard() {
    #expect(AvoidanceInputs(scroller: scroller, pad: nil).keyboardFrame == nil)
    let flat = Rect(x: 0, y: 844, width: 390, height: 0)
    #expect(AvoidanceInputs(scroller: scroller, pad: flat).keyboardFrame == nil)
  }

  @Test func aVisibleFrameBecomesAContentFrame() {
    let frame = AvoidanceInputs.contentFrame(
      ofVisible: Rect(x: 16, y: 100, width: 358, height: 60), scrollOffset: 250)
    #expect(frame == Rect(x: 16, y: 350, width: 358, height: 60))
  }

  @Test func aFieldIsPlacedInTheContentFromWindowFrames() {
    // The content scrolled by 300: its top is 300 above the scrolled
    // window's top at 45.
    let frame = AvoidanceInputs.frame(
      of: Rect(x: 16, y: 57, width: 358, height: 60),
      in: Rect(x: 0, y: -255, width: 390, height: 1200))
    #expect(frame == Rect(x: 16, y: 312, width: 358, height: 60))
  }

  @Test func theAdjustmentStaysInItsRange() {
    #expect(
      AvoidanceInputs.adjustmentValue(
        offset: 900, contentHeight: 1200, bottomInset: 0, pageHeight: 844) == 356)
    #expect(
      AvoidanceInputs.adjustmentValue(
        offset: -5, contentHeight: 1200, bottomInset: 0, pageHeight: 844) == 0)
    #expect(
      AvoidanceInputs.adjustmentValue(
        offset: 491.5, contentHeight: 1200, bottomInset: 336, pageHeight: 844) == 491.5)
    #expect(
      AvoidanceInputs.adjustmentValue(
        offset: .nan, contentHeight: 1200, bottomInset: 0, pageHeight: 844) == 0)
  }

  /// With these inputs every field of a tall form ends up above the pad,
  /// in window coordinates: the field's content y minus the offset plus
  /// the scrolled window's top.
  @Test func everyFieldEndsAboveThePad() {
    let inputs = AvoidanceInputs(scroller: scroller, pad: pad)
    let rowHeight = 72.0
    let content = Size(width: 390, height: 16 * rowHeight)
    for row in 0..<16 {
      var avoider = KeyboardAvoider(viewport: inputs.viewport, contentSize: content)
      let field = Rect(x: 16, y: Double(row) * rowHeight, width: 358, height: 60)
      avoider.activeFieldChanged(frame: field)
      guard let keyboard = inputs.keyboardFrame else {
        Issue.record("no keyboard frame")
        return
      }
      let result = avoider.keyboardWillShow(frame: keyboard)
      let offset = AvoidanceInputs.adjustmentValue(
        offset: result.contentOffset.y, contentHeight: content.height,
        bottomInset: result.bottomInset, pageHeight: inputs.viewport.size.height)
      let top = field.minY - offset + scroller.minY
      #expect(top + field.height <= pad.minY, "row \(row)")
      #expect(top >= scroller.minY, "row \(row)")
    }
  }
}
