import Testing

@_spi(Engine) @testable import Keypad

/// Chinese in two scripts: the locales whose script is Traditional Han,
/// written in the id or likely by ICU's subtags (`zh_TW`, `zh_HK`, `zh_MO`),
/// are worded in the `zh_Hant` catalog, the others in `zh`, Simplified.
@Suite struct ChineseScriptTests {
  static let traditional = [
    "zh_TW", "zh_HK", "zh_MO", "zh_Hant", "zh_Hant_TW", "zh_Hant_HK", "zh-Hant", "zh-TW",
    "zh-Hant-TW", "zh-HK", "zh_Hant_CN",
  ]
  static let simplified = [
    "zh_CN", "zh", "zh_SG", "zh_Hans", "zh_Hans_CN", "zh_Hans_HK", "zh-Hans", "zh-CN",
    "zh-Hans-TW",
  ]

  /// A required field left empty, in a form of the locale.
  static func required(locale: String, label: String) throws -> String? {
    var form = try KeypadForm(
      fields: [FormField(name: "amount", label: label, tag: 1, isRequired: true)],
      locale: locale)
    form.apply(.done)
    return form.failures.first?.message
  }

  @Test(arguments: traditional) func aHantLocaleReadsTraditionalCharacters(locale: String) throws {
    #expect(try Self.required(locale: locale, label: "金額") == "請填寫金額", "\(locale)")
    #expect(EntryRejection.nothingToUndo.message(locale: locale) == "沒有可復原的操作")
    let words = Message("validation.required", [.text("label", "金額")]).words(locale: locale)
    #expect(words.language == "zh")
    #expect(!words.isFallback)
  }

  @Test(arguments: simplified) func aHansLocaleReadsSimplifiedCharacters(locale: String) throws {
    #expect(try Self.required(locale: locale, label: "金额") == "请填写金额", "\(locale)")
    #expect(EntryRejection.nothingToUndo.message(locale: locale) == "没有可撤销的操作")
    let words = Message("validation.required", [.text("label", "金额")]).words(locale: locale)
    #expect(words.language == "zh")
    #expect(!words.isFallback)
  }

  /// The catalog's name comes from ICU's likely subtags, not from a list
  /// of regions.
  @Test func theScriptIsICUsLikelyOne() {
    #expect(Message.scriptCatalog(locale: "zh_TW", language: "zh") == "zh_Hant")
    #expect(Message.scriptCatalog(locale: "zh_MO", language: "zh") == "zh_Hant")
    #expect(Message.scriptCatalog(locale: "zh_SG", language: "zh") == "zh_Hans")
    #expect(Message.scriptCatalog(locale: "zh_Hans_TW", language: "zh") == "zh_Hans")
    #expect(Message.scriptCatalog(locale: "de_DE", language: "de") == "de_Latn")
    #expect(Message.scriptCatalog(locale: "", language: "") == "")
  }

  /// Every message worded in zh_TW is the Traditional pattern and in zh_CN
  /// the Simplified one, and the two differ wherever their patterns do.
  @Test func everyMessageDiffersWhereItsCharactersDo() throws {
    let simplified = try #require(MessageCatalog.builtIn["zh"])
    let traditional = try #require(MessageCatalog.builtIn["zh_Hant"])
    #expect(Set(simplified.keys) == Set(traditional.keys))
    var differing = 0
    for id in simplified.keys.sorted() {
      let arguments = (MessageCatalog.argumentNames[id] ?? []).map { MessageArgument.number($0, 2) }
      let taiwan = Message(id, arguments).words(locale: "zh_TW").text
      let china = Message(id, arguments).words(locale: "zh_CN").text
      if simplified[id] == traditional[id] {
        #expect(taiwan == china, "\(id)")
      } else {
        differing += 1
        #expect(taiwan != china, "\(id): \(taiwan)")
      }
      if arguments.isEmpty {
        #expect(taiwan == traditional[id], "\(id)")
        #expect(china == simplified[id], "\(id)")
      }
    }
    #expect(differing > 100)
  }

  /// Taiwan's words, not only its characters.
  @Test func theTraditionalCatalogUsesTaiwansWords() throws {
    let traditional = try #require(MessageCatalog.builtIn["zh_Hant"])
    #expect(traditional["pad.name.next-field"] == "下一個欄位")
    #expect(traditional["repl.help.ends"] == "游標移到開頭 / 結尾")
    #expect(traditional["repl.help.speech"] == "顯示或隱藏螢幕閱讀器的朗讀內容")
    #expect(traditional["refusal.unknown-locale"] == "未知的地區設定：{locale}")
    #expect(traditional["announcement.submitted"] == "已送出")
    for pattern in traditional.values {
      for mainland in ["字段", "光標", "屏幕", "撤銷", "設置", "字符", "粘貼", "滾動"] {
        #expect(!pattern.contains(mainland), "\(pattern)")
      }
    }
  }
}
