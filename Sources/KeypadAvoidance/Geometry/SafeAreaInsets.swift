/// The safe area of a ``Viewport``: distances inset from its four edges,
/// measured in points.
///
/// (Not `EdgeInsets`, so that an app importing SwiftUI as well needs no
/// module prefix.) As with ``Size``, the layout code treats a negative,
/// infinite or NaN inset as `0`.
///
/// ```swift
/// let notchedPhone = SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)
/// ```
public struct SafeAreaInsets: Sendable, Hashable {
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
  public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)
}

#if !hasFeature(Embedded)
extension SafeAreaInsets: Codable {}
#endif
