/// The keyboard-avoidance state of one form: a value the front end feeds
/// with events and whose results it applies to its scroll view.
///
/// The avoider remembers the scroll position from just before the keyboard
/// appeared and restores it when the keyboard hides:
///
/// - ``keyboardWillShow(frame:)`` remembers the current offset, then moves the
///   active field above the keyboard.
/// - ``keyboardFrameChanged(frame:)``, ``viewportChanged(to:)``,
///   ``contentSizeChanged(to:)`` and ``activeFieldChanged(frame:)`` recompute
///   while the keyboard is up without touching the remembered offset.
/// - ``keyboardWillHide()`` removes the inset and restores the remembered offset,
///   clamped to the valid range of the viewport and content as they are then
///   (after a rotation the range may have shrunk).
/// - ``scrolled(to:)`` records the user's scrolling; it never moves a field.
/// - ``viewportChanged(to:keyboardFrame:)`` takes a rotation's new viewport and
///   keyboard frame together, in one step.
///
/// While no keyboard is up the avoider only keeps the offset valid; it does not
/// scroll to a newly focused field.
///
/// ```swift
/// var avoider = KeyboardAvoider(
///   viewport: Viewport(
///     size: Size(width: 390, height: 844),
///     safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)),
///   contentSize: Size(width: 390, height: 1200))
/// avoider.activeFieldChanged(frame: Rect(x: 16, y: 700, width: 358, height: 44))
/// let shown = avoider.keyboardWillShow(frame: Rect(x: 0, y: 508, width: 390, height: 336))
/// shown.contentOffset.y  // 491.5
/// let hidden = avoider.keyboardWillHide()
/// hidden.contentOffset.y  // 0, where it was before
/// ```
public struct KeyboardAvoider: Sendable, Hashable {
  /// Whether a keyboard is up, and if so what the avoider remembers about it.
  private enum Keyboard: Sendable, Hashable {
    case hidden
    case shown(frame: Rect, offsetBeforeKeyboard: Double)
  }

  var avoidance: AvoidanceGeometry
  private var keyboard = Keyboard.hidden
  var storedViewport: Viewport
  private var storedContentSize: Size
  private var storedActiveField: Rect?
  private var latest: AvoidanceResult

  /// Creates an avoider for a form with no keyboard up and no active field.
  ///
  /// - Parameters:
  ///   - viewport: The viewport's size and safe area.
  ///   - contentSize: The size of the scrollable content.
  ///   - contentOffset: The scroll position now; clamped to the valid range.
  ///   - policy: Where a field that has to move goes.
  public init(
    viewport: Viewport, contentSize: Size, contentOffset: Point = .zero,
    policy: AvoidancePolicy = .center
  ) {
    avoidance = AvoidanceGeometry(policy: policy)
    storedViewport = viewport
    storedContentSize = contentSize
    latest = AvoidanceGeometry.measure(
      viewport: viewport, contentSize: contentSize, keyboardFrame: nil, activeField: nil,
      contentOffset: contentOffset)
  }

  /// The latest inset, offset and visible area to apply.
  public var result: AvoidanceResult { latest }
  /// The policy this avoider places fields with.
  public var policy: AvoidancePolicy { avoidance.policy }
  /// The viewport as last reported.
  public var viewport: Viewport { storedViewport }
  /// The content size as last reported.
  public var contentSize: Size { storedContentSize }
  /// The active field's frame in content coordinates, or `nil` for none.
  public var activeField: Rect? { storedActiveField }

  /// The keyboard's frame in viewport coordinates, or `nil` while no keyboard is up.
  public var keyboardFrame: Rect? {
    switch keyboard {
    case .hidden: nil
    case .shown(let frame, _): frame
    }
  }

  /// The offset from before the keyboard appeared, or `nil` while no keyboard is up.
  public var rememberedOffset: Point? {
    switch keyboard {
    case .hidden: nil
    case .shown(_, let offset): Point(x: 0, y: offset)
    }
  }

