import CGtk
import Keypad
import KeypadAvoidance

/// Binds a `KeypadForm` and a `KeyboardAvoider` to a scrolled list of
/// `NumberEntry` rows with an in-window number pad.
///
/// Focus follows the form: Next (∨, Tab), Previous (∧, Shift-Tab) and the
/// return key (its button, Enter) call the form's navigation, and a click
/// in a field focuses it; a click outside the fields and the pad
/// dismisses the pad and keeps every value. While a field is active the
/// pad slides up over the lower part, and the scroll position and the
/// bottom inset are what `KeyboardAvoider` computes from the real frames:
/// the active field ends up above the pad, and the offset from before the
/// pad comes back when it hides. Done checks the form: failures show under
/// their fields and focus goes to the first; otherwise the values are
/// submitted to ``onSubmit``. The accessory bar's ∧ and ∨ are insensitive
/// where they lead nowhere. In a right-to-left locale (ar_EG, fa_IR, he_IL)
/// the whole form is laid out right to left, but for the pad's keys.
///
/// The controller lives as long as its ``widget``.
///
/// <!-- example: not compiled: part of a GTK app, whose widgets need a display and GTK's main loop -->
/// ```swift
/// let form = try KeypadForm(fields: fields, symbols: NumberSymbols.locale("de_DE"))
/// let controller = FormController(form: form)
/// controller.onSubmit = { values in print(values) }
/// gtk_window_set_child(window, controller.widget.assumingMemoryBound(to: GtkWidget.self))
/// controller.focusFirstField()
/// ```
@MainActor
public final class FormController {
  /// The form as it stands.
  public internal(set) var form: KeypadForm
  /// The values of the last successful Done, or `nil`.
  public internal(set) var submitted: FormValues?
  /// Called after a successful Done with the submitted values.
  public var onSubmit: ((FormValues) -> Void)?
  /// Called with one line per event (edit, focus, scroll, layout, pad),
  /// for `--trace`.
  package var onTrace: ((TraceLine) -> Void)?
  /// The whole form: the scrolled list with the pad over it; a
  /// `GtkWidget *` to put in a window.
  public var widget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(overlay) }

  let usesPad: Bool
  let overlay: Widget
  let scroller: Widget
  let list: Widget
  let status: Widget
  var entries: [String: NumberEntry] = [:]
  var pad: NumberPad?
  var avoider: KeyboardAvoider?
  var padShown = false
  /// The adjustment value the avoider asked for, until GTK can reach it.
  var targetOffset: Double?
  var settingOffset = false
  var settleAttempts = 0
  var measureQueued = false
  var layoutPending = false
  var measuredViewport: Size?
  var measuredContent: Size?
  /// Whether the window's activation is watched, and whether the focused
  /// field was given again for a screen reader (see
  /// ``connectFirstActivation()``).
  var watchingActivation = false
  var focusAnnounced = false
  /// How many inputs the form has been given, and how many when the window
  /// first became active.
  var inputCount = 0
  var inputsAtActivation = 0
  /// The announcement of the last input, when the entry it moved the focus
  /// to already holds it as its description (see ``describeNewFocus(_:)``).
  var saidWithFocus: Announcement?

  /// Builds the widgets of a form.
  ///
  /// - Parameters:
  ///   - form: The form, with its fields, locale and chain.
  ///   - usesPad: `false` leaves the pad out and relies on the platform's
  ///     on-screen keyboard; the accessory bar stays.
  ///   - policy: Where a field the pad would cover moves to (an `AvoidancePolicy`
  ///     of `KeypadAvoidance`).
  public init(form: KeypadForm, usesPad: Bool = true, policy: AvoidancePolicy = .center) {
    self.form = form
    self.usesPad = usesPad
    overlay = gtk_overlay_new()
    scroller = gtk_scrolled_window_new()
    list = GtkCalls.box(vertical: true, spacing: 12)
    status = GtkCalls.label("", cssClass: "form-status")
    self.policy = policy
    build()
  }

  let policy: AvoidancePolicy

  private func build() {
    gtk_widget_add_css_class(list, "form-list")
    gtk_scrolled_window_set_policy(
      keypad_scrolled(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(keypad_scrolled(scroller), list)
    if let viewport = gtk_scrolled_window_get_child(keypad_scrolled(scroller)) {
      gtk_viewport_set_scroll_to_focus(keypad_viewport(viewport), 0)
    }
    gtk_widget_set_vexpand(scroller, 1)
    gtk_overlay_set_child(keypad_overlay(overlay), scroller)
    for definition in form.fields {
      let engine = FormFieldEngine(controller: self, name: definition.name)
      let entry = NumberEntry(engine: engine, label: definition.label)
      let name = definition.name
      entry.onFocus = { [unowned self] in self.focus(name) }
      entry.onEdit = { [unowned self] edit in self.traceEdit(edit, field: name) }
      entry.onAnnounce = { [unowned self, unowned entry] announcement in
        self.announce(announcement, otherwise: entry)
      }
      gtk_widget_set_sensitive(entry.entry, definition.isEnabled ? 1 : 0)
      gtk_widget_set_visible(entry.row, definition.isHidden ? 0 : 1)
      entries[name] = entry
      GtkCalls.append(entry.row, to: list)
    }
    gtk_widget_set_halign(status, GTK_ALIGN_START)
    GtkCalls.append(status, to: list)
    let pad = NumberPad(symbols: form.symbols, withKeys: usesPad)
    pad.onKey = { [unowned self] key in self.padKey(key) }
    gtk_overlay_add_overlay(keypad_overlay(overlay), pad.revealer)
    self.pad = pad
    applyDirection()
    connectInput()
    connectLayout()
    connectFirstActivation()
    // The controller lives as long as its widget, as an entry does.
    keypad_connect_void(
      overlay, "destroy",
      { _, data in
        guard let data else { return }
        Unmanaged<FormController>.fromOpaque(data).release()
      }, Unmanaged.passRetained(self).toOpaque())
  }

  /// Makes the first available field active, as a form does when it opens.
  public func focusFirstField() {
    guard let name = form.firstAvailableFieldName else { return }
    focus(name)
  }

  /// Makes a field active.
  func focus(_ name: String) {
    guard form.activeFieldName != name else { return }
    navigate(.focus(name), flushing: false)
  }

  /// Moves to the next field (from the last, acts as Done).
  func next() {
    navigate(.next)
  }

  /// Moves to the previous field.
  func previous() {
    navigate(.previous)
  }

  /// Checks the form; submits it, or shows the failures and focuses the
  /// first.
  func done() {
    navigate(.done)
  }

  /// Hides the pad and leaves every field, keeping the values.
  func dismiss() {
    navigate(.dismiss)
  }

  /// Applies an input that is no edit of a field, and says its
  /// announcement (a clamp on leaving, Done's outcome); with `flushing`,
  /// the active entry's held deletion is applied first.
  private func navigate(_ input: FormInput, flushing: Bool = true) {
    let left = activeEntry
    if flushing { left?.flushPending() }
    let result = apply(input)
    if let announcement = result.announcement {
      announce(announcement, otherwise: left)
    }
  }

  var activeEntry: NumberEntry? { form.activeFieldName.flatMap { entries[$0] } }

  /// Applies an input to the form, the one way the app drives it: a
  /// refusal of the form's is traced, the result is shown, and it goes
  /// back to the caller.
  @discardableResult
  func apply(_ input: FormInput) -> FormResult {
    inputCount += 1
    let result = form.apply(input)
    if case .form(let error) = result.refusal { trace(error: error) }
    describeNewFocus(result)
    handle(result)
    return result
  }

  /// Applies an input of a field's entry, focusing the field first.
  ///
  /// - Returns: The form's result, for the entry to draw.
  func edit(_ name: String, _ input: FormInput) -> FormResult {
    if form.activeFieldName != name { focus(name) }
    return apply(input)
  }

  func trace(_ line: TraceLine) {
    onTrace?(line)
  }

  func trace(error: FormError) {
    var line = TraceLine("error")
    line.add("code", error.code)
    trace(line)
  }
}
