import GestureCore

/// A frame of a JSON document as the fast path leaves it: decoded, or, when
/// the fast path could not decode it, its value for ``TraceDecoder``.
enum TraceDocumentFrame {
  /// A frame the fast path decoded.
  case decoded(Frame)
  /// A frame's value, to decode with ``TraceDecoder/frame(_:)``, which
  /// gives the frame or the error naming the frame and field.
  case value(JSONValue)
}

extension FastTraceDecoder {
  /// A JSON trace document as the fast path reads it.
  struct Document {
    /// The top-level object with `frames` replaced by an empty array, for
    /// ``TraceDecoder/header(_:)``, which ignores `frames`.
    var header: JSONValue
    /// The frames, in order.
    var frames: [TraceDocumentFrame]
    /// The offset of the first `NaN`, `Infinity` or `-Infinity` of the
    /// header's members, if one has any.
    var headerNonJSONToken: Int?
    /// The offset of the first `NaN`, `Infinity` or `-Infinity` of each
    /// frame that has one, by frame index; such a frame is a
    /// ``TraceDocumentFrame/value(_:)``.
    var frameNonJSONTokens: [Int: Int] = [:]
  }

  /// Reads a whole JSON trace document, its header members with the
  /// generic parser and its frames with the fast path.
  ///
  /// A frame the fast path cannot decode is parsed with the generic parser
  /// and kept as a value, so that decoding it later gives the same frame
  /// or the same error as before. The document is read only when it is
  /// valid JSON (as ``JSONParser`` has it), with one top-level object
  /// holding one `frames` array, and keys without escapes; anything else
  /// gives `nil`, and the caller parses the document with
  /// ``JSONParser``, which reports what is wrong.
  ///
  /// - Parameter bytes: The document's UTF-8 text.
  /// - Returns: The header and frames, or `nil` for the generic path.
  /// - Complexity: O(*n*), where *n* is the length of the document.
  static func document(_ bytes: UnsafeBufferPointer<UInt8>) -> Document? {
    var decoder = FastTraceDecoder(bytes: bytes)
    do throws(Miss) {
      decoder.skipWhitespace()
      let document = try decoder.document()
      decoder.skipWhitespace()
      guard decoder.position == bytes.count else { return nil }
      return document
    } catch {
      return nil
    }
  }

  /// Reads the top-level object at the current position.
  private mutating func document() throws(Miss) -> Document {
    try consume(UInt8(ascii: "{"))
    skipWhitespace()
    var members: [JSONMember] = []
    var frames: [TraceDocumentFrame]?
    var frameNonJSONTokens: [Int: Int] = [:]
    var headerNonJSONToken: Int?
    try self.members { (decoder, key) throws(Miss) in
      let name = String(
        decoding: UnsafeBufferPointer(rebasing: decoder.bytes[key]),
        as: UTF8.self
      )
      if name == "frames" {
        guard frames == nil, decoder.peek() == UInt8(ascii: "[") else {
          throw Miss()
        }
        frames = try decoder.documentFrames(
          nonJSONTokens: &frameNonJSONTokens
        )
        members.append(JSONMember(key: name, value: .array([])))
      } else {
        let (value, token) = try decoder.keptValue(inside: 1)
        headerNonJSONToken = headerNonJSONToken ?? token
        members.append(JSONMember(key: name, value: value))
      }
    }
    guard let frames else { throw Miss() }
    return Document(
      header: .object(JSONObject(members)),
      frames: frames,
      headerNonJSONToken: headerNonJSONToken,
      frameNonJSONTokens: frameNonJSONTokens
    )
  }

  /// Reads the `frames` array at the current position (nesting level 2),
  /// each frame at level 3.
  ///
  /// - Parameter nonJSONTokens: Gets the offset of the first `NaN`,
  ///   `Infinity` or `-Infinity` of each frame that has one.
  /// - Returns: The frames, decoded or kept as values.
  /// - Throws: ``Miss`` if the array is not valid JSON.
  private mutating func documentFrames(
    nonJSONTokens: inout [Int: Int]
  ) throws(Miss) -> [TraceDocumentFrame] {
    position += 1
    skipWhitespace()
    var frames: [TraceDocumentFrame] = []
    try elements { (decoder, index) throws(Miss) in
      let start = decoder.position
      do throws(Miss) {
        frames.append(.decoded(try decoder.frame(depth: 3)))
      } catch {
        decoder.position = start
        let (value, token) = try decoder.keptValue(inside: 2)
        nonJSONTokens[index] = token
        frames.append(.value(value))
      }
    }
    return frames
  }

  /// Returns whether the first line of an input is certainly not a JSON
  /// Lines header, because its top-level object has a `frames` key.
  ///
  /// It scans the line's structure only (strings and nesting), without
  /// checking it: on a valid line it finds the top-level keys; on a line
  /// that is not valid JSON, the answer does not matter, since such a line
  /// is not a header either. It lets format detection skip parsing a whole
  /// one-line JSON document just to find `frames` in it.
  ///
  /// - Parameter line: The first non-blank line.
  /// - Returns: `true` when a top-level key is exactly `frames`.
  /// - Complexity: O(*n*), where *n* is the length of the line.
  static func hasTopLevelFramesKey(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var decoder = FastTraceDecoder(bytes: line)
    decoder.skipWhitespace()
    guard decoder.peek() == UInt8(ascii: "{") else { return false }
    var depth = 0
    while decoder.position < line.count {
      let byte = line[decoder.position]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        decoder.position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        decoder.position += 1
      case UInt8(ascii: "\""):
        let start = decoder.position + 1
        guard let end = decoder.skipString() else { return false }
        if depth == 1 && decoder.key(start..<end, is: "frames") {
          decoder.skipWhitespace()
          if decoder.peek() == UInt8(ascii: ":") { return true }
        }
      default:
        decoder.position += 1
      }
    }
    return false
  }

  /// Skips a string whose `"` is at the current position, escapes and
  /// all, without checking it, and returns the offset of its closing `"`.
  private mutating func skipString() -> Int? {
    position += 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        position += 1
        return position - 1
      case UInt8(ascii: "\\"): position += 2
      default: position += 1
      }
    }
    return nil
  }
}