  /// The keyboard is about to appear with `frame` (viewport coordinates).
  ///
  /// Remembers the current offset, unless a keyboard is already up: then this is
  /// a frame change and the offset from before the first keyboard stays remembered.
  ///
  /// - Parameter frame: The keyboard's final frame in viewport coordinates.
  /// - Returns: The new inset and offset.
  @discardableResult
  public mutating func keyboardWillShow(frame: Rect) -> AvoidanceResult {
    switch keyboard {
    case .hidden:
      keyboard = .shown(frame: frame, offsetBeforeKeyboard: latest.contentOffset.y)
    case .shown(_, let remembered):
      keyboard = .shown(frame: frame, offsetBeforeKeyboard: remembered)
    }
    return settle()
  }

  /// The keyboard's frame changed: another keyboard type, a rotation, a split.
  ///
  /// Recomputes without replacing the remembered offset. Reported while no
  /// keyboard is up, it counts as ``keyboardWillShow(frame:)``.
  ///
  /// - Parameter frame: The keyboard's new frame in viewport coordinates.
  /// - Returns: The new inset and offset.
  @discardableResult
  public mutating func keyboardFrameChanged(frame: Rect) -> AvoidanceResult {
    keyboardWillShow(frame: frame)
  }

  /// The keyboard is about to disappear.
  ///
  /// Removes the inset and restores the remembered offset, clamped to the
  /// range that is valid without a keyboard for the current viewport and
  /// content. With no keyboard up, nothing moves.
  ///
  /// - Returns: The inset (`0`) and the restored offset.
  @discardableResult
  public mutating func keyboardWillHide() -> AvoidanceResult {
    switch keyboard {
    case .hidden:
      return settle()
    case .shown(_, let remembered):
      keyboard = .hidden
      latest = AvoidanceGeometry.measure(
        viewport: storedViewport, contentSize: storedContentSize, keyboardFrame: nil,
        activeField: storedActiveField, contentOffset: Point(x: 0, y: remembered))
      return latest
    }
  }

  /// The viewport changed size or safe area (a rotation, a window resize).
  ///
  /// - Parameter viewport: The new viewport.
  /// - Returns: The new inset and offset.
  @discardableResult
  public mutating func viewportChanged(to viewport: Viewport) -> AvoidanceResult {
    storedViewport = viewport
    return settle()
  }

  /// The content grew or shrank.
  ///
  /// - Parameter contentSize: The new size of the scrollable content.
  /// - Returns: The new inset and offset.
  @discardableResult
  public mutating func contentSizeChanged(to contentSize: Size) -> AvoidanceResult {
    storedContentSize = contentSize
    return settle()
  }

  /// Another field became active, or the active field moved; `nil` when none is.
  ///
  /// - Parameter frame: The field's frame in content coordinates, or `nil`.
  /// - Returns: The new inset and offset.
  @discardableResult
  public mutating func activeFieldChanged(frame: Rect?) -> AvoidanceResult {
    storedActiveField = frame
    return settle()
  }

  /// The user scrolled to `offset` (only `y` is read); the avoider clamps and keeps it.
  ///
  /// Meant for scrolling while no keyboard is up. While one is up, the new
  /// offset is kept as well, but the remembered one is what hiding restores.
  ///
  /// - Parameter offset: The scroll position the user left the content at.
  /// - Returns: The inset and the clamped offset.
  @discardableResult
  public mutating func scrolled(to offset: Point) -> AvoidanceResult {
    latest = AvoidanceGeometry.measure(
      viewport: storedViewport, contentSize: storedContentSize, keyboardFrame: keyboardFrame,
      activeField: storedActiveField, contentOffset: offset)
    return latest
  }

  /// Recomputes the result from the current state and offset.
  mutating func settle() -> AvoidanceResult {
    switch keyboard {
    case .hidden:
      latest = AvoidanceGeometry.measure(
        viewport: storedViewport, contentSize: storedContentSize, keyboardFrame: nil,
        activeField: storedActiveField, contentOffset: latest.contentOffset)
    case .shown(let frame, _):
      latest = avoidance.layout(
        viewport: storedViewport, contentSize: storedContentSize, keyboardFrame: frame,
        activeField: storedActiveField, currentOffset: latest.contentOffset)
    }
    return latest
  }
}
