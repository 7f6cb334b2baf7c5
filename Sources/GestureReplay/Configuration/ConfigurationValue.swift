/// The value of one configuration setting, typed.
enum ConfigurationValue: Hashable, Sendable {
  case number(Double)
  case integer(Int)
  case boolean(Bool)
  case string(String)
  case numbers([Double])
  case strings([String])
  case null

  /// The value as JSON text, deterministic.
  var json: String {
    switch self {
    case .number(let number): TraceNumber.text(number)
    case .integer(let number): String(number)
    case .boolean(let flag): flag ? "true" : "false"
    case .string(let text): JSONText.string(text)
    case .numbers(let list):
      "[" + list.map(TraceNumber.text).joined(separator: ", ") + "]"
    case .strings(let list):
      "[" + list.map(JSONText.string).joined(separator: ", ") + "]"
    case .null: "null"
    }
  }
}

/// Numbers in configuration and trace output: Swift's shortest
/// round-trip form, with whole numbers printed without a fraction.
enum TraceNumber {
  static func text(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
    }
    return value.description
  }
}
