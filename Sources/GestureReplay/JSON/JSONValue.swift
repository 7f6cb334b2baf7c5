/// A JSON value as read by ``JSONParser``: null, a Boolean, a number, a
/// string, an array, or an object whose members keep their document order.
///
/// Numbers are `Double`, converted exactly as `Double(String)` converts
/// them. A number is finite unless it came from one of the non-JSON tokens
/// `NaN`, `Infinity` or `-Infinity`, which the parser accepts only so that
/// a reader can say which field holds them; every reader must check, and
/// refuse them too in the values it does not read (the parser says where
/// they are).
enum JSONValue: Hashable, Sendable {
  /// The literal `null`.
  case null
  /// The literal `true` or `false`.
  case bool(Bool)
  /// A number; non-finite only from `NaN`, `Infinity` or `-Infinity`.
  case number(Double)
  /// A string, with its escapes decoded.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in document order, duplicates kept.
  case object(JSONObject)

  /// A short phrase for error messages, such as `an array` or `"abc"`.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): JSONWriter.numberText(number)
    case .string(let text): Self.quoted(text)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Returns a string in double quotes for a message, cut at 40
  /// characters, its control characters escaped.
  static func quoted(_ text: String) -> String {
    "\"\(VisibleText.shortened(text))\""
  }
}
