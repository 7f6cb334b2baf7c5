extension FastTraceDecoder {
  /// Reads a number at the current position, correctly rounded.
  ///
  /// The grammar is RFC 8259's. The conversion is the generic parser's:
  /// the digits are gathered into a ``DecimalDigits``, whose
  /// ``DecimalDigits/fastValue(exponent:)`` (Clinger's fast path: at most
  /// 19 digits, a significand of at most 2^53 and a power of ten within
  /// ±22, one exact multiplication or division) converts most trace
  /// numbers; the others are converted by `Double(String)`. Both round
  /// correctly, so the result is the one correctly rounded `Double`, the
  /// same bits as the generic path gives.
  ///
  /// - Returns: The number, finite; `-0` for `-0`, 0 for an underflow
  ///   such as `1e-400`.
  /// - Throws: ``Miss`` for anything that is not a number (`NaN`, say), a
  ///   number that is not valid, and one too large for a `Double`.
  @inline(__always)
  mutating func number() throws(Miss) -> Double {
    try scanNumber().value
  }

  /// Reads a number at the current position, as ``number()`` does, but
  /// leaves the last step of its conversion (a division) to
  /// ``ScannedNumber/value``, so that the divisions of a landmark's
  /// numbers can run together.
  ///
  /// - Returns: The number, read but not yet converted.
  /// - Throws: ``Miss`` as ``number()`` does.
  @inline(__always)
  mutating func scanNumber() throws(Miss) -> ScannedNumber {
    // The common shape first: `-`?, digits, an optional fraction, no
    // exponent, at most 19 digits; anything else, and any error, goes to
    // the general reader, which starts again at the same place.
    let end = bytes.count
    var index = position
    var isNegative = false
    if index < end && bytes[index] == UInt8(ascii: "-") {
      isNegative = true
      index += 1
    }
    guard index < end else { return try generalScannedNumber() }
    var significand: UInt64 = 0
    var count = 0
    var byte = bytes[index]
    if byte == UInt8(ascii: "0") {
      index += 1
    } else if byte &- 0x31 < 9 {
      repeat {
        significand = significand &* 10 &+ UInt64(byte &- 0x30)
        count &+= 1
        index += 1
        guard index < end else { break }
        byte = bytes[index]
      } while byte &- 0x30 < 10
    } else {
      return try generalScannedNumber()
    }
    var fractionCount = 0
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < end && bytes[index] &- 0x30 < 10 {
        significand = significand &* 10 &+ UInt64(bytes[index] &- 0x30)
        fractionCount &+= 1
        index += 1
      }
      guard fractionCount > 0 else { return try generalScannedNumber() }
    }
    count &+= fractionCount
    if index < end
      && (bytes[index] &- 0x30 < 10 || bytes[index] | 0x20 == 0x65)
    {
      return try generalScannedNumber()
    }
    // What DecimalDigits.fastValue(exponent: 0) accepts.
    guard count <= 19, significand <= 1 << 53, fractionCount <= 22 else {
      return try generalScannedNumber()
    }
    position = index
    return ScannedNumber(
      significand: significand,
      scale: fractionCount,
      isNegative: isNegative
    )
  }

  /// Reads a number with ``generalNumber()``, already converted.
  private mutating func generalScannedNumber() throws(Miss) -> ScannedNumber {
    ScannedNumber(converted: try generalNumber())
  }

  /// The exact powers of ten a `Double` holds, 10^0 to 10^22.
  fileprivate static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads any number at the current position, as ``number()`` does
  /// beyond its common shape: exponents, more digits, and errors.
  @inline(never)
  private mutating func generalNumber() throws(Miss) -> Double {
    let start = position
    let end = bytes.count
    var index = position
    var isNegative = false
    if index < end && bytes[index] == UInt8(ascii: "-") {
      isNegative = true
      index += 1
    }
    guard index < end else { throw Miss() }
    var digits = DecimalDigits()
    var byte = bytes[index]
    if byte == UInt8(ascii: "0") {
      index += 1
      if index < end && bytes[index] &- 0x30 < 10 { throw Miss() }
    } else if byte &- 0x31 < 9 {
      repeat {
        digits.append(byte &- 0x30)
        index += 1
        guard index < end else { break }
        byte = bytes[index]
      } while byte &- 0x30 < 10
    } else {
      throw Miss()
    }
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < end && bytes[index] &- 0x30 < 10 else { throw Miss() }
      let before = digits.count
      repeat {
        digits.append(bytes[index] &- 0x30)
        index += 1
      } while index < end && bytes[index] &- 0x30 < 10
      digits.fractionCount = digits.count - before
    }
    var exponent = 0
    if index < end && bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var isNegativeExponent = false
      if index < end
        && (bytes[index] == UInt8(ascii: "+")
          || bytes[index] == UInt8(ascii: "-"))
      {
        isNegativeExponent = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < end && bytes[index] &- 0x30 < 10 else { throw Miss() }
      repeat {
        exponent = min(exponent * 10 + Int(bytes[index] &- 0x30), 1_000_000)
        index += 1
      } while index < end && bytes[index] &- 0x30 < 10
      if isNegativeExponent { exponent = -exponent }
    }
    position = index
    if let value = digits.fastValue(exponent: exponent) {
      return isNegative ? -value : value
    }
    return try exactValue(from: start)
  }

  /// Converts the number text from an offset to the current position with
  /// `Double(String)`, as the generic parser does beyond the fast path.
  @inline(never)
  private func exactValue(from start: Int) throws(Miss) -> Double {
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]),
      as: UTF8.self
    )
    guard let value = Double(text), value.isFinite else { throw Miss() }
    return value
  }
}

/// A number read by ``FastTraceDecoder/scanNumber()``: a significand of at
/// most 2^53 and a count of decimals of at most 22, whose quotient is the
/// correctly rounded value (Clinger's fast path, exactly as
/// ``DecimalDigits/fastValue(exponent:)`` computes it), or a value
/// already converted.
struct ScannedNumber {
  /// The digits as an integer, at most 2^53.
  var significand: UInt64 = 0
  /// The number of digits after the decimal point, 0 to 22, or -1 when
  /// ``converted`` holds the value.
  var scale: Int
  /// Whether the number has a minus sign.
  var isNegative = false
  /// The value, when ``scale`` is -1.
  var converted = 0.0

  /// Creates a number from its digits.
  ///
  /// - Parameters:
  ///   - significand: The digits as an integer, at most 2^53.
  ///   - scale: The number of digits after the decimal point, at most 22.
  ///   - isNegative: Whether the number has a minus sign.
  @inline(__always)
  init(significand: UInt64, scale: Int, isNegative: Bool) {
    self.significand = significand
    self.scale = scale
    self.isNegative = isNegative
  }

  /// Creates a number already converted.
  ///
  /// - Parameter converted: The value.
  @inline(__always)
  init(converted: Double) {
    self.scale = -1
    self.converted = converted
  }

  /// The number's value, correctly rounded; `-0` for a negative zero.
  var value: Double {
    @inline(__always) get {
      guard scale >= 0 else { return converted }
      let magnitude =
        Double(significand) / FastTraceDecoder.powersOfTen[scale]
      return isNegative ? -magnitude : magnitude
    }
  }
}
