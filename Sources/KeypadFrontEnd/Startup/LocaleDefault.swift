import Keypad

/// Where the starting locale came from.
public enum LocaleSource: Sendable, Equatable {
  /// The `--locale` option.
  case option
  /// An environment variable, with its whole value as it was set.
  case environment(name: String, value: String)
  /// Nothing was set: the built-in default.
  case fallback
}

/// The locale a front end (keypad-repl, keypad-gtk) starts with: `--locale`, else the environment, else
/// `en_US`.
///
/// The environment is read as POSIX does for numbers: the first of
/// `LC_ALL`, `LC_NUMERIC` and `LANG` that is set and not empty. Its codeset
/// (`.UTF-8`) and modifier (`@euro`) are dropped; `C` and `POSIX` mean
/// `en_US`. The id is not checked here: an id ICU does not know is an error
/// when the locale is loaded, never a silent fallback.
///
/// ```swift
/// let swiss = LocaleDefault.choose(option: nil, environment: ["LANG": "de_CH.UTF-8"])
/// swiss.id      // "de_CH"
/// swiss.source  // .environment(name: "LANG", value: "de_CH.UTF-8")
/// LocaleDefault.choose(option: nil, environment: ["LC_ALL": "C.UTF-8"]).id  // "en_US"
/// ```
public struct LocaleDefault: Sendable, Equatable {
  /// The id to load, such as `de_CH`.
  public let id: String
  /// Where it came from, for error messages.
  public let source: LocaleSource

  /// The id used when nothing names one.
  public static let fallbackID = "en_US"
  /// The variables read, in order of precedence.
  public static let variables = ["LC_ALL", "LC_NUMERIC", "LANG"]

  /// Chooses the starting locale.
  ///
  /// - Parameters:
  ///   - option: The value of `--locale`, if given.
  ///   - environment: Looks up an environment variable.
  /// - Returns: The id and where it came from.
  public static func choose(option: String?, environment: (String) -> String?) -> LocaleDefault {
    if let option { return LocaleDefault(id: option, source: .option) }
    for name in variables {
      guard let value = environment(name), !value.isEmpty else { continue }
      return LocaleDefault(
        id: normalized(value), source: .environment(name: name, value: value))
    }
    return LocaleDefault(id: fallbackID, source: .fallback)
  }

  /// Chooses the starting locale from a dictionary of variables.
  public static func choose(option: String?, environment: [String: String]) -> LocaleDefault {
    choose(option: option) { environment[$0] }
  }

  /// A POSIX locale value without codeset and modifier; `C`, `POSIX` and an
  /// empty name become ``fallbackID``.
  ///
  /// ```swift
  /// LocaleDefault.normalized("de_DE.UTF-8@euro")  // "de_DE"
  /// LocaleDefault.normalized("C.UTF-8")           // "en_US"
  /// ```
  public static func normalized(_ value: String) -> String {
    let name = value.prefix { !$0.hasSameUTF8(as: ".") && !$0.hasSameUTF8(as: "@") }
    let isPOSIX = name.isEmpty || name.hasSameUTF8(as: "C") || name.hasSameUTF8(as: "POSIX")
    return isPOSIX ? fallbackID : String(name)
  }
}
