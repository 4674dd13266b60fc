@_spi(Engine) import Keypad

/// Draws the form: one row a field with its label, its localized value in a
/// box, and its validation failure in plain words.
///
/// ```text
/// ▸ Amount (EUR)      [         1.234,5]
///   Quantity          [                ] ✗ required
///   Shipping (EUR)    [            4,90] disabled
///   Card number       [   3782 822463 ] American Express
/// ```
enum FormPanel {
  /// The widest label column.
  static let maximumLabelWidth = 20

  /// Draws the rows of the fields `window` (indices among the shown fields)
  /// from `row`, in `width` columns.
  static func drawFields(
    on canvas: inout Canvas, row: Int, width: Int, form: KeypadForm, window: Range<Int>,
    caretMarker: Bool = false
  ) {
    let shown = form.fields.filter { !$0.isHidden }
    let (labelWidth, boxInner) = columns(
      width: width, labels: shown.map { TextWidth.of($0.label) },
      values: window.compactMap { shown.indices.contains($0) ? shown[$0].name : nil }.map {
        TextWidth.of(DisplayText.withoutBidiMarks(form.display(of: $0) ?? ""))
      })
    for (line, index) in window.enumerated() where shown.indices.contains(index) {
      let definition = shown[index]
      let isActive = form.activeFieldName == definition.name
      let y = row + line
      if isActive { canvas.put("▸", row: y, column: 1, style: .strong) }
      let label = TextWidth.clip(definition.label, to: labelWidth)
      canvas.put(
        label, row: y, column: 3,
        style: definition.isEnabled ? (isActive ? .strong : .plain) : .dim)
      let boxColumn = 3 + labelWidth + 2
      let display = form.display(of: definition.name) ?? ""
      let caret = form.selection.flatMap { selection in
        isActive ? CaretText(display: display, selection: selection, marker: caretMarker) : nil
      }
      let window =
        caret?.window(columns: boxInner - 1)
        ?? CaretWindow(
          text: TextWidth.clipLeft(DisplayText.withoutBidiMarks(display), to: boxInner - 1),
          highlight: nil)
      let text = window.text
      let padded =
        String(repeating: " ", count: max(0, boxInner - 1 - TextWidth.of(text))) + text + " "
      canvas.put("[", row: y, column: boxColumn, style: .frame)
      let valueStyle: Style = isActive ? .strong : (definition.isEnabled ? .plain : .dim)
      canvas.put(padded, row: y, column: boxColumn + 1, style: valueStyle)
      let textColumn = boxColumn + boxInner - TextWidth.of(text)
      if let columns = window.highlight {
        canvas.paint(
          .active, row: y,
          columns: (textColumn + columns.lowerBound)..<(textColumn + columns.upperBound))
      }
      canvas.put("]", row: y, column: boxColumn + 1 + boxInner, style: .frame)
      let noteColumn = boxColumn + boxInner + 3
      if let failure = form.failure(for: definition.name) {
        canvas.put(
          TextWidth.clip("✗ " + shortWords(for: failure, form: form), to: width - noteColumn),
          row: y, column: noteColumn, style: .error)
      } else if !definition.isEnabled {
        let disabled = ScreenWords.text("repl.disabled", locale: form.symbols.localeID)
        canvas.put(
          TextWidth.clip(disabled, to: width - noteColumn), row: y, column: noteColumn, style: .dim)
      } else if let brand = brandName(of: definition.name, form: form) {
        canvas.put(
          TextWidth.clip(brand, to: width - noteColumn), row: y, column: noteColumn, style: .plain)
      }
    }
  }

  /// The brand a card number field's digits tell so far, by name
  /// (`Visa`, `American Express`); `nil` for other fields and while no
  /// brand is known.
  static func brandName(of name: String, form: KeypadForm) -> String? {
    form.field(named: name)?.cardBrand?.name
  }

  /// The label column's width and the value box's inner width for a
  /// window `width` columns wide.
  ///
  /// In a wide window the label gets up to ``maximumLabelWidth`` columns,
  /// the box up to 18, and 20 columns stay for the note after the box
  /// (`✗ required`). The value comes first: the box is never narrower than
  /// the widest value shown and two columns for the caret and the blank
  /// after it (up to 18), and in a narrow window the note, then the label
  /// give up their columns to it, down to nothing.
  ///
  /// ```swift
  /// let wide = FormPanel.columns(width: 53, labels: [17], values: [9])
  /// wide.label  // 17
  /// wide.box    // 16
  /// let narrow = FormPanel.columns(width: 24, labels: [17], values: [9])
  /// narrow.label  // 6
  /// narrow.box    // 11
  /// ```
  static func columns(width: Int, labels: [Int], values: [Int]) -> (label: Int, box: Int) {
    // A row: " ▸ " (3), the label, 2 spaces, "[", the box, "]".
    let frame = 7
    let label = min(maximumLabelWidth, labels.max() ?? 0)
    let valueBox = min(18, max(6, (values.max() ?? 0) + 2))
    let box = max(1, min(max(valueBox, min(18, width - label - 20)), width - frame))
    return (max(0, min(label, width - frame - box)), box)
  }

