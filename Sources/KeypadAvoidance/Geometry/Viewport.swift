/// The window a scroll view shows its content through: a size and a safe area.
///
/// Orientation is nothing more than a different size: a phone in landscape is
/// `Viewport(size: Size(width: 844, height: 390), ...)`, with no special rules.
/// Viewport coordinates start at the top-left corner of the viewport.
///
/// ```swift
/// let portrait = Viewport(
///   size: Size(width: 390, height: 844),
///   safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
/// ```
public struct Viewport: Sendable, Hashable {
  /// The width and height of the viewport.
  public var size: Size
  /// The insets of the area not covered by system bars, notches or home indicators.
  public var safeArea: SafeAreaInsets

  /// Creates a viewport.
  ///
  /// - Parameters:
  ///   - size: The width and height of the viewport.
  ///   - safeArea: The safe-area insets; none by default.
  public init(size: Size, safeArea: SafeAreaInsets = .zero) {
    self.size = size
    self.safeArea = safeArea
  }
}

#if !hasFeature(Embedded)
extension Viewport: Codable {}
#endif
