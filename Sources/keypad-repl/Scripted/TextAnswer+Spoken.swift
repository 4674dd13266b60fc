import Keypad

extension TextAnswer {
  /// A `speak` answer for people: `spoken (en)  twelve point five euros`,
  /// `spoken (en, fallback)  seven` when ICU used another language's rules,
  /// or `spoken  nothing` for an empty field.
  static func spoken(_ value: SpokenValue?) -> String {
    guard let value else { return "spoken  nothing" }
    let language = value.isFallback ? "\(value.language), fallback" : value.language
    return "spoken (\(language))  \(value.text)"
  }
}
