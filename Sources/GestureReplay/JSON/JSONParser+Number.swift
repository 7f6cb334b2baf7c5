extension JSONParser {
  /// Reads a number at the current position, a `-` or a digit, or the
  /// token `-Infinity`.
  ///
  /// The grammar and the conversion are ``JSONNumber``'s; this reports its
  /// problems, with the offset of the byte at fault (of the number's
  /// start, for a leading zero or a number out of range).
  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    if peek() == UInt8(ascii: "-") && position + 1 < bytes.count
      && bytes[position + 1] == UInt8(ascii: "I")
    {
      position += 1
      return try parseNegativeInfinity()
    }
    do throws(JSONNumber.Problem) {
      return .number(try JSONNumber.scan(bytes, at: &position).value)
    } catch {
      switch error {
      case .missingDigit:
        throw expected("a digit after '-'")
      case .leadingZero:
        throw self.error("a number cannot have leading zeros", at: start)
      case .missingFractionDigit:
        throw expected("a digit after the decimal point")
      case .missingExponentDigit:
        throw expected("a digit in the exponent")
      case .outOfRange:
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        let excerpt = text.count > 24 ? String(text.prefix(24)) + "..." : text
        throw self.error("number out of range: \(excerpt)", at: start)
      }
    }
  }

  /// Reads `Infinity` after a `-`.
  private mutating func parseNegativeInfinity() throws(JSONParseError)
    -> JSONValue
  {
    let token = "Infinity".utf8
    guard bytes[position...].starts(with: token) else {
      throw expected("a digit after '-'")
    }
    noteNonJSONToken(at: position - 1)
    position += token.count
    return .number(-.infinity)
  }
}
