/// A field's kind in its locale: the closed set of kinds the engine
/// switches over on every edit, with a date's format resolved for the
/// field's locale.
///
/// Every operation of a kind goes through ``perform(_:)``, one switch over
/// the built-in formats' concrete types, so a keystroke calls a built-in
/// kind's format directly; only a custom kind is reached through its
/// protocol.
indirect enum ResolvedKind: Sendable {
  /// A decimal number: the rules' own entry.
  case decimal
  case digits(DigitsFormat)
  case code(CodeFormat)
  case card(CardFormat)
  case expiry(ExpiryFormat)
  case securityCode(SecurityCodeFormat)
  /// A date; `followsField` when its locale is the field's, so that a locale
  /// switch makes it anew.
  case date(DateFormat, followsField: Bool)
  #if !hasFeature(Embedded)
  case custom(CustomFormat)
  #endif

  /// The kind in a locale.
  ///
  /// - Parameters:
  ///   - kind: The rules' kind.
  ///   - localeID: The locale a date that follows its field takes.
  /// - Throws: ``LocaleError`` when a date cannot be typed in the locale.
  init(_ kind: FieldKind, localeID: String) throws(LocaleError) {
    switch kind.storage {
    case .decimal: self = .decimal
    case .digits(let format): self = .digits(format)
    case .code(let format): self = .code(format)
    case .card: self = .card(CardFormat())
    case .expiry: self = .expiry(ExpiryFormat())
    case .securityCode(let format): self = .securityCode(format)
    case .date(let min, let max):
      self = .date(try DateFormat(locale: localeID, min: min, max: max), followsField: true)
    case .fixedDate(let format): self = .date(format, followsField: false)
    #if !hasFeature(Embedded)
    case .custom(let custom): self = .custom(custom)
    #endif
    }
  }

  /// Whether this is the decimal kind.
  var isDecimal: Bool {
    if case .decimal = self { true } else { false }
  }

  #if !hasFeature(Embedded)
  /// The format of a kind of digits, `nil` for the decimal kind.
  var format: (any KindFormat)? {
    if case .custom(let custom) = self { return custom.format }
    return perform(FormatOf())
  }
  #endif

  /// The date format of a date kind.
  var dateFormat: DateFormat? {
    if case .date(let format, _) = self { format } else { nil }
  }

  /// The operation applied to the kind's format, or `nil` for the decimal
  /// kind.
  @inline(__always)
  func perform<Operation: KindOperation>(_ operation: Operation) -> Operation.Result? {
    switch self {
    case .decimal: nil
    case .digits(let format): operation(format)
    case .code(let format): operation(format)
    case .card(let format): operation(format)
    case .expiry(let format): operation(format)
    case .securityCode(let format): operation(format)
    case .date(let format, _): operation(format)
    #if !hasFeature(Embedded)
    case .custom(let format): operation(format)
    #endif
    }
  }
}

/// Something to do with a kind's format, whatever its type: the argument
/// of ``ResolvedKind/perform(_:)``.
protocol KindOperation {
  associatedtype Result
  func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> Result
}

#if !hasFeature(Embedded)
/// The format itself.
private struct FormatOf: KindOperation {
  func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> any KindFormat { format }
}
#endif

// MARK: The format's answers, for a kind of digits

extension ResolvedKind {
  /// The check of the typed characters' bytes.
  ///
  /// ``KindFormat/check(_:)`` as the field holds the characters: a card, a
  /// code or a pattern reads the bytes, the other kinds a `String` of them.
  /// `nil` for the decimal kind.
  @inline(__always)
  func check(utf8 typed: UnsafeBufferPointer<UInt8>) -> EntryRejection? {
    switch self {
    case .decimal: nil
    case .card(let format): format.check(utf8: typed)
    case .code(let format): format.check(utf8: typed)
    case .digits(let format): format.check(utf8: typed)
    default:
      check(String(decoding: typed, as: UTF8.self))
    }
  }

  /// ``KindFormat/check(_:)``; `nil` for the decimal kind.
  func check(_ typed: String) -> EntryRejection? {
    struct Check: KindOperation {
      let typed: String
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> EntryRejection? {
        format.check(typed)
      }
    }
    return perform(Check(typed: typed)) ?? nil
  }

