extension KeypadForm {
  /// Enables or disables a field at run time (``FormInput/setEnabled(_:field:)``).
  ///
  /// - Throws: ``FormError/unknownField(_:)``.
  /// - Complexity: O(1), or O(n) when the first or last available chained
  ///   field becomes unavailable.
  @discardableResult
  mutating func setEnabled(_ isEnabled: Bool, for name: String) throws(FormError)
    -> [FormEvent]
  {
    guard let index = fieldIndex(named: name) else { throw .unknownField(name) }
    return withFocusEvents { form, _ in
      form.records[index].definition.isEnabled = isEnabled
      form.availabilityChanged(index)
    }
  }

  /// Hides or shows a field at run time (``FormInput/setHidden(_:field:)``).
  ///
  /// - Throws: ``FormError/unknownField(_:)``.
  @discardableResult
  mutating func setHidden(_ isHidden: Bool, for name: String) throws(FormError)
    -> [FormEvent]
  {
    guard let index = fieldIndex(named: name) else { throw .unknownField(name) }
    return withFocusEvents { form, _ in
      form.records[index].definition.isHidden = isHidden
      form.availabilityChanged(index)
    }
  }

  /// Brings the chain, the failures and the focus in line with a field's
  /// flags.
  private mutating func availabilityChanged(_ index: Int) {
    let isAvailable = records[index].definition.isAvailable
    chain.setAvailable(isAvailable, field: index)
    guard !isAvailable else { return }
    records[index].failure = nil
    if active == index { active = nil }
  }
}
