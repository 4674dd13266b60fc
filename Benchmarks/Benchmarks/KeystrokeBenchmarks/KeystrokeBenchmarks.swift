import Benchmark
import BenchmarkSupport
import Foundation
import ICUBaseline
@_spi(Engine) import Keypad
import KeypadPhone
import PhoneBaseline

// One key and the display it produces, typing "1234567.89" then backspacing
// it, in five locales: Keypad, and the same work done the usual ways.
//
// Every iteration presses 1,000 keys (scaling factor `.kilo`), so each
// figure the tool prints with a `*` is per key. The 20-key script leaves the
// field empty, so every iteration starts from the same state; each works on
// a local copy of the field, as an app's event handler would, not on a
// variable captured by the closure (whose dynamic exclusivity checks would
// cost more than the key itself).
let benchmarks: @Sendable () -> Void = {
  // Time only: counting allocations (the malloc interposer) slows every
  // allocation, which would flatter Keypad against the baselines; the
  // allocations are counted by a benchmark of their own.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 10_000,
    thresholds: KeystrokeThresholds.all)

  let rounds = Workload.keysPerIteration / Workload.keys.count

  if ProcessInfo.processInfo.environment["KEYPAD_VERIFY_BASELINES"] != nil {
    verifyBaselines()
  }

  for locale in Workload.locales {
    // Keypad: the key rules and the display from cached ICU symbols.
    let keypad = Workload.field(locale)
    typingBenchmark(
      "Keystroke.Keypad.\(locale)", field: keypad, keys: Workload.keys, rounds: rounds)

    // The key rules alone, without building the display.
    let rulesOnly = Workload.field(locale)
    Benchmark("Keystroke.RulesOnly.\(locale)") { _ in
      var rulesOnly = rulesOnly
      for _ in 0..<rounds {
        for key in Workload.keys {
          blackHole(rulesOnly.press(key))
        }
      }
    }

    // Heap allocations of one round of the script (20 keys and displays),
    // counted exactly: divide by 20 for the allocations per key.
    let counted = Workload.field(locale)
    Benchmark(
      "Keystroke.MallocsPer20Keys.\(locale)",
      configuration: .init(
        metrics: [.mallocCountTotal], scalingFactor: .one, maxIterations: 1000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { _ in
      var counted = counted
      for key in Workload.keys {
        counted.press(key)
        blackHole(counted.display(editing: true))
      }
    }

    // Foundation's NumberFormatter, reconfigured on each key (the common app
    // pattern), formatting an NSDecimalNumber of the typed text.
    let formatterField = Workload.field(locale)
    let formatter = NumberFormatter()
    let foundationLocale = Locale(identifier: locale)
    Benchmark(
      "Keystroke.NumberFormatter.\(locale)",
      configuration: .init(
        maxDuration: .seconds(2), maxIterations: 100, thresholds: KeystrokeThresholds.baseline)
    ) { _ in
      var formatterField = formatterField
      for _ in 0..<rounds {
        for key in Workload.keys {
          formatterField.press(key)
          let text = formatterField.typed.text
          let shape = Workload.fractionShape(of: text)
          formatter.locale = foundationLocale
          formatter.numberStyle = .decimal
          formatter.usesGroupingSeparator = true
          formatter.minimumFractionDigits = shape.fractionDigits
          formatter.maximumFractionDigits = shape.fractionDigits
          formatter.alwaysShowsDecimalSeparator = shape.trailingSeparator
          let display = text.isEmpty ? "" : formatter.string(from: NSDecimalNumber(string: text))
          blackHole(display)
        }
      }
    }

    // Foundation's Decimal.FormatStyle, built on each key.
    let styleField = Workload.field(locale)
    Benchmark(
      "Keystroke.FormatStyle.\(locale)",
      configuration: .init(
        maxDuration: .seconds(2), maxIterations: 1000, thresholds: KeystrokeThresholds.baseline)
    ) { _ in
      var styleField = styleField
      for _ in 0..<rounds {
        for key in Workload.keys {
          styleField.press(key)
          let text = styleField.typed.text
          let shape = Workload.fractionShape(of: text)
          guard let value = Decimal(string: text) else {
            blackHole("")
            continue
          }
          let style = Decimal.FormatStyle(locale: foundationLocale)
            .precision(.fractionLength(shape.fractionDigits))
            .grouping(.automatic)
            .decimalSeparator(strategy: shape.trailingSeparator ? .always : .automatic)
          blackHole(value.formatted(style))
        }
      }
    }

    if locale == "en_US" {
      // A card number field: its keys go through the card kind's format,
      // the display is grouped as the brand prints it (ASCII digits in
      // every locale, so one locale is enough).
      let card = Workload.field(locale, rules: FieldRules(kind: .card))
      typingBenchmark(
        "Keystroke.Card.\(locale)", field: card, keys: Workload.cardKeys, rounds: rounds)

      // A phone field (libphonenumber's as-you-type formatter, region US):
      // typing 6502530000 and backspacing it, the display after each key.
      // Typing at the end feeds a formatter the new digit; Backspace at the
      // end reads what it showed before.
      let phoneRules = FieldRules(kind: (try? FieldKind.phone(region: "US")) ?? .decimal)
      let phone = Workload.field(locale, rules: phoneRules)
      typingBenchmark(
        "Keystroke.Phone.\(locale)", field: phone, keys: Workload.phoneKeys, rounds: rounds)

      // Digits typed at the end, each new to the formatter: ten numbers in
      // turn, cleared between them (a formatter is fed each digit once;
      // the script above, which types the same number again, finds every
      // display among those already shown).
      typingBenchmark(
        "Keystroke.PhoneFresh.\(locale)", field: phone, keys: Workload.phoneFreshKeys,
        rounds: Workload.keysPerIteration / Workload.phoneFreshKeys.count)

      // `(650) 253-0000`: its fourth digit, the `2` after `(650) `, replaced
      // by each digit in turn, then the display. Each key makes a number
      // that none of the formatters kept per region was fed (ten numbers in
      // turn, four formatters), so each feeds one every digit again (it
      // only appends).
      var middle = Workload.field(locale, rules: phoneRules)
      for key in Workload.phoneKeys.prefix(10) { middle.press(key) }
      let phoneMiddle = middle
      Benchmark("Keystroke.PhoneMiddle.\(locale)") { _ in
        var phone = phoneMiddle
        for key in 0..<Workload.keysPerIteration {
          phone.select(utf16Range: 6..<7)
          phone.press(.digit(UInt8(key % 10)))
          blackHole(phone.display(editing: true))
        }
      }

      // libphonenumber alone: its formatter cleared and fed the same ten
      // numbers, each from its first digit. The floor of the benchmark
      // above.
      let middleNumbers = (0...9).map { "650\($0)530000" }
      Benchmark("Keystroke.PhoneFormatter.\(locale)") { _ in
        var shown = [CChar](repeating: 0, count: 64)
        for key in 0..<Workload.keysPerIteration {
          blackHole(phone_baseline_format("US", middleNumbers[key % 10], &shown, 64))
        }
      }

      // A digit typed in the middle and Backspace after it, then the
      // display: after the first round both numbers are among those the
      // formatters were fed, so neither is fed again (Backspace after a
      // wrong digit, undo and redo go this way).
      var again = phoneMiddle
      again.select(utf16Range: 4..<4)
      let phoneAgain = again
      Benchmark("Keystroke.PhoneMiddleAgain.\(locale)") { _ in
        var phone = phoneAgain
        for _ in 0..<(Workload.keysPerIteration / 2) {
          phone.press(.digit(9))
          blackHole(phone.display(editing: true))
          phone.press(.backspace)
          blackHole(phone.display(editing: true))
        }
      }
    }

    if locale == "en_US" {
      // Date fields: their keys go through the date kind's format, the
      // locale's pattern and calendar cached per locale.
      for dateLocale in Workload.dateLocales {
        let kind: FieldKind
        do {
          kind = try FieldKind.date(locale: dateLocale)
        } catch {
          fatalError("date kind for \(dateLocale): \(error)")
        }
        let date = Workload.field(dateLocale, rules: FieldRules(kind: kind))
        let keys = Workload.dateKeys(dateLocale)
        typingBenchmark("Keystroke.Date.\(dateLocale)", field: date, keys: keys, rounds: rounds)
      }
    }

    if let code = Workload.currencyCodes[locale] {
      // Keypad with the locale's currency shown as ICU shows it.
      let currencyRules = Workload.currencyRules(code)
      let money = Workload.field(locale, rules: currencyRules)
      typingBenchmark(
        "Keystroke.Currency.\(locale)", field: money, keys: Workload.keys, rounds: rounds)

      // Foundation's NumberFormatter in currency style, reconfigured on each
      // key, formatting an NSDecimalNumber of the typed text.
      let currencyField = Workload.field(locale, rules: currencyRules)
      let currencyFormatter = NumberFormatter()
      Benchmark(
        "Keystroke.NumberFormatterCurrency.\(locale)",
        configuration: .init(
          maxDuration: .seconds(2), maxIterations: 100, thresholds: KeystrokeThresholds.baseline)
      ) { _ in
        var currencyField = currencyField
        for _ in 0..<rounds {
          for key in Workload.keys {
            currencyField.press(key)
            let text = currencyField.typed.text
            let shape = Workload.fractionShape(of: text)
            currencyFormatter.locale = foundationLocale
            currencyFormatter.numberStyle = .currency
            currencyFormatter.currencyCode = code
            currencyFormatter.minimumFractionDigits = shape.fractionDigits
            currencyFormatter.maximumFractionDigits = shape.fractionDigits
            currencyFormatter.alwaysShowsDecimalSeparator = shape.trailingSeparator
            let display =
              text.isEmpty ? "" : currencyFormatter.string(from: NSDecimalNumber(string: text))
            blackHole(display)
          }
        }
      }
    }

    // The system ICU's number formatter, opened once per fraction count.
    let icuField = Workload.field(locale)
    let icu = openUnumf(locale)
    Benchmark(
      "Keystroke.ICUunumf.\(locale)",
      configuration: .init(thresholds: KeystrokeThresholds.baseline)
    ) { _ in
      var icuField = icuField
      for _ in 0..<rounds {
        for key in Workload.keys {
          icuField.press(key)
          let text = icuField.typed.text
          let shape = Workload.fractionShape(of: text)
          blackHole(
            icu.format(
              text, fractionDigits: shape.fractionDigits,
              trailingSeparator: shape.trailingSeparator))
        }
      }
    }
  }
}

/// Prints, for each key of the workload, Keypad's display next to each
/// baseline's, marking differences, then exits (run the executable with
/// `KEYPAD_VERIFY_BASELINES=1`): the baselines must do the same work.
///
/// Exits with status 1 when a baseline shows other text than Keypad, except
/// the differences listed in ``knownBaselineDifferences``, and when one of
/// those no longer happens (the list and the README are then out of date).
/// A benchmark that types `keys` into a local copy of `field`, `rounds`
/// times, reading the display after each key.
func typingBenchmark(_ name: String, field: KeypadField, keys: [Key], rounds: Int) {
  Benchmark(name) { _ in
    var field = field
    for _ in 0..<rounds {
      for key in keys {
        field.press(key)
        blackHole(field.display(editing: true))
      }
    }
  }
}

func verifyBaselines() -> Never {
  var differences = 0
  var unexpected: [String] = []
  var seenKnown: Set<String> = []
  for locale in Workload.locales {
    var field = Workload.field(locale)
    let icu = openUnumf(locale)
    let foundationLocale = Locale(identifier: locale)
    let formatter = NumberFormatter()
    for key in Workload.keys {
      field.press(key)
      let text = field.typed.text
      let shape = Workload.fractionShape(of: text)
      formatter.locale = foundationLocale
      formatter.numberStyle = .decimal
      formatter.minimumFractionDigits = shape.fractionDigits
      formatter.maximumFractionDigits = shape.fractionDigits
      formatter.alwaysShowsDecimalSeparator = shape.trailingSeparator
      let viaFormatter =
        text.isEmpty ? "" : formatter.string(from: NSDecimalNumber(string: text)) ?? "nil"
      let viaStyle =
        Decimal(string: text).map {
          $0.formatted(
            Decimal.FormatStyle(locale: foundationLocale)
              .precision(.fractionLength(shape.fractionDigits))
              .decimalSeparator(strategy: shape.trailingSeparator ? .always : .automatic))
        } ?? ""
      let viaICU = icu.format(
        text, fractionDigits: shape.fractionDigits, trailingSeparator: shape.trailingSeparator)
      let same = [viaFormatter, viaStyle, viaICU].map {
        $0 == field.display(editing: true) ? "=" : "≠"
      }
      if same.contains("≠") { differences += 1 }
      let names = ["NumberFormatter", "FormatStyle", "ICUunumf"]
      for (name, mark) in zip(names, same) where mark == "≠" {
        let difference = "\(name).\(locale)"
        if knownBaselineDifferences.contains(difference) {
          seenKnown.insert(difference)
        } else {
          unexpected.append("\(difference) \(text.debugDescription)")
        }
      }
      print(
        "\(locale) \(text.debugDescription): keypad \(field.display(editing: true).debugDescription)"
          + " formatter\(same[0]) \(viaFormatter.debugDescription)"
          + " style\(same[1]) \(viaStyle.debugDescription) icu\(same[2]) \(viaICU.debugDescription)"
      )
    }
  }
  print("\(differences) keys where a baseline differs from Keypad")
  let vanished = knownBaselineDifferences.subtracting(seenKnown).sorted()
  for difference in unexpected { print("unexpected difference: \(difference)") }
  for difference in vanished { print("known difference no longer seen: \(difference)") }
  exit(unexpected.isEmpty && vanished.isEmpty ? 0 : 1)
}

/// Baselines known to show other text than Keypad (see README.md):
/// `NumberFormatter` groups en_IN 3-3 (`1,234,567.89`), ICU 3-2.
let knownBaselineDifferences: Set<String> = ["NumberFormatter.en_IN"]

/// The cached `unumf` formatters of one locale, up to the benchmark's
/// fraction digits.
func openUnumf(_ locale: String) -> UnumfBaseline {
  do {
    return try UnumfBaseline(locale: locale, maxFractionDigits: Workload.rules.maxFractionDigits)
  } catch {
    fatalError("cannot open unumf for \(locale): \(error)")
  }
}

/// How far a run may drift from the checked-in thresholds before
/// `swift package benchmark thresholds check` fails.
enum KeystrokeThresholds {
  static var all: [BenchmarkMetric: BenchmarkThresholds] {
    [
      // Time on two shared, noisy cores (p90 moves by 50-80 % under other
      // builds): only a doubling is flagged. Allocations and sizes are exact.
      .wallClock: .init(relative: [.p90: 100.0])
    ]
  }

  /// The baselines are not this package's code: only a tripling is flagged.
  static var baseline: [BenchmarkMetric: BenchmarkThresholds] {
    [.wallClock: .init(relative: [.p90: 200.0])]
  }
}
