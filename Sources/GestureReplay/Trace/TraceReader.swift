import GestureCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A reader that gives a trace's header, then its frames one at a time.
///
/// A JSON Lines trace is read as a stream, in constant memory: the file is
/// read in 64 KiB chunks and one line is parsed at a time, so a recording
/// of any length can be replayed. A line longer than 64 MiB is an error. A
/// JSON trace is read whole, then its frames are decoded one at a time; a
/// JSON trace file larger than 64 MiB is an error, refused before it is
/// read when its size is known, so that no input can take memory without
/// bound.
///
/// Errors name the frame (counted from 0 among the frames) and the field;
/// a syntax error in a JSON Lines trace also names its line and column.
/// Times must not go backwards from one frame to the next. `NaN`,
/// `Infinity` and `-Infinity`, which are not JSON, are refused wherever
/// they are: in a field the format reads, with an error that names it
/// (`x is NaN`); in an unknown member, or a duplicate key's overridden
/// value, as a syntax error with its path, line and column (`frame 3:
/// provenance.latency: NaN is not JSON (line 5, column 40)`).
///
/// ```swift
/// var reader = try TraceReader(path: "long.jsonl")
/// print(reader.header.coordinates)
/// while let frame = try reader.next() {
///   print(frame.time, frame.hands.count)
/// }
/// ```
///
/// A reader is a cursor over its input: copies of a reader of a JSON
/// Lines trace share the file, so read from one copy only. After an error,
/// ``next()`` goes on with the following frame.
public struct TraceReader {
  /// Everything the trace says apart from its frames.
  public let header: TraceHeader
  /// The layout of the input, given or detected.
  public let format: TraceFormat
  /// The number of frames read so far: the index of the next frame.
  public private(set) var frameIndex = 0

  private let content: Content
  private let decoding: Decoding
  private var lastTime: Double?

  private enum Content {
    case lines(TraceLineSource)
    /// A document's frames, and where the first non-JSON token of each
    /// frame that has one is.
    case document([TraceDocumentFrame], nonJSONTokens: [Int: JSONParseError])
  }

  /// How a reader decodes frames: with the fast path where it can, or
  /// with the generic path alone, for tests that compare the two.
  enum Decoding: Sendable {
    /// ``FastTraceDecoder`` first, the generic path for what it refuses.
    case specialized
    /// ``JSONParser`` then ``TraceDecoder``, for every frame.
    case generic
  }

  /// Opens a trace file.
  ///
  /// Without a format, a `.json` file is read as JSON and a `.jsonl` or
  /// `.ndjson` file as JSON Lines; any other file is detected from its
  /// content (see ``init(bytes:format:)``).
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - format: The file's layout, or `nil` to infer it.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/cannotOpen`` if
  ///   the file cannot be opened or read, or of kind
  ///   ``TraceError/Kind/invalidData`` if its header is not valid.
  public init(path: String, format: TraceFormat? = nil) throws(TraceError) {
    try self.init(
      path: path,
      format: format,
      maximumLineLength: TraceLineSource.defaultMaximumLineLength
    )
  }

  /// Opens a trace file by the bytes of its path, which need not be UTF-8
  /// (a file name from another system), as `gesture-replay` does.
  ///
  /// Without a format, the name's extension decides, as for
  /// ``init(path:format:)``.
  ///
  /// - Parameters:
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file.
  ///   - format: The file's layout, or `nil` to infer it.
  /// - Throws: As ``init(path:format:)`` does.
  package init(
    path: [UInt8],
    name: String,
    format: TraceFormat? = nil
  ) throws(TraceError) {
    let file = try TraceFileDescriptor(readingAtPath: path, name: name)
    try self.init(
      source: TraceLineSource(file: file),
      format: format ?? TraceFormat(path: name)
    )
  }

  /// Opens a trace file with a line length limit and a way of decoding,
  /// for tests.
  init(
    path: String,
    format: TraceFormat?,
    maximumLineLength: Int,
    decoding: Decoding = .specialized
  ) throws(TraceError) {
    let file = try TraceFileDescriptor(readingAtPath: path)
    try self.init(
      source: TraceLineSource(file: file, maximumLineLength: maximumLineLength),
      format: format ?? TraceFormat(path: path),
      decoding: decoding
    )
  }

