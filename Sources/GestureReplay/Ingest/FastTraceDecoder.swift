import GestureCore

/// A reader specialized for trace frames, which turns the bytes of a frame
/// straight into a ``Frame``, without building a ``JSONValue`` tree.
///
/// It is the fast path of ``TraceReader``: it reads the shapes traces
/// actually have (`t`, `hands`, `chirality`, `score`, `landmarks` of
/// `[x, y, z]` or `[x, y, z, confidence]`, `joints` of `[x, y]` or
/// `[x, y, confidence]`, `worldLandmarks`), hands any other value it meets
/// in a known place (a landmark written as an object, say) to
/// ``JSONParser`` and ``TraceDecoder``, and parses unknown members with
/// ``JSONParser`` too, so that they are checked as strictly as anywhere
/// else. It gives up, throwing ``Miss``, on anything else: a syntax
/// error, a value that is not valid, a key with an escape, a duplicate
/// member, `null`, and a `NaN`, `Infinity` or `-Infinity` anywhere, read
/// or skipped. The caller then reads the same bytes with the generic
/// path (``JSONParser`` then ``TraceDecoder``), which gives the frame or
/// the error it has always given, so the fast path changes no result and
/// no message, only the speed.
///
/// The rule that keeps it correct: it returns a frame only when the
/// generic path would return the same frame, bit for bit. Numbers are
/// converted with the same correctly rounded conversions (Clinger's fast
/// path, otherwise `Double(String)`); nesting is counted as the generic
/// parser counts it.
///
/// ```swift
/// let frame = bytes.withUnsafeBufferPointer {
///   FastTraceDecoder.frameLine($0)
/// }
/// ```
struct FastTraceDecoder {
  /// The fast path's refusal: the input needs the generic path.
  ///
  /// It carries nothing: the generic path finds what is wrong, if
  /// anything is, and says it in its own words.
  struct Miss: Error {}

  /// The whole text being read.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var position: Int

  /// Creates a decoder at an offset in a text.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - position: The offset to start reading at.
  init(bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  /// Decodes a line of a JSON Lines trace that holds one frame.
  ///
  /// - Parameter line: The line's bytes, without its `\n`.
  /// - Returns: The frame, or `nil` when the generic path must read the
  ///   line (because it is unusual or not valid).
  /// - Complexity: O(*n*), where *n* is the length of the line.
  static func frameLine(_ line: UnsafeBufferPointer<UInt8>) -> Frame? {
    var decoder = FastTraceDecoder(bytes: line)
    do throws(Miss) {
      decoder.skipWhitespace()
      let frame = try decoder.frame(depth: 1)
      decoder.skipWhitespace()
      guard decoder.position == line.count else { return nil }
      return frame
    } catch {
      return nil
    }
  }

  /// Decodes a frame object at the current position.
  ///
  /// - Parameter depth: The nesting level of the frame object itself: 1
  ///   for a line of JSON Lines, 3 in a JSON document's `frames`.
  /// - Returns: The frame.
  /// - Throws: ``Miss`` when the generic path must read the frame.
  mutating func frame(depth: Int) throws(Miss) -> Frame {
    try consume(UInt8(ascii: "{"))
    skipWhitespace()
    var time: Double?
    var hands: [Hand] = []
    var hasHands = false
    try members { (decoder, key) throws(Miss) in
      if decoder.key(key, is: "t") {
        guard time == nil else { throw Miss() }
        time = try decoder.number()
      } else if decoder.key(key, is: "hands") {
        guard !hasHands else { throw Miss() }
        hasHands = true
        hands = try decoder.hands(depth: depth + 1)
      } else {
        try decoder.skipValue(inside: depth)
      }
    }
    guard let time else { throw Miss() }
    return Frame(time: time, hands: hands)
  }

  /// Decodes `hands`, an array of hand objects, at the current position.
  private mutating func hands(depth: Int) throws(Miss) -> [Hand] {
    try consume(UInt8(ascii: "["))
    skipWhitespace()
    var hands: [Hand] = []
    try elements { (decoder, _) throws(Miss) in
      // More hands than a frame may hold: the generic path says so.
      guard hands.count < TraceDecoder.maximumHandCount else { throw Miss() }
      hands.append(try decoder.hand(depth: depth + 1))
    }
    return hands
  }

  // MARK: - Structure

  /// Reads the members of an object whose `{` and following whitespace
  /// are read, through its `}`, calling `body` with each key's range once
  /// the decoder is at the member's value.
  ///
  /// An empty object is a miss: no object of the trace format may be
  /// empty except `joints`, which its reader checks first.
  mutating func members(
    _ body: (inout FastTraceDecoder, Range<Int>) throws(Miss) -> Void
  ) throws(Miss) {
    while true {
      let key = try keyString()
      skipWhitespace()
      try consume(UInt8(ascii: ":"))
      skipWhitespace()
      try body(&self, key)
      skipWhitespace()
      guard position < bytes.count else { throw Miss() }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        return
      default:
        throw Miss()
      }
    }
  }

