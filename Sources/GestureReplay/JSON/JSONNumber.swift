/// A JSON number read from UTF-8 bytes by RFC 8259's grammar, and its value,
/// correctly rounded.
///
/// ``scan(_:at:)`` is the one reader of the number grammar: ``JSONParser``
/// and ``FastTraceDecoder`` both call it, and differ only in what they do
/// with a ``Problem`` (the parser reports it, the fast decoder hands the
/// input to the parser). The grammar: an optional `-`, `0` or a digit
/// from 1 to 9 followed by digits, an optional fraction (`.` and digits),
/// an optional exponent (`e` or `E`, an optional sign, digits).
///
/// Numbers of the usual shape (no exponent, at most 19 digits, a
/// significand of at most 2^53, at most 22 decimals) are read in one loop
/// and keep their last step, one division by an exact power of ten, for
/// ``value``: Clinger's fast path, one correctly rounded operation, which
/// a caller may run for several numbers together so that the divisions
/// overlap. Others with at most 19 digits and a decimal exponent within
/// ±22 take the same path with a multiplication or a division at once;
/// the rest are converted by `Double(String)`. Both round correctly, so
/// ``value`` is the one correctly rounded `Double`: `-0` for `-0`, 0 with
/// its sign for an underflow such as `1e-400`.
///
/// ```swift
/// var position = 0
/// let number = try Array("2.5e1".utf8).withUnsafeBufferPointer {
///   try JSONNumber.scan($0, at: &position)
/// }
/// print(number.value, position)  // 25.0 5
/// ```
struct JSONNumber {
  /// The digits as an integer, at most 2^53, while ``scale`` is 0 or more.
  private var significand: UInt64 = 0
  /// The number of digits after the decimal point, 0 to 22, or -1 when
  /// ``converted`` holds the value.
  private var scale: Int
  /// Whether the number has a minus sign.
  private var isNegative = false
  /// The value, when ``scale`` is -1.
  private var converted = 0.0

  /// What makes bytes not a number, or a number a `Double` cannot hold.
  enum Problem: Error {
    /// No digit where the integer part starts (after a `-`).
    case missingDigit
    /// A `0` followed by a digit, such as `01`.
    case leadingZero
    /// No digit after the decimal point.
    case missingFractionDigit
    /// No digit after `e`, `E` and the exponent's sign.
    case missingExponentDigit
    /// A number whose magnitude is too large for a `Double`.
    case outOfRange
  }

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
  private init(converted: Double) {
    self.scale = -1
    self.converted = converted
  }

  /// The number's value, correctly rounded; `-0` for a negative zero.
  var value: Double {
    @inline(__always) get {
      guard scale >= 0 else { return converted }
      let magnitude = Double(significand) / Self.powersOfTen[scale]
      return isNegative ? -magnitude : magnitude
    }
  }

