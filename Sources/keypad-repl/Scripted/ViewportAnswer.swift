import KeypadAvoidance

/// The phone beside the form in an answer: the `viewport` member of every
/// JSON answer, and a short summary for the text protocol.
///
/// ```json
/// {"width":390,"height":844,"orientation":"portrait","keyboard":"docked",
///  "keyboardHeight":336,"policy":"center","margin":null,"inset":336,"offset":0,
///  "savedOffset":0,"activeFrame":{"x":16,"y":147,"width":358,"height":44}}
/// ```
enum ViewportAnswer {
  /// The `viewport` member of a JSON answer.
  ///
  /// Points are numbers; `margin` is null for the
  /// centre policy; `savedOffset` (the offset restored when the pad hides) is
  /// null while no pad is up; `activeFrame` is the active field's box on the
  /// phone's screen after scrolling, or null.
  static func object(for phone: PhoneState) -> JSONOutput {
    let viewport = phone.viewport
    let result = phone.result
    let margin: JSONOutput
    switch phone.avoider.policy {
    case .center: margin = .null
    case .minimal(let points): margin = .number(points)
    }
    return .object([
      ("width", .number(viewport.size.width)),
      ("height", .number(viewport.size.height)),
      ("orientation", .string(phone.orientation.rawValue)),
      ("keyboard", .string(phone.keyboard.rawValue)),
      ("keyboardHeight", .number(phone.avoider.keyboardFrame?.height ?? 0)),
      ("policy", .string(policyName(phone.avoider.policy))),
      ("margin", margin),
      ("inset", .number(result.bottomInset)),
      ("offset", .number(result.contentOffset.y)),
      ("savedOffset", phone.avoider.rememberedOffset.map { .number($0.y) } ?? .null),
      ("activeFrame", phone.activeFrameOnScreen.map(rect) ?? .null),
    ])
  }

  /// `portrait 390×844 · pad docked 336 · center · inset 336 · offset 0 · saved 0`.
  static func summary(of phone: PhoneState) -> String {
    let size = phone.viewport.size
    let result = phone.result
    var policy = policyName(phone.avoider.policy)
    if case .minimal(let margin) = phone.avoider.policy { policy += " " + points(margin) }
    var parts = [
      "\(phone.orientation.rawValue) \(points(size.width))×\(points(size.height))",
      "pad \(phone.keyboard.rawValue) \(points(phone.avoider.keyboardFrame?.height ?? 0))",
      policy, "inset \(points(result.bottomInset))",
      "offset \(points(result.contentOffset.y))",
    ]
    if let saved = phone.avoider.rememberedOffset { parts.append("saved \(points(saved.y))") }
    return parts.joined(separator: " · ")
  }

  private static func policyName(_ policy: AvoidancePolicy) -> String {
    switch policy {
    case .center: "center"
    case .minimal: "minimal"
    }
  }

  private static func rect(_ rect: Rect) -> JSONOutput {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)),
      ("width", .number(rect.width)), ("height", .number(rect.height)),
    ])
  }

  private static func points(_ value: Double) -> String {
    JSONOutput.number(value).text
  }
}