  /// The layout of the typed characters' bytes.
  ///
  /// ``KindFormat/layout(of:symbols:)`` as the field holds the characters: a
  /// card reads the bytes, the other kinds a `String` of them. Empty for the
  /// decimal kind.
  @inline(__always)
  func layout(ofUTF8 typed: UnsafeBufferPointer<UInt8>, symbols: NumberSymbols)
    -> FormattedText
  {
    if case .card(let format) = self { return format.layout(ofUTF8: typed, symbols: symbols) }
    return layout(of: String(decoding: typed, as: UTF8.self), symbols: symbols)
  }

  /// ``KindFormat/layout(of:symbols:)``; empty for the decimal kind.
  func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    struct Layout: KindOperation {
      let typed: String
      let symbols: NumberSymbols
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> FormattedText {
        format.layout(of: typed, symbols: symbols)
      }
    }
    return perform(Layout(typed: typed, symbols: symbols)) ?? FormattedText()
  }

  /// ``EngineKindFormat/ignores(_:in:afterTyped:symbols:)``; `false` for the decimal kind.
  func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    struct Ignores: KindOperation {
      let character: Character
      let typed: String
      let count: Int
      let symbols: NumberSymbols
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> Bool {
        format.ignores(character, in: typed, afterTyped: count, symbols: symbols)
      }
    }
    return perform(Ignores(character: character, typed: typed, count: count, symbols: symbols))
      ?? false
  }

  /// ``KindFormat/isLiteral(_:)``; `false` for the decimal kind.
  func isLiteral(_ character: Character) -> Bool {
    struct IsLiteral: KindOperation {
      let character: Character
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> Bool {
        format.isLiteral(character)
      }
    }
    return perform(IsLiteral(character: character)) ?? false
  }

  /// ``KindFormat/value(of:)``; `nil` for the decimal kind.
  func value(of typed: String) -> FieldValue? {
    struct Value: KindOperation {
      let typed: String
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> FieldValue? {
        format.value(of: typed)
      }
    }
    return perform(Value(typed: typed)) ?? nil
  }

  /// ``KindFormat/validate(_:in:)``; `nil` for the decimal kind.
  func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    struct Validate: KindOperation {
      let typed: String
      let context: ValidationContext
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> ValidationCode? {
        format.validate(typed, in: context)
      }
    }
    return perform(Validate(typed: typed, context: context)) ?? nil
  }

  /// ``EngineKindFormat/isComplete(_:)``; `false` for the decimal kind.
  func isComplete(_ typed: String) -> Bool {
    struct IsComplete: KindOperation {
      let typed: String
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> Bool {
        format.isComplete(typed)
      }
    }
    return perform(IsComplete(typed: typed)) ?? false
  }

  /// ``KindFormat/speech(of:locale:)``; `nil` for the decimal kind.
  func speech(of typed: String, locale: String) -> KindSpeech? {
    struct Speech: KindOperation {
      let typed: String
      let locale: String
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> KindSpeech {
        format.speech(of: typed, locale: locale)
      }
    }
    return perform(Speech(typed: typed, locale: locale))
  }

  /// ``EngineKindFormat/displayWhenNotEditing(of:symbols:)``; `nil` for the
  /// decimal kind.
  func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String? {
    struct Display: KindOperation {
      let typed: String
      let symbols: NumberSymbols
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> String {
        format.displayWhenNotEditing(of: typed, symbols: symbols)
      }
    }
    return perform(Display(typed: typed, symbols: symbols))
  }

  /// ``KindFormat/description(of:)``; `nil` for the decimal kind.
  func description(of typed: String) -> KindDescription? {
    struct Describe: KindOperation {
      let typed: String
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> KindDescription {
        format.description(of: typed)
      }
    }
    return perform(Describe(typed: typed))
  }

  /// ``EngineKindFormat/takesLeadingPlus``; `false` for the decimal kind.
  var takesLeadingPlus: Bool {
    struct TakesPlus: KindOperation {
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> Bool {
        format.takesLeadingPlus
      }
    }
    return perform(TakesPlus()) ?? false
  }

  /// ``EngineKindFormat/typedCharacters(pasting:)``; `nil` for the decimal kind.
  func typedCharacters(pasting text: String) -> String? {
    struct Pasting: KindOperation {
      let text: String
      func callAsFunction<Format: EngineKindFormat>(_ format: Format) -> String? {
        format.typedCharacters(pasting: text)
      }
    }
    return perform(Pasting(text: text)) ?? nil
  }
}
