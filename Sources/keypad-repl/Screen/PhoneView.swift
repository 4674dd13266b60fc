import Keypad
import KeypadFrontEnd

/// Draws a scaled-down phone showing the keyboard-avoidance result: which
/// fields are visible above the number pad, where the active field sits,
/// and how far the content scrolled.
///
/// The phone's 844 points map onto the rows available; each row stands for
/// `844 / rows` points. A field is drawn on the row of its middle, when that
/// row is between the status bar and the keyboard.
enum PhoneView {
  /// Columns the phone takes, frame included.
  static let width = 26

  /// Draws the phone in a box of `height` rows (frame included) at `row`,
  /// `column`, and its caption on the row below.
  static func draw(
    on canvas: inout Canvas, row: Int, column: Int, height: Int, title: String, form: KeypadForm,
    phone: PhoneState, caretMarker: Bool = false
  ) {
    let inner = width - 2
    let innerRows = max(1, height - 2)
    let viewport = phone.viewport
    let points = viewport.size.height / Double(innerRows)
    let header = " \(Int(viewport.size.width))×\(Int(viewport.size.height)) "
    let side = max(0, inner - TextWidth.of(header))
    canvas.put(
      "╭" + String(repeating: "─", count: side / 2) + header
        + String(repeating: "─", count: side - side / 2) + "╮", row: row, column: column,
      style: .frame)
    for line in 1...innerRows {
      canvas.put("│", row: row + line, column: column, style: .frame)
      canvas.put("│", row: row + line, column: column + width - 1, style: .frame)
    }
    canvas.put(
      "╰" + String(repeating: "─", count: inner) + "╯", row: row + innerRows + 1, column: column,
      style: .frame)

    let result = phone.result
    let visibleBottom = viewport.size.height - result.effectiveBottomInset
    let top = viewport.safeArea.top
    func rowOf(contentY: Double) -> Int? {
      let viewportY = contentY - result.contentOffset.y + top
      guard viewportY >= top, viewportY < visibleBottom else { return nil }
      return min(innerRows - 1, Int(viewportY / points))
    }
    let left = column + 1
    canvas.put(" 9:41", row: row + 1, column: left, style: .dim)
    let locale = String(form.symbols.localeID.prefix(inner - 8))
    canvas.put(locale, row: row + 1, column: left + inner - TextWidth.of(locale) - 1, style: .dim)

    if let titleRow = rowOf(contentY: PhoneLayout.titleY + 12) {
      canvas.put(
        " " + TextWidth.clip(title, to: inner - 2), row: row + 1 + titleRow, column: left,
        style: .strong)
    }
    for name in phone.layout.names {
      guard let frame = phone.layout.frames[name], let definition = form.definition(named: name)
      else { continue }
      let isActive = form.activeFieldName == name
      if let boxRow = rowOf(contentY: frame.midY) {
        if boxRow > 1, rowOf(contentY: frame.minY - PhoneLayout.labelRise) != nil {
          canvas.put(
            " " + TextWidth.clip(definition.label, to: inner - 2), row: row + boxRow, column: left,
            style: definition.isEnabled ? .plain : .dim)
          // A card's brand at the right of its label, as payment forms
          // show the brand's mark, where both fit.
          if let brand = FormPanel.brandName(of: name, form: form),
            TextWidth.of(definition.label) + TextWidth.of(brand) + 3 <= inner
          {
            canvas.put(
              brand, row: row + boxRow, column: left + inner - TextWidth.of(brand) - 1,
              style: .plain)
          }
        }
        let display = form.display(of: name) ?? ""
        let caret = form.selection.flatMap { selection in
          isActive ? CaretText(display: display, selection: selection, marker: caretMarker) : nil
        }
        let boxInner = inner - 4
        let room = caret == nil ? boxInner : boxInner - 1
        let window =
          caret?.window(columns: room)
          ?? CaretWindow(
            text: TextWidth.clipLeft(DisplayText.withoutBidiMarks(display), to: room),
            highlight: nil)
        let text = window.text
        let padded =
          String(repeating: " ", count: max(0, room - TextWidth.of(text))) + text
          + (caret == nil ? "" : " ")
        let style: Style = isActive ? .active : (definition.isEnabled ? .plain : .dim)
        canvas.put(isActive ? "▸" : " ", row: row + 1 + boxRow, column: left, style: .strong)
        canvas.put("[", row: row + 1 + boxRow, column: left + 1, style: .frame)
        canvas.put(padded, row: row + 1 + boxRow, column: left + 2, style: style)
        let textColumn = left + 2 + room - TextWidth.of(text)
        if let columns = window.highlight {
          canvas.paint(
            .active, row: row + 1 + boxRow,
            columns: (textColumn + columns.lowerBound)..<(textColumn + columns.upperBound))
        }
        canvas.put("]", row: row + 1 + boxRow, column: left + 2 + boxInner, style: .frame)
      }
    }
    drawBottom(
      on: &canvas, row: row + 1, column: left, innerRows: innerRows, points: points,
      visibleBottom: visibleBottom, form: form, phone: phone)
    canvas.put(
      TextWidth.clip(caption(form: form, phone: phone), to: width), row: row + innerRows + 2,
      column: column, style: .dim)
  }

