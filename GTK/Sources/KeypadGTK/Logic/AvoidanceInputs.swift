import KeypadAvoidance

/// The inputs of `KeyboardAvoider` taken from widget frames.
///
/// GTK gives each widget's bounds relative to another widget. The avoider
/// wants the viewport's size, the keyboard's frame in viewport coordinates
/// and the active field's frame in content coordinates. A form shows its
/// fields in a scrolled window; the number pad lies over the window's lower
/// part, so its frame is measured in the window and moved into the
/// scrolled window's coordinates here. A pad of no height (still sliding
/// in, or hidden) is no keyboard.
///
/// ```swift
/// let inputs = AvoidanceInputs(
///   scroller: Rect(x: 0, y: 40, width: 390, height: 804),
///   pad: Rect(x: 0, y: 500, width: 390, height: 344))
/// inputs.viewport.size  // Size(width: 390, height: 804)
/// inputs.keyboardFrame  // Rect(x: 0, y: 460, width: 390, height: 344)
/// ```
struct AvoidanceInputs: Sendable, Hashable {
  /// The scrolled window's bounds in window coordinates.
  var scroller: Rect
  /// The pad's bounds in window coordinates, or `nil` when it is hidden.
  var pad: Rect?

  /// Creates the inputs from window coordinates.
  ///
  /// ```swift
  /// let inputs = AvoidanceInputs(scroller: Rect(x: 0, y: 0, width: 390, height: 844), pad: nil)
  /// inputs.keyboardFrame  // nil
  /// ```
  init(scroller: Rect, pad: Rect?) {
    self.scroller = scroller
    self.pad = pad
  }

  /// The viewport: the scrolled window's size, no safe area (GTK draws
  /// nothing over a window's edges on its own).
  ///
  /// ```swift
  /// let inputs = AvoidanceInputs(scroller: Rect(x: 0, y: 40, width: 390, height: 804), pad: nil)
  /// inputs.viewport.size.height  // 804
  /// ```
  var viewport: Viewport {
    Viewport(size: Size(width: max(0, scroller.width), height: max(0, scroller.height)))
  }

  /// The pad's frame in the scrolled window's coordinates, or `nil` when
  /// it is hidden or has no height.
  ///
  /// ```swift
  /// let inputs = AvoidanceInputs(
  ///   scroller: Rect(x: 0, y: 40, width: 390, height: 804),
  ///   pad: Rect(x: 0, y: 500, width: 390, height: 344))
  /// inputs.keyboardFrame?.minY  // 460
  /// ```
  var keyboardFrame: Rect? {
    guard let pad, pad.height > 0, pad.width > 0 else { return nil }
    return Rect(
      x: pad.minX - scroller.minX, y: pad.minY - scroller.minY, width: pad.width,
      height: pad.height)
  }

  /// A field's frame in content coordinates from its frame in the scrolled
  /// window's coordinates and the scroll offset it was measured at.
  ///
  /// ```swift
  /// let visible = Rect(x: 16, y: 100, width: 358, height: 60)
  /// AvoidanceInputs.contentFrame(ofVisible: visible, scrollOffset: 250)
  /// // Rect(x: 16, y: 350, width: 358, height: 60)
  /// ```
  static func contentFrame(ofVisible frame: Rect, scrollOffset: Double) -> Rect {
    Rect(x: frame.minX, y: frame.minY + scrollOffset, width: frame.width, height: frame.height)
  }

  /// A field's frame in content coordinates from its frame and the
  /// content's, both in window coordinates.
  ///
  /// Measuring both in the window makes the result independent of the
  /// scroll position GTK has laid out so far.
  ///
  /// ```swift
  /// let field = Rect(x: 16, y: 57, width: 358, height: 60)
  /// let content = Rect(x: 0, y: -300, width: 390, height: 1200)
  /// AvoidanceInputs.frame(of: field, in: content)  // Rect(x: 16, y: 357, width: 358, height: 60)
  /// ```
  static func frame(of field: Rect, in content: Rect) -> Rect {
    Rect(
      x: field.minX - content.minX, y: field.minY - content.minY, width: field.width,
      height: field.height)
  }

  /// The value for the scrolled window's vertical adjustment: the
  /// avoider's offset within what the adjustment can reach, given the
  /// content's height, the inset added below it and the page height.
  ///
  /// ```swift
  /// let reachable = AvoidanceInputs.adjustmentValue(
  ///   offset: 491.5, contentHeight: 1200, bottomInset: 336, pageHeight: 844)
  /// reachable  // 491.5
  /// let clamped = AvoidanceInputs.adjustmentValue(
  ///   offset: 900, contentHeight: 1200, bottomInset: 0, pageHeight: 844)
  /// clamped    // 356: 1200 - 844, the most the adjustment reaches
  /// ```
  static func adjustmentValue(
    offset: Double, contentHeight: Double, bottomInset: Double, pageHeight: Double
  ) -> Double {
    let upper = max(0, contentHeight + bottomInset - pageHeight)
    guard offset.isFinite else { return 0 }
    return min(max(0, offset), upper)
  }
}
