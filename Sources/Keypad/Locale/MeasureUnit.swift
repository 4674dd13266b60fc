/// A CLDR unit of measure, such as `kilometer`, `celsius` or
/// `kilometer-per-hour`, checked with ICU.
///
/// A decimal field shows its number with the unit's name as ICU formats it
/// in the locale (``DisplayStyle/unit(_:width:)``): `12,5 km` in de_DE,
/// `38.5°C` in en_US. The unit only decorates the display; the value stays
/// the number typed.
///
/// ```swift
/// try MeasureUnit("kilometer").id           // "kilometer"
/// try MeasureUnit("kilometer-per-hour").id  // "kilometer-per-hour"
/// try MeasureUnit("kilometre")              // throws UnitError.self: .unknown
/// ```
public struct MeasureUnit: Sendable, Hashable, CustomStringConvertible {
  /// The CLDR unit identifier, such as `kilogram` or `liter-per-100-kilometer`.
  public let id: String

  /// Looks up a unit by its CLDR identifier, as ICU's number skeletons
  /// name it (`unit/kilometer`).
  ///
  /// - Throws: ``UnitError`` with ``UnitError/Reason/unknown`` when the id
  ///   is not lower-case ASCII letters, digits and hyphens, or ICU does not
  ///   know it; with ``UnitError/Reason/unsupportedInBrowser`` when Keypad
  ///   runs in the browser, whose `Intl` formats fewer units than ICU (see
  ///   <doc:MoneyAndPercentages>).
  public init(_ id: String) throws(UnitError) {
    guard Self.isWellFormed(id) else { throw UnitError(unit: id, reason: .unknown) }
    do {
      _ = try ICUCompiledFormatter(skeleton: "unit/" + id, locale: "en")
    } catch {
      throw UnitError(
        unit: id,
        reason: error.name.hasSameUTF8(as: "U_UNSUPPORTED_ERROR") ? .unsupportedInBrowser : .unknown
      )
    }
    self.id = id
  }

  /// Whether an id has the characters of a CLDR unit identifier.
  ///
  /// Lower-case ASCII letters, digits and single hyphens, a letter first.
  /// Nothing else reaches ICU's skeleton, where a space would start
  /// another option.
  private static func isWellFormed(_ id: String) -> Bool {
    let bytes = Array(id.utf8)
    guard let first = bytes.first, (0x61...0x7A).contains(first), bytes.count <= 100,
      bytes.last != 0x2D
    else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      let isLetter = (0x61...0x7A).contains(byte)
      let isDigit = (0x30...0x39).contains(byte)
      guard isLetter || isDigit || (byte == 0x2D && previous != 0x2D) else { return false }
      previous = byte
    }
    return true
  }

  /// The identifier, such as `kilometer`.
  public var description: String { id }

  /// Whether two units have the same identifier, compared by its bytes
  /// (an identifier is ASCII): no Unicode tables in the browser's module.
  public static func == (lhs: MeasureUnit, rhs: MeasureUnit) -> Bool {
    lhs.id.hasSameUTF8(as: rhs.id)
  }

  /// Hashes the identifier's bytes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UTF8Key(id))
  }
}

/// How long a unit's name is in a field's display.
///
/// The raw value is the form-file name (`unitWidth`).
///
/// ```swift
/// UnitWidth(rawValue: "long")  // .long
/// ```
public enum UnitWidth: String, Sendable, Hashable, CaseIterable {
  /// The abbreviation: `12.5 km`, `72.4 kg` (en_US).
  case short
  /// The narrowest form: `12.5km`, `1,5l` (fr_FR).
  case narrow
  /// The whole name, in the number's plural form: `1 kilometer`,
  /// `12.5 kilometers` (en_US).
  case long
}
