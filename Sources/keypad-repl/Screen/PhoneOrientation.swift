import KeypadAvoidance

/// How the phone is held, and what that makes of its screen and number pad.
///
/// Portrait is 390 × 844 points with a 47-point top and 34-point bottom safe
/// area and a 336-point docked number pad. Landscape is 844 × 390 with a
/// 47-point safe area left and right, 21 at the bottom, none at the top, and
/// a 162-point docked number pad.
enum PhoneOrientation: String, Sendable, Hashable {
  /// Upright: 390 × 844.
  case portrait
  /// On its side: 844 × 390.
  case landscape

  /// The other orientation.
  var rotated: PhoneOrientation { self == .portrait ? .landscape : .portrait }

  /// The phone's screen in this orientation.
  var viewport: Viewport {
    switch self {
    case .portrait:
      Viewport(
        size: Size(width: 390, height: 844),
        safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
    case .landscape:
      Viewport(
        size: Size(width: 844, height: 390),
        safeArea: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47))
    }
  }

  /// The docked number pad's height in points.
  var padHeight: Double { self == .portrait ? 336 : 162 }

  /// The docked number pad's frame in viewport coordinates: the full width,
  /// at the bottom.
  var dockedPad: Rect {
    let size = viewport.size
    return Rect(x: 0, y: size.height - padHeight, width: size.width, height: padHeight)
  }
}

/// How the number pad shows while a field is active.
enum KeyboardMode: String, Sendable, Hashable {
  /// Docked at the bottom of the screen, covering it.
  case docked
  /// Floating over the content: it covers nothing the avoider must avoid, so
  /// its frame is reported as empty.
  case floating
  /// Not shown, as with a hardware keyboard.
  case hidden

  /// The pad's frame in an orientation, or `nil` when it is hidden.
  func frame(in orientation: PhoneOrientation) -> Rect? {
    switch self {
    case .docked: orientation.dockedPad
    case .floating: .zero
    case .hidden: nil
    }
  }
}
