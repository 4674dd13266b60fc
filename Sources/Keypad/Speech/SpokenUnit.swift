/// What a spoken number measures, which decides the words said after it.
enum SpokenUnit: Hashable {
  /// A plain number.
  case none
  /// An amount of money: the currency's plural name follows the number.
  case currency(Currency)
  /// A percentage: the locale's word for percent, when ICU has one.
  case percent
  /// A measure: the unit's long name, in the number's plural form, around
  /// the number.
  case unit(MeasureUnit)
}
