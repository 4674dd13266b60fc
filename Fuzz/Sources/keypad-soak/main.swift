import FuzzSupport
@_spi(Engine) import Keypad

// The long invariant run: random keys, typed characters, pastes and caret
// edits (selections, deletes both ways, range replacements with `.` and `,`
// in every position of a number and inside negative prefixes, undo and redo)
// over all of ICU's locales, with the engine's invariants checked after
// every key. Half the locale switches name the locale with made-up keywords
// (`de_DE@kp=9f3a1c07`), each id new: they must give the very symbols of
// the plain id, so the locale cache gains no entry for them. A third of the
// fields are of another kind than decimal (patterned digits, codes, card
// numbers, expiry dates, security codes; one in eight of them a date in one
// of seven locales and calendars, one in fifty a phone number in one of
// seven regions), checked by the kind invariants, each digit key they
// accept against the typed digits it should leave.
//
//   swift run -c release keypad-soak [keys] [seed]
//
// Prints how many keys, locales and rejections it saw; exits non-zero (with
// the broken invariant) on the first failure.

/// A small, seedable generator (SplitMix64), so a failing run can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

let arguments = CommandLine.arguments
let totalKeys = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
var random = SplitMix64(state: seed)
let locales = NumberSymbols.availableLocales
let keys: [Key] =
  (0...9).map { Key.digit(UInt8($0)) } + [.doubleZero, .decimal, .backspace, .clear, .sign]
let characters: [Character] = [
  ".", ",", "-", "\u{2212}", "٫", "x", " ", "５", "٣", "۷", "/", "(", "+",
]

var done = 0
var rejected = 0
var pastes = 0
var edits = 0
var localeIndex = 0
var keywordIDs = 0
var kindFields = 0
var dateFields = 0
var phoneFields = 0
while done < totalKeys {
  let locale = locales[localeIndex % locales.count]
  localeIndex += 1
  var id = locale
  if Bool.random(using: &random) {
    keywordIDs += 1
    let value = String(random.next() & 0xFFFF_FFFF, radix: 16)
    id += Bool.random(using: &random) ? "@kp=\(value)" : "@calendar=japanese;kp=\(value)"
  }
  guard let symbols = try? NumberSymbols.locale(id),
    let plain = try? NumberSymbols.locale(locale),
    let rules = try? FieldRules(
      maxIntegerDigits: Int.random(in: 1...18, using: &random),
      maxFractionDigits: Int.random(in: 0...6, using: &random),
      allowNegative: Bool.random(using: &random),
      entryMode: Int.random(in: 0..<4, using: &random) == 0 ? .cents : .decimal)
  else {
    fatalError("could not load \(id)")
  }
  require(symbols === plain, "\(id) made a cache entry apart from \(locale)")
  require(symbols.localeID == locale, "\(id) reported the locale id \(symbols.localeID)")
  let isKind = Int.random(in: 0..<3, using: &random) == 0
  if isKind { kindFields += 1 }
  // Of the fields of another kind, one in eight is a date and one in fifty
  // a phone number: every phone key re-feeds the digits to libphonenumber
  // (about 10 µs each), and the kind invariants type them afresh.
  let kindChoice = Int.random(in: 0..<1000, using: &random)
  let kindShare = Int.random(in: 0..<200, using: &random)
  let fieldRules =
    !isKind
    ? rules
    : kindShare < 4
      ? phoneRules(kindChoice) : kindShare < 29 ? dateRules(kindChoice) : kindRules(kindChoice)
  if isKind, kindShare < 4 { phoneFields += 1 } else if isKind, kindShare < 29 { dateFields += 1 }
  var field = emptyField(symbols, fieldRules)
  for _ in 0..<Int.random(in: 1...60, using: &random) where done < totalKeys {
    let before = field.typed
    let selectionBefore = field.selection
    let unchanged = field
    let choice = Int.random(in: 0..<25, using: &random)
    let outcome: KeyOutcome
    let length = field.display(editing: true).utf16.count + 1
    let first = Int.random(in: 0..<length, using: &random)
    let second = Int.random(in: 0..<length, using: &random)
    let range = min(first, second)..<max(first, second)
    if choice >= 20 {
      edits += 1
      switch choice {
      case 20: outcome = field.select(utf16Range: range)
      case 21: outcome = field.deleteForward()
      case 22:
        let text =
          Bool.random(using: &random)
          ? [
            "", "1", ".", "-", "1,234", "12.5", " 7 ", "0.25", "4242 4242", "12/27", "37-82",
            "2026-11-23", "1582-10-10", "1500-03-11", "+49 30 12345678",
          ]
          .randomElement(using: &random) ?? ""
          : markedNumber(
            digits: Int.random(in: 0..<6, using: &random),
            markPosition: Int.random(in: 0..<7, using: &random),
            comma: Bool.random(using: &random), seed: Int.random(in: 0..<10, using: &random))
        let unedited = field
        outcome = field.replace(utf16Range: range, with: text)
        checkTextEdit(before: unedited, after: field, range: range, text: text, outcome: outcome)
        // An ISO date pasted over a whole date field is its value, in every
        // year: no Julian day, in 1582's gap or before it.
        if outcome == .accepted, field.format is DateFormat,
          range == 0..<unedited.display(editing: true).utf16.count, let day = CalendarDay(text)
        {
          require(
            field.value == .date(day),
            "\(text) pasted in a date field is \(String(describing: field.value))")
        }
      case 23: outcome = field.undo()
      default: outcome = field.redo()
      }
    } else if choice < 15 {
      let key = keys.randomElement(using: &random) ?? .clear
      outcome = field.press(key)
      if isKind, outcome == .accepted {
        switch key {
        case .digit(let digit):
          checkKindReplacement(before: unchanged, after: field, inserted: String(digit))
        case .doubleZero: checkKindReplacement(before: unchanged, after: field, inserted: "00")
        case .backspace:
          checkKindReplacement(before: unchanged, after: field, inserted: "", extending: -1)
        case .decimal, .sign, .clear, .dayPeriod: break
        }
      }
    } else if choice < 17 {
      let digit = symbols.digits.randomElement(using: &random) ?? "0"
      outcome = field.type(Character(digit))
    } else if choice < 19 {
      outcome = field.type(characters.randomElement(using: &random) ?? "x")
    } else {
      pastes += 1
      var other = emptyField(symbols, fieldRules)
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        other.press(keys.randomElement(using: &random) ?? .clear)
      }
      outcome = field.paste(other.display(editing: true))
    }
    if case .rejected = outcome {
      rejected += 1
      require(field.typed == before, "\(locale): a rejected input changed \(before.text)")
      require(field.selection == selectionBefore, "\(locale): a rejected input moved the caret")
    }
    if isKind {
      checkKindInvariants(field)
    } else {
      checkInvariants(field)
      checkSelectionInvariants(field)
    }
    done += 1
  }
}
print(
  "keypad-soak: \(done) keys, \(pastes) pastes, \(edits) edits, \(rejected) rejected, "
    + "\(min(localeIndex, locales.count)) locales, \(keywordIDs) made-up keyword ids, "
    + "\(kindFields) fields of other kinds (\(dateFields) dates, \(phoneFields) phone numbers), "
    + "seed \(seed): all invariants held")
