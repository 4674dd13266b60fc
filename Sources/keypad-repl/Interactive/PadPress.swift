import KeypadFrontEnd

/// The key just pressed and whether the field took it, for highlighting it
/// on the drawn pad.
struct PadPress: Sendable, Hashable {
  /// The key.
  let key: PadKey
  /// Whether it was accepted.
  let accepted: Bool
}
