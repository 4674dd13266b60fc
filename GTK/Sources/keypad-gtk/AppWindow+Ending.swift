import CGtk
import Glibc

extension AppWindow {
  /// Ends the main loop on SIGTERM, SIGHUP and SIGINT, and when another
  /// client destroys the window's X11 window (`xdotool windowclose`), so that
  /// ``run()`` prints the submitted values however the app ends.
  func watchEnding() {
    for number in EndingSignal.watched {
      let watch = EndingSignal(window: self, number: number)
      endingSignals.append(watch)
      g_unix_signal_add(
        number,
        { data in
          guard let data else { return 0 }
          MainActor.assumeIsolated {
            let watch = Unmanaged<EndingSignal>.fromOpaque(data).takeUnretainedValue()
            watch.window.end(signal: watch.number)
          }
          return 0
        }, Unmanaged.passUnretained(watch).toOpaque())
    }
    keypad_connect_void(
      window, "realize",
      { widget, data in
        guard let data else { return }
        _ = keypad_connect_xevent(
          widget.assumingMemoryBound(to: GtkWidget.self),
          { _, event, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated {
              let app = Unmanaged<AppWindow>.fromOpaque(data).takeUnretainedValue()
              guard keypad_xevent_destroys(event, app.window) != 0 else { return 0 }
              // GDK 4.8 aborts on a toplevel destroyed by another client:
              // the event stops here and the app ends as Ctrl-Q ends it.
              app.close()
              return 1
            }
          }, data)
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  /// A terminating signal arrived: the main loop ends, and ``run()`` prints
  /// the values after a submit or ends the process by the signal before one.
  func end(signal number: Int32) {
    endingSignal = endingSignal ?? number
    close()
  }

  /// Ends the process as the signal does by default (status 128 + signal in
  /// a shell), as it would have without the app watching it.
  static func endProcess(with number: Int32) -> Never {
    _ = signal(number, SIG_DFL)
    _ = raise(number)
    exit(128 + number)
  }
}
