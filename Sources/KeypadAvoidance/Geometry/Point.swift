/// A location in a two-dimensional coordinate space, measured in points.
///
/// Geometry uses `Double`: positions on screen are not money, so the rule that
/// typed numbers never go through binary floating point does not apply here.
/// The `y` axis grows downwards, as on every screen the keypad runs on.
///
/// ```swift
/// let offset = Point(x: 0, y: 293)
/// ```
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate; larger values are further down.
  public var y: Double

  /// Creates a point from its two coordinates.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)
}

#if !hasFeature(Embedded)
extension Point: Codable {}
#endif
