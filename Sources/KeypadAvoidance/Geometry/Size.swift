/// A width and a height, measured in points.
///
/// A size stores whatever it is given. The layout code reads it through
/// sanitising accessors: a negative, infinite or NaN dimension counts as `0`,
/// so bad input gives a deterministic result instead of a crash.
///
/// ```swift
/// let phone = Size(width: 390, height: 844)
/// ```
public struct Size: Sendable, Hashable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from a width and a height.
  ///
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, `0 × 0`.
  public static let zero = Size(width: 0, height: 0)
}

#if !hasFeature(Embedded)
extension Size: Codable {}
#endif
