import PhoneReferenceC

/// libphonenumber called directly, through the test-only PhoneReferenceC:
/// the phone tests' expectations.
enum PhoneReference {
  /// Every region libphonenumber has metadata for.
  static let regions: [String] = {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = phone_reference_regions(&buffer, Int32(buffer.count))
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let codes = stride(from: 0, to: text.utf8.count, by: 2).map { start in
      String(text.dropFirst(start).prefix(2))
    }
    return codes.count == Int(count) ? codes : []
  }()

  /// What a new AsYouTypeFormatter shows after `input`, fed one by one.
  static func asYouType(_ input: String, region: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    let length = phone_reference_as_you_type(region, input, &buffer, Int32(buffer.count))
    guard length >= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// libphonenumber's parse of a text: its E.164 text, validity and
  /// possibility, or `nil` when it does not parse.
  static func parse(_ text: String, region: String) -> (e164: String, valid: Bool, possible: Bool)?
  {
    var buffer = [CChar](repeating: 0, count: 64)
    var valid: Int32 = 0
    var possible: Int32 = 0
    guard phone_reference_parse(region, text, &buffer, Int32(buffer.count), &valid, &possible) == 1
    else { return nil }
    let e164 = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (e164, valid == 1, possible == 1)
  }

  /// The UTF-16 offset right after each typed character of `typed` in a
  /// display holding them in order, found by walking the display: element
  /// 0 is the start.
  static func caretOffsets(of typed: String, in display: String) -> [Int] {
    var offsets = [0]
    var rest = Array(display.utf16)[...]
    var consumed = 0
    for unit in typed.utf16 {
      guard let index = rest.firstIndex(of: unit) else { return offsets }
      consumed = index + 1
      rest = rest[(index + 1)...]
      offsets.append(consumed)
    }
    return offsets
  }
}
