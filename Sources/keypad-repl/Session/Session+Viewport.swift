import Keypad

extension Session {
  /// Runs a viewport command on the phone; the form is not touched.
  mutating func run(_ change: ViewportCommand) -> Answer {
    switch change {
    case .rotate: phone.rotate()
    case .scroll(let offset): phone.scroll(to: offset)
    case .keyboard(let mode): phone.setKeyboard(mode)
    case .policy(let policy): phone.setPolicy(policy)
    }
    var answer = Answer()
    answer.isViewport = true
    return answer
  }

  /// Scrolls the phone's content by `delta` points, as a finger does.
  mutating func scrollPhone(by delta: Double) -> Answer {
    run(.scroll(phone.result.contentOffset.y + delta))
  }
}