  /// Reads the elements of an array whose `[` and following whitespace are
  /// read, through its `]`, calling `body` at each element with its index.
  mutating func elements(
    _ body: (inout FastTraceDecoder, Int) throws(Miss) -> Void
  ) throws(Miss) {
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      return
    }
    var index = 0
    while true {
      try body(&self, index)
      index += 1
      skipWhitespace()
      guard position < bytes.count else { throw Miss() }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        position += 1
        return
      default:
        throw Miss()
      }
    }
  }

  /// Reads a key at the current position, which must be its `"`, and
  /// returns the range of its bytes between the quotes.
  ///
  /// A key with an escape is a miss (the generic path decodes it); one
  /// with a control character or bytes that are not UTF-8 is a miss too,
  /// for the generic path to report.
  mutating func keyString() throws(Miss) -> Range<Int> {
    try consume(UInt8(ascii: "\""))
    let start = position
    var isASCII = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let range = start..<position
        position += 1
        if !isASCII {
          let raw = UnsafeBufferPointer(rebasing: bytes[range])
          guard JSONParser.isValidUTF8(raw) else { throw Miss() }
        }
        return range
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { throw Miss() }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    throw Miss()
  }

  /// Returns whether a key's bytes are exactly a name.
  func key(_ key: Range<Int>, is name: StaticString) -> Bool {
    guard key.count == name.utf8CodeUnitCount else { return false }
    let name = name.utf8Start
    for offset in 0..<key.count
    where bytes[key.lowerBound + offset] != name[offset] {
      return false
    }
    return true
  }

  /// Reads an unknown member's value with the generic parser, which checks
  /// it as strictly as it checks any value, and drops it.
  ///
  /// - Parameter depth: The nesting level of the object that holds it.
  /// - Throws: ``Miss`` if the value is not valid JSON, or holds a `NaN`,
  ///   `Infinity` or `-Infinity`, which the generic path refuses there.
  mutating func skipValue(inside depth: Int) throws(Miss) {
    _ = try genericValue(inside: depth)
  }

  /// Reads the value at the current position with the generic parser.
  ///
  /// - Parameter depth: The nesting level of the container that holds the
  ///   value, so that the value may nest only as deep as the generic
  ///   parser would let it.
  /// - Returns: The value, whose numbers are all finite.
  /// - Throws: ``Miss`` if the value is not valid JSON, or holds a `NaN`,
  ///   `Infinity` or `-Infinity`, which the generic path names.
  mutating func genericValue(inside depth: Int) throws(Miss) -> JSONValue {
    let (value, firstNonJSONToken) = try keptValue(inside: depth)
    guard firstNonJSONToken == nil else { throw Miss() }
    return value
  }

  /// Reads the value at the current position with the generic parser,
  /// non-finite numbers and all, for ``TraceDecoder`` to decode later.
  ///
  /// - Parameter depth: The nesting level of the container that holds the
  ///   value.
  /// - Returns: The value, and the offset of its first `NaN`, `Infinity`
  ///   or `-Infinity` if it has one.
  /// - Throws: ``Miss`` if the value is not valid JSON.
  mutating func keptValue(
    inside depth: Int
  ) throws(Miss) -> (value: JSONValue, firstNonJSONToken: Int?) {
    do throws(JSONParseError) {
      let (value, end, firstNonJSONToken) = try JSONParser.parseValue(
        in: bytes,
        at: position,
        maximumDepth: JSONParser.defaultMaximumDepth - depth
      )
      position = end
      return (value, firstNonJSONToken)
    } catch {
      throw Miss()
    }
  }

  /// Reads a value with the generic parser and decodes it with one of
  /// ``TraceDecoder``'s functions; any problem is a miss.
  mutating func generic<Result>(
    inside depth: Int,
    _ decode: (JSONValue) throws(TraceProblem) -> Result
  ) throws(Miss) -> Result {
    let value = try genericValue(inside: depth)
    do throws(TraceProblem) {
      return try decode(value)
    } catch {
      throw Miss()
    }
  }

  // MARK: - Bytes

  /// Returns the byte at the current position, or 0 at the end (a byte
  /// that no value starts with).
  @inline(__always)
  func peek() -> UInt8 {
    position < bytes.count ? bytes[position] : 0
  }

  /// Reads one byte, which must be the given one.
  @inline(__always)
  mutating func consume(_ byte: UInt8) throws(Miss) {
    guard position < bytes.count && bytes[position] == byte else {
      throw Miss()
    }
    position += 1
  }

  /// Reads whitespace, optional and skipped, then one byte that must be
  /// the given one, then whitespace again.
  @inline(__always)
  mutating func separator(_ byte: UInt8) throws(Miss) {
    skipWhitespace()
    try consume(byte)
    skipWhitespace()
  }

  /// Skips JSON whitespace: spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }
}
