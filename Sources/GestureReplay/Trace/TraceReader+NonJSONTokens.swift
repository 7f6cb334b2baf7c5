/// Refusing `NaN`, `Infinity` and `-Infinity` where the format reads nothing.
///
/// The parser accepts the three tokens, which are not JSON, as non-finite
/// numbers, so that a field the format reads can say that it is `NaN` or
/// infinite. A token anywhere else (an unknown member, the overridden
/// value of a duplicate key) is refused too, once the header or frame
/// that holds it has decoded without an error: with the path to it, its
/// line and column, as any other syntax error. Both the fast path and the
/// generic path keep, for each header and frame, the offset of its first
/// token; since every field the format reads refuses non-finite numbers,
/// that token is in a place the decoder did not read.
extension TraceReader {
  /// Returns the error for the first non-JSON token of a value that
  /// decoded without an error.
  ///
  /// - Parameters:
  ///   - token: Where the token is: its line and column (its message and
  ///     path are replaced).
  ///   - value: The header's or frame's value, whose first non-finite
  ///     number is the token's.
  ///   - frame: The frame's index, or `nil` for the header.
  /// - Returns: An error such as `frame 3: junk[0]: NaN is not JSON
  ///   (line 5, column 40)`.
  static func nonJSONTokenError(
    _ token: JSONParseError,
    in value: JSONValue,
    frame: Int?
  ) -> TraceError {
    guard let (path, number) = value.firstNonFinite() else {
      preconditionFailure(
        "Internal inconsistency: a non-JSON token in a finite value."
      )
    }
    var error = token
    error.message = "\(JSONWriter.numberText(number)) is not JSON"
    error.reversedPath = path.reversed()
    return TraceError.syntax(error, frame: frame, findsFrames: false)
  }

  /// Finds the first non-JSON token of a document's header and of each of
  /// its frames, from the offsets of all its tokens.
  ///
  /// - Parameters:
  ///   - offsets: The offsets of the document's tokens, in document order.
  ///   - object: The document's top-level object.
  ///   - framesIndex: The index of the member read as `frames`, an array.
  /// - Returns: The offset of the header's first token (outside
  ///   `frames`), and that of each frame that has one, by frame index.
  /// - Complexity: O(*n*), where *n* is the number of values the object
  ///   holds.
  static func documentNonJSONTokens(
    _ offsets: [Int],
    in object: JSONObject,
    framesIndex: Int
  ) -> (header: Int?, frames: [Int: Int]) {
    var header: Int?
    var frames: [Int: Int] = [:]
    // The index in `offsets` of the next value's first token.
    var next = 0
    for (index, member) in object.members.enumerated() {
      guard next < offsets.count else { break }
      if index == framesIndex, case .array(let elements) = member.value {
        for (frame, element) in elements.enumerated() {
          let count = element.nonFiniteCount
          if count > 0 {
            frames[frame] = offsets[next]
            next += count
          }
        }
      } else {
        let count = member.value.nonFiniteCount
        if count > 0 {
          header = header ?? offsets[next]
          next += count
        }
      }
    }
    return (header, frames)
  }

  /// Locates the first non-JSON tokens of a document's header and frames,
  /// and refuses the header's.
  ///
  /// - Parameters:
  ///   - header: The offset of the header's first token, if it has one.
  ///   - headerValue: The header's value, `frames` left out or empty.
  ///   - frames: The offset of each frame's first token, by frame index.
  ///   - bytes: The document.
  /// - Returns: Where each frame's first token is, by frame index.
  /// - Throws: The error naming the header's token, if it has one.
  /// - Complexity: O(*n* + *k* log *k*), where *n* is the length of the
  ///   document and *k* the number of frames with a token; nothing when
  ///   the document has no token.
  static func checkNonJSONTokens(
    header: Int?,
    of headerValue: JSONValue,
    frames: [Int: Int],
    in bytes: [UInt8]
  ) throws(TraceError) -> [Int: JSONParseError] {
    if let header {
      var token = JSONParseError(message: "", offset: header)
      bytes.withUnsafeBufferPointer { token.locate(in: $0) }
      throw nonJSONTokenError(token, in: headerValue, frame: nil)
    }
    guard !frames.isEmpty else { return [:] }
    let entries = Array(frames)
    var tokens = entries.map { JSONParseError(message: "", offset: $0.value) }
    bytes.withUnsafeBufferPointer { JSONParseError.locate(&tokens, in: $0) }
    return Dictionary(uniqueKeysWithValues: zip(entries.map(\.key), tokens))
  }
}
