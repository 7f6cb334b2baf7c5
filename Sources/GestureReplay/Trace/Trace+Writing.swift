extension Trace {
  /// Returns the trace as UTF-8 text, deterministically, if every reader
  /// accepts it.
  ///
  /// The same trace always gives the same bytes: keys in a fixed order,
  /// numbers in Swift's shortest round-trip form without a trailing `.0`
  /// (`1`, `0.5`, `1e-05`, `1e+16`), a confidence
  /// or score of 1 left out, hands with all 21 joints and their depths
  /// written as `landmarks`, others as `joints`. In JSON the header comes
  /// first on one line, then each frame on its own line; in JSON Lines the
  /// header line, then one line per frame. Reading the text gives back an
  /// equal trace.
  ///
  /// A trace that no reader would accept is refused, with the error that
  /// reading it would give: a header field a reader refuses (a version
  /// other than 1, a frame rate that is not positive, an expectation's
  /// time that is not finite); a frame's time that is not finite or goes
  /// backwards, more than 64 hands in a frame; a hand's coordinate that is
  /// not finite, a confidence or score outside 0...1, a chirality of
  /// `both`, an `id` that is an empty string or not finite.
  /// ``TraceRecorder`` refuses the same headers and frames with the same
  /// checks.
  ///
  /// ```swift
  /// let bytes = try trace.encoded(as: .jsonLines)
  /// let text = String(decoding: bytes, as: UTF8.self)
  /// ```
  ///
  /// - Parameter format: The layout to write; JSON by default.
  /// - Returns: The text's bytes, ending with a newline.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the first frame and field a reader would refuse, as in
  ///   `frame 41: hands[0].joints.indexTip: x is NaN` or
  ///   `frame 3: t goes backwards: 0.5 after 1`.
  /// - Complexity: O(*n*) in the number of frames and joints.
  public func encoded(
    as format: TraceFormat = .json
  ) throws(TraceError) -> [UInt8] {
    try TraceValidator.check(self)
    return TraceEncoder.trace(self, as: format)
  }

  /// Writes the trace to a file, replacing it if it exists.
  ///
  /// The file holds the bytes of ``encoded(as:)``, and reads back as an
  /// equal trace with ``init(contentsOfFile:format:)``, which reads a JSON
  /// document or a JSON Lines line of at most 64 MiB: a longer one is
  /// refused here too (write a long recording as JSON Lines).
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - format: The layout; `nil` to choose it from the path's extension,
  ///     JSON Lines for `.jsonl` and `.ndjson`, JSON otherwise.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the frame and field if no reader would accept the trace (see
  ///   ``encoded(as:)``; no file is created or replaced then), or of kind
  ///   ``TraceError/Kind/cannotWrite`` if the file cannot be created or
  ///   written.
  public func write(
    toFile path: String,
    format: TraceFormat? = nil
  ) throws(TraceError) {
    try write(toFile: Array(path.utf8), name: path, format: format)
  }

  /// Writes the trace to a file named by the bytes of its path, which need
  /// not be UTF-8, as `gesture-replay synth -o` does.
  ///
  /// - Parameters:
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file; without a format, its
  ///     extension decides, as for ``write(toFile:format:)``.
  ///   - format: The layout, or `nil` to infer it.
  ///   - maximumLength: The longest JSON document or JSON Lines line to
  ///     write, in bytes: by default the longest a reader accepts.
  /// - Throws: As ``write(toFile:format:)`` does.
  package func write(
    toFile path: [UInt8],
    name: String,
    format: TraceFormat? = nil,
    maximumLength: Int = Trace.maximumReadLength
  ) throws(TraceError) {
    let format = format ?? TraceFormat(path: name) ?? .json
    let bytes = try encoded(as: format)
    try TraceValidator.checkLength(
      of: bytes,
      format: format,
      limit: maximumLength
    )
    try Self.write(encoded: bytes, toFile: path, name: name)
  }

  /// Writes a trace's encoded bytes to a file named by the bytes of its
  /// path, replacing it if it exists, so that a caller that has encoded
  /// the trace to check it writes what it checked.
  ///
  /// - Parameters:
  ///   - bytes: The trace as ``encoded(as:)`` gives it.
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file.
  /// - Throws: A ``TraceError`` if the file cannot be written.
  package static func write(
    encoded bytes: [UInt8],
    toFile path: [UInt8],
    name: String
  ) throws(TraceError) {
    let file = try TraceFileDescriptor(writingAtPath: path, name: name)
    try file.write(bytes)
  }
}

extension Trace {
  /// The largest JSON trace, or JSON Lines line, the readers accept, in
  /// bytes: 64 MiB. A longer recording is JSON Lines, whose lines are
  /// short.
  package static let maximumReadLength = TraceLineSource
    .defaultMaximumLineLength

  /// A length in bytes as messages give it: `64 MiB` for a whole number of
  /// MiB, `1 byte`, `100000 bytes` otherwise.
  package static func lengthText(_ bytes: Int) -> String {
    if bytes > 0 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}
