import Testing

@testable import KeypadGTK

/// Right and Left walks over the displays, GTK moving one
/// character a key; the stops are written out from each display.
@Suite struct CaretPlacementTests {
  /// The carets a walk of Right keys from the start shows, with the engine
  /// reading a caret in formatting as the stop before it.
  private func rightWalk(length: Int, stops: [Int]) -> [Int] {
    var shown: [Int] = []
    var caret = 0
    while caret < length {
      let moved = CaretPlacement.head(caret + 1, movedFrom: caret, stops: stops)
      caret = stops.last { $0 <= moved } ?? 0
      shown.append(caret)
    }
    return shown
  }

  /// The same walk of Left keys from the end.
  private func leftWalk(length: Int, stops: [Int]) -> [Int] {
    var shown: [Int] = []
    var caret = length
    while caret > 0 {
      let moved = CaretPlacement.head(caret - 1, movedFrom: caret, stops: stops)
      caret = stops.last { $0 <= moved } ?? 0
      shown.append(caret)
    }
    return shown
  }

  @Test func rightPassesGroupingSeparators() {
    // 1,234,567
    let stops = [0, 1, 3, 4, 5, 7, 8, 9]
    #expect(rightWalk(length: 9, stops: stops) == [1, 3, 4, 5, 7, 8, 9])
    #expect(leftWalk(length: 9, stops: stops) == [8, 7, 5, 4, 3, 1, 0])
  }

  @Test func rightPassesAPhoneNumbersFormatting() {
    // (650) 253-0000: "(" before the first digit, ") " and "-" between
    let stops = [0, 2, 3, 4, 7, 8, 9, 11, 12, 13, 14]
    #expect(rightWalk(length: 14, stops: stops) == [2, 3, 4, 7, 8, 9, 11, 12, 13, 14])
    #expect(leftWalk(length: 14, stops: stops) == [13, 12, 11, 9, 8, 7, 4, 3, 2, 0])
  }

  @Test func rightPassesADatesSeparators() {
    // 12/25/2026
    let stops = [0, 1, 2, 4, 5, 7, 8, 9, 10]
    #expect(rightWalk(length: 10, stops: stops) == [1, 2, 4, 5, 7, 8, 9, 10])
  }

  @Test func aCaretAtAStopOrMovedLeftStaysWhereGTKPutIt() {
    let stops = [0, 1, 3, 4, 5]
    #expect(CaretPlacement.head(3, movedFrom: 1, stops: stops) == 3)
    #expect(CaretPlacement.head(2, movedFrom: 3, stops: stops) == 2)
    #expect(CaretPlacement.head(2, movedFrom: 2, stops: stops) == 2)
  }

  /// Past the last stop there is nowhere to go on to: a suffix.
  @Test func formattingAfterTheLastStopKeepsTheCaret() {
    #expect(CaretPlacement.head(5, movedFrom: 4, stops: [0, 1, 2, 4]) == 5)
  }

  @Test func onlyAWholeSelectionReadAsACaretIsKept() {
    #expect(CaretPlacement.keepsWholeSelection(0..<4, length: 4, engine: 4..<4))
    #expect(!CaretPlacement.keepsWholeSelection(0..<4, length: 4, engine: 0..<4))
    #expect(!CaretPlacement.keepsWholeSelection(1..<4, length: 4, engine: 4..<4))
    #expect(!CaretPlacement.keepsWholeSelection(0..<0, length: 0, engine: 0..<0))
  }
}
