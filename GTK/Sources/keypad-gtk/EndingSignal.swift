import Glibc

/// A terminating signal the app watches on its main loop.
///
/// The main loop owns the signal's handler (`g_unix_signal_add`), so the
/// window is told between two events, never in the middle of one.
@MainActor
final class EndingSignal {
  /// The signals that end the app as Ctrl-Q does: SIGTERM, SIGHUP, SIGINT.
  static let watched: [Int32] = [SIGTERM, SIGHUP, SIGINT]

  unowned let window: AppWindow
  let number: Int32

  init(window: AppWindow, number: Int32) {
    self.window = window
    self.number = number
  }
}
