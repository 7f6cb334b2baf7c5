/// Telling the two layouts apart, and the byte order mark, which only the
/// file's first line may begin with.
extension TraceReader {
  /// Looks at the first lines of an input to tell JSON Lines from JSON.
  ///
  /// The input is JSON Lines when its first non-blank line is a complete
  /// object without `frames`, and at least one non-blank line follows or
  /// the object has a `version`: alone, it is the header of a trace
  /// without frames, where a JSON trace would lack its `frames`. A
  /// first line with a top-level `frames` key is JSON without parsing it
  /// (it may be a whole one-line document). A second line longer than the
  /// limit after such a first object is JSON Lines too, so that its error
  /// is the line's, not a document's.
  static func detectFormat(
    of source: TraceLineSource,
    decoding: Decoding
  ) throws(TraceError) -> TraceFormat {
    source.setMark()
    defer { source.rewindToMark() }
    do throws(TraceError) {
      guard let first = try source.nextNonBlankLine() else { return .json }
      if decoding == .specialized,
        source.withBytes(of: first, FastTraceDecoder.hasTopLevelFramesKey)
      {
        return .json
      }
      let value = source.withBytes(of: first) { try? JSONParser.parse($0) }
      guard case .object(let object) = value, object["frames"] == nil else {
        return .json
      }
      if object["version"] != nil { return .jsonLines }
      do throws(TraceError) {
        return try source.nextNonBlankLine() != nil ? .jsonLines : .json
      } catch  where error.kind == .invalidData {
        // A line too long after a first line that is a whole object: no
        // JSON document goes on after its value.
        return .jsonLines
      }
    } catch  where error.kind == .invalidData {
      return .json
    }
  }

  /// Refuses a line of JSON Lines that begins with a byte order mark: the
  /// line source has taken the one that may begin the file off its first
  /// line, so one here is anywhere else.
  ///
  /// - Parameters:
  ///   - range: The line.
  ///   - source: Its source, for the line's number.
  ///   - frame: The frame the line holds, or `nil` for the header.
  /// - Throws: A ``TraceError`` naming the line and column 1.
  static func refuseByteOrderMark(
    _ range: Range<Int>,
    of source: TraceLineSource,
    frame: Int?
  ) throws(TraceError) {
    guard source.withBytes(of: range, JSONParser.startsWithByteOrderMark)
    else { return }
    throw TraceError(
      kind: .invalidData,
      frame: frame,
      message: "a byte order mark may only begin the file",
      line: source.lineNumber,
      column: 1
    )
  }
}
