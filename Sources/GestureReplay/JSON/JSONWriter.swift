/// A writer of compact, deterministic JSON text as UTF-8 bytes.
///
/// Numbers are written in Swift's shortest round-trip form without a
/// trailing `.0` (`1`, `-0`, `0.5`, `1e-05`, `1e+16`), so that reading them
/// back gives the same `Double`. Non-finite numbers are
/// written as the tokens `NaN`, `Infinity` and `-Infinity`, which are not
/// JSON: ``JSONParser`` reads them back so that a reader can name the field.
struct JSONWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []

  /// Appends ASCII text as is.
  ///
  /// - Parameter text: Text to append, such as `{` or `"t":`.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends an object key and its colon, preceded by a comma unless first.
  ///
  /// - Parameters:
  ///   - key: The key, ASCII without characters to escape.
  ///   - isFirst: Whether this is the object's first member; set to false.
  mutating func key(_ key: StaticString, isFirst: inout Bool) {
    if !isFirst { bytes.append(UInt8(ascii: ",")) }
    isFirst = false
    bytes.append(UInt8(ascii: "\""))
    raw(key)
    raw("\":")
  }

  /// Appends a number.
  ///
  /// - Parameter value: The number; see the type's discussion for the form.
  mutating func number(_ value: Double) {
    bytes.append(contentsOf: Self.numberText(value).utf8)
  }

  /// Appends an integer.
  ///
  /// - Parameter value: The integer.
  mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Appends `true` or `false`.
  ///
  /// - Parameter value: The Boolean.
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// Appends a string literal, escaped per RFC 8259.
  ///
  /// Quotes, backslashes and control characters are escaped; everything
  /// else, non-ASCII text included, is written as UTF-8.
  ///
  /// - Parameter text: The string.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x00..<0x20:
        raw("\\u00")
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends an array of numbers, such as `[0.5,0.25,1]`.
  ///
  /// - Parameter values: The numbers.
  mutating func numbers(_ values: [Double]) {
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      number(value)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Returns a string as a JSON string literal, escaped as ``string(_:)``
  /// escapes it.
  ///
  /// - Parameter text: The string.
  /// - Returns: The literal, quotes included.
  static func stringText(_ text: String) -> String {
    var writer = JSONWriter()
    writer.string(text)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Returns a number's text: Swift's shortest round-trip form without a
  /// trailing `.0`, non-finite numbers as Python writes them.
  ///
  /// `Double.description` writes whole numbers below 2^53 as `42.0` and
  /// switches to an exponent (`1e+16`) above; dropping `.0` leaves the
  /// value unchanged.
  ///
  /// - Parameter value: The number.
  /// - Returns: The text, such as `1`, `-0`, `0.5`, `1e-05` or `NaN`.
  static func numberText(_ value: Double) -> String {
    guard value.isFinite else {
      if value.isNaN { return "NaN" }
      return value < 0 ? "-Infinity" : "Infinity"
    }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
