import CGtk
import KeypadGTK

extension AppWindow {
  func connect() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    keypad_connect_bool(
      window, "close-request",
      { _, data in
        guard let data else { return 0 }
        MainActor.assumeIsolated {
          Unmanaged<AppWindow>.fromOpaque(data).takeUnretainedValue().close()
        }
        return 1
      }, me)
    keypad_connect_void(
      window, "realize",
      { widget, data in
        guard let clock = gtk_widget_get_frame_clock(widget.assumingMemoryBound(to: GtkWidget.self))
        else { return }
        keypad_connect_void(
          UnsafeMutableRawPointer(clock), "after-paint",
          { _, data in
            guard let data else { return }
            MainActor.assumeIsolated {
              Unmanaged<AppWindow>.fromOpaque(data).takeUnretainedValue().firstFrame()
            }
          }, data)
      }, me)
    guard let keys = gtk_event_controller_key_new() else { return }
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    keypad_connect_key(
      keys,
      { _, keyval, _, state, data in
        guard let data, state.rawValue & GDK_CONTROL_MASK.rawValue != 0 else { return 0 }
        return MainActor.assumeIsolated {
          let app = Unmanaged<AppWindow>.fromOpaque(data).takeUnretainedValue()
          switch Int32(bitPattern: gdk_keyval_to_lower(keyval)) {
          case GDK_KEY_q:
            app.close()
            return 1
          case GDK_KEY_r:
            app.rotate()
            return 1
          default:
            return 0
          }
        }
      }, me)
    gtk_widget_add_controller(window, keys)
  }
}
