import GestureCore

extension Trace {
  /// Reads a trace file, JSON or JSON Lines.
  ///
  /// Without a format, a `.json` file is read as JSON and a `.jsonl` or
  /// `.ndjson` file as JSON Lines; any other file is detected from its
  /// content (see ``TraceReader/init(bytes:format:)``). Unknown keys are
  /// ignored; a duplicate key's last value wins. Both must still hold
  /// JSON: a `NaN`, `Infinity` or `-Infinity` in them is an error, as
  /// everywhere.
  ///
  /// ```swift
  /// let path = "Fixtures/pinch-hold-release-pinch.json"
  /// let trace = try Trace(contentsOfFile: path)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - format: The file's layout, or `nil` to infer it.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/cannotOpen`` if
  ///   the file cannot be opened or read, or of kind
  ///   ``TraceError/Kind/invalidData`` naming the frame and field that are
  ///   not valid.
  /// - Complexity: O(*n*) in the size of the file.
  public init(
    contentsOfFile path: String,
    format: TraceFormat? = nil
  ) throws(TraceError) {
    var reader = try TraceReader(path: path, format: format)
    try self.init(reading: &reader)
  }

  /// Reads a trace from its UTF-8 text in memory.
  ///
  /// - Parameters:
  ///   - bytes: The trace's text, JSON or JSON Lines.
  ///   - format: The layout, or `nil` to detect it.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the frame and field that are not valid.
  /// - Complexity: O(*n*) in the size of the text.
  public init(bytes: [UInt8], format: TraceFormat? = nil) throws(TraceError) {
    var reader = try TraceReader(bytes: bytes, format: format)
    try self.init(reading: &reader)
  }

  /// Reads a trace from its text, JSON or JSON Lines.
  ///
  /// - Parameters:
  ///   - string: The trace's text.
  ///   - format: The layout, or `nil` to detect it.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the frame and field that are not valid.
  /// - Complexity: O(*n*) in the size of the text.
  public init(string: String, format: TraceFormat? = nil) throws(TraceError) {
    try self.init(bytes: Array(string.utf8), format: format)
  }

  /// Reads the rest of a reader's frames into a trace.
  ///
  /// - Parameter reader: A reader; on return, it is at the end.
  /// - Throws: A ``TraceError`` naming the first frame that is not valid.
  /// - Complexity: O(*n*) in the size of the remaining frames.
  public init(reading reader: inout TraceReader) throws(TraceError) {
    var frames: [Frame] = []
    while let frame = try reader.next() {
      frames.append(frame)
    }
    self.init(header: reader.header, frames: frames)
  }

  /// Reads a whole trace from standard input, JSON or JSON Lines.
  ///
  /// - Parameter format: The layout, or `nil` to detect it.
  /// - Returns: The trace.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/cannotOpen`` if
  ///   reading fails, or of kind ``TraceError/Kind/invalidData`` naming
  ///   the frame and field that are not valid.
  public static func standardInput(
    format: TraceFormat? = nil
  ) throws(TraceError) -> Trace {
    var reader = try TraceReader.standardInput(format: format)
    return try Trace(reading: &reader)
  }
}
