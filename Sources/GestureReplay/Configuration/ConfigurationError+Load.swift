import GestureCore

extension ConfigurationKey {
  /// Parses a setting's value from text, as given to `--set KEY=VALUE`.
  ///
  /// Numbers are decimal (`0.02`, `1e-3`); booleans are `true` or `false`;
  /// lists are comma-separated (`0.5,1,2`); `null` clears a list or an
  /// optional number; a list of pose descriptions is its JSON text.
  ///
  /// - Parameter text: The value's text.
  /// - Returns: The typed value.
  /// - Throws: A ``ConfigurationError`` naming the key if the text is not
  ///   a value of its kind.
  func parse(_ text: String) throws(ConfigurationError) -> ConfigurationValue {
    // A decimal number's text, finite or not (1e999 is one, too large for
    // a Double); `nil` for any other text, such as nan or inf.
    func decimal(_ text: Substring) -> Double? {
      let trimmed = text.trimmingSpaces
      guard
        trimmed.allSatisfy({
          $0.isASCII && !$0.isLetter || $0 == "e" || $0 == "E"
        })
      else { return nil }
      return Double(trimmed)
    }
    func number(_ text: Substring) -> Double? {
      decimal(text).flatMap { $0.isFinite ? $0 : nil }
    }
    func fail() -> ConfigurationError {
      let isNumeric = [.number, .optionalNumber, .numbers].contains(kind)
      let tooLarge =
        isNumeric
        && text.split(separator: ",").contains {
          decimal($0)?.isInfinite == true
        }
      return ConfigurationError(
        key: name,
        reason: tooLarge
          ? "must be a finite number, not '\(text)', which is out of range"
          : "must be \(kind.article) \(kind.rawValue), not '\(text)'"
      )
    }
    switch kind {
    case .number:
      guard let value = number(Substring(text)) else { throw fail() }
      return .number(value)
    case .optionalNumber:
      if text == "null" { return .null }
      guard let value = number(Substring(text)) else { throw fail() }
      return .number(value)
    case .integer:
      guard let value = Int(text.trimmingSpaces) else { throw fail() }
      return .integer(value)
    case .boolean:
      switch text {
      case "true": return .boolean(true)
      case "false": return .boolean(false)
      default: throw fail()
      }
    case .string:
      return .string(text)
    case .choice:
      guard choices.contains(text) else {
        throw ConfigurationError(
          key: name,
          reason: "must be one of \(choices.joined(separator: ", ")), "
            + "not '\(text)'"
        )
      }
      return .string(text)
    case .numbers:
      if text == "null" { return .null }
      var list: [Double] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let value = number(part) else { throw fail() }
        list.append(value)
      }
      return .numbers(list)
    case .poses, .sequences:
      let json: JSONValue
      do {
        json = try JSONParser.parse(Array(text.utf8))
      } catch {
        throw ConfigurationError(
          key: name,
          reason: "must be a JSON \(kind.rawValue): line "
            + "\(error.line), column \(error.column): \(error.message)"
        )
      }
      return try value(from: json)
    case .strings:
      if text == "null" { return .null }
      return .strings(
        text.split(separator: ",", omittingEmptySubsequences: false)
          .map { String($0.trimmingSpaces) }
      )
    }
  }
}

extension ConfigurationKey.Kind {
  var article: String {
    switch self {
    case .integer: "an"
    default: "a"
    }
  }
}

extension StringProtocol {
  var trimmingSpaces: Substring {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
