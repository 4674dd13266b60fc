/// What the front end applies to its scroll view after a keyboard-avoidance step.
///
/// All numbers are finite. Offsets and the visible rectangle are in content
/// coordinates, where a ``contentOffset`` of `y` means content `y` sits at the
/// top of the visible area, directly below the top safe-area inset.
///
/// ```swift
/// let result = AvoidanceGeometry().layout(
///   viewport: Viewport(
///     size: Size(width: 390, height: 844),
///     safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)),
///   contentSize: Size(width: 390, height: 1200),
///   keyboardFrame: Rect(x: 0, y: 508, width: 390, height: 336),
///   activeField: Rect(x: 16, y: 700, width: 358, height: 44))
/// result.bottomInset      // 336
/// result.contentOffset.y  // 491.5
/// ```
public struct AvoidanceResult: Sendable, Hashable {
  /// How much of the viewport's bottom the keyboard covers, in points.
  ///
  /// `0` when there is no keyboard or it does not overlap the viewport
  /// (a floating keyboard off to the side, an undocked keyboard elsewhere).
  /// This is the inset the keyboard alone asks for; see
  /// ``effectiveBottomInset`` for how it combines with the safe area.
  public var bottomInset: Double

  /// The part of the viewport's bottom that content cannot be seen through:
  /// `max(safeArea.bottom, bottomInset)`.
  ///
  /// The keyboard already covers the bottom safe area, so the two do not add up.
  /// A scroll view that insets its content by the safe area on its own needs
  /// `effectiveBottomInset - safeArea.bottom` more.
  public var effectiveBottomInset: Double

  /// The scroll position to apply; `x` is always `0`.
  public var contentOffset: Point

  /// The part of the content that is visible: below the top safe-area inset,
  /// above the keyboard (or bottom safe-area inset) and between the side
  /// safe-area insets, in content coordinates.
  public var visibleRect: Rect

  /// Whether the active field is no taller than the visible area.
  ///
  /// A field that fits can be shown whole. `true` when there is no active field.
  public var fieldFits: Bool

  /// Whether the active field lies vertically inside ``visibleRect``.
  ///
  /// `true` when there is no active field. A field that fits can still be hidden when it lies outside the content.
  public var fieldIsVisible: Bool

  /// Creates a result; normally you get one from ``AvoidanceGeometry`` or ``KeyboardAvoider``.
  ///
  /// - Parameters:
  ///   - bottomInset: The keyboard's overlap with the viewport's bottom.
  ///   - effectiveBottomInset: The larger of the bottom safe-area inset and `bottomInset`.
  ///   - contentOffset: The scroll position.
  ///   - visibleRect: The visible part of the content.
  ///   - fieldFits: Whether the active field fits in the visible area.
  ///   - fieldIsVisible: Whether the active field is inside the visible area.
  public init(
    bottomInset: Double, effectiveBottomInset: Double, contentOffset: Point, visibleRect: Rect,
    fieldFits: Bool, fieldIsVisible: Bool
  ) {
    self.bottomInset = bottomInset
    self.effectiveBottomInset = effectiveBottomInset
    self.contentOffset = contentOffset
    self.visibleRect = visibleRect
    self.fieldFits = fieldFits
    self.fieldIsVisible = fieldIsVisible
  }
}

#if !hasFeature(Embedded)
extension AvoidanceResult: Codable {}
#endif