  /// Reads a trace from an open file descriptor, such as a pipe.
  ///
  /// The reader does not close the descriptor.
  ///
  /// - Parameters:
  ///   - fileDescriptor: The open descriptor to read from.
  ///   - format: The input's layout, or `nil` to detect it.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/cannotOpen`` if
  ///   reading fails, or of kind ``TraceError/Kind/invalidData`` if the
  ///   header is not valid.
  public init(
    fileDescriptor: Int32,
    format: TraceFormat? = nil
  ) throws(TraceError) {
    let name =
      fileDescriptor == STDIN_FILENO ? "<stdin>" : "<fd \(fileDescriptor)>"
    let file = TraceFileDescriptor(borrowing: fileDescriptor, name: name)
    try self.init(source: TraceLineSource(file: file), format: format)
  }

  /// Reads a trace from standard input, as `gesture-replay -` does.
  ///
  /// - Parameter format: The input's layout, or `nil` to detect it.
  /// - Returns: A reader positioned at the first frame.
  /// - Throws: A ``TraceError`` as ``init(fileDescriptor:format:)`` does.
  public static func standardInput(
    format: TraceFormat? = nil
  ) throws(TraceError) -> TraceReader {
    try TraceReader(fileDescriptor: STDIN_FILENO, format: format)
  }

  /// Reads a trace from bytes in memory.
  ///
  /// Without a format, the content decides: input whose first non-blank
  /// line is a complete JSON object without `frames`, followed by more
  /// non-blank lines or holding a `version` (the JSON Lines of a trace
  /// without frames), is JSON Lines; anything else is JSON.
  ///
  /// - Parameters:
  ///   - bytes: The trace's UTF-8 text.
  ///   - format: The layout, or `nil` to detect it.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData`` if
  ///   the header is not valid (for JSON, if any of the text is not JSON).
  public init(bytes: [UInt8], format: TraceFormat? = nil) throws(TraceError) {
    try self.init(source: TraceLineSource(bytes: bytes), format: format)
  }

  /// Reads a trace from bytes in memory with a given way of decoding, for
  /// tests that compare the fast path with the generic one.
  init(
    bytes: [UInt8],
    format: TraceFormat?,
    decoding: Decoding
  ) throws(TraceError) {
    try self.init(
      source: TraceLineSource(bytes: bytes),
      format: format,
      decoding: decoding
    )
  }

  private init(
    source: TraceLineSource,
    format given: TraceFormat?,
    decoding: Decoding = .specialized
  ) throws(TraceError) {
    let format: TraceFormat
    if let given {
      format = given
    } else {
      format = try Self.detectFormat(of: source, decoding: decoding)
    }
    self.format = format
    self.decoding = decoding
    switch format {
    case .json:
      let (header, frames, tokens) = try Self.readDocument(
        source,
        decoding: decoding
      )
      self.header = header
      self.content = .document(frames, nonJSONTokens: tokens)
    case .jsonLines:
      self.header = try Self.readHeaderLine(source)
      self.content = .lines(source)
    }
  }

  /// Reads the next frame.
  ///
  /// - Returns: The frame, or `nil` after the last one.
  /// - Throws: A ``TraceError`` naming the frame and field if the frame is
  ///   not valid or its time goes backwards; of kind
  ///   ``TraceError/Kind/cannotOpen`` if reading the file fails.
  /// - Complexity: O(*n*) in the size of the frame.
  public mutating func next() throws(TraceError) -> Frame? {
    let index = frameIndex
    let value: JSONValue
    let nonJSONToken: JSONParseError?
    switch content {
    case .document(let frames, let tokens):
      guard index < frames.count else { return nil }
      frameIndex += 1
      switch frames[index] {
      case .decoded(let frame): return try accept(frame, index: index)
      case .value(let frameValue): value = frameValue
      }
      nonJSONToken = tokens[index]
    case .lines(let source):
      guard let range = try nextFrameLine(source) else { return nil }
      try Self.refuseByteOrderMark(range, of: source, frame: index)
      if decoding == .specialized,
        let frame = source.withBytes(of: range, FastTraceDecoder.frameLine)
      {
        return try accept(frame, index: index)
      }
      (value, nonJSONToken) = try Self.parseLine(
        range,
        of: source,
        frame: index
      )
    }
    return try accept(value, index: index, nonJSONToken: nonJSONToken)
  }

