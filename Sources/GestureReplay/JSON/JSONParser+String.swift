extension JSONParser {
  /// Reads a string literal at the current position, which is its `"`.
  ///
  /// Rejects unescaped control characters, invalid escapes, unpaired
  /// surrogates and invalid UTF-8.
  mutating func parseString() throws(JSONParseError) -> String {
    position += 1
    let start = position
    var hasEscape = false
    var hasNonASCII = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        hasEscape = true
        position += 2
        continue
      }
      if byte < 0x20 {
        throw error(
          "unescaped control character \(Self.codePoint(UInt32(byte)))"
            + " in a string"
        )
      }
      if byte >= 0x80 { hasNonASCII = true }
      position += 1
    }
    guard position < bytes.count else {
      position = bytes.count
      throw error("the input ends inside a string")
    }
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
    position += 1
    if hasNonASCII && !Self.isValidUTF8(raw) {
      throw error("invalid UTF-8 in a string", at: start)
    }
    guard hasEscape else { return String(decoding: raw, as: UTF8.self) }
    return try decodeEscapes(raw, offset: start)
  }

  /// Decodes the escapes of a string's raw bytes.
  ///
  /// - Parameters:
  ///   - raw: The bytes between the quotes.
  ///   - offset: The offset of `raw` in the input, for errors.
  /// - Returns: The decoded string.
  /// - Throws: An error for an invalid escape or an unpaired surrogate.
  private mutating func decodeEscapes(
    _ raw: UnsafeBufferPointer<UInt8>,
    offset: Int
  ) throws(JSONParseError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\") else {
        scratch.append(byte)
        index += 1
        continue
      }
      let escaped = index + 1 < raw.count ? raw[index + 1] : 0
      if let simple = Self.simpleEscapes[escaped] {
        scratch.append(simple)
        index += 2
      } else if escaped == UInt8(ascii: "u") {
        let (scalar, length) = try unicodeEscape(
          raw,
          at: index,
          offset: offset
        )
        UTF8.encode(scalar) { scratch.append($0) }
        index += length
      } else {
        throw invalidEscape(escaped, at: offset + index)
      }
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// The one-character escapes and the bytes they stand for.
  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): UInt8(ascii: "\""),
    UInt8(ascii: "\\"): UInt8(ascii: "\\"),
    UInt8(ascii: "/"): UInt8(ascii: "/"),
    UInt8(ascii: "b"): 0x08,
    UInt8(ascii: "f"): 0x0C,
    UInt8(ascii: "n"): 0x0A,
    UInt8(ascii: "r"): 0x0D,
    UInt8(ascii: "t"): 0x09,
  ]

  /// Reads `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at an index.
  ///
  /// - Returns: The scalar and the number of bytes read, 6 or 12.
  private func unicodeEscape(
    _ raw: UnsafeBufferPointer<UInt8>,
    at index: Int,
    offset: Int
  ) throws(JSONParseError) -> (Unicode.Scalar, Int) {
    guard let unit = Self.hexValue(raw, at: index + 2) else {
      throw error(
        "expected 4 hexadecimal digits after '\\u'",
        at: offset + index
      )
    }
    let unpaired = error(
      "unpaired surrogate \\u\(Self.hex4(unit)) in a string",
      at: offset + index
    )
    switch unit {
    case 0xD800...0xDBFF:
      guard index + 7 < raw.count,
        raw[index + 6] == UInt8(ascii: "\\"),
        raw[index + 7] == UInt8(ascii: "u"),
        let low = Self.hexValue(raw, at: index + 8),
        (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(
          0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        )
      else { throw unpaired }
      return (scalar, 12)
    case 0xDC00...0xDFFF:
      throw unpaired
    default:
      guard let scalar = Unicode.Scalar(unit) else { throw unpaired }
      return (scalar, 6)
    }
  }

  private func invalidEscape(_ byte: UInt8, at offset: Int) -> JSONParseError {
    guard (0x21...0x7E).contains(byte) else {
      return error("invalid escape in a string", at: offset)
    }
    let character = Character(Unicode.Scalar(byte))
    return error("invalid escape '\\\(character)' in a string", at: offset)
  }

  /// Returns the value of the 4 hexadecimal digits at an index, if they are.
  private static func hexValue(
    _ raw: UnsafeBufferPointer<UInt8>,
    at index: Int
  ) -> UInt32? {
    guard index + 4 <= raw.count else { return nil }
    var value: UInt32 = 0
    for byte in raw[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 0x30
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 0x57
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 0x37
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private static func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Returns whether bytes are well-formed UTF-8 (no overlong forms, no
  /// surrogates, nothing above U+10FFFF).
  static func isValidUTF8(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    var iterator = raw.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
