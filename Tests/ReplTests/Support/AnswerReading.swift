import Foundation

/// Reading members of a JSON answer in tests.
extension Dictionary where Key == String, Value == Any {
  /// A string member, or `nil` when absent or not a string (JSON null).
  func string(_ key: String) -> String? { self[key] as? String }

  /// A boolean member.
  func bool(_ key: String) -> Bool? { self[key] as? Bool }

  /// Whether the member is present and JSON null.
  func isNull(_ key: String) -> Bool { self[key] is NSNull }

  /// An object member.
  func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }

  /// An array-of-objects member.
  func objects(_ key: String) -> [[String: Any]]? { self[key] as? [[String: Any]] }

  /// The display of a field in `fields`.
  func display(of field: String) -> String? { object("fields")?.object(field)?.string("display") }

  /// The value of a field in `fields`, `nil` for JSON null.
  func value(of field: String) -> String? { object("fields")?.object(field)?.string("value") }
}
