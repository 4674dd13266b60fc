/// A unit style's symbols for each plural form of the number shown.
///
/// A unit's name may change with the number: `1 kilometer` and
/// `12.5 kilometers` in a long width (en_US), `1 day` and `2 days` even in
/// the short one. ICU chooses the name by the plural category of the number
/// as it is shown, visible fraction digits included (`1.0 kilometers`). So
/// a unit field asks for the symbols of the number it shows: the category
/// is chosen by the locale's plural rules, and each category's affixes are
/// read from ICU's formatting of the first number of that category shown,
/// then kept.
///
/// It may be used from several threads at once.
final class UnitForms: Sendable {
  /// The style's skeleton without precision, such as `unit/day unit-width-short`.
  private let skeleton: String
  /// The style's symbols, whose separators and digits every form shares.
  private let template: NumberSymbols
  /// The locale's cardinal plural rules.
  private let plurals: ICUPluralRules
  /// The symbols read so far, by plural category (at most six, found by a
  /// look along them: a dictionary of its own would weigh more in the
  /// browser's module than it saves).
  private let forms = Locked<[(category: UTF8Key, symbols: NumberSymbols)]>([])

  /// Opens the locale's plural rules for a unit style.
  ///
  /// ICU is asked before the object is made, as for
  /// ``ICUCompiledFormatter/init(skeleton:locale:)``.
  convenience init(skeleton: String, template: NumberSymbols) throws(ICUFailure) {
    let plurals = try ICUPluralRules(locale: template.localeID)
    self.init(skeleton: skeleton, template: template, plurals: plurals)
  }

  private init(skeleton: String, template: NumberSymbols, plurals: ICUPluralRules) {
    self.skeleton = skeleton
    self.template = template
    self.plurals = plurals
  }

  /// The symbols for an ASCII decimal as it is shown, such as `12.50`
  /// (no sign: the rules read the number without it); the style's own
  /// symbols should ICU fail, or leave the number out of the form.
  func symbols(for decimal: String) -> NumberSymbols {
    guard let category = try? plurals.select(decimal) else { return template }
    let key = UTF8Key(category)
    if let kept = forms.withLock({ $0.first { $0.category == key }?.symbols }) { return kept }
    // Where ICU leaves the number out of a form (Arabic `يومان`, two
    // days), the digits typed still show, in the style's own affixes.
    let symbols =
      (try? NumberSymbols.affixes(of: decimal, skeleton: skeleton, locale: template.localeID))
      .map { template.with(positiveAffixes: $0.positive, negativeAffixes: $0.negative) }
      ?? template
    return forms.withLock { forms in
      if let kept = forms.first(where: { $0.category == key })?.symbols { return kept }
      forms.append((key, symbols))
      return symbols
    }
  }

  /// The forms read so far, for reading a paste wrapped in any of them.
  var known: [NumberSymbols] { forms.withLock { $0.map { $0.symbols } } }
}
