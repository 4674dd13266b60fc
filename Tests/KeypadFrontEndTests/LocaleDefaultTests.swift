import Testing

@testable import KeypadFrontEnd

/// The starting locale follows POSIX precedence and never guesses.
@Suite struct LocaleDefaultTests {
  @Test func precedenceIsOptionThenLCAllThenLCNumericThenLang() {
    let all = ["LC_ALL": "it_IT.UTF-8", "LC_NUMERIC": "fr_FR", "LANG": "de_DE"]
    #expect(LocaleDefault.choose(option: "ja_JP", environment: all).id == "ja_JP")
    #expect(LocaleDefault.choose(option: nil, environment: all).id == "it_IT")
    #expect(
      LocaleDefault.choose(option: nil, environment: ["LC_NUMERIC": "fr_FR", "LANG": "de_DE"]).id
        == "fr_FR")
    #expect(
      LocaleDefault.choose(option: nil, environment: [:])
        == LocaleDefault(
          id: "en_US", source: .fallback))
  }

  @Test func theSourceNamesTheVariable() {
    let choice = LocaleDefault.choose(option: nil, environment: ["LANG": "xx_YY.UTF-8"])
    #expect(choice.source == .environment(name: "LANG", value: "xx_YY.UTF-8"))
    #expect(choice.id == "xx_YY")
  }

  @Test func codesetsAndModifiersAreDropped() {
    #expect(LocaleDefault.normalized("de_DE.UTF-8@euro") == "de_DE")
    #expect(LocaleDefault.normalized("sr_RS@latin") == "sr_RS")
    #expect(LocaleDefault.normalized("C.UTF-8") == "en_US")
    #expect(LocaleDefault.normalized("POSIX") == "en_US")
    #expect(LocaleDefault.normalized(".UTF-8") == "en_US")
  }
}
