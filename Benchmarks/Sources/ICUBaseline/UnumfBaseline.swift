@_implementationOnly import CICUBaseline

/// The "format with ICU on each key" baseline: ICU's number formatter
/// (`unumf`), opened once per locale and fraction count, formatting the typed
/// decimal text and converting the result to a `String`.
///
/// This module must not import Foundation (whose private ICU has clashing C
/// enums), so it exposes standard-library types only.
///
/// ```swift
/// let icu = try UnumfBaseline(locale: "de_DE", maxFractionDigits: 2)
/// icu.format("1234.5", fractionDigits: 1, trailingSeparator: false)  // "1.234,5"
/// icu.format("1234", fractionDigits: 0, trailingSeparator: true)     // "1.234,"
/// ```
public final class UnumfBaseline {
  /// Formatters and result objects: index 0 for integers, 1 for integers
  /// with a trailing separator, 2 + n for n fraction digits.
  private var formatters: [OpaquePointer] = []
  private var results: [OpaquePointer] = []

  /// A failure to open a formatter, with ICU's status code.
  public struct Failure: Error {
    /// ICU's `UErrorCode` value.
    public let status: Int32
  }

  /// Opens the formatters for `locale`, up to `maxFractionDigits`.
  public init(locale: String, maxFractionDigits: Int) throws(Failure) {
    var skeletons = ["precision-integer", "precision-integer decimal-always"]
    for count in 0..<maxFractionDigits {
      skeletons.append("." + String(repeating: "0", count: count + 1))
    }
    for skeleton in skeletons {
      var status = U_ZERO_ERROR
      let units = Array(skeleton.utf16)
      let formatter = locale.withCString { id in
        cicub_unumf_open(units, Int32(units.count), id, &status)
      }
      let result = cicub_unumf_openResult(&status)
      guard let formatter, let result, cicub_failed(status) == 0 else {
        throw Failure(status: status.rawValue)
      }
      formatters.append(formatter)
      results.append(result)
    }
  }

  deinit {
    for result in results { cicub_unumf_closeResult(result) }
    for formatter in formatters { cicub_unumf_close(formatter) }
  }

  /// Formats the ASCII decimal `text` (such as `-1234.5`) with exactly
  /// `fractionDigits` fraction digits; `trailingSeparator` shows the decimal
  /// separator after an integer, as the user just typed it.
  public func format(_ text: String, fractionDigits: Int, trailingSeparator: Bool) -> String {
    guard !text.isEmpty else { return "" }
    let index = fractionDigits > 0 ? 2 + fractionDigits - 1 : (trailingSeparator ? 1 : 0)
    let formatter = formatters[index]
    let result = results[index]
    var status = U_ZERO_ERROR
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        guard let base = chars.baseAddress else { return }
        cicub_unumf_formatDecimal(formatter, base, Int32(chars.count), result, &status)
      }
    }
    return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { buffer in
      let length = cicub_unumf_resultToString(result, buffer.baseAddress, 64, &status)
      guard cicub_failed(status) == 0 else { return "" }
      return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
    }
  }
}

/// The least any loader of ICU's number data pays for a locale it has not
/// seen: open a `unumf` formatter and format one number, which builds the
/// locale's symbols and patterns once.
public enum UnumfLocaleBaseline {
  /// Opens a `.0` formatter for `locale`, formats `-1234567.5` and returns
  /// the number of UTF-16 units ICU wrote (0 on failure).
  public static func formatOnce(locale: String) -> Int {
    var status = U_ZERO_ERROR
    let units = Array(".0".utf16)
    let formatter = locale.withCString { id in
      cicub_unumf_open(units, Int32(units.count), id, &status)
    }
    let result = cicub_unumf_openResult(&status)
    defer {
      cicub_unumf_closeResult(result)
      cicub_unumf_close(formatter)
    }
    guard let formatter, let result, cicub_failed(status) == 0 else { return 0 }
    cicub_unumf_formatDecimal(formatter, "-1234567.5", -1, result, &status)
    let length = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { buffer in
      cicub_unumf_resultToString(result, buffer.baseAddress, 64, &status)
    }
    return cicub_failed(status) == 0 ? Int(length) : 0
  }
}
