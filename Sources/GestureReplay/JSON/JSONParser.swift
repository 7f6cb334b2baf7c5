/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// The parser reads exactly one JSON value, with optional whitespace and an
/// optional UTF-8 byte order mark before it, and rejects anything after it.
/// Besides the RFC grammar it accepts the three non-JSON tokens `NaN`,
/// `Infinity` and `-Infinity` (as Python's `json` module writes them),
/// giving non-finite numbers, so that a reader can report which field holds
/// them instead of a syntax error. It says where it read them (see
/// ``parse(_:maximumDepth:nonJSONTokens:)`` and
/// ``parseValue(in:at:maximumDepth:)``), so that a reader can also refuse
/// those in values it does not read, such as unknown members.
///
/// Numbers are converted as `Double(String)` converts them, correctly
/// rounded; a number too large for a `Double` is an error, and one too small
/// becomes zero with its sign. Nesting deeper than ``maximumDepth`` arrays
/// and objects is an error, so that no input can exhaust the stack.
///
/// Errors carry the byte offset, line and column of the problem and the
/// path from the root to the value being read.
///
/// ```swift
/// let value = try JSONParser.parse(Array("[1, 2.5, -0]".utf8))
/// ```
struct JSONParser {
  /// The nesting depth allowed by default: 64 arrays and objects.
  ///
  /// A trace nests 7 deep. The parser recurses once per level, and a debug
  /// build takes about 3 KiB of stack per level (release about 0.4 KiB):
  /// 64 levels fit a 512 KiB secondary thread, as on Apple platforms, with
  /// room to spare; 512 levels would not.
  static let defaultMaximumDepth = 64

  /// The deepest nesting of arrays and objects this parser accepts.
  let maximumDepth: Int
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  private var depth = 0
  /// Reused storage for strings with escapes.
  var scratch: [UInt8] = []
  /// The offset of the first non-JSON token read, if any.
  private(set) var firstNonJSONToken: Int?
  /// The offsets of the non-JSON tokens read so far, in document order,
  /// when the parser records them all; `nil` otherwise.
  private var nonJSONTokens: [Int]?

