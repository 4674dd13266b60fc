/// The one place that decides how bad geometry input is read.
///
/// - A coordinate (`x`, `y`, a scroll offset) that is NaN or infinite reads as `0`.
/// - A length (a width, a height, an inset, a margin) that is NaN, infinite or
///   negative reads as `0`.
///
/// Nothing traps: every input gives a deterministic, finite result.
enum GeometrySanitizer {
  /// A finite coordinate, or `0`.
  static func coordinate(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }

  /// A finite, non-negative length, or `0`.
  static func length(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  /// `value` limited to `range`; NaN reads as the lower bound.
  static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    guard value >= range.lowerBound else { return range.lowerBound }
    return min(value, range.upperBound)
  }
}

extension Point {
  /// The point with non-finite coordinates read as `0`.
  var sanitized: Point {
    Point(x: GeometrySanitizer.coordinate(x), y: GeometrySanitizer.coordinate(y))
  }
}

extension Size {
  /// The size with negative or non-finite dimensions read as `0`.
  var sanitized: Size {
    Size(width: GeometrySanitizer.length(width), height: GeometrySanitizer.length(height))
  }
}

extension SafeAreaInsets {
  /// The insets with negative or non-finite values read as `0`.
  var sanitized: SafeAreaInsets {
    SafeAreaInsets(
      top: GeometrySanitizer.length(top), left: GeometrySanitizer.length(left),
      bottom: GeometrySanitizer.length(bottom), right: GeometrySanitizer.length(right))
  }
}

extension Rect {
  /// The rectangle with its origin and size sanitised.
  var sanitized: Rect {
    Rect(origin: origin.sanitized, size: size.sanitized)
  }
}

extension Viewport {
  /// The viewport with its size and safe area sanitised.
  var sanitized: Viewport {
    Viewport(size: size.sanitized, safeArea: safeArea.sanitized)
  }
}
