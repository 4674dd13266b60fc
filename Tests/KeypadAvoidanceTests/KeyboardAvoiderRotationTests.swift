import KeypadAvoidance
import Testing

/// A rotation reports the new viewport and keyboard frame in one call.
///
/// Worked numbers: portrait 390 × 844 (safe area 47 top, 34 bottom), 1200 points of
/// content, a field at content 700 ... 744, a 336-point keyboard at y = 508. Landscape
/// 844 × 390 (safe area 21 bottom, none at the top) with a 162-point keyboard at
/// y = 390 - 162 = 228.
@Suite struct KeyboardAvoiderRotationTests {
  typealias F = GeometryFixtures

  static let landscapePad = Rect(x: 0, y: 228, width: 844, height: 162)

  func shownInPortrait(policy: AvoidancePolicy = .center) -> KeyboardAvoider {
    var avoider = KeyboardAvoider(viewport: F.portrait, contentSize: F.content, policy: policy)
    avoider.activeFieldChanged(frame: F.field(atY: 700))
    avoider.keyboardWillShow(frame: F.portraitKeyboard)
    return avoider
  }

  @Test func rotatingWithTheKeyboardUpCentresInTheNewBand() {
    // Portrait: centre 722 - 461 / 2 = 491.5.
    // Landscape: overlap 390 - 228 = 162; visible 390 - 0 - 162 = 228;
    // at 491.5 the band is 491.5 ... 719.5, the field's bottom 744 is below it;
    // centre 722 - 228 / 2 = 608, inside 0 ... 1200 - 228 = 972.
    var avoider = shownInPortrait()
    #expect(avoider.result.contentOffset.y == 491.5)
    let result = avoider.viewportChanged(to: F.landscape, keyboardFrame: Self.landscapePad)
    #expect(result.bottomInset == 162)
    #expect(result.contentOffset.y == 608)
    #expect(result.visibleRect.height == 228)
    #expect(avoider.viewport == F.landscape)
    #expect(avoider.keyboardFrame == Self.landscapePad)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 0))
  }

  @Test func theTwoCallWayHasAWrongInsetInBetween() {
    // The portrait keyboard's top (508) is below the landscape viewport (390):
    // it covers nothing there, so the step in between has inset 0.
    var twoCalls = shownInPortrait()
    let between = twoCalls.viewportChanged(to: F.landscape)
    #expect(between.bottomInset == 0)
    var oneCall = shownInPortrait()
    let result = oneCall.viewportChanged(to: F.landscape, keyboardFrame: Self.landscapePad)
    #expect(result.bottomInset == 162)
  }

  @Test func aNilFrameHidesAndRestoresClampedToTheNewViewport() {
    // Start at 300 without a keyboard; show: remembered 300.
    // Rotate to landscape with no keyboard: restore 300, valid 0 ... 1200 - 369 = 831.
    var avoider = KeyboardAvoider(
      viewport: F.portrait, contentSize: F.content, contentOffset: Point(x: 0, y: 300))
    avoider.activeFieldChanged(frame: F.field(atY: 700))
    avoider.keyboardWillShow(frame: F.portraitKeyboard)
    let result = avoider.viewportChanged(to: F.landscape, keyboardFrame: nil)
    #expect(result.bottomInset == 0)
    #expect(result.contentOffset.y == 300)
    #expect(avoider.keyboardFrame == nil)
    #expect(avoider.rememberedOffset == nil)
  }

  @Test func aFrameWhileHiddenShowsTheKeyboardAndRemembersTheOffset() {
    // Hidden at 0 in portrait; rotate with a landscape keyboard: remembers 0 and
    // centres as above: 608.
    var avoider = KeyboardAvoider(viewport: F.portrait, contentSize: F.content)
    avoider.activeFieldChanged(frame: F.field(atY: 700))
    let result = avoider.viewportChanged(to: F.landscape, keyboardFrame: Self.landscapePad)
    #expect(result.contentOffset.y == 608)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 0))
  }

  @Test func changingThePolicyPlacesTheFieldAgain() {
    // Centre gives 491.5 (field on screen 255.5 ... 299.5). The field is visible,
    // so minimal leaves it; scrolled so it is hidden (offset 0), minimal puts its
    // bottom 10 above the keyboard: 744 + 10 - 461 = 293.
    var avoider = shownInPortrait()
    #expect(avoider.policyChanged(to: .minimal()).contentOffset.y == 491.5)
    #expect(avoider.policy == .minimal(margin: 10))
    avoider.scrolled(to: .zero)
    #expect(avoider.policyChanged(to: .minimal(margin: 10)).contentOffset.y == 293)
    #expect(avoider.rememberedOffset == Point(x: 0, y: 0))
  }
}
