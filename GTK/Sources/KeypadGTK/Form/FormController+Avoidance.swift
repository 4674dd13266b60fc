import CGtk
import KeypadAvoidance

extension FormController {
  /// Measures after each painted frame and follows the scroll position.
  func connectLayout() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    keypad_connect_void(
      overlay, "realize",
      { widget, data in
        guard let data,
          let clock = gtk_widget_get_frame_clock(widget.assumingMemoryBound(to: GtkWidget.self))
        else { return }
        keypad_connect_void(
          UnsafeMutableRawPointer(clock), "after-paint",
          { _, data in
            guard let data else { return }
            MainActor.assumeIsolated {
              Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue().afterPaint()
            }
          }, data)
      }, me)
    let adjustment = verticalAdjustment
    keypad_connect_void(
      adjustment, "value-changed",
      { _, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue().scrolled()
        }
      }, me)
    keypad_connect_void(
      adjustment, "changed",
      { _, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue().applyTargetOffset()
        }
      }, me)
  }

  var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(keypad_scrolled(scroller))
  }

  /// The inputs measured now, or `nil` before the first layout.
  func measure() -> (inputs: AvoidanceInputs, content: Size, field: Rect?)? {
    guard let root = keypad_root_widget(overlay),
      let scrollerFrame = GtkCalls.bounds(of: scroller, in: root), scrollerFrame.height > 0
    else { return nil }
    // Both frames in the window, so that their difference is the field's
    // place in the content whatever the scroll position GTK has laid out.
    guard let listFrame = GtkCalls.bounds(of: list, in: root) else { return nil }
    let content = Size(width: listFrame.width, height: listFrame.height)
    var field: Rect?
    if let entry = activeEntry, let row = GtkCalls.bounds(of: entry.row, in: root) {
      field = AvoidanceInputs.frame(of: row, in: listFrame)
    }
    return (
      AvoidanceInputs(scroller: scrollerFrame, pad: padShown ? padFrame(in: root) : nil),
      content, field
    )
  }

  /// Where the pad is when it has slid up: the window's bottom, its
  /// natural height for the window's width.
  func padFrame(in root: Widget) -> Rect? {
    guard let pad else { return nil }
    let width = gtk_widget_get_width(root)
    let height = gtk_widget_get_height(root)
    var natural: Int32 = 0
    gtk_widget_measure(pad.box, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
    return Rect(
      x: 0, y: Double(height - natural), width: Double(width), height: Double(natural))
  }

  /// Shows or hides the pad, and moves the content as the avoider says.
  func setPadShown(_ shown: Bool) {
    guard let pad, shown != padShown else { return }
    padShown = shown
    gtk_revealer_set_reveal_child(keypad_revealer(pad.revealer), shown ? 1 : 0)
    var line = TraceLine("pad")
    line.add("shown", shown)
    trace(line)
    if shown { pad.tracePending = true }
    placeForPad()
  }

  /// Gives the pad's frame, or its hiding, to the avoider.
  func placeForPad() {
    guard var avoider = ensureAvoider(), let measured = measure() else {
      layoutPending = true
      return
    }
    avoider.activeFieldChanged(frame: measured.field)
    let result: AvoidanceResult
    if padShown, let frame = measured.inputs.keyboardFrame {
      result = avoider.keyboardWillShow(frame: frame)
    } else {
      result = avoider.keyboardWillHide()
    }
    self.avoider = avoider
    apply(result)
  }

  /// The active field changed while the pad is up.
  func activeFieldMoved() {
    guard var avoider = ensureAvoider(), let measured = measure() else {
      layoutPending = true
      return
    }
    let result = avoider.activeFieldChanged(frame: measured.field)
    self.avoider = avoider
    apply(result)
  }

  /// The avoider, made at the first layout with the real sizes.
  func ensureAvoider() -> KeyboardAvoider? {
    if let avoider { return avoider }
    guard let measured = measure() else { return nil }
    let made = KeyboardAvoider(
      viewport: measured.inputs.viewport, contentSize: measured.content,
      contentOffset: Point(x: 0, y: gtk_adjustment_get_value(verticalAdjustment)),
      policy: policy)
    avoider = made
    measuredViewport = measured.inputs.viewport.size
    measuredContent = measured.content
    return made
  }

  /// Applies an inset and an offset.
  func apply(_ result: AvoidanceResult) {
    gtk_widget_set_margin_bottom(list, Int32(result.bottomInset.rounded(.up)))
    targetOffset = result.contentOffset.y
    settleAttempts = 0
    var line = TraceLine("scroll")
    line.add("offset", result.contentOffset.y)
    line.add("inset", result.bottomInset)
    if let avoider {
      if let field = avoider.activeField {
        line.add("fieldInContent", [field.minX, field.minY, field.width, field.height])
      }
      if let keyboard = avoider.keyboardFrame {
        line.add("padInViewport", [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height])
      }
      line.add("viewport", [avoider.viewport.size.width, avoider.viewport.size.height])
    }
    trace(line)
    applyTargetOffset()
    layoutPending = true
  }

  /// Sets the adjustment to the avoider's offset once GTK can reach it.
  func applyTargetOffset() {
    guard let target = targetOffset else { return }
    let adjustment = verticalAdjustment
    let reachable =
      gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    settingOffset = true
    gtk_adjustment_set_value(adjustment, min(target, max(0, reachable)))
    settingOffset = false
  }

  /// After a frame: whether the content is laid out at the avoider's offset.
  ///
  /// That can take a layout or two while the inset and the page size
  /// change; after a few frames the target is given up.
  func settleTargetOffset() -> Bool {
    guard let target = targetOffset else { return true }
    if contentTop(isAt: target) || settleAttempts >= 4 {
      targetOffset = nil
      settleAttempts = 0
      return true
    }
    settleAttempts += 1
    // GTK can keep a value it clamped under the previous inset while the
    // content is laid out at another: set it anew, through another value.
    settingOffset = true
    gtk_adjustment_set_value(verticalAdjustment, max(0, target - 1))
    settingOffset = false
    applyTargetOffset()
    gtk_widget_queue_allocate(scroller)
    return false
  }

  /// Whether the content is laid out scrolled to `offset`: its top that far
  /// above the scrolled window's.
  func contentTop(isAt offset: Double) -> Bool {
    guard let root = keypad_root_widget(overlay),
      let scrollerFrame = GtkCalls.bounds(of: scroller, in: root),
      let listFrame = GtkCalls.bounds(of: list, in: root)
    else { return true }
    let reachable =
      gtk_adjustment_get_upper(verticalAdjustment)
      - gtk_adjustment_get_page_size(verticalAdjustment)
    let expected = min(offset, max(0, reachable))
    return abs(scrollerFrame.minY - listFrame.minY - expected) <= 0.5
  }

  /// A scroll the avoider did not ask for: the person scrolled.
  func scrolled() {
    guard !settingOffset, targetOffset == nil, var avoider else { return }
    avoider.scrolled(to: Point(x: 0, y: gtk_adjustment_get_value(verticalAdjustment)))
    self.avoider = avoider
  }

  /// After a frame: a new window size (a rotation) or content size is
  /// given to the avoider in one call; pending trace lines are written
  /// (the pad's keys again after the window's size changed).
  ///
  /// The work runs once the main loop is idle, outside the frame clock's
  /// cycle: a scroll position set while a frame is being painted can miss
  /// the next layout.
  func afterPaint() {
    guard !measureQueued else { return }
    measureQueued = true
    let me = Unmanaged.passUnretained(self).toOpaque()
    keypad_idle_add(
      { data in
        guard let data else { return 0 }
        MainActor.assumeIsolated {
          let controller = Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue()
          controller.measureQueued = false
          controller.measureAfterPaint()
        }
        return 0
      }, me)
  }

  func measureAfterPaint() {
    alignValues()
    if avoider == nil, layoutPending {
      layoutPending = false
      placeForPad()
      return
    }
    guard var avoider, let measured = measure() else { return }
    if measured.inputs.viewport.size != measuredViewport {
      measuredViewport = measured.inputs.viewport.size
      // A new window size (a rotation) moves every pad key.
      if let pad, padShown { pad.tracePending = true }
      avoider.activeFieldChanged(frame: measured.field)
      let result = avoider.viewportChanged(
        to: measured.inputs.viewport, keyboardFrame: measured.inputs.keyboardFrame)
      self.avoider = avoider
      apply(result)
      return
    }
    if measured.content != measuredContent {
      measuredContent = measured.content
      let result = avoider.contentSizeChanged(to: measured.content)
      self.avoider = avoider
      apply(result)
      return
    }
    if layoutPending, settleTargetOffset() {
      layoutPending = false
      traceLayout()
    }
    if let pad, pad.tracePending, padShown,
      gtk_revealer_get_child_revealed(keypad_revealer(pad.revealer)) != 0
    {
      pad.tracePending = false
      tracePad()
    }
  }
}
