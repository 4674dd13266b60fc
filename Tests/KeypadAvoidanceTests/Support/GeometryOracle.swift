import KeypadAvoidance

/// The keyboard-avoidance measures, found by sampling a grid instead of by the
/// production formulas.
///
/// The code under test takes the overlap from `min`/`max` of edges, the visible
/// height as `height - top - max(bottom, overlap)` and the last offset as
/// `contentHeight - visibleHeight`. This oracle gets the same quantities from
/// the model in the article (`KeypadAvoidance.docc/KeyboardAvoidance.md`) another way:
///
/// 1. It cuts the viewport into cells along every line that matters: the
///    viewport's own edges, the keyboard's four edges and the four safe-area
///    lines. Nothing changes inside a cell, so asking one point (its centre)
///    whether it is keyboard, safe area or free is exact, for any numbers,
///    not only for whole points.
/// 2. The overlap is read off the cells: if any cell's centre is inside the
///    keyboard, the keyboard covers everything from the top of the highest such
///    row down to the viewport's bottom; the overlap is that distance.
/// 3. The visible band is scanned row by row, top to bottom: a row is visible
///    when its centre is below the top safe area, above the bottom safe area and
///    above the keyboard's top. Its height is the sum of the visible rows'
///    heights; its width likewise from the columns between the side insets.
/// 4. The last offset is where the content's bottom edge lands on the band's
///    lower edge, through the article's mapping
///    `viewportY = contentY - offset + safeArea.top`.
///
/// Bad input is read by the rule of the article's "Bad input" section, written
/// out here on its own: a NaN or infinite coordinate is `0`; a negative, NaN or
/// infinite length is `0`.
enum GeometryOracle {
  /// What the oracle finds for one viewport, keyboard and content height.
  struct Measures: Equatable, CustomStringConvertible {
    /// How far the keyboard reaches up from the viewport's bottom.
    var overlap: Double
    /// The height of the band that is neither safe area nor keyboard.
    var visibleHeight: Double
    /// The width between the side safe-area insets.
    var visibleWidth: Double
    /// The largest scroll offset.
    var lastOffset: Double

    var description: String {
      "overlap \(overlap), visible \(visibleWidth) × \(visibleHeight), last offset \(lastOffset)"
    }
  }

  /// A coordinate as the article says it is read: NaN or infinite is `0`.
  static func coordinate(_ value: Double) -> Double {
    value.isNaN || value.isInfinite ? 0 : value
  }

  /// A length as the article says it is read: negative, NaN or infinite is `0`.
  static func length(_ value: Double) -> Double {
    if value.isNaN || value.isInfinite || value.sign == .minus { return 0 }
    return value
  }

  /// One strip of the grid: from `start` to `end`, sampled at its centre.
  struct Strip {
    var start: Double
    var end: Double
    var centre: Double { start + (end - start) / 2 }
    var extent: Double { end - start }
  }

  /// Cuts `0 ... limit` at every cut strictly inside it.
  static func strips(upTo limit: Double, cutAt cuts: [Double]) -> [Strip] {
    guard limit > 0 else { return [] }
    let inner = Set(cuts.filter { $0 > 0 && $0 < limit }).sorted()
    let lines = [0] + inner + [limit]
    return zip(lines, lines.dropFirst()).map { Strip(start: $0, end: $1) }
  }

  /// Measures a viewport with a keyboard (or none) over content of a given height.
  static func measure(viewport: Viewport, keyboard: Rect?, contentHeight: Double) -> Measures {
    let width = length(viewport.size.width)
    let height = length(viewport.size.height)
    let top = length(viewport.safeArea.top)
    let bottom = length(viewport.safeArea.bottom)
    let left = length(viewport.safeArea.left)
    let right = length(viewport.safeArea.right)
    let content = length(contentHeight)

    // The keyboard's edges, read by the rule; none at all without a keyboard.
    var keyLeft = 0.0
    var keyRight = 0.0
    var keyTop = 0.0
    var keyBottom = 0.0
    if let keyboard {
      keyLeft = coordinate(keyboard.origin.x)
      keyTop = coordinate(keyboard.origin.y)
      keyRight = keyLeft + length(keyboard.size.width)
      keyBottom = keyTop + length(keyboard.size.height)
    }

    let rows = strips(upTo: height, cutAt: [keyTop, keyBottom, top, height - bottom])
    let columns = strips(upTo: width, cutAt: [keyLeft, keyRight, left, width - right])

    // Step 2: the highest row with a keyboard cell in it.
    func isKeyboard(_ x: Double, _ y: Double) -> Bool {
      keyLeft < x && x < keyRight && keyTop < y && y < keyBottom
    }
    let firstKeyboardRow = rows.first { row in
      columns.contains { column in isKeyboard(column.centre, row.centre) }
    }
    let overlap = firstKeyboardRow.map { height - $0.start } ?? 0

    // Step 3: scan the rows and columns that nothing covers.
    let visibleRows = rows.filter { row in
      let y = row.centre
      let underTopInset = y < top
      let inBottomInset = y > height - bottom
      let underKeyboard = firstKeyboardRow.map { y > $0.start } ?? false
      return !underTopInset && !inBottomInset && !underKeyboard
    }
    let visibleHeight = visibleRows.reduce(0) { $0 + $1.extent }
    let visibleWidth = columns.filter { $0.centre > left && $0.centre < width - right }
      .reduce(0) { $0 + $1.extent }

    // Step 4: content's bottom at the band's lower edge. An empty band has its
    // lower edge where its top edge is, at the top inset.
    let bandBottom = visibleRows.last?.end ?? top
    let lastOffset = content + top - bandBottom
    return Measures(
      overlap: overlap, visibleHeight: visibleHeight, visibleWidth: visibleWidth,
      lastOffset: lastOffset > 0 ? lastOffset : 0)
  }

  /// The height of the unobscured band.
  static func visibleHeight(viewport: Viewport, keyboard: Rect?) -> Double {
    measure(viewport: viewport, keyboard: keyboard, contentHeight: 0).visibleHeight
  }

  /// The largest valid offset.
  static func lastOffset(viewport: Viewport, content: Size, keyboard: Rect?) -> Double {
    measure(viewport: viewport, keyboard: keyboard, contentHeight: content.height).lastOffset
  }
}
