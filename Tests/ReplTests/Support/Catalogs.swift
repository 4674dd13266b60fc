import Foundation

/// The engine's message catalogs read from their JSON files
/// (`Sources/Keypad/Messages/Catalogs`), as GTK's end-to-end harness reads
/// them: the words a screen in a locale should show, found without the
/// code that formats them.
enum Catalogs {
  /// The pattern of `id` in the language of `locale` (`de` for `de_DE`),
  /// or the English one where the language has no catalog.
  static func pattern(_ id: String, locale: String) throws -> String {
    let language = String(locale.prefix { $0 != "_" && $0 != "-" })
    for name in [language, "en"] {
      if let messages = try messages(language: name), let pattern = messages[id] {
        return pattern
      }
    }
    throw CatalogError.noMessage(id)
  }

  /// A pattern's text before its first argument (`Sagt (` of
  /// `Sagt ({language}): {text}`), the part a screen shows as it is.
  static func lead(_ id: String, locale: String) throws -> String {
    String(try pattern(id, locale: locale).prefix { $0 != "{" })
  }

  /// A catalog's messages by id; `nil` when the language has none.
  private static func messages(language: String) throws -> [String: String]? {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/Keypad/Messages/Catalogs/\(language).json")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return (object as? [String: Any])?["messages"] as? [String: String]
  }

  /// A message no catalog has.
  enum CatalogError: Error {
    case noMessage(String)
  }
}
