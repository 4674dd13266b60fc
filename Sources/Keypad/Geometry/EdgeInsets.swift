/// Distances inset from the four edges of a rectangle, measured in points.
///
/// Used for the safe area of a ``Viewport``. As with ``Size``, the layout
/// code treats a negative, infinite or NaN inset as `0`.
///
/// ```swift
/// let notchedPhone = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// ```
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four edge distances.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