  /// The exact powers of ten a `Double` holds, 10^0 to 10^22.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads the number that starts at an offset.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - position: The offset of the number's first byte, a `-` or a
  ///     digit; on return, the offset just past the number, or where a
  ///     ``Problem`` was found: the byte the grammar does not allow there
  ///     (the second digit of `01`), or the end of a number out of range.
  /// - Returns: The number.
  /// - Throws: A ``Problem`` if the bytes are not a number or the number
  ///   is too large for a `Double`.
  /// - Complexity: O(*n*), where *n* is the length of the number.
  @inline(__always)
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>,
    at position: inout Int
  ) throws(Problem) -> JSONNumber {
    let end = bytes.count
    var index = position
    var isNegative = false
    if index < end && bytes[index] == UInt8(ascii: "-") {
      isNegative = true
      index += 1
    }
    guard index < end else {
      position = index
      throw .missingDigit
    }
    // Wrapping arithmetic: beyond 19 digits the significand is not used.
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
      position = index
      throw .missingDigit
    }
    var fractionCount = 0
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < end && bytes[index] &- 0x30 < 10 {
        significand = significand &* 10 &+ UInt64(bytes[index] &- 0x30)
        fractionCount &+= 1
        index += 1
      }
      guard fractionCount > 0 else {
        position = index
        throw .missingFractionDigit
      }
    }
    count &+= fractionCount
    // A digit here follows a leading `0`; `e` or `E` starts an exponent.
    if index < end
      && (bytes[index] &- 0x30 < 10 || bytes[index] | 0x20 == 0x65)
      || count > 19 || significand > 1 << 53 || fractionCount > 22
    {
      // Made here, not in `finish`: where `scan` is inlined, the compiler
      // then sees every form the result can take
      // (Docs/Performance/WhereTheTimeGoes.md).
      return JSONNumber(
        converted: try finish(
          bytes,
          at: index,
          digits: Digits(
            significand: significand,
            count: count,
            power: -fractionCount
          ),
          isNegative: isNegative,
          position: &position
        )
      )
    }
    position = index
    return JSONNumber(
      significand: significand,
      scale: fractionCount,
      isNegative: isNegative
    )
  }

  /// Reads the rest of a number outside the usual shape, from where
  /// ``scan(_:at:)`` left it, and converts it: by Clinger's fast path when
  /// it applies, otherwise by `Double(String)`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - index: The offset just past its integer part and fraction.
  ///   - digits: The digits read.
  ///   - isNegative: Whether the number has a minus sign.
  ///   - position: The offset of the number's first byte; on return, as
  ///     ``scan(_:at:)`` says.
  /// - Returns: The number, converted.
  /// - Throws: ``Problem/leadingZero`` for a digit after a leading `0`,
  ///   ``Problem/missingExponentDigit``, or ``Problem/outOfRange``.
  @inline(never)
  private static func finish(
    _ bytes: UnsafeBufferPointer<UInt8>,
    at index: Int,
    digits: Digits,
    isNegative: Bool,
    position: inout Int
  ) throws(Problem) -> Double {
    let start = position
    position = index
    var exponent = 0
    if index < bytes.count {
      if bytes[index] &- 0x30 < 10 { throw .leadingZero }
      if bytes[index] | 0x20 == UInt8(ascii: "e") {
        position += 1
        exponent = try scanExponent(bytes, at: &position)
      }
    }
    if digits.count <= 19 {
      let power = exponent + digits.power
      if digits.significand == 0 {
        return isNegative ? -0.0 : 0
      }
      if digits.significand <= 1 << 53 && (-22...22).contains(power) {
        let value = Double(digits.significand)
        let magnitude =
          power < 0
          ? value / powersOfTen[-power] : value * powersOfTen[power]
        return isNegative ? -magnitude : magnitude
      }
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
    guard let value = Double(String(decoding: text, as: UTF8.self)),
      value.isFinite
    else { throw .outOfRange }
    return value
  }

  /// Reads an exponent's optional sign and digits; its magnitude saturates
  /// at 1,000,000, which is beyond the range of any `Double`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - index: The offset just past the `e` or `E`; on return, just past
  ///     the exponent, or at the byte that should have been a digit.
  /// - Returns: The exponent.
  /// - Throws: ``Problem/missingExponentDigit`` if no digit follows.
  @inline(never)
  private static func scanExponent(
    _ bytes: UnsafeBufferPointer<UInt8>,
    at index: inout Int
  ) throws(Problem) -> Int {
    let end = bytes.count
    var isNegative = false
    if index < end
      && (bytes[index] == UInt8(ascii: "+")
        || bytes[index] == UInt8(ascii: "-"))
    {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    guard index < end && bytes[index] &- 0x30 < 10 else {
      throw .missingExponentDigit
    }
    var exponent = 0
    repeat {
      exponent = min(exponent * 10 + Int(bytes[index] &- 0x30), 1_000_000)
      index += 1
    } while index < end && bytes[index] &- 0x30 < 10
    return isNegative ? -exponent : exponent
  }

  /// The digits of a number outside the usual shape, as read.
  private struct Digits {
    /// The digits as an integer, exact while ``count`` is at most 19.
    var significand: UInt64
    /// The number of digits read, leading zeros included.
    var count: Int
    /// The power of ten the digits stand for: minus the number of digits
    /// after the decimal point.
    var power: Int
  }
}