  private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Parses one JSON document.
  ///
  /// - Parameters:
  ///   - bytes: The document's UTF-8 bytes.
  ///   - maximumDepth: The deepest nesting of arrays and objects allowed.
  /// - Returns: The document's value.
  /// - Throws: A ``JSONParseError`` with the line, column and path of the
  ///   first problem.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>,
    maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    return try parser.parseLocatingErrors()
  }

  /// Parses one JSON document and gives where its non-JSON tokens are.
  ///
  /// - Parameters:
  ///   - bytes: The document's UTF-8 bytes.
  ///   - maximumDepth: The deepest nesting of arrays and objects allowed.
  ///   - nonJSONTokens: On return, the offsets of the document's `NaN`,
  ///     `Infinity` and `-Infinity` tokens, in document order: the order
  ///     of the non-finite numbers of the value, its objects' members (all
  ///     of them, duplicates included) and its arrays' elements in order.
  /// - Returns: The document's value.
  /// - Throws: A ``JSONParseError`` with the line, column and path of the
  ///   first problem.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>,
    maximumDepth: Int = defaultMaximumDepth,
    nonJSONTokens: inout [Int]
  ) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    parser.nonJSONTokens = []
    let value = try parser.parseLocatingErrors()
    nonJSONTokens = parser.nonJSONTokens ?? []
    return value
  }

  /// Parses one JSON document from an array of bytes.
  ///
  /// - Parameters:
  ///   - bytes: The document's UTF-8 bytes.
  ///   - maximumDepth: The deepest nesting of arrays and objects allowed.
  /// - Returns: The document's value.
  /// - Throws: A ``JSONParseError`` naming the first problem.
  static func parse(
    _ bytes: [UInt8],
    maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in
      try parse(buffer, maximumDepth: maximumDepth)
    }
  }

  /// Parses one JSON value that starts at an offset inside a larger text.
  ///
  /// The value is read exactly as ``parse(_:maximumDepth:)-([UInt8],_)``
  /// reads a value at that place: this is how a specialized reader hands a
  /// value it does not handle itself (an unknown member, say) back to the
  /// parser. Nothing before the offset or after the value is looked at.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - offset: The offset of the value's first byte.
  ///   - maximumDepth: The deepest nesting allowed inside the value, counting
  ///     the value itself as one level if it is an array or an object.
  /// - Returns: The value, the offset just past it, and the offset of its
  ///   first non-JSON token (`NaN`, `Infinity` or `-Infinity`), if it has
  ///   one.
  /// - Throws: A ``JSONParseError``, without its line and column.
  /// - Complexity: O(*n*), where *n* is the number of bytes of the value.
  static func parseValue(
    in bytes: UnsafeBufferPointer<UInt8>,
    at offset: Int,
    maximumDepth: Int
  ) throws(JSONParseError) -> (
    value: JSONValue, end: Int, firstNonJSONToken: Int?
  ) {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    parser.position = offset
    let value = try parser.parseValue()
    return (value, parser.position, parser.firstNonJSONToken)
  }

  /// Parses the document, setting the line and column of an error.
  private mutating func parseLocatingErrors() throws(JSONParseError)
    -> JSONValue
  {
    do throws(JSONParseError) {
      return try parseDocument()
    } catch {
      var located = error
      located.locate(in: bytes)
      throw located
    }
  }

  /// Whether bytes begin with UTF-8's byte order mark, `EF BB BF`.
  static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB
      && bytes[2] == 0xBF
  }

  private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if Self.startsWithByteOrderMark(bytes) { position = 3 }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else {
      var error = expected("the end of the input")
      error.startsAnotherObject = peek() == UInt8(ascii: "{")
      throw error
    }
    return value
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard let byte = peek() else { throw expected("a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    case UInt8(ascii: "+"), UInt8(ascii: "."):
      throw error(
        "a number cannot start with '\(Character(Unicode.Scalar(byte)))'"
      )
    default: return try parseWord()
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      do throws(JSONParseError) {
        elements.append(try parseValue())
      } catch {
        throw error.within(.index(elements.count))
      }
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default:
        throw expected("',' or ']'")
      }
    }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var members: [JSONMember] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return .object(JSONObject(members))
    }
    while true {
      guard peek() == UInt8(ascii: "\"") else {
        throw expected(members.isEmpty ? "a string key or '}'" : "a string key")
      }
      let key = try parseString()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw expected("':'") }
      position += 1
      skipWhitespace()
      do throws(JSONParseError) {
        members.append(JSONMember(key: key, value: try parseValue()))
      } catch {
        throw error.within(.key(key))
      }
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        return .object(JSONObject(members))
      default:
        throw expected("',' or '}'")
      }
    }
  }

  /// Reads `true`, `false`, `null`, `NaN` or `Infinity`.
  private mutating func parseWord() throws(JSONParseError) -> JSONValue {
    let start = position
    while let byte = peek(), Self.isLetter(byte) { position += 1 }
    let word = String(decoding: bytes[start..<position], as: UTF8.self)
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    case "NaN":
      noteNonJSONToken(at: start)
      return .number(.nan)
    case "Infinity":
      noteNonJSONToken(at: start)
      return .number(.infinity)
    default:
      position = start
      guard !word.isEmpty else { throw expected("a value") }
      throw error("expected a value, found '\(word)'")
    }
  }

  /// Notes that a `NaN`, `Infinity` or `-Infinity` starts at an offset.
  mutating func noteNonJSONToken(at offset: Int) {
    if firstNonJSONToken == nil { firstNonJSONToken = offset }
    nonJSONTokens?.append(offset)
  }

  private mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw error("nesting deeper than \(maximumDepth) levels")
    }
    position += 1
  }

  // MARK: - Bytes

  /// Returns the byte at the current position, or `nil` at the end.
  func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  // MARK: - Errors

  /// Returns an error at an offset, the current position by default.
  func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
    JSONParseError(message: message, offset: offset ?? position)
  }

  /// Returns an error saying what was expected and what was found instead.
  func expected(_ what: String) -> JSONParseError {
    error("expected \(what), found \(describeCurrent())")
  }

  /// Describes the character at the current position for a message.
  func describeCurrent() -> String {
    guard let byte = peek() else { return "the end of the input" }
    switch byte {
    case 0x0A, 0x0D: return "a line break"
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x00..<0x80: return Self.codePoint(UInt32(byte))
    default:
      var iterator = bytes[position...].makeIterator()
      var decoder = UTF8()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) {
        if scalar == "\u{FEFF}" {
          return "a byte order mark (U+FEFF)"
        }
        return Self.isVisible(scalar)
          ? "'\(Character(scalar))'" : Self.codePoint(scalar.value)
      }
      return "a byte that is not UTF-8"
    }
  }

  /// Whether a character shows as itself in a message: not a control,
  /// format, separator, private-use or unassigned code point.
  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator,
      .paragraphSeparator, .privateUse, .surrogate, .unassigned:
      false
    default:
      true
    }
  }

  /// Returns `U+XXXX` for a code point.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension JSONParseError {
  /// Returns the error with a path component added outside the ones it has.
  ///
  /// - Parameter component: The key or index of the enclosing value.
  /// - Returns: The error with the longer path.
  func within(_ component: JSONPathComponent) -> JSONParseError {
    var error = self
    error.reversedPath.append(component)
    return error
  }
}
