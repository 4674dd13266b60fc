import Benchmark
import BenchmarkSupport
import Keypad
import KeypadAvoidance

// Next, then the keyboard-avoidance recompute for the newly active field,
// on a 50-field and a 10,000-field form, with the keyboard up. Each
// iteration makes 1,000 steps (scaling factor `.kilo`), so the figures are
// per step. From the last field the step focuses the first one again
// instead (Next there means Done, which validates the whole form): one step
// in 50, or in 10,000.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    thresholds: [
      .wallClock: .init(relative: [.p90: 100.0])
    ])

  for count in [50, 10_000] {
    let start = FormScene(fieldCount: count)
    Benchmark("Form.NextPlusAvoidance.\(count)Fields") { benchmark in
      var scene = start
      for _ in benchmark.scaledIterations {
        blackHole(scene.step())
      }
    }

    // The heap allocations of one step, counted without timing.
    Benchmark(
      "Form.NextPlusAvoidanceMallocs.\(count)Fields",
      configuration: .init(
        metrics: [.mallocCountTotal], scalingFactor: .one, maxIterations: 1000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { _ in
      var scene = start
      blackHole(scene.step())
    }
  }
}

/// A form of numeric fields stacked 60 points apart in a scroll view on a
/// phone, with the keyboard up and the first field active.
struct FormScene {
  var form: KeypadForm
  var avoider: KeyboardAvoider
  let frames: [Rect]
  let firstName: String
  var active = 0

  init(fieldCount: Int) {
    let definitions = (0..<fieldCount).map { FormField(name: "f\($0)", tag: $0 + 1) }
    do {
      form = try KeypadForm(fields: definitions, locale: "en_US")
    } catch {
      fatalError("cannot build the form: \(error)")
    }
    form.apply(.focus("f0"))
    frames = (0..<fieldCount).map { Rect(x: 16, y: Double($0) * 60 + 8, width: 358, height: 44) }
    firstName = "f0"
    avoider = KeyboardAvoider(
      viewport: Viewport(
        size: Size(width: 390, height: 844),
        safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)),
      contentSize: Size(width: 390, height: Double(fieldCount) * 60 + 16))
    avoider.activeFieldChanged(frame: frames[0])
    avoider.keyboardWillShow(frame: Rect(x: 0, y: 508, width: 390, height: 336))
  }

  /// Next (or back to the first field from the last), then the avoidance
  /// result for the field that is now active.
  mutating func step() -> (events: [FormEvent], result: AvoidanceResult) {
    let events: [FormEvent]
    if active == frames.count - 1 {
      events = form.apply(.focus(firstName)).events
      active = 0
    } else {
      events = form.apply(.next).events
      active += 1
    }
    return (events, avoider.activeFieldChanged(frame: frames[active]))
  }
}
