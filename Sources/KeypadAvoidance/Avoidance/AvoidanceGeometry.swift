/// The pure keyboard-avoidance arithmetic of a vertically scrolling form.
///
/// Give it the viewport, the content size, the keyboard frame (in viewport
/// coordinates, or `nil` when no keyboard is up), the active field's frame (in
/// content coordinates) and the current scroll position; it returns the bottom
/// inset and scroll position that keep the field visible above the keyboard.
///
/// The model, worked through with numbers in <doc:KeyboardAvoidance>:
///
/// - Content coordinates start at the top of the content; content is laid out
///   below the top safe-area inset, so a ``AvoidanceResult/contentOffset`` of
///   `y` shows content `y` right below that inset.
/// - `bottomInset` is the keyboard's overlap with the viewport: from the
///   keyboard's top edge to the viewport's bottom edge, if the keyboard overlaps
///   the viewport at all, else `0`.
/// - The visible height is
///   `viewport.height - safeArea.top - max(safeArea.bottom, bottomInset)`, at least `0`.
/// - Valid offsets are `0 ... max(0, contentHeight - visibleHeight)`.
///
/// ```swift
/// let avoidance = AvoidanceGeometry(policy: .minimal())
/// let result = avoidance.layout(
///   viewport: Viewport(
///     size: Size(width: 390, height: 844),
///     safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)),
///   contentSize: Size(width: 390, height: 1200),
///   keyboardFrame: Rect(x: 0, y: 508, width: 390, height: 336),
///   activeField: Rect(x: 16, y: 700, width: 358, height: 44))
/// result.contentOffset.y  // 293: the field's bottom (744) + 10 - 461 visible points
/// ```
public struct AvoidanceGeometry: Sendable, Hashable {
  /// Where the active field goes when it has to move.
  public var policy: AvoidancePolicy

  /// Creates the arithmetic for one policy.
  ///
  /// - Parameter policy: Where a field that has to move goes; ``AvoidancePolicy/center`` by default.
  public init(policy: AvoidancePolicy = .center) {
    self.policy = policy
  }

  /// Computes the inset and scroll position that keep `activeField` visible above the keyboard.
  ///
  /// The current offset is first clamped to the valid range. If the field is
  /// already visible (for ``AvoidancePolicy/minimal(margin:)``: with its margin),
  /// the offset stays; otherwise the policy places it. A field taller than the
  /// visible area is aligned by its top. The result is always clamped to the
  /// valid offsets.
  ///
  /// - Parameters:
  ///   - viewport: The viewport's size and safe area.
  ///   - contentSize: The size of the scrollable content.
  ///   - keyboardFrame: The keyboard's frame in viewport coordinates, or `nil` for none.
  ///   - activeField: The focused field's frame in content coordinates, or `nil` for none.
  ///   - currentOffset: The scroll position now; only `y` is read.
  /// - Returns: The inset, offset and visible area to apply.
  public func layout(
    viewport: Viewport, contentSize: Size, keyboardFrame: Rect?, activeField: Rect?,
    currentOffset: Point = .zero
  ) -> AvoidanceResult {
    let measures = Measures(
      viewport: viewport, contentSize: contentSize, keyboardFrame: keyboardFrame)
    let current = measures.clamp(currentOffset.y)
    guard let field = activeField?.sanitized else {
      return measures.result(offset: current, field: nil)
    }
    let target = targetOffset(for: field, from: current, visibleHeight: measures.visibleHeight)
    return measures.result(offset: measures.clamp(target), field: field)
  }

  /// Describes the scroll view as it is, without moving anything except to
  /// clamp `contentOffset` into the valid range.
  ///
  /// - Parameters:
  ///   - viewport: The viewport's size and safe area.
  ///   - contentSize: The size of the scrollable content.
  ///   - keyboardFrame: The keyboard's frame in viewport coordinates, or `nil` for none.
  ///   - activeField: The focused field's frame in content coordinates, or `nil` for none.
  ///   - contentOffset: The scroll position; only `y` is read.
  /// - Returns: The inset, the clamped offset and the visible area.
  public static func measure(
    viewport: Viewport, contentSize: Size, keyboardFrame: Rect?, activeField: Rect?,
    contentOffset: Point
  ) -> AvoidanceResult {
    let measures = Measures(
      viewport: viewport, contentSize: contentSize, keyboardFrame: keyboardFrame)
    return measures.result(offset: measures.clamp(contentOffset.y), field: activeField?.sanitized)
  }

