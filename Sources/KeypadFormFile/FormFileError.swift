import Keypad

/// Why a form file cannot be used, with the file path and where in the file.
///
/// Every case has a stable code; ``description`` is one line such as
/// `form.json:3:15: field "amount": unknown key "colour"`.
public struct FormFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong; the raw value is the stable code.
  public enum Reason: String, Sendable, Equatable, CaseIterable {
    /// The file does not exist.
    case notFound = "form-not-found"
    /// The path names a directory.
    case isDirectory = "form-is-directory"
    /// The file cannot be read (permissions, I/O error) or is too large.
    case unreadable = "form-unreadable"
    /// The text is not well-formed JSON.
    case syntax = "form-syntax"
    /// A key the format does not have.
    case unknownKey = "form-unknown-key"
    /// A key given twice in one object.
    case duplicateKey = "form-duplicate-key"
    /// A required key is absent.
    case missingKey = "form-missing-key"
    /// A value of the wrong JSON type.
    case wrongType = "form-wrong-type"
    /// A value of the right type that is not allowed (an entry mode, a
    /// decimal, a currency, a limit).
    case invalidValue = "form-invalid-value"
    /// Two fields share a name.
    case duplicateName = "form-duplicate-name"
    /// Two fields share a tag greater than zero.
    case duplicateTag = "form-duplicate-tag"
    /// A security code's `card` names no field of the form.
    case unknownCardField = "form-unknown-card-field"
    /// A security code's `card` names a field that is not a card number.
    case notACardField = "form-not-a-card-field"
    /// A `min` or `max` of the other kind of bound: a date in a decimal
    /// field, a decimal in a date field.
    case wrongKindBound = "form-wrong-kind-bound"
    /// A phone field where Keypad is built without libphonenumber (in the
    /// browser).
    case phoneUnavailable = "form-phone-unavailable"
    /// A kind this build of Keypad leaves out: a card, expiry, security
    /// code, date, time or duration in the browser's numbers build.
    case kindUnavailable = "form-kind-unavailable"
    /// A `unit` that ICU does not know.
    case unknownUnit = "form-unknown-unit"
    /// A `unit` that ICU knows but the browser's `Intl` does not format
    /// (in the browser).
    case unitUnavailable = "form-unit-unavailable"
    /// A `unit` with money or a percentage: `"style": "currency"` or
    /// `"percent"`, a `currency`, `currencyDisplay` or `accounting`; or a
    /// `unitWidth` without a `unit`.
    case unitConflict = "form-unit-conflict"
  }

  /// The stable code, such as `form-unknown-key`.
  public let reason: Reason
  /// The path as given on the command line.
  public let path: String
  /// Where in the file, when the fault has a place.
  public let position: SourcePosition?
  /// The field involved, when there is one.
  public let field: String?
  /// What is wrong, in plain words.
  public let message: String

  /// The stable code.
  public var code: String { reason.rawValue }

  /// `path:line:column: field "name": message`, with every control
  /// character of the path, the name or the quoted input shown visibly
  /// (`DisplayText.escapingControls(_:)`): safe to print on a terminal.
  public var description: String {
    var text = path
    if let position { text += ":\(position)" }
    text += ": "
    if let field { text += "field \"\(field)\": " }
    return DisplayText.escapingControls(text + message)
  }
}
