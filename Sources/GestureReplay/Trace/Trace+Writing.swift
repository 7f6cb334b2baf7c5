extension Trace {
  /// Returns the trace as UTF-8 text, deterministically.
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
  /// A non-finite number, which no valid trace holds, is written as `NaN`,
  /// `Infinity` or `-Infinity`, so that reading it back names the field.
  ///
  /// ```swift
  /// let text = String(decoding: trace.encoded(as: .jsonLines), as: UTF8.self)
  /// ```
  ///
  /// - Parameter format: The layout to write; JSON by default.
  /// - Returns: The text's bytes, ending with a newline.
  /// - Complexity: O(*n*) in the number of frames and joints.
  public func encoded(as format: TraceFormat = .json) -> [UInt8] {
    var writer = JSONWriter()
    TraceEncoder.openHeader(header, into: &writer)
    switch format {
    case .json:
      writer.raw(",\"frames\":[")
      for (index, frame) in frames.enumerated() {
        writer.raw(index == 0 ? "\n" : ",\n")
        TraceEncoder.frame(frame, into: &writer)
      }
      writer.raw(frames.isEmpty ? "]}\n" : "\n]}\n")
    case .jsonLines:
      writer.raw("}\n")
      for frame in frames {
        TraceEncoder.frame(frame, into: &writer)
        writer.raw("\n")
      }
    }
    return writer.bytes
  }

  /// Writes the trace to a file, replacing it if it exists.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - format: The layout; `nil` to choose it from the path's extension,
  ///     JSON Lines for `.jsonl` and `.ndjson`, JSON otherwise.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/cannotWrite`` if
  ///   the file cannot be created or written.
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
  /// - Throws: As ``write(toFile:format:)`` does.
  package func write(
    toFile path: [UInt8],
    name: String,
    format: TraceFormat? = nil
  ) throws(TraceError) {
    try Self.write(
      encoded: encoded(as: format ?? TraceFormat(path: name) ?? .json),
      toFile: path,
      name: name
    )
  }

  /// Writes a trace's encoded bytes to a file named by the bytes of its
  /// path, replacing it if it exists, so that a caller that has encoded
  /// the trace to check it writes what it checked.
  ///
  /// - Parameters:
  ///   - bytes: The trace as ``encoded(as:)`` gives it.
  ///   - path: The path's bytes, without a terminating NUL.
  ///   - name: How messages name the file.
  /// - Throws: As ``write(toFile:format:)`` does.
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
}
