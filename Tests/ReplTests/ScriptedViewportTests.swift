import Foundation
import Testing

/// The phone beside the form in the `--json` protocol: the `viewport` member,
/// and the rotate, scroll, keyboard and policy commands.
///
/// The walkthrough form (`docs/walkthrough-form.json`) has eight fields, tags 1 to 8,
/// boxes 44 high at content y = 100 + 120 × i: food (i = 5) is 700 ... 744. Its content
/// is 100 + 7 × 120 + 44 + 60 = 1044 high. Portrait: 390 × 844, safe area 47 / 34;
/// visible without the pad 844 - 47 - 34 = 763 (offsets 0 ... 281); with the 336-point
/// pad at y = 508, 844 - 47 - 336 = 461 (offsets 0 ... 583).
@Suite struct ScriptedViewportTests {
  static let walkthroughForm = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/walkthrough-form.json").path

  func walkthrough(_ lines: [String]) throws -> [[String: Any]] {
    try ReplBinary.json(lines, arguments: ["--locale", "en_US", "--form", Self.walkthroughForm])
      .answers()
  }

  func number(_ answer: [String: Any], _ key: String) -> Double? {
    (answer.object("viewport")?[key] as? NSNumber)?.doubleValue
  }

  func frame(_ answer: [String: Any]) -> [Double]? {
    guard let frame = answer.object("viewport")?.object("activeFrame") else { return nil }
    return ["x", "y", "width", "height"].compactMap { (frame[$0] as? NSNumber)?.doubleValue }
  }

  @Test func everyAnswerHasTheViewportAfterTheFields() throws {
    let run = try ReplBinary.json(["show", "jump"])
    for line in run.lines {
      let fields = try #require(line.range(of: #""fields":"#))
      let viewport = try #require(line.range(of: #","viewport":{"width":390,"height":844,"#))
      #expect(fields.lowerBound < viewport.lowerBound)
    }
    let answer = try #require(run.answers().first)
    let viewport = try #require(answer.object("viewport"))
    #expect(viewport.string("orientation") == "portrait")
    #expect(viewport.string("keyboard") == "docked")
    #expect(viewport.string("policy") == "center")
    #expect(viewport.isNull("margin"))
    #expect(number(answer, "keyboardHeight") == 336)
    let inset: Double = 844 - 508
    #expect(number(answer, "inset") == inset)
    // The amount box at content y 100, 47 below the top: 147 on screen.
    #expect(frame(answer) == [16, 147, 358, 44])
  }

  @Test func recipeTwoScrollsMinimallyAndRestoresThePersonsOffset() throws {
    let answers = try walkthrough([
      "press dismiss", "scroll 200", "policy minimal", "focus food", "scroll 100", "press dismiss",
    ])
    try #require(answers.count == 6)
    #expect(answers[0].object("viewport")?.string("keyboard") == "hidden")
    #expect(answers[0].object("viewport")?.isNull("activeFrame") == true)
    #expect(number(answers[1], "offset") == 200)
    #expect(answers[1].object("viewport")?.isNull("savedOffset") == true)
    #expect(number(answers[2], "margin") == 10)
    // Band at 200: 200 ... 661; food's bottom plus margin, 754, is below it:
    // offset 754 - 461 = 293; on screen 47 + 700 - 293 = 454, bottom 498 = 508 - 10.
    let shown = answers[3]
    let expectedOffset = 744.0 + 10 - (844 - 47 - 336)
    #expect(number(shown, "offset") == expectedOffset)
    #expect(number(shown, "savedOffset") == 200)
    #expect(frame(shown) == [16, 47 + 700 - expectedOffset, 358, 44])
    #expect(number(answers[4], "offset") == 100)
    #expect(number(answers[4], "savedOffset") == 200)
    let hidden = answers[5]
    #expect(number(hidden, "offset") == 200)
    #expect(number(hidden, "inset") == 0)
    #expect(hidden.object("viewport")?.isNull("savedOffset") == true)
  }

  @Test func recipeFourRecomputesAfterRotating() throws {
    let answers = try walkthrough(["focus food", "rotate", "rotate"])
    try #require(answers.count == 3)
    // Portrait centre: 722 - 461 / 2 = 491.5.
    #expect(number(answers[0], "offset") == 722 - 461.0 / 2)
    // Landscape: 844 × 390, pad 162 at y 228; visible 390 - 0 - 162 = 228;
    // centre 722 - 114 = 608; on screen x 47 + 16, y 700 - 608.
    let landscape = answers[1]
    #expect(landscape.object("viewport")?.string("orientation") == "landscape")
    #expect(number(landscape, "width") == 844)
    #expect(number(landscape, "height") == 390)
    #expect(number(landscape, "keyboardHeight") == 162)
    #expect(number(landscape, "inset") == 162)
    #expect(number(landscape, "offset") == 608)
    #expect(frame(landscape) == [63, 92, 358, 44])
    // Back in portrait 608 is past the last offset 1044 - 461 = 583; at 583 the
    // field (700 ... 744) is inside 583 ... 1044 and stays: on screen 47 + 700 - 583.
    #expect(number(answers[2], "offset") == 583)
    #expect(frame(answers[2])?[1] == 164)
    #expect(number(answers[2], "savedOffset") == 0)
  }

  @Test func aFloatingPadCoversNothing() throws {
    let answer = try #require(try walkthrough(["focus food", "keyboard float"]).last)
    #expect(answer.object("viewport")?.string("keyboard") == "floating")
    #expect(number(answer, "inset") == 0)
    #expect(number(answer, "keyboardHeight") == 0)
    // Nothing covered: 763 points visible, offsets 0 ... 1044 - 763 = 281. Food was
    // centred at 491.5; clamped to 281 it is inside 281 ... 1044 and stays there.
    let lastOffset: Double = 1044 - 763
    #expect(number(answer, "offset") == lastOffset)
    #expect(number(answer, "savedOffset") == 0)
  }

  @Test(arguments: [
    ("scroll abc", "invalid-argument"), ("scroll", "missing-argument"),
    ("scroll 1 2", "unexpected-argument"), ("keyboard up", "invalid-argument"),
    ("policy minimal -1", "invalid-argument"), ("policy wide", "invalid-argument"),
    ("rotate now", "unexpected-argument"), ("scroll nan", "invalid-argument"),
    ("scroll 1e400", "invalid-argument"),
  ])
  func badViewportArgumentsChangeNothing(line: String, code: String) throws {
    let answers = try ReplBinary.json(["show", line]).answers()
    try #require(answers.count == 2)
    #expect(answers[1].string("error") == code)
    #expect(
      NSDictionary(dictionary: try #require(answers[1].object("viewport")))
        == NSDictionary(dictionary: try #require(answers[0].object("viewport"))))
  }
}