  /// Reads the next non-blank line, which holds a frame, and counts it.
  ///
  /// A line too long to read counts as a frame, and is skipped.
  private mutating func nextFrameLine(
    _ source: TraceLineSource
  ) throws(TraceError) -> Range<Int>? {
    do throws(TraceError) {
      let range = try source.nextNonBlankLine()
      if range != nil { frameIndex += 1 }
      return range
    } catch {
      guard error.kind == .invalidData else { throw error }
      var located = error
      located.frame = frameIndex
      frameIndex += 1
      throw located
    }
  }

  /// Decodes a frame's value, refuses its first non-JSON token if it has
  /// one, and checks that its time does not go back.
  ///
  /// - Parameters:
  ///   - value: The frame's value.
  ///   - index: The frame's index.
  ///   - nonJSONToken: Where the value's first `NaN`, `Infinity` or
  ///     `-Infinity` is, if it has one.
  /// - Returns: The frame.
  /// - Throws: A ``TraceError`` naming the frame and field that are wrong.
  private mutating func accept(
    _ value: JSONValue,
    index: Int,
    nonJSONToken: JSONParseError?
  ) throws(TraceError) -> Frame {
    let frame: Frame
    do throws(TraceProblem) {
      frame = try TraceDecoder.frame(value)
    } catch {
      throw error.traceError(frame: index)
    }
    if let nonJSONToken {
      throw Self.nonJSONTokenError(nonJSONToken, in: value, frame: index)
    }
    return try accept(frame, index: index)
  }

  /// Checks that a decoded frame's time does not go back.
  private mutating func accept(
    _ frame: Frame,
    index: Int
  ) throws(TraceError) -> Frame {
    if let lastTime, frame.time < lastTime {
      let now = JSONWriter.numberText(frame.time)
      throw TraceError(
        kind: .invalidData,
        frame: index,
        message: "t goes backwards: \(now) after"
          + " \(JSONWriter.numberText(lastTime))"
      )
    }
    lastTime = frame.time
    return frame
  }
}

// MARK: - Reading the parts

extension TraceReader {
  /// The error for an input with nothing but whitespace.
  static let emptyTrace = TraceError(
    kind: .invalidData,
    message: "the trace is empty"
  )

