/// An axis-aligned rectangle: an origin (top-left corner) and a size.
///
/// Field frames are rectangles in content coordinates; the keyboard frame is a
/// rectangle in viewport coordinates. The rectangle stores its input as
/// given; the layout code reads a non-finite coordinate as `0` and a
/// negative or non-finite dimension as `0`.
///
/// ```swift
/// let field = Rect(x: 16, y: 700, width: 358, height: 44)
/// field.maxY  // 744
/// ```
public struct Rect: Sendable, Hashable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner.
  ///   - size: The width and height.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its top-left corner and its size.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The horizontal extent, `size.width`.
  public var width: Double { size.width }
  /// The vertical extent, `size.height`.
  public var height: Double { size.height }
  /// The left edge, `origin.x`.
  public var minX: Double { origin.x }
  /// The top edge, `origin.y`.
  public var minY: Double { origin.y }
  /// The right edge, `origin.x + size.width`.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge, `origin.y + size.height`.
  public var maxY: Double { origin.y + size.height }
  /// The vertical centre, half-way between `minY` and `maxY`.
  public var midY: Double { origin.y + size.height / 2 }
}

#if !hasFeature(Embedded)
extension Rect: Codable {}
#endif
