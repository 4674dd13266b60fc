/// What a kind may look at besides its own digits when Done checks it:
/// the day, and the values of the form's other fields.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let context = ValidationContext(today: CalendarDay("2027-12-01"), values: [:])
/// ExpiryFormat().validate("1127", in: context)  // .expired
/// ```
public struct ValidationContext: Sendable, Hashable {
  /// The day Done runs on.
  public let today: CalendarDay
  /// The values of the form's available fields.
  public let values: FormValues

  /// Creates a context; `today` is the system's day when `nil`.
  public init(today: CalendarDay? = nil, values: FormValues) {
    self.today = today ?? .today()
    self.values = values
  }
}
