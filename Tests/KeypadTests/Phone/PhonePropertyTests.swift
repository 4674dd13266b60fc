import Keypad
import KeypadPhone
import KeypadTestSupport
import PropertyBased
import Testing

/// Phone fields against libphonenumber called directly.
@Suite struct PhonePropertyTests {
  /// Digit strings, international (after `+`) about one time in four.
  static let typed = zip(Gen.int(in: 0...3), Gen.int(in: 0...9).array(of: 0...16))
    .map { plus, digits in (plus == 0 ? "+" : "") + digits.map(String.init).joined() }

  static let regionIndex = Gen.int(in: 0...10_000)

  @Test func thereAreRegions() {
    #expect(PhoneReference.regions.count > 200)
    #expect(PhoneReference.regions.contains("DE"))
  }

  @Test func displaysMatchTheFormatterInEveryRegion() async {
    await checkProperty(count: 30, input: Self.typed) { typed in
      for region in PhoneReference.regions {
        let format = try PhoneFormat(region: region)
        let layout = format.layout(of: typed, symbols: try .locale("en_US"))
        let expected = try #require(PhoneReference.asYouType(typed, region: region))
        #expect(layout.text == expected, "\(region) \(typed)")
        #expect(layout.caretOffsets == PhoneReference.caretOffsets(of: typed, in: expected))
      }
    }
  }

  @Test func typingKeyByKeyShowsTheFormatterAfterEachKey() async {
    await checkProperty(count: 200, input: Self.typed, Self.regionIndex) { typed, index in
      let region = PhoneReference.regions[index % PhoneReference.regions.count]
      var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .phone(region: region)))
      var sofar = ""
      for character in typed {
        #expect(field.type(character) == .accepted)
        sofar.append(character)
        let shown = try #require(PhoneReference.asYouType(sofar, region: region))
        #expect(field.display(editing: true) == shown, "\(region)")
        // The caret rests after the last typed character, before any
        // formatting the formatter put after it.
        let end = PhoneReference.caretOffsets(of: sofar, in: shown).last ?? 0
        #expect(field.selection == end..<end, "\(region) \(sofar)")
      }
    }
  }

  @Test func valuesAndValidityAreLibphonenumbersReading() async {
    await checkProperty(count: 300, input: Self.typed, Self.regionIndex) { typed, index in
      let region = PhoneReference.regions[index % PhoneReference.regions.count]
      let format = try PhoneFormat(region: region)
      let reading = PhoneReference.parse(typed, region: region)
      // A value is E.164 or none: libphonenumber formats a number whose
      // national number is 0 as its raw input, which is no number.
      let number = reading.flatMap { $0.e164.hasPrefix("+") ? $0 : nil }
      let expected: FieldValue? = number.flatMap { $0.possible ? .phoneNumber($0.e164) : nil }
      #expect(format.value(of: typed) == expected, "\(region) \(typed)")
      guard !typed.isEmpty else { return }
      #expect(format.validate(typed) == (number?.valid == true ? nil : .invalidPhoneNumber))
    }
  }

  enum Edit: Sendable, CustomStringConvertible {
    case digit(UInt8, at: Int)
    case backspace(at: Int)
    case plus

    var description: String {
      switch self {
      case .digit(let digit, let at): "\(digit) at \(at)"
      case .backspace(let at): "backspace at \(at)"
      case .plus: "plus at 0"
      }
    }
  }

  static let edit = zip(Gen.int(in: 0...9), Gen.int(in: 0...9), Gen.int(in: 0...40))
    .map { kind, digit, at -> Edit in
      switch kind {
      case 0...5: .digit(UInt8(digit), at: at)
      case 6...8: .backspace(at: at)
      default: .plus
      }
    }

  /// The model: the typed characters and the caret as a count of them; the
  /// display and the caret's offset come from libphonenumber's formatter fed
  /// the model's characters, placed by walking its display.
  @Test func editsInTheMiddleMatchTheModel() async {
    await checkProperty(
      count: 200, input: Self.edit.array(of: 0...30), Self.regionIndex
    ) { edits, index in
      let region = PhoneReference.regions[index % PhoneReference.regions.count]
      var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .phone(region: region)))
      var model: [Character] = []
      var caret = 0
      for edit in edits {
        let display = try #require(PhoneReference.asYouType(String(model), region: region))
        let offsets = PhoneReference.caretOffsets(of: String(model), in: display)
        switch edit {
        case .digit(let digit, let at):
          caret = at % (model.count + 1)
          #expect(field.select(utf16Range: offsets[caret]..<offsets[caret]) == .accepted)
          // A digit before the `+` is refused; so is a digit too many.
          let expected: KeyOutcome =
            caret == 0 && model.first == "+"
            ? .rejected(.digitsOnly)
            : model.filter(\.isNumber).count < PhoneFormat.maxDigits
              ? .accepted : .rejected(.maxLength)
          let accepted = expected == .accepted
          #expect(field.press(.digit(digit)) == expected)
          if accepted {
            model.insert(Character(String(digit)), at: caret)
            caret += 1
          }
        case .backspace(let at):
          caret = at % (model.count + 1)
          #expect(field.select(utf16Range: offsets[caret]..<offsets[caret]) == .accepted)
          #expect(field.press(.backspace) == .accepted)
          if caret > 0 {
            model.remove(at: caret - 1)
            caret -= 1
          }
        case .plus:
          caret = 0
          #expect(field.select(utf16Range: 0..<0) == .accepted)
          let accepted = model.first != "+"
          #expect(field.type("+") == (accepted ? .accepted : .rejected(.digitsOnly)))
          if accepted {
            model.insert("+", at: 0)
            caret = 1
          }
        }
        let shown = try #require(PhoneReference.asYouType(String(model), region: region))
        #expect(field.display(editing: true) == shown, "\(edit) \(region)")
        let at = PhoneReference.caretOffsets(of: String(model), in: shown)[caret]
        #expect(field.selection == at..<at, "\(edit) \(region) \(String(model))")
      }
    }
  }

  @Test func pastingTheDisplayGivesTheSameValue() async {
    await checkProperty(count: 300, input: Self.typed, Self.regionIndex) { typed, index in
      let region = PhoneReference.regions[index % PhoneReference.regions.count]
      let format = try PhoneFormat(region: region)
      guard let value = format.value(of: typed) else { return }
      var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .custom(format)))
      #expect(
        field.paste(format.layout(of: typed, symbols: try .locale("en_US")).text) == .accepted)
      #expect(field.value == value, "\(region) \(typed)")
    }
  }
}
