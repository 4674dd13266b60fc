/// Where the active field goes when the keyboard would hide it.
///
/// Both policies leave the scroll position alone when the field is already
/// visible (for ``minimal(margin:)``: visible with its margin). They differ in
/// where they put a field that has to move:
///
/// - ``center``: the field's vertical centre goes to the centre of the visible
///   area above the keyboard. This is the default.
/// - ``minimal(margin:)``: the content scrolls only as far as needed, so the
///   field's bottom clears the keyboard by `margin` points, or, for a field
///   above the visible area, so its top sits `margin` points below the top of
///   the visible area.
///
/// In both cases a field taller than the visible area is aligned by its top,
/// and the result is clamped to the scroll view's valid offsets. A negative or
/// non-finite margin reads as `0`; a margin that does not fit around the field
/// shrinks to what does.
///
/// ```swift
/// let avoidance = AvoidanceGeometry(policy: .minimal())  // 10-point margin
/// let tight = AvoidanceGeometry(policy: .minimal(margin: 4))
/// ```
public enum AvoidancePolicy: Sendable, Hashable {
  /// Centre the field in the visible area above the keyboard.
  case center
  /// Scroll as little as possible, keeping `margin` points between the field
  /// and the edges of the visible area.
  case minimal(margin: Double = 10)
}

#if !hasFeature(Embedded)
extension AvoidancePolicy: Codable {}
#endif
