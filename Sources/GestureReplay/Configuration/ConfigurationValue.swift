import GestureCore

/// The value of one configuration setting, typed.
enum ConfigurationValue: Hashable, Sendable {
  case number(Double)
  case integer(Int)
  case boolean(Bool)
  case string(String)
  case numbers([Double])
  case strings([String])
  case poses([PoseDescription])
  case sequences([GestureSequence])
  case null

  /// The value as JSON text, deterministic.
  var json: String {
    switch self {
    case .number(let number): JSONWriter.numberText(number)
    case .integer(let number): String(number)
    case .boolean(let flag): flag ? "true" : "false"
    case .string(let text): JSONWriter.stringText(text)
    case .numbers(let list):
      "[" + list.map(JSONWriter.numberText).joined(separator: ", ") + "]"
    case .strings(let list):
      "[" + list.map(JSONWriter.stringText).joined(separator: ", ") + "]"
    case .poses(let list):
      "[" + list.map(\.json).joined(separator: ", ") + "]"
    case .sequences(let list):
      "[" + list.map(\.json).joined(separator: ", ") + "]"
    case .null: "null"
    }
  }
}
