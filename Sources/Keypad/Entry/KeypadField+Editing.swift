extension KeypadField {
  /// The selection, in UTF-16 offsets into ``display(editing:)``; a caret is an
  /// empty range.
  ///
  /// A new field's caret is at the end. A caret always rests right after a
  /// typed character (a digit, the decimal separator, the minus) or at the
  /// very start, never inside formatting (grouping separators, bidi marks).
  /// In cents mode it is always the caret at the end.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "ar_EG", rules: FieldRules(allowNegative: true))
  /// for character in "-1234" { field.type(character) }
  /// field.display(editing: true)    // "\u{061C}-١٬٢٣٤": 7 UTF-16 code units
  /// field.selection  // 7..<7
  /// ```
  ///
  /// Complexity: O(n) in the typed characters.
  public var selection: Range<Int> { kind.selectionRange(in: self) }

  /// Whether ``undo()`` has a step to restore.
  public var canUndo: Bool { history.canUndo }

  /// Whether ``redo()`` has a step to restore.
  public var canRedo: Bool { history.canRedo }

  /// Sets the selection from UTF-16 offsets into ``display(editing:)``.
  ///
  /// An offset inside formatting (between a bidi mark and the minus, right
  /// after a grouping separator) is read as the position right after the
  /// last typed character before it; ``selection`` then reports that
  /// position. In cents mode any selection becomes the caret at the end.
  /// Setting the selection is no step of undo.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234"
  /// field.select(utf16Range: 2..<2)  // .accepted: after the comma
  /// field.selection                  // 1..<1: read as 1|,234
  /// field.select(utf16Range: 0..<9)  // .rejected(.invalidRange)
  /// ```
  ///
  /// - Returns: `.accepted`, or `.rejected(.invalidRange)` when an offset lies
  ///   outside the display; the selection is then unchanged.
  @discardableResult
  public mutating func select(utf16Range range: Range<Int>) -> KeyOutcome {
    guard let typed = typedRange(utf16Range: range) else { return .rejected(.invalidRange) }
    guard rules.entryMode == .decimal else {
      storedSelection = .end
      return .accepted
    }
    let count = self.typed.count
    storedSelection = Selection(
      anchorFromEnd: UInt8(clamping: count - typed.lowerBound),
      headFromEnd: UInt8(clamping: count - typed.upperBound))
    return .accepted
  }

  /// Replaces a UTF-16 range of ``display(editing:)`` with a text.
  ///
  /// This is the one call a UIKit text field's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` delegate
  /// makes: the text is one typed character, a paste, or empty for a
  /// deletion.
  ///
  /// - One character is mapped as ``type(_:)`` maps it (digits of any
  ///   script, `.` and `,`, `-`). A minus is only allowed at the start.
  /// - A text of more than one character is a paste at the caret: it is
  ///   read by the rules of ``paste(_:)`` (surrounding white space trimmed;
  ///   a plain number with one `.` or `,` that cannot be a group separator,
  ///   as typing reads it; the locale's own format; the field's shown
  ///   format with its affixes; digits of one script), and the number it
  ///   holds is inserted, its leading zeros kept. Text those rules cannot read unambiguously is
  ///   `unparseable` and changes nothing: `1,234.5` in a de_DE field, `12abc`.
  /// - An empty text over a range holding only formatting deletes the typed
  ///   character before the range: the Backspace UIKit sends after a
  ///   grouping separator.
  ///
  /// The result is checked as a whole; the caret then stands right after
  /// what was inserted, or where the deleted text was.
  ///
  /// In cents mode a character goes in at the end as its key; a text of
  /// more than one character is a value, read and set as ``paste(_:)``
  /// does (`4.56` pasted into a cents field is 4.56); an empty text deletes
  /// the last digit. A range of the whole display is cleared first: an
  /// empty text over it clears the field, a character over it starts the
  /// amount again (`1.23` with `9` over all of it is `0.09`).
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234"
  /// field.replace(utf16Range: 1..<2, with: "")  // .accepted: Backspace after ","
  /// field.display(editing: true)                               // "234", selection 0..<0
  /// field.replace(utf16Range: 3..<3, with: "1,000")  // .accepted
  /// field.display(editing: true)                               // "2,341,000"
  /// field.replace(utf16Range: 0..<0, with: "x") // .rejected(.invalidCharacter)
  ///
  /// var euros = try KeypadField(locale: "de_DE", rules: FieldRules(maxFractionDigits: 8))
  /// euros.replace(utf16Range: 0..<0, with: "0.25")     // .accepted: "0,25"
  /// euros.replace(utf16Range: 0..<4, with: "1,234.5")  // .rejected(.unparseable)
  /// ```
  ///
  /// In a currency or percent field the affixes are formatting too: an
  /// offset inside them is read as the nearest position of the number part,
  /// so a range that covers them edits only the number inside, and a text
  /// of more than one character wrapped in the style's own affixes inserts
  /// the number inside (`($12)` inserts `-12`), as ``paste(_:)`` reads it.
  /// In a negative number, an offset inside the prefix that holds the sign
  /// (`($`, `-$`, Arabic's `\u{061C}-`) is read as the position right after
  /// the sign once it is past the sign's own character, so an edit of the
  /// formatting there never changes the sign: replacing the `$` of `($12)`
  /// with `9` gives `($912)`.
  ///
  /// - Returns: `.accepted`, or the rejection (`invalid-range`,
  ///   `invalid-character`, `unparseable`, `duplicate-decimal`,
  ///   `max-integer-digits`, `max-fraction-digits`, `decimal-not-allowed`,
  ///   `negative-not-allowed`, `misplaced-minus`, `above-max`, `below-min`);
  ///   a rejected edit changes nothing.
  @discardableResult
  public mutating func replace(utf16Range range: Range<Int>, with text: String) -> KeyOutcome {
    if range.isEmpty, range.lowerBound >= 0, text.count == 1, let character = text.first,
      key(for: character) == .decimal, range.upperBound <= display.utf16.count,
      let jump = kind.separatorJump(in: typed, rules: rules)
    {
      // A decimal key typed at a caret where the rules jump past the
      // separator, as a UIKit keyboard sends it.
      storedSelection = jump
      return .accepted
    }
    guard let replaced = typedRange(utf16Range: range) else { return .rejected(.invalidRange) }
    var characters = text.makeIterator()
    let first = characters.next()
    if first != nil, characters.next() != nil {
      return insert(pasted: text, replacing: replaced)
    }
    if let first, replaced.isEmpty,
      kind.ignores(first, afterTyped: replaced.lowerBound, in: typed, symbols: symbols)
    {
      return .accepted
    }
    if let first, replaced.isEmpty, let outcome = typing(first, afterTyped: replaced.lowerBound) {
      return outcome
    }
    var inserted: [UInt8] = []
    if let first, Self.isPlus(first), kind.takesLeadingPlus {
      inserted.append(TypedText.plus)
    } else if let first {
      guard let byte = typedByte(of: first) else { return .rejected(.invalidCharacter) }
      inserted.append(byte)
    }
    if rules.entryMode == .cents {
      return replaceAtEnd(
        inserted, deleting: !range.isEmpty, clearing: range == 0..<display.utf16.count)
    }
    if inserted.isEmpty, replaced.isEmpty {
      // Backspace after formatting deletes the typed character before it.
      guard let deleted = kind.deletedByBackspace(atTyped: replaced.lowerBound, in: self) else {
        return .accepted
      }
      return change(replacing: deleted, with: [])
    }
    return change(replacing: replaced, with: inserted)
  }

  /// Inserts what a pasted text stands for in the field's kind over typed
  /// characters (``KindBehavior/pasting(_:over:in:)``).
  private mutating func insert(pasted text: String, replacing typed: Range<Int>) -> KeyOutcome {
    do throws(EntryRejection) {
      switch try kind.pasting(text, over: typed, in: self) {
      case .inserting(let characters):
        return change(replacing: typed, with: characters)
      case .replacingAll(let typed):
        commit(typed)
        return .accepted
      }
    } catch {
      return .rejected(error)
    }
  }

  /// Deletes the typed character before the caret, or the selection.
  ///
  /// Formatting is skipped: the typed character before the caret is deleted
  /// even when a grouping separator stands between them.
  /// ``Key/backspace`` does the same.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234"
  /// field.select(utf16Range: 2..<2)  // the caret after the comma: 1,|234 reads as 1|,234
  /// field.deleteBackward()  // .accepted: "234", caret at 0
  /// ```
  ///
  /// - Returns: `.accepted` (also when there is nothing before the caret),
  ///   or the rule the result breaks, such as `max-integer-digits` when
  ///   deleting the separator joins too many digits.
  @discardableResult
  public mutating func deleteBackward() -> KeyOutcome {
    press(.backspace)
  }

  /// Deletes the typed character after the caret, or the selection.
  ///
  /// Formatting is skipped, as by ``deleteBackward()``.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234"
  /// field.select(utf16Range: 1..<1)  // the caret after the 1: 1|,234
  /// field.deleteForward()  // .accepted: "134", caret still after the 1
  /// ```
  ///
  /// - Returns: As ``deleteBackward()``.
  @discardableResult
  public mutating func deleteForward() -> KeyOutcome {
    let typed = storedSelection.typedRange(count: self.typed.count)
    guard rules.entryMode == .decimal else { return .accepted }
    if typed.isEmpty {
      guard typed.upperBound < self.typed.count else { return .accepted }
      return change(replacing: typed.lowerBound..<(typed.lowerBound + 1), with: [])
    }
    return change(replacing: typed, with: [])
  }

  /// Undoes the last change.
  ///
  /// It restores the exact value and selection before the change. Every accepted change is one step: a key, a typed character, a
  /// replacement, a paste, a clear, ``setValue(_:)``. A rejected input and
  /// an input that changed nothing are none; moving the caret and a locale
  /// switch are none. At least 100 steps are kept.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// field.type("1"); field.type("2")
  /// field.undo()     // .accepted: "1"
  /// field.redo()     // .accepted: "12"
  /// field.redo()     // .rejected(.nothingToRedo)
  /// ```
  ///
  /// - Returns: `.accepted`, or `.rejected(.nothingToUndo)` when there is no
  ///   step; the field is then unchanged.
  @discardableResult
  public mutating func undo() -> KeyOutcome {
    var current = EditSnapshot(typed: typed, selection: storedSelection)
    guard history.undo(&current) else { return .rejected(.nothingToUndo) }
    typed = current.typed
    storedSelection = current.selection
    return .accepted
  }

  /// Redoes the last undone change.
  ///
  /// It restores the exact value and the selection the change left, not
  /// the one at the time of the undo: a caret moved between the undo and
  /// the redo does not count. A new change after an undo drops what could
  /// be redone.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }
  /// field.select(utf16Range: 1..<1); field.type("9")  // 19|,234
  /// field.undo(); field.select(utf16Range: 0..<0)
  /// field.redo()      // .accepted: "19,234"
  /// field.selection   // 2..<2: 19|,234, where the 9 left it
  /// ```
  ///
  /// - Returns: `.accepted`, or `.rejected(.nothingToRedo)`; the field is
  ///   then unchanged.
  @discardableResult
  public mutating func redo() -> KeyOutcome {
    var current = EditSnapshot(typed: typed, selection: storedSelection)
    guard history.redo(&current) else { return .rejected(.nothingToRedo) }
    typed = current.typed
    storedSelection = current.selection
    return .accepted
  }

  /// Moves the caret by typed characters, skipping formatting.
  ///
  /// Left is -1, Right is +1. Without `extendingSelection`, a selection collapses to its start
  /// (moving left) or its end (moving right); with it, the selection's
  /// moving end goes and its anchor stays, as Shift-Left and Shift-Right do.
  /// The caret stops at the ends. No step of undo; nothing in cents mode.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234|"
  /// field.moveCaret(
  ///   by: -3)
  /// field.selection  // 1..<1: 1|,234
  /// field.moveCaret(
  ///   by: 2, extendingSelection: true)
  /// field.selection  // 1..<4: 1[,23]4
  /// ```
  public mutating func moveCaret(by offset: Int, extendingSelection: Bool = false) {
    guard rules.entryMode == .decimal else { return }
    let count = self.typed.count
    var selection = storedSelection.clamped(count: count)
    let typed = selection.typedRange(count: count)
    if !extendingSelection, !selection.isCaret, offset != 0 {
      storedSelection = .caret(fromEnd: count - (offset < 0 ? typed.lowerBound : typed.upperBound))
      return
    }
    let head = count - Int(selection.headFromEnd)
    let moved = min(max(head + offset.clamped(toMagnitude: count), 0), count)
    selection.headFromEnd = UInt8(clamping: count - moved)
    if !extendingSelection { selection.anchorFromEnd = selection.headFromEnd }
    storedSelection = selection
  }

  /// Moves the caret to the very start, or extends the selection there.
  ///
  /// Home and Ctrl-A do this in a terminal.
  @_spi(Engine) public mutating func moveCaretToStart(extendingSelection: Bool = false) {
    moveCaret(by: -typed.count, extendingSelection: extendingSelection)
  }

  /// Moves the caret to the end (End, Ctrl-E), or extends the selection
  /// there.
  @_spi(Engine) public mutating func moveCaretToEnd(extendingSelection: Bool = false) {
    guard !extendingSelection, !storedSelection.isCaret else {
      moveCaret(by: typed.count, extendingSelection: extendingSelection)
      return
    }
    storedSelection = .end
  }

  /// Forgets every undo and redo step.
  ///
  /// A form does this after setting a field's initial value.
  mutating func removeHistory() {
    history.removeAll()
  }

  /// Replaces typed characters as one step of undo.
  mutating func change(replacing typed: Range<Int>, with inserted: [UInt8]) -> KeyOutcome {
    let before = EditSnapshot(typed: self.typed, selection: storedSelection)
    let outcome = kind.replace(
      typed, with: inserted, typed: &self.typed, selection: &storedSelection, rules: rules)
    if outcome == .accepted, self.typed != before.typed {
      history.record(before, selectionAfter: storedSelection)
    }
    return outcome
  }

  /// A character the kind reads its own way, typed at a caret after
  /// `count` typed characters (``KindBehavior/typing(_:afterTyped:typed:)``),
  /// as one step of undo, the selection kept; `nil` when the kind reads
  /// nothing in it.
  mutating func typing(_ character: Character, afterTyped count: Int) -> KeyOutcome? {
    var edited = typed
    guard let outcome = kind.typing(character, afterTyped: count, typed: &edited) else {
      return nil
    }
    if outcome == .accepted, edited != typed {
      history.record(
        EditSnapshot(typed: typed, selection: storedSelection), selectionAfter: storedSelection)
      typed = edited
    }
    return outcome
  }

  /// A cents-mode replacement: keys at the end, all or nothing, as one step.
  private mutating func replaceAtEnd(
    _ inserted: [UInt8], deleting: Bool, clearing: Bool
  ) -> KeyOutcome {
    var copy = typed
    var end = Selection.end
    if clearing && deleting {
      _ = kind.press(.clear, typed: &copy, selection: &end, rules: rules)
    } else if inserted.isEmpty {
      _ = kind.press(.backspace, typed: &copy, selection: &end, rules: rules)
    }
    for byte in inserted {
      let key: Key =
        switch byte {
        case TypedText.separator: .decimal
        case TypedText.minus: .sign
        default: .digit(byte - 0x30)
        }
      if let rejection = kind.press(key, typed: &copy, selection: &end, rules: rules).rejection {
        return .rejected(rejection)
      }
    }
    commit(copy)
    return .accepted
  }

  /// Sets new typed characters with the caret at the end.
  ///
  /// It is one step of undo when they differ from the current ones.
  mutating func commit(_ newTyped: TypedText) {
    if newTyped != typed {
      history.record(
        EditSnapshot(typed: typed, selection: storedSelection), selectionAfter: .end)
    }
    typed = newTyped
    storedSelection = .end
  }

  /// The typed characters between two UTF-16 offsets into the display.
  ///
  /// Each offset is read as the position after the last typed character
  /// before it, and an offset inside a negative prefix as the position
  /// after the sign once it is past the sign's own character; `nil` when
  /// an offset lies outside the display.
  private func typedRange(utf16Range range: Range<Int>) -> Range<Int>? {
    guard range.lowerBound >= 0, range.upperBound <= display.utf16.count else { return nil }
    let offsets = caretOffsets
    let lower = typedIndex(at: range.lowerBound, offsets: offsets)
    let upper = typedIndex(at: range.upperBound, offsets: offsets)
    return lower..<max(lower, upper)
  }

  /// The typed characters before a UTF-16 offset into the display.
  private func typedIndex(at offset: Int, offsets: [Int]) -> Int {
    kind.typedPosition(atUTF16: offset, offsets: offsets, in: self)
  }

  /// A replacement character as a typed character (an ASCII digit, `.`,
  /// `-`); `nil` when it is none.
  private func typedByte(of character: Character) -> UInt8? {
    switch key(for: character) {
    case .digit(let value): 0x30 + value
    case .decimal: 0x2E
    case .sign: 0x2D
    case .doubleZero, .backspace, .clear, .dayPeriod, nil: nil
    }
  }
}

extension KeypadField {
  /// Where a caret after each number of typed characters stands in
  /// ``display(editing:)``: in the style's symbols and affixes when the field has a
  /// display style.
  var caretOffsets: [Int] { kind.caretOffsets(in: self) }
}

extension Int {
  /// The value limited to `-magnitude...magnitude`.
  fileprivate func clamped(toMagnitude magnitude: Int) -> Int {
    Swift.min(Swift.max(self, -magnitude), magnitude)
  }
}
