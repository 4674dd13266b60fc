import Benchmark
import Foundation
import ICUBaseline
import Keypad

/// Loads all of ICU's locales in a new process, so that neither Keypad's
/// cache nor ICU's own caches hold anything yet: the cost an app pays the
/// first time, measured once per process, as many processes as samples.
///
/// The child is this benchmark executable itself, started with
/// ``variable`` set: ``runIfChild()``, called first when the benchmarks are
/// registered, does the load, prints the microseconds it took and exits.
enum FreshProcess {
  /// What the child loads.
  enum Loader: String {
    /// `NumberSymbols.locale(_:)` for each locale.
    case keypad
    /// ICU alone: a `unumf` formatter opened and one number formatted per
    /// locale, which builds each locale's number data once.
    case icuOneFormat
  }

  /// The metric: the child's own time for the whole load, process start-up
  /// excluded.
  static let metric = BenchmarkMetric.custom(
    "Fresh process, all locales (μs)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The environment variable that makes this executable a child.
  static let variable = "KEYPAD_BENCHMARK_LOAD_ALL"

  /// In a child, loads every locale, prints the time in microseconds and
  /// exits; otherwise returns at once.
  static func runIfChild() {
    guard let name = ProcessInfo.processInfo.environment[variable] else { return }
    guard let loader = Loader(rawValue: name) else {
      FileHandle.standardError.write(Data("unknown loader \(name)\n".utf8))
      exit(2)
    }
    let available = NumberSymbols.availableLocales
    var loaded = 0
    let elapsed = ContinuousClock().measure {
      for id in available {
        switch loader {
        case .keypad:
          if (try? NumberSymbols.locale(id)) != nil { loaded += 1 }
        case .icuOneFormat:
          if UnumfLocaleBaseline.formatOnce(locale: id) > 0 { loaded += 1 }
        }
      }
    }
    guard loaded == available.count else {
      FileHandle.standardError.write(Data("loaded \(loaded) of \(available.count)\n".utf8))
      exit(1)
    }
    let microseconds =
      elapsed.components.seconds * 1_000_000
      + elapsed.components.attoseconds / 1_000_000_000_000
    print(microseconds)
    exit(0)
  }

  /// Starts a child that loads every locale with `loader` and returns the
  /// microseconds it reported; stops the benchmark if the child fails.
  static func load(_ loader: Loader) -> Int {
    do {
      let process = Process()
      guard let executable = Bundle.main.executableURL else {
        fatalError("cannot find this benchmark's executable to start the \(loader) child")
      }
      process.executableURL = executable
      process.arguments = []
      var environment = ProcessInfo.processInfo.environment
      environment[variable] = loader.rawValue
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      guard process.terminationStatus == 0, let microseconds = Int(text) else {
        fatalError("the \(loader) child failed (status \(process.terminationStatus)): \(text)")
      }
      return microseconds
    } catch {
      fatalError("cannot start the \(loader) child: \(error)")
    }
  }
}
