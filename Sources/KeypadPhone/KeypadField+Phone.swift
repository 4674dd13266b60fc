@_spi(Engine) import Keypad

extension KeypadField {
  /// The region a phone field's number is read in now: the field's, or the
  /// one the country calling code typed after `+` leads to; `nil` in other
  /// kinds.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .phone(region: "US")))
  /// field.phoneRegion  // "US"
  /// for character in "+4930" { field.type(character) }
  /// field.phoneRegion  // "DE"
  /// ```
  public var phoneRegion: String? {
    format(as: PhoneFormat.self)?.region(of: typedCharacters)
  }

  /// Whether a phone field's number is valid for libphonenumber (what Done
  /// asks); `nil` in other kinds.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .phone(region: "US")))
  /// for character in "6502530000" { field.type(character) }
  /// field.isValidPhoneNumber  // true
  /// ```
  public var isValidPhoneNumber: Bool? {
    format(as: PhoneFormat.self)?.isValid(typedCharacters)
  }
}
