extension KeyboardAvoider {
  /// The viewport and the keyboard changed together, as in a rotation.
  ///
  /// A rotation gives a new viewport and a new keyboard frame at the same
  /// moment. Reporting them one after the other computes a step with the new
  /// viewport and the old keyboard (a portrait keyboard below a landscape
  /// viewport covers nothing, so the inset drops to `0` in between), and that
  /// step can move the scroll position. This call applies both, then
  /// computes once.
  ///
  /// - A non-`nil` frame counts as ``keyboardWillShow(frame:)`` in the new
  ///   viewport: the offset remembered before the first keyboard stays
  ///   remembered; with no keyboard up, the current offset is remembered.
  /// - `nil` counts as ``keyboardWillHide()`` in the new viewport: the
  ///   remembered offset is restored, clamped to the new valid range.
  ///
  /// ```swift
  /// var avoider = KeyboardAvoider(
  ///   viewport: Viewport(
  ///     size: Size(width: 390, height: 844),
  ///     safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)),
  ///   contentSize: Size(width: 390, height: 1200))
  /// avoider.activeFieldChanged(frame: Rect(x: 16, y: 700, width: 358, height: 44))
  /// let shown = avoider.keyboardWillShow(frame: Rect(x: 0, y: 508, width: 390, height: 336))
  /// shown.contentOffset.y      // 491.5
  /// let landscape = avoider.viewportChanged(
  ///   to: Viewport(
  ///     size: Size(width: 844, height: 390),
  ///     safeArea: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47)),
  ///   keyboardFrame: Rect(x: 0, y: 228, width: 844, height: 162))
  /// landscape.bottomInset      // 162
  /// landscape.contentOffset.y  // 608: the field's centre 722 - 228 / 2
  /// avoider.rememberedOffset   // Point(x: 0, y: 0), from before the keyboard
  /// ```
  ///
  /// - Parameters:
  ///   - viewport: The new viewport.
  ///   - keyboardFrame: The keyboard's frame in the new viewport's
  ///     coordinates, or `nil` when no keyboard is up after the change.
  /// - Returns: The new inset and offset.
  @discardableResult
  public mutating func viewportChanged(to viewport: Viewport, keyboardFrame: Rect?)
    -> AvoidanceResult
  {
    storedViewport = viewport
    guard let keyboardFrame else { return keyboardWillHide() }
    return keyboardWillShow(frame: keyboardFrame)
  }

  /// Places fields with another policy from now on, and recomputes.
  ///
  /// With a keyboard up, the active field is placed again under the new
  /// policy (a field already visible stays where it is); the remembered
  /// offset is kept. With no keyboard up, nothing moves.
  ///
  /// <!-- example: continues -->
  /// ```swift
  /// avoider.policyChanged(to: .minimal(margin: 10))
  /// avoider.policy  // .minimal(margin: 10)
  /// ```
  ///
  /// - Parameter policy: Where a field that has to move goes.
  /// - Returns: The inset and offset.
  @discardableResult
  public mutating func policyChanged(to policy: AvoidancePolicy) -> AvoidanceResult {
    avoidance.policy = policy
    return settle()
  }
}