  /// A failure in a few words of the form's language: `required`, `min 1`,
  /// `max 100`, the bound in the locale's digits.
  static func shortWords(for failure: ValidationFailure, form: KeypadForm) -> String {
    let bound = failure.bound.map { localized($0, field: failure.field, form: form) } ?? ""
    let id: String
    switch failure.code {
    case .required: id = "repl.required"
    case .belowMin: id = "repl.min"
    case .aboveMax: id = "repl.max"
    case .tooShort: id = "repl.failure.too-short"
    case .invalidCardNumber, .invalidSecurityCode, .invalidPhoneNumber: id = "repl.failure.invalid"
    case .expired: id = "repl.failure.expired"
    case .incompleteDate, .incompleteTime: id = "repl.failure.incomplete"
    case .beforeMin: id = "repl.failure.too-early"
    case .afterMax: id = "repl.failure.too-late"
    case .stepMismatch:
      return ScreenWords.text(
        "repl.failure.step", [.text("step", bound)], locale: form.symbols.localeID)
    case .durationTooLong: id = "repl.failure.too-long"
    }
    return ScreenWords.text(id, [.text("bound", bound)], locale: form.symbols.localeID)
  }

  /// A value as the field would display it, or its canonical text when the
  /// field's rules cannot hold it.
  static func localized(_ value: ExactDecimal, field name: String, form: KeypadForm) -> String {
    let rules = form.field(named: name)?.rules ?? .standard
    guard var field = try? KeypadField(symbols: form.symbols, rules: rules),
      (try? field.setValue(.decimal(value))) != nil
    else {
      let looseRules =
        (try? FieldRules(maxIntegerDigits: 64, maxFractionDigits: 32, allowNegative: true))
        ?? .standard
      guard var loose = try? KeypadField(symbols: form.symbols, rules: looseRules),
        (try? loose.setValue(.decimal(value))) != nil
      else { return value.description }
      return DisplayText.withoutBidiMarks(loose.display(editing: true))
    }
    return DisplayText.withoutBidiMarks(field.display(editing: true))
  }

  /// What the active field takes, in a few words of the form's language:
  /// `EUR · 9+2 digits · min 0 · required`, `Card number: card number ·
  /// Visa`.
  ///
  /// The field's kind describes itself (``KeypadField/kindDescription``),
  /// in its language: its name and pattern, then its notes, less a note the
  /// label already says; the rules' currency or unit (`kilometer`,
  /// `kilogram (long)`: their codes) comes first and their bounds after.
  static func rulesLine(form: KeypadForm) -> String {
    let locale = form.symbols.localeID
    guard let name = form.activeFieldName, let field = form.activeField,
      let definition = form.definition(named: name)
    else { return ScreenWords.text("feedback.no-active-field", locale: locale) }
    let rules = definition.rules
    let description = field.kindDescription
    var parts: [String] = []
    if let currency = rules.currency, !definition.label.contains(currency.code) {
      parts.append(currency.code)
    }
    if case .unit(let unit, let width) = rules.style {
      parts.append(width == .short ? unit.id : "\(unit.id) (\(width.rawValue))")
    }
    parts.append(
      [description.name, description.pattern.map(DisplayText.withoutBidiMarks)]
        .compactMap { $0 }.joined(separator: " "))
    parts += description.notes.filter { !definition.label.contains($0) }
    let min = rules.min.map { localized($0, field: name, form: form) }
    let max = rules.max.map { localized($0, field: name, form: form) }
    if let min, let max {
      parts.append(
        ScreenWords.text("repl.range", [.text("min", min), .text("max", max)], locale: locale))
    } else if let min {
      parts.append(ScreenWords.text("repl.min", [.text("bound", min)], locale: locale))
    } else if let max {
      parts.append(ScreenWords.text("repl.max", [.text("bound", max)], locale: locale))
    }
    if definition.isRequired { parts.append(ScreenWords.text("repl.required", locale: locale)) }
    return ScreenWords.text(
      "repl.rules",
      [.text("label", definition.label), .text("rules", parts.joined(separator: " · "))],
      locale: locale)
  }
}