  /// The keyboard (toolbar with the return key, then the pad) or the home
  /// indicator.
  private static func drawBottom(
    on canvas: inout Canvas, row: Int, column: Int, innerRows: Int, points: Double,
    visibleBottom: Double, form: KeypadForm, phone: PhoneState
  ) {
    let inner = width - 2
    let firstRow = Int((visibleBottom / points).rounded(.up))
    guard phone.keyboard == .docked else {
      if phone.keyboard == .floating, firstRow > 2 {
        let floating = ScreenWords.text("repl.phone.floating", locale: form.symbols.localeID)
        canvas.put(
          TextWidth.clip(" ⌨ " + floating, to: inner), row: row + firstRow - 2, column: column,
          style: .keyboard)
      }
      if firstRow < innerRows {
        canvas.put(
          String(repeating: " ", count: 8) + "────────", row: row + innerRows - 1, column: column,
          style: .dim)
      }
      return
    }
    guard firstRow < innerRows else { return }
    for line in firstRow..<innerRows {
      canvas.put(String(repeating: " ", count: inner), row: row + line, column: column)
      canvas.paint(.keyboard, row: row + line, columns: column..<(column + inner))
    }
    let layout = PadLayout(form: form)
    // The accessory bar (PadLayout.accessoryBar): ∧ ∨ at the left, the
    // return key at the right.
    let previous = layout.label(of: .previousField)
    let next = layout.label(of: .nextField)
    let returnLabel = layout.label(of: .returnKey, returnKey: form.returnKey)
    let chevrons = " " + previous + " " + next
    let gap = String(
      repeating: " ",
      count: max(1, inner - TextWidth.of(chevrons) - TextWidth.of(returnLabel) - 1))
    canvas.put(
      chevrons + gap + returnLabel + " ", row: row + firstRow, column: column, style: .keyboard)
    // A chevron that leads nowhere (∧ on the first field of the chain, ∨ on
    // the last) is dimmed, as a key the field refuses is.
    if form.previousFieldName == nil {
      canvas.put(previous, row: row + firstRow, column: column + 1, style: .dim)
    }
    if form.nextFieldName == nil {
      canvas.put(next, row: row + firstRow, column: column + 3, style: .dim)
    }
    let keyRows = innerRows - firstRow - 1
    guard keyRows > 0 else { return }
    // The pad's keys in its order; the return key is the bar's.
    let rows = layout.rows
    for (index, keys) in rows.enumerated() {
      let share = (Double(index) + 0.5) * Double(keyRows) / Double(rows.count)
      let line = firstRow + 1 + Int(share)
      for (position, key) in keys.enumerated() where key != .returnKey {
        let usable = NumberPadView.isUsable(key, form: form)
        let label = NumberPadView.fitted(layout.label(of: key), layout: layout, width: 3)
        // The last column's keys end two columns before the edge.
        let left =
          position < 3 ? column + 3 + position * 7 : column + inner - 2 - TextWidth.of(label)
        canvas.put(label, row: row + line, column: left, style: usable ? .keyboard : .dim)
      }
    }
  }

  /// ` scrolled 227.5 pt`, or ` keypad hidden · 0 pt`, in the words of the
  /// form's language (the points in ASCII digits, as the scripted answers
  /// give them).
  static func caption(form: KeypadForm, phone: PhoneState) -> String {
    let offset = phone.result.contentOffset.y
    let amount = offset == offset.rounded() ? String(Int(offset)) : String(offset)
    let turned = phone.orientation == .landscape ? " ↻" : ""
    let id = phone.keyboardShown ? "repl.phone.scrolled" : "repl.phone.hidden"
    let words = ScreenWords.text(id, [.text("amount", amount)], locale: form.symbols.localeID)
    return " " + words + turned
  }
}
