import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The layout direction of a locale, against ICU's character orientation.
@Suite struct LayoutDirectionTests {
  @Test func arabicPersianHebrewAndUrduAreRightToLeft() {
    for id in ["ar_EG", "ar_SA", "ar_EG@numbers=latn", "fa_IR", "he_IL", "ur_PK"] {
      #expect(LayoutDirection(locale: id) == .rightToLeft, "\(id)")
    }
    for id in ["en_US", "de_DE", "hi_IN", "ja_JP", "zh_Hant_TW", "ru_RU"] {
      #expect(LayoutDirection(locale: id) == .leftToRight, "\(id)")
    }
  }

  @Test func theSymbolsCarryTheirLocalesDirection() throws {
    #expect(try NumberSymbols.locale("ar_EG").layoutDirection == .rightToLeft)
    #expect(try NumberSymbols.locale("fa").layoutDirection == .rightToLeft)
    #expect(try NumberSymbols.locale("fr_FR").layoutDirection == .leftToRight)
  }

  @Test func everyLocaleFollowsICUsCharacterOrientation() throws {
    var rightToLeft = 0
    for id in NumberSymbols.availableLocales {
      let expected = try icuCharactersRunRightToLeft(locale: id)
      #expect(LayoutDirection(locale: id) == (expected ? .rightToLeft : .leftToRight), "\(id)")
      if expected { rightToLeft += 1 }
    }
    // Arabic alone has dozens of regional locales.
    #expect(rightToLeft > 30)
  }
}
