import Keypad

/// The submitted values as the interactive REPL prints them when it ends.
///
/// One JSON object, fields in definition order, each value its exact decimal
/// text or null for an empty field:
///
/// ```json
/// {"amount":"12.50","quantity":"3","discount":null,"temperature":null,"tip":"0.00"}
/// ```
enum SubmittedValues {
  /// The object's text, on one line.
  static func json(_ values: FormValues, of form: NumberForm) -> String {
    JSONOutput.object(
      form.fields.filter { values.contains($0.name) }.map { definition in
        (definition.name, .string(values[definition.name]?.description))
      }
    ).text
  }
}
