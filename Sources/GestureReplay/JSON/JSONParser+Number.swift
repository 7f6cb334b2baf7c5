extension JSONParser {
  /// Reads a number at the current position, a `-` or a digit, or the
  /// token `-Infinity`.
  ///
  /// The grammar is RFC 8259's: an optional `-`, `0` or a digit from 1 to
  /// 9 followed by digits, an optional fraction, an optional exponent.
  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    let isNegative = peek() == UInt8(ascii: "-")
    if isNegative {
      position += 1
      if peek() == UInt8(ascii: "I") {
        return try parseNegativeInfinity(start: start)
      }
    }
    var digits = DecimalDigits()
    try readIntegerPart(into: &digits, start: start)
    try readFraction(into: &digits)
    let exponent = try readExponent()
    return .number(
      try convert(
        digits,
        exponent: exponent,
        negative: isNegative,
        start: start
      )
    )
  }

  private mutating func readIntegerPart(
    into digits: inout DecimalDigits,
    start: Int
  ) throws(JSONParseError) {
    guard Self.isDigit(peek()) else { throw expected("a digit after '-'") }
    if peek() == UInt8(ascii: "0") {
      position += 1
      if Self.isDigit(peek()) {
        throw error("a number cannot have leading zeros", at: start)
      }
    } else {
      readDigits(into: &digits)
    }
  }

  private mutating func readFraction(
    into digits: inout DecimalDigits
  ) throws(JSONParseError) {
    guard peek() == UInt8(ascii: ".") else { return }
    position += 1
    guard Self.isDigit(peek()) else {
      throw expected("a digit after the decimal point")
    }
    let before = digits.count
    readDigits(into: &digits)
    digits.fractionCount = digits.count - before
  }

  /// Reads an optional exponent; its magnitude saturates at 1,000,000,
  /// which is beyond the range of any `Double`.
  private mutating func readExponent() throws(JSONParseError) -> Int {
    guard peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") else {
      return 0
    }
    position += 1
    var isNegative = false
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      isNegative = peek() == UInt8(ascii: "-")
      position += 1
    }
    guard Self.isDigit(peek()) else {
      throw expected("a digit in the exponent")
    }
    var exponent = 0
    while let byte = peek(), Self.isDigit(byte) {
      exponent = min(exponent * 10 + Int(byte - 0x30), 1_000_000)
      position += 1
    }
    return isNegative ? -exponent : exponent
  }

  private mutating func readDigits(into digits: inout DecimalDigits) {
    while let byte = peek(), Self.isDigit(byte) {
      digits.append(byte - 0x30)
      position += 1
    }
  }

  private mutating func parseNegativeInfinity(
    start: Int
  ) throws(JSONParseError) -> JSONValue {
    let token = "Infinity".utf8
    guard bytes[position...].starts(with: token) else {
      throw expected("a digit after '-'")
    }
    position += token.count
    return .number(-.infinity)
  }

  /// Converts the number read from `start` to the current position.
  ///
  /// Small numbers take Clinger's fast path, exact because the significand
  /// and the power of ten are both exact doubles and one operation rounds
  /// correctly; the others go through `Double(String)`.
  private func convert(
    _ digits: DecimalDigits,
    exponent: Int,
    negative: Bool,
    start: Int
  ) throws(JSONParseError) -> Double {
    if let value = digits.fastValue(exponent: exponent) {
      return negative ? -value : value
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let excerpt = text.count > 24 ? String(text.prefix(24)) + "..." : text
      throw error("number out of range: \(excerpt)", at: start)
    }
    return value
  }
}

/// The decimal digits of a number as read, for the exact fast path.
struct DecimalDigits {
  /// The digits as an integer, exact while ``count`` is at most 19.
  var significand: UInt64 = 0
  /// The number of digits read, leading zeros included.
  var count = 0
  /// How many of the digits are after the decimal point.
  var fractionCount = 0

  /// The exact powers of ten a `Double` holds, 10^0 to 10^22.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  mutating func append(_ digit: UInt8) {
    if count < 19 { significand = significand * 10 + UInt64(digit) }
    count += 1
  }

  /// Returns the exact magnitude when it can be computed with one rounding.
  ///
  /// - Parameter exponent: The number's decimal exponent, after `e`.
  /// - Returns: The magnitude, or `nil` when the fast path does not apply.
  func fastValue(exponent: Int) -> Double? {
    guard count <= 19 else { return nil }
    if significand == 0 { return 0 }
    let power = exponent - fractionCount
    guard significand <= 1 << 53, (-22...22).contains(power) else {
      return nil
    }
    let value = Double(significand)
    return power < 0
      ? value / Self.powersOfTen[-power] : value * Self.powersOfTen[power]
  }
}