  /// How far the keyboard reaches up into the viewport from its bottom edge.
  ///
  /// A keyboard that overlaps the viewport anywhere covers everything from its
  /// top edge down to the viewport's bottom edge. A keyboard that does not
  /// overlap it (floating elsewhere, undocked, zero-sized, or `nil`) gives `0`.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in viewport coordinates, or `nil`.
  ///   - viewport: The viewport.
  /// - Returns: A value between `0` and the viewport's height.
  public static func keyboardOverlap(of keyboardFrame: Rect?, in viewport: Viewport) -> Double {
    guard let keyboard = keyboardFrame?.sanitized else { return 0 }
    let size = viewport.size.sanitized
    let top = max(keyboard.minY, 0)
    let sharesArea =
      min(keyboard.maxX, size.width) > max(keyboard.minX, 0)
      && min(keyboard.maxY, size.height) > top
    return sharesArea ? size.height - top : 0
  }

  /// The scroll positions a scroll view accepts with a given keyboard inset:
  /// `0 ... max(0, contentHeight - visibleHeight)`.
  ///
  /// - Parameters:
  ///   - viewport: The viewport.
  ///   - contentSize: The size of the scrollable content.
  ///   - bottomInset: The keyboard's overlap, as from ``keyboardOverlap(of:in:)``.
  /// - Returns: The closed range of valid vertical offsets.
  public static func validOffsets(
    viewport: Viewport, contentSize: Size, bottomInset: Double
  ) -> ClosedRange<Double> {
    let visible = visibleHeight(viewport: viewport.sanitized, bottomInset: bottomInset)
    return 0...max(0, contentSize.sanitized.height - visible)
  }

  private static func visibleHeight(viewport: Viewport, bottomInset: Double) -> Double {
    let obscured = max(viewport.safeArea.bottom, GeometrySanitizer.length(bottomInset))
    return max(0, viewport.size.height - viewport.safeArea.top - obscured)
  }

  private func targetOffset(for field: Rect, from current: Double, visibleHeight: Double)
    -> Double
  {
    let height = field.size.height
    guard height <= visibleHeight else { return field.minY }
    switch policy {
    case .center:
      if field.minY >= current && field.maxY <= current + visibleHeight { return current }
      return field.midY - visibleHeight / 2
    case .minimal(let margin):
      let room = min(GeometrySanitizer.length(margin), (visibleHeight - height) / 2)
      if field.maxY + room > current + visibleHeight { return field.maxY + room - visibleHeight }
      if field.minY - room < current { return field.minY - room }
      return current
    }
  }

  /// The sanitised numbers one layout step works with.
  private struct Measures {
    let viewport: Viewport
    let bottomInset: Double
    let effectiveBottomInset: Double
    let visibleHeight: Double
    let offsets: ClosedRange<Double>

    init(viewport rawViewport: Viewport, contentSize: Size, keyboardFrame: Rect?) {
      viewport = rawViewport.sanitized
      bottomInset = AvoidanceGeometry.keyboardOverlap(of: keyboardFrame, in: viewport)
      effectiveBottomInset = max(viewport.safeArea.bottom, bottomInset)
      visibleHeight = AvoidanceGeometry.visibleHeight(viewport: viewport, bottomInset: bottomInset)
      offsets = 0...max(0, contentSize.sanitized.height - visibleHeight)
    }

    /// A non-finite offset reads as `0`; then it is limited to the valid range.
    func clamp(_ offset: Double) -> Double {
      GeometrySanitizer.clamp(GeometrySanitizer.coordinate(offset), to: offsets)
    }

    func result(offset: Double, field: Rect?) -> AvoidanceResult {
      let insets = viewport.safeArea
      let visible = Rect(
        x: insets.left, y: offset,
        width: max(0, viewport.size.width - insets.left - insets.right), height: visibleHeight)
      var fits = true
      var isVisible = true
      if let field {
        let scale = max(1, abs(field.minY), abs(field.maxY), visible.maxY)
        let tolerance = scale.isFinite ? 1e-9 * scale : 0
        fits = field.size.height <= visibleHeight
        isVisible = field.minY >= visible.minY - tolerance && field.maxY <= visible.maxY + tolerance
      }
      return AvoidanceResult(
        bottomInset: bottomInset, effectiveBottomInset: effectiveBottomInset,
        contentOffset: Point(x: 0, y: offset), visibleRect: visible, fieldFits: fits,
        fieldIsVisible: isVisible)
    }
  }
}

#if !hasFeature(Embedded)
extension AvoidanceGeometry: Codable {}
#endif
