import CGtk
import Keypad
import KeypadGTK

/// The app's window: the form's title, the form with its pad, 390 × 844
/// (844 × 390 in landscape), and the keys Ctrl-Q and Ctrl-R.
@MainActor
final class AppWindow {
  /// The phone's size in portrait.
  static let portrait = (width: Int32(390), height: Int32(844))

  let window: UnsafeMutablePointer<GtkWidget>
  let controller: FormController
  let loop: OpaquePointer
  let tracing: Bool
  let started: Int
  var landscape: Bool
  var painted = false
  /// The terminating signal that ended the main loop, if one did.
  var endingSignal: Int32?
  /// The signals watched on the main loop, kept alive with the window.
  var endingSignals: [EndingSignal] = []

  init(form: KeypadForm, title: String, usesPad: Bool, landscape: Bool, trace: Bool, started: Int) {
    // The window's own widgets (the title) follow the form's locale, not
    // the environment's.
    gtk_widget_set_default_direction(
      form.symbols.layoutDirection == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    window = gtk_window_new()
    controller = FormController(form: form, usesPad: usesPad)
    loop = g_main_loop_new(nil, 0)
    tracing = trace
    self.started = started
    self.landscape = landscape
    gtk_window_set_title(keypad_window(window), title)
    AppStyle.install()
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) ?? window
    let heading = gtk_label_new(title) ?? window
    gtk_widget_add_css_class(heading, "form-title")
    gtk_box_append(keypad_box(column), heading)
    let formWidget = controller.widget.assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_vexpand(formWidget, 1)
    gtk_box_append(keypad_box(column), formWidget)
    gtk_window_set_child(keypad_window(window), column)
    applySize()
    if trace {
      controller.onTrace = { line in Output.standardError(line.text) }
    }
    connect()
    watchEnding()
  }

  /// Shows the window, runs until it ends, and returns the exit status.
  ///
  /// However the app ends (Ctrl-Q, the window closed or destroyed, SIGTERM,
  /// SIGHUP, SIGINT), after a submit it prints the last submitted values
  /// and returns 0. Without one it returns 1, but a signal then ends the
  /// process as that signal does.
  func run() -> Int32 {
    gtk_window_present(keypad_window(window))
    controller.focusFirstField()
    g_main_loop_run(loop)
    guard let values = controller.submitted else {
      if let endingSignal { AppWindow.endProcess(with: endingSignal) }
      return 1
    }
    Output.standardOutput(values.json)
    return 0
  }

  func applySize() {
    let size = AppWindow.portrait
    let (width, height) = landscape ? (size.height, size.width) : (size.width, size.height)
    if landscape {
      gtk_widget_add_css_class(window, "landscape")
    } else {
      gtk_widget_remove_css_class(window, "landscape")
    }
    gtk_window_set_default_size(keypad_window(window), width, height)
    gtk_widget_set_size_request(window, width, height)
  }

  /// Ctrl-R: portrait to landscape and back.
  func rotate() {
    landscape.toggle()
    gtk_widget_set_size_request(window, -1, -1)
    applySize()
    var line = TraceLine("rotate")
    line.add("landscape", landscape)
    trace(line)
  }

  func close() {
    g_main_loop_quit(loop)
  }

  func trace(_ line: TraceLine) {
    if tracing { Output.standardError(line.text) }
  }

  func firstFrame() {
    guard !painted else { return }
    painted = true
    var line = TraceLine("ready")
    line.add("ms", Double(g_get_monotonic_time() - started) / 1000)
    line.add("direction", gtk_widget_get_direction(window) == GTK_TEXT_DIR_RTL ? "rtl" : "ltr")
    line.add("rssKB", AppWindow.residentKilobytes())
    trace(line)
  }

  /// VmRSS from /proc/self/status, or 0.
  static func residentKilobytes() -> Int {
    var contents: UnsafeMutablePointer<CChar>?
    guard g_file_get_contents("/proc/self/status", &contents, nil, nil) != 0, let contents else {
      return 0
    }
    defer { g_free(contents) }
    let text = String(cString: contents)
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}
