import Foundation
import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The message catalogs: the files and what the engine compiles of them,
/// every message in every language with its English arguments, every
/// pattern read by ICU, every code with a message, and an app's catalog.
@Suite struct MessageCatalogTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The catalog files, by language, read as JSON.
  static func files() throws -> [String: [String: String]] {
    let folder = root.appendingPathComponent("Sources/Keypad/Messages/Catalogs")
    var found: [String: [String: String]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".json") {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let language = try #require(object["language"] as? String)
      #expect(name == language + ".json")
      found[language] = try #require(object["messages"] as? [String: String])
    }
    return found
  }

  /// A locale of each language, for the catalogs' words.
  static let locales = [
    "en": "en_US", "de": "de_DE", "fr": "fr_FR", "es": "es_ES", "it": "it_IT", "pt": "pt_BR",
    "nl": "nl_NL", "ar": "ar_EG", "he": "he_IL", "hi": "hi_IN", "ja": "ja_JP", "zh": "zh_CN",
    "zh_Hant": "zh_TW",
  ]

  /// The names of a pattern's arguments, read here from ICU's syntax
  /// (apostrophe quoting, the nested messages of `plural` and `select`),
  /// not by the engine's reader or the generator's.
  static func argumentNames(_ pattern: String) -> Set<String> {
    let units = Array(pattern.unicodeScalars)
    var names: Set<String> = []
    var index = 0
    func message(inPlural: Bool) {
      while index < units.count, units[index] != "}" {
        switch units[index] {
        case "'":
          index += 1
          guard index < units.count else { return }
          if units[index] == "'" {
            index += 1
          } else if units[index] == "{" || units[index] == "}" || (inPlural && units[index] == "#")
          {
            while index < units.count {
              if units[index] == "'" {
                index += 1
                if index < units.count, units[index] == "'" { index += 1 } else { break }
              } else {
                index += 1
              }
            }
          }
        case "{": argument()
        default: index += 1
        }
      }
    }
    func argument() {
      index += 1
      var head = ""
      while index < units.count, units[index] != "}", units[index] != "{" {
        head.unicodeScalars.append(units[index])
        index += 1
      }
      let parts = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      if let name = parts.first { names.insert(name) }
      let type = parts.count > 1 ? parts[1] : ""
      if ["plural", "select", "selectordinal"].contains(type) {
        while index < units.count, units[index] == "{" {
          index += 1
          message(inPlural: type != "select")
          index += 1  // }
          while index < units.count, units[index] != "{", units[index] != "}" { index += 1 }
        }
      }
      index += 1  // the argument's }
    }
    message(inPlural: false)
    return names
  }

  @Test func theEngineCompilesTheCatalogFiles() throws {
    let files = try Self.files()
    #expect(Set(files.keys) == Set(MessageCatalog.builtIn.keys))
    for (language, messages) in files {
      #expect(MessageCatalog.builtIn[language] == messages, "run generate.py: \(language)")
    }
  }

  @Test func thirteenCatalogsWordTwelveLanguages() {
    #expect(
      MessageCatalog.builtInLanguages
        == ["ar", "de", "en", "es", "fr", "he", "hi", "it", "ja", "nl", "pt", "zh", "zh_Hant"])
  }

  @Test func everyCatalogHasEveryMessageWithItsEnglishArguments() throws {
    let files = try Self.files()
    let english = try #require(files["en"])
    for (language, messages) in files {
      #expect(Set(messages.keys) == Set(english.keys), "\(language)")
      for (id, pattern) in english {
        guard let translated = messages[id] else { continue }
        #expect(
          Self.argumentNames(translated) == Self.argumentNames(pattern),
          "\(language) \(id): \(translated)")
      }
    }
    // The engine's table of arguments, what an app's catalog may use.
    for (id, pattern) in english {
      #expect(Set(MessageCatalog.argumentNames[id] ?? []) == Self.argumentNames(pattern), "\(id)")
    }
  }

  @Test func theReaderOfNamesReadsICUsQuotes() {
    #expect(Self.argumentNames("'{'not'}' {a} ''{b}''") == ["a", "b"])
    #expect(
      Self.argumentNames("{n, plural, one {'#' {c}} other {# {d, select, x {{e}} other {}}}}")
        == ["n", "c", "d", "e"])
  }

  @Test func everyPatternIsOneICUReads() throws {
    for (language, messages) in try Self.files() {
      let locale = try #require(Self.locales[language])
      for (id, pattern) in messages {
        #expect(icuMessagePatternError(pattern, locale: locale) == nil, "\(language) \(id)")
      }
    }
    // The reference fails when ICU does.
    #expect(icuMessagePatternError("{label", locale: "en_US") != nil)
  }

  /// Every code a failure or a refusal carries has its message, in every
  /// language, worded without falling back.
  @Test func everyCodeTheEngineProducesHasAMessageInEveryLanguage() throws {
    let refusals: [FormRefusal] =
      EntryRejection.allCases.map(FormRefusal.entry) + [
        .form(.noActiveField), .form(.unknownField("tip")), .form(.fieldDisabled("tip")),
        .form(.fieldHidden("tip")), .locale(LocaleError(id: "xx", reason: .unknownLanguage)),
        .locale(LocaleError(id: "he_IL@calendar=hebrew", reason: .unsupportedCalendar)),
      ]
    let english = try #require(MessageCatalog.builtIn["en"])
    for (language, locale) in Self.locales {
      for code in ValidationCode.allCases {
        for boundIsTime in [false, true] {
          let failure = ValidationFailure(
            field: "tip", label: "Tip", code: code, bound: 1, shownBound: "1", locale: locale,
            boundIsTime: boundIsTime)
          #expect(english["validation." + code.rawValue] != nil)
          #expect(!failure.words.isFallback, "\(language) \(code)")
          // The language subtag: `zh` for the Traditional catalog too.
          #expect(failure.words.language == language.prefix { $0 != "_" })
        }
      }
      for refusal in refusals {
        let words = Announcement(.refused(refusal), locale: locale).words
        #expect(!words.isFallback, "\(language) \(refusal.code)")
        #expect(!refusal.message(locale: locale).isEmpty)
        #expect(!refusal.message(locale: locale).hasPrefix("refusal."), "\(language)")
      }
    }
  }

  /// Issue 52's checkout, built in de_DE: German failures that name the
  /// bound as the field shows it, and a German announcement.
  @Test func theCheckoutOfIssue52IsWordedInGerman() throws {
    var form = try KeypadForm(
      fields: [
        FormField(
          name: "amount", label: "Betrag", tag: 1,
          rules: try FieldRules(currency: Currency("EUR"), style: .currency(), min: 1),
          isRequired: true),
        FormField(
          name: "delivery", label: "Liefertermin", tag: 2,
          rules: FieldRules(kind: .date(min: DateBound("2026-12-01"), max: nil))),
        FormField(name: "card", label: "Kartennummer", tag: 3, rules: FieldRules(kind: .card)),
        FormField(
          name: "cvc", label: "Sicherheitscode", tag: 4,
          rules: FieldRules(kind: .securityCode(card: "card"))),
      ], locale: "de_DE")
    form.apply(.focus("amount"))
    form.apply(.characters("0,5"))
    #expect(
      form.apply(.key(.decimal)).announcement?.text == "abgelehnt, nur ein Dezimaltrennzeichen")
    form.apply(.focus("delivery"))
    form.apply(.characters("01112026"))
    form.apply(.focus("card"))
    form.apply(.characters("4242424242424242"))
    form.apply(.focus("cvc"))
    form.apply(.characters("12"))
    let done = form.apply(.done)
    #expect(
      form.failures.map(\.message) == [
        "Betrag muss mindestens 1,00\u{A0}€ sein", "Liefertermin frühestens am 01.12.2026",
        "Sicherheitscode braucht 3 Ziffern, bei American Express 4",
      ])
    #expect(form.failures.map(\.shownBound) == ["1,00\u{A0}€", "01.12.2026", nil])
    #expect(
      done.announcement?.text
        == "nicht gesendet, 3 Felder zu korrigieren: Betrag muss mindestens 1,00\u{A0}€ sein")
    #expect(done.announcement?.language == "de")
    #expect(done.announcement?.isFallback == false)
  }

  /// A bound in the field's digits and with its fraction digits, as the
  /// field shows a value.
  @Test func theBoundIsInTheFieldsDigits() throws {
    var form = try KeypadForm(
      fields: [FormField(name: "n", label: "العدد", tag: 1, rules: try FieldRules(min: 5))],
      locale: "ar_EG")
    form.apply(.focus("n"))
    form.apply(.characters("2"))
    form.apply(.done)
    // Two fraction digits, as the field shows a value at rest.
    #expect(form.failures.first?.shownBound == "٥٫٠٠")
    #expect(form.failures.first?.message == "يجب ألا يقل العدد عن ٥٫٠٠")
  }

  /// Icelandic has no catalog: English words, and the announcement says so.
  @Test func aLanguageWithoutACatalogIsWordedInEnglishAndSaysSo() throws {
    var form = try KeypadForm(
      fields: [
        FormField(name: "n", label: "Fjöldi", tag: 1, rules: try FieldRules(min: 5)),
        FormField(
          name: "pin", label: "PIN", tag: 2,
          rules: FieldRules(kind: try .code(length: 4...4, secure: true))),
      ], locale: "is_IS")
    form.apply(.focus("n"))
    let refused = try #require(form.apply(.characters("2,5,")).announcement)
    #expect(refused.text == "refused, only one decimal separator")
    #expect(refused.language == "en")
    #expect(refused.isFallback)
    #expect(
      EntryRejection.duplicateDecimal.message(locale: "is_IS") == "only one decimal separator")
    form.apply(.done)
    #expect(form.failures.first?.message == "Fjöldi must be at least 5,00")
    form.apply(.focus("pin"))
    form.apply(.characters("12"))
    // The count spelled by ICU in Icelandic, the words around it English.
    let spoken = try #require(form.activeField?.spokenValue)
    #expect(spoken.isFallback)
    #expect(spoken.text.hasSuffix("digits entered"))
  }

  /// Norwegian is an app's: its pattern where it has one, English where not.
  @Test func anAppAddsALanguageAndReplacesItsPatterns() throws {
    try MessageCatalog.register(
      MessageCatalog(language: "nb", patterns: ["validation.required": "Fyll inn {label}"]))
    var form = try KeypadForm(
      fields: [
        FormField(name: "sum", label: "Beløp", tag: 1, isRequired: true),
        FormField(name: "n", label: "Antall", tag: 2, rules: try FieldRules(min: 5)),
      ], locale: "nb_NO")
    form.apply(.focus("n"))
    form.apply(.characters("2"))
    form.apply(.done)
    #expect(form.failures.map(\.message) == ["Fyll inn Beløp", "Antall must be at least 5,00"])
    try MessageCatalog.register(
      MessageCatalog(language: "nb", patterns: ["validation.below-min": "{label} minst {bound}"]))
    form.apply(.done)
    #expect(form.failures.map(\.message) == ["Fyll inn Beløp", "Antall minst 5,00"])
  }

  @Test func aWrongCatalogIsRefusedWhole() throws {
    let good = ["validation.too-short": "kept out"]
    #expect(
      throws: MessageCatalogError(language: "sw", id: "validation.nothing", reason: .unknownMessage)
    ) {
      try MessageCatalog.register(
        MessageCatalog(language: "sw", patterns: good.merging(["validation.nothing": "x"]) { $1 }))
    }
    #expect(
      throws: MessageCatalogError(
        language: "sw", id: "validation.required",
        reason: .invalidPattern(icuStatus: "U_ILLEGAL_ARGUMENT_ERROR"))
    ) {
      try MessageCatalog.register(
        MessageCatalog(
          language: "sw", patterns: good.merging(["validation.required": "Jaza {sehemu}"]) { $1 }))
    }
    #expect(throws: MessageCatalogError.self) {
      try MessageCatalog.register(
        MessageCatalog(
          language: "sw",
          patterns: good.merging(["validation.required": "{label, plural, one {x}}"]) { $1 }))
    }
    #expect(MessageCatalog.pattern(of: "validation.too-short", language: "sw") == nil)
  }
}
