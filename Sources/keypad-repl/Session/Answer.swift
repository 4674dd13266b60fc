import Keypad

/// What a Done did: submitted the values, or found invalid fields.
enum Submission: Sendable, Equatable {
  /// Every value was valid; these were submitted.
  case submitted(FormValues)
  /// These fields failed validation; nothing was submitted.
  case notSubmitted([ValidationFailure])
}

/// The result of one command, before it is written as JSON or as text.
///
/// The form's state (active field, displays, values) is read from the
/// session when the answer is written; the answer holds only what the
/// command itself did.
struct Answer: Sendable {
  /// The first failure: a rejected key, an unknown command, a failed Done.
  private(set) var error: (any CodedError)?
  /// The outcome of the last `done` (or Next from the last field), if any.
  var submission: Submission?
  /// Everything the form reported, in order.
  var events: [FormEvent] = []
  /// What a listener should hear beyond the key echo: the last input's
  /// announcement that had one (see ``Announcement``).
  var announcement: Announcement?
  /// Whether the command was `speak`: the answer adds the spoken value.
  var isSpeak = false
  /// Whether the command was `show`.
  var isShow = false
  /// Whether the command was `help`.
  var isHelp = false
  /// Whether the command changed the phone's viewport.
  var isViewport = false
  /// Whether the command was `quit`.
  var quits = false

  /// Whether the command ran and no key was rejected.
  var ok: Bool { error == nil }

  /// An answer that failed before anything ran.
  init(error: (any CodedError)? = nil) {
    self.error = error
  }

  /// Keeps `error` when it is the first failure.
  mutating func record(_ error: any CodedError) {
    if self.error == nil { self.error = error }
  }

  /// Records the form's events: rejections become the error, a Done's
  /// outcome becomes ``submission``.
  mutating func record(_ newEvents: [FormEvent]) {
    events += newEvents
    for event in newEvents {
      switch event {
      case .inputRejected(_, let reason):
        record(reason)
      case .submitted(let values):
        submission = .submitted(values)
      case .validationFailed(let failures):
        submission = .notSubmitted(failures)
        record(CommandError.notSubmitted(failures))
      case .alreadyAtFirstField:
        record(CommandError.alreadyAtFirstField)
      case .focusChanged, .valueChanged, .textChanged, .returnKeyChanged, .localeChanged,
        .valueClamped, .valueCommitted:
        break
      }
    }
  }
}
