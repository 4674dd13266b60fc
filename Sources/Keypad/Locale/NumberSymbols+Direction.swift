extension NumberSymbols {
  /// The direction the symbols' locale lays out text and controls in.
  ///
  /// ```swift
  /// try NumberSymbols.locale("ar_EG").layoutDirection  // .rightToLeft
  /// try NumberSymbols.locale("ar_EG@numbers=latn").layoutDirection  // .rightToLeft
  /// try NumberSymbols.locale("en_US").layoutDirection  // .leftToRight
  /// ```
  public var layoutDirection: LayoutDirection { LayoutDirection(locale: localeID) }
}