  /// Reads a whole JSON document: its header and its frames, decoded by
  /// the fast path or kept as values, with where the first non-JSON token
  /// of each frame that has one is.
  private static func readDocument(
    _ source: TraceLineSource,
    decoding: Decoding
  ) throws(TraceError) -> (
    TraceHeader, [TraceDocumentFrame], [Int: JSONParseError]
  ) {
    let bytes = try source.readToEnd()
    let isBlank = bytes.allSatisfy { $0 == 0x0A || TraceLineSource.isBlank($0) }
    if isBlank { throw emptyTrace }
    if decoding == .specialized,
      let document = bytes.withUnsafeBufferPointer(FastTraceDecoder.document)
    {
      let header = try decodeHeader(document.header)
      let tokens = try checkNonJSONTokens(
        header: document.headerNonJSONToken,
        of: document.header,
        frames: document.frameNonJSONTokens,
        in: bytes
      )
      return (header, document.frames, tokens)
    }
    let value: JSONValue
    var offsets: [Int] = []
    do throws(JSONParseError) {
      value = try bytes.withUnsafeBufferPointer {
        (buffer) throws(JSONParseError) in
        try JSONParser.parse(buffer, nonJSONTokens: &offsets)
      }
    } catch {
      var syntax = TraceError.syntax(error)
      if error.startsAnotherObject {
        syntax.message +=
          "; a trace of one object a line is JSON Lines, read from a .jsonl file"
      }
      throw syntax
    }
    if case .object(let object) = value, object["version"] == nil,
      object["frames"] == nil
    {
      // A configuration or another JSON file, as in a directory of traces.
      throw TraceError(
        kind: .invalidData,
        message: "not a trace: it has neither version nor frames"
      )
    }
    let header = try decodeHeader(value)
    guard case .object(let object) = value,
      let framesIndex = object.members.lastIndex(where: { $0.key == "frames" })
    else {
      throw TraceError(kind: .invalidData, message: "frames is missing")
    }
    guard case .array(let elements) = object.members[framesIndex].value else {
      throw TraceError(kind: .invalidData, message: "frames is not an array")
    }
    var tokens: [Int: JSONParseError] = [:]
    if !offsets.isEmpty {
      // The header as the fast path has it: `frames` read apart.
      var headerObject = object
      headerObject.members[framesIndex].value = .array([])
      let (headerOffset, frameOffsets) = documentNonJSONTokens(
        offsets,
        in: object,
        framesIndex: framesIndex
      )
      tokens = try checkNonJSONTokens(
        header: headerOffset,
        of: .object(headerObject),
        frames: frameOffsets,
        in: bytes
      )
    }
    return (header, elements.map(TraceDocumentFrame.value), tokens)
  }

  /// Reads the header line of a JSON Lines trace.
  private static func readHeaderLine(
    _ source: TraceLineSource
  ) throws(TraceError) -> TraceHeader {
    guard let range = try source.nextNonBlankLine() else { throw emptyTrace }
    try refuseByteOrderMark(range, of: source, frame: nil)
    let (value, nonJSONToken) = try parseLine(range, of: source, frame: nil)
    let header = try decodeHeader(value)
    if case .object(let object) = value, object["frames"] != nil {
      throw TraceError(
        kind: .invalidData,
        message: "frames is not allowed in the header of a JSON Lines trace;"
          + " write one frame per line"
      )
    }
    if let nonJSONToken {
      throw nonJSONTokenError(nonJSONToken, in: value, frame: nil)
    }
    return header
  }

  private static func decodeHeader(
    _ value: JSONValue
  ) throws(TraceError) -> TraceHeader {
    do throws(TraceProblem) {
      return try TraceDecoder.header(value)
    } catch {
      throw error.traceError()
    }
  }

  /// Parses one line as JSON.
  ///
  /// - Parameters:
  ///   - range: The line's range in the source's buffer.
  ///   - source: The source the line was read from.
  ///   - frame: The frame the line holds, or `nil` for the header.
  /// - Returns: The line's value, and where its first `NaN`, `Infinity` or
  ///   `-Infinity` is (line and column in the file), if it has one.
  /// - Throws: A syntax error naming the frame, the line and the column.
  private static func parseLine(
    _ range: Range<Int>,
    of source: TraceLineSource,
    frame: Int?
  ) throws(TraceError) -> (value: JSONValue, nonJSONToken: JSONParseError?) {
    do throws(JSONParseError) {
      var (value, token) = try source.withBytes(of: range) {
        (bytes) throws(JSONParseError) -> (JSONValue, JSONParseError?) in
        var offsets: [Int] = []
        let value = try JSONParser.parse(bytes, nonJSONTokens: &offsets)
        guard let first = offsets.first else { return (value, nil) }
        var token = JSONParseError(message: "", offset: first)
        token.locate(in: bytes)
        return (value, token)
      }
      token?.line += source.lineNumber - 1
      return (value, token)
    } catch {
      var syntax = TraceError.syntax(
        error,
        frame: frame,
        line: source.lineNumber,
        findsFrames: false
      )
      if frame == nil, error.offset >= range.count {
        syntax.message +=
          "; a JSON Lines header is one line (a trace over several lines is"
          + " JSON, read from a .json file)"
      }
      throw syntax
    }
  }
}
