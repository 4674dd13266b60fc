import Glibc

/// How many columns a terminal gives text, by the C library's `wcwidth` in
/// the `C.UTF-8` locale: an oracle for line widths that shares nothing with
/// the screen's own `TextWidth`.
///
/// Every Unicode scalar is asked on its own and the answers are added up, as
/// a terminal advances its cursor: combining marks, format characters (bidi
/// marks, zero-width joiners) give 0, East Asian wide and full-width
/// characters 2, the rest 1. A scalar the C library calls unprintable (a
/// control character) makes the whole answer `nil`, so a line holding one
/// never passes for a given width.
enum TerminalColumns {
  private typealias WidthFunction = @convention(c) (wchar_t) -> Int32

  /// The C library's `wcwidth`, looked up by name.
  ///
  /// Glibc's headers declare it only for X/Open builds, which the Swift
  /// module of Glibc is not.
  private static let wcwidth: WidthFunction = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else {
      fatalError("the C library has no wcwidth")
    }
    return unsafeBitCast(symbol, to: WidthFunction.self)
  }()

  /// The columns of `text`, or `nil` if it holds a scalar with no width.
  static func of(_ text: String) -> Int? {
    var total = 0
    for width in widths(of: Array(text.unicodeScalars)) {
      guard let width else { return nil }
      total += width
    }
    return total
  }

  /// The lines of `lines` that are not exactly `columns` wide, each with the
  /// width the terminal gives it; empty when all are.
  static func misfits(_ lines: [String], columns: Int) -> [String] {
    lines.compactMap { line in
      let width = of(line)
      return width == columns ? nil : "\(width.map(String.init) ?? "unprintable"): \(line)"
    }
  }

  /// The columns of one scalar, or `nil` if the C library calls it unprintable.
  static func of(_ scalar: Unicode.Scalar) -> Int? {
    widths(of: [scalar])[0]
  }

  /// `wcwidth` of each scalar under `C.UTF-8`, set for this thread only
  /// (`uselocale`), so tests running beside this one keep their locale.
  private static func widths(of scalars: [Unicode.Scalar]) -> [Int?] {
    guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else {
      fatalError("the C.UTF-8 locale is missing")
    }
    defer { freelocale(utf8) }
    let previous = uselocale(utf8)
    defer { uselocale(previous) }
    return scalars.map { scalar in
      let width = wcwidth(wchar_t(bitPattern: scalar.value))
      return width < 0 ? nil : Int(width)
    }
  }
}
