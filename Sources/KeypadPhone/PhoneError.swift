import Keypad

/// Why a phone field could not be made.
///
/// ```swift
/// PhoneError.unknownRegion("XX").code  // "unknown-region"
/// ```
public enum PhoneError: CodedError, Hashable {
  /// libphonenumber has no metadata for this region code.
  case unknownRegion(String)

  /// The stable code: `unknown-region`.
  public var code: String {
    switch self {
    case .unknownRegion: "unknown-region"
    }
  }

  /// A sentence for people.
  public var description: String {
    switch self {
    case .unknownRegion(let region):
      "\"\(region)\" is not a region libphonenumber knows (a two-letter code such as \"DE\")"
    }
  }
}

extension FieldKind {
  /// A phone number of a region; see ``PhoneFormat``.
  ///
  /// ```swift
  /// try FieldKind.phone(region: "DE").name  // "phone"
  /// ```
  ///
  /// - Throws: ``PhoneError/unknownRegion(_:)``.
  public static func phone(region: String) throws(PhoneError) -> FieldKind {
    .custom(try PhoneFormat(region: region))
  }
}
