#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The lines of a trace, read from a file in fixed-size chunks or taken
/// from bytes in memory.
///
/// Reading a file keeps at most one line and one 64 KiB chunk in memory;
/// a line longer than ``maximumLineLength`` is an error rather than a
/// reason to grow without bound. A line ends at `\n`; a `\r` before it
/// stays in the line, where JSON reads it as whitespace, and does not
/// count toward the limit. A byte order mark that begins the input is not
/// part of the first line.
///
/// After the error for a line that is too long, reading goes on with the
/// line after it.
///
/// While a mark is set (see ``setMark()``), nothing after it is discarded,
/// so that the lines read can be read again after ``rewindToMark()``.
final class TraceLineSource {
  /// The size of each read from a file, in bytes: 64 KiB.
  static let chunkSize = 64 << 10
  /// The longest line read from a file by default, in bytes: 64 MiB.
  static let defaultMaximumLineLength = 64 << 20

  /// The longest line accepted, in bytes, not counting its `\n` or the
  /// `\r` before it.
  let maximumLineLength: Int
  /// How messages name the input: a path, `<stdin>`, or `<bytes>`.
  let name: String
  /// The number of the last line returned by ``nextLine()``, from 1.
  private(set) var lineNumber = 0

  private let file: TraceFileDescriptor?
  private let chunk: UnsafeMutableRawBufferPointer
  private var buffer: [UInt8]
  private var start = 0
  private var scanned = 0
  private var isAtEnd: Bool
  private var isSkippingLine = false
  private var mark: (offset: Int, lineNumber: Int)?

  /// Reads lines from a file.
  ///
  /// - Parameters:
  ///   - file: The open file.
  ///   - maximumLineLength: The longest line accepted, in bytes.
  init(
    file: TraceFileDescriptor,
    maximumLineLength: Int = defaultMaximumLineLength
  ) {
    self.file = file
    self.name = file.name
    self.maximumLineLength = maximumLineLength
    self.chunk = .allocate(byteCount: Self.chunkSize, alignment: 1)
    self.buffer = []
    self.isAtEnd = false
  }

  /// Reads lines from bytes in memory, of any length.
  ///
  /// - Parameter bytes: The whole input.
  init(bytes: [UInt8]) {
    self.file = nil
    self.name = "<bytes>"
    self.maximumLineLength = .max
    self.chunk = .allocate(byteCount: 0, alignment: 1)
    self.buffer = bytes
    self.isAtEnd = true
  }

  deinit {
    chunk.deallocate()
  }

  /// Returns the range of the next line in the buffer, or `nil` at the end.
  ///
  /// The range is valid until the next call of any other method.
  ///
  /// - Throws: A ``TraceError`` of kind `cannotOpen` if reading fails, or
  ///   of kind `invalidData` if the line is longer than the limit.
  func nextLine() throws(TraceError) -> Range<Int>? {
    while true {
      if let newline = firstNewline(from: start + scanned) {
        let range = start..<newline
        start = newline + 1
        scanned = 0
        if isSkippingLine {
          isSkippingLine = false
          continue
        }
        return try accept(range)
      }
      // One byte more than the limit may still be a line's `\r`.
      if !isSkippingLine && buffer.count - start - 1 > maximumLineLength {
        isSkippingLine = true
        lineNumber += 1
        throw lineTooLong()
      }
      if isSkippingLine { start = buffer.count }
      scanned = buffer.count - start
      if isAtEnd {
        guard start < buffer.count else { return nil }
        let range = start..<buffer.count
        start = buffer.count
        scanned = 0
        return try accept(range)
      }
      try fill()
    }
  }

  /// Returns the next line that is not blank (only spaces, tabs or `\r`).
  func nextNonBlankLine() throws(TraceError) -> Range<Int>? {
    while let range = try nextLine() {
      if !buffer[range].allSatisfy(Self.isBlank) { return range }
    }
    return nil
  }

  /// Calls a closure with the bytes of a range returned by ``nextLine()``.
  ///
  /// - Parameters:
  ///   - range: The line's range.
  ///   - body: The closure.
  /// - Returns: What the closure returns.
  /// - Throws: What the closure throws.
  func withBytes<Result, Failure>(
    of range: Range<Int>,
    _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try buffer.withUnsafeBufferPointer { (all) throws(Failure) in
      try body(UnsafeBufferPointer(rebasing: all[range]))
    }
  }

  /// Returns everything not yet read, reading the file to its end.
  ///
  /// What remains is parsed as one JSON document, so it may not be longer
  /// than ``maximumLineLength`` either: a regular file that is longer is
  /// refused before it is read, any other input once that much is read.
  ///
  /// - Throws: A ``TraceError`` of kind `cannotOpen` if reading fails, or
  ///   of kind `invalidData` if what remains is longer than the limit.
  func readToEnd() throws(TraceError) -> [UInt8] {
    if let size = file?.remainingByteCount(),
      size + (buffer.count - start) > maximumLineLength
    {
      throw documentTooLong()
    }
    while !isAtEnd {
      try fill()
      if buffer.count - start > maximumLineLength { throw documentTooLong() }
    }
    // Not removing an empty prefix keeps bytes given in memory shared
    // with the caller instead of copied.
    if start > 0 { buffer.removeSubrange(0..<start) }
    let rest = buffer
    buffer = []
    start = 0
    scanned = 0
    return rest
  }

  /// Remembers the current position, so that reading can restart there.
  func setMark() {
    mark = (start, lineNumber)
  }

  /// Goes back to the mark, which is then cleared.
  func rewindToMark() {
    guard let mark else { return }
    start = mark.offset
    lineNumber = mark.lineNumber
    scanned = 0
    isSkippingLine = false
    self.mark = nil
  }

  /// Returns the offset of the first `\n` in the buffer from an offset.
  private func firstNewline(from offset: Int) -> Int? {
    buffer.withUnsafeBufferPointer { all in
      guard offset < all.count, let base = all.baseAddress,
        let found = memchr(base + offset, 0x0A, all.count - offset)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// Counts a whole line and returns it, unless it is too long; the
  /// first line without the byte order mark that may begin the input.
  private func accept(_ range: Range<Int>) throws(TraceError) -> Range<Int> {
    lineNumber += 1
    let endsInReturn = !range.isEmpty && buffer[range.upperBound - 1] == 0x0D
    guard range.count - (endsInReturn ? 1 : 0) <= maximumLineLength else {
      throw lineTooLong()
    }
    if lineNumber == 1,
      withBytes(of: range, JSONParser.startsWithByteOrderMark)
    {
      return range.lowerBound + 3..<range.upperBound
    }
    return range
  }

  /// Returns the error for the current line, which is too long.
  private func lineTooLong() -> TraceError {
    Self.lineTooLong(line: lineNumber, limit: maximumLineLength)
  }

  /// Returns the error for a line longer than a limit.
  ///
  /// - Parameters:
  ///   - line: The line's number, from 1.
  ///   - limit: The longest line accepted, in bytes.
  /// - Returns: The error, of kind ``TraceError/Kind/invalidData``.
  static func lineTooLong(line: Int, limit: Int) -> TraceError {
    TraceError(
      kind: .invalidData,
      message: "the line is longer than \(Trace.lengthText(limit))",
      line: line
    )
  }

  /// Returns the error for a JSON document that is too long.
  private func documentTooLong() -> TraceError {
    Self.documentTooLong(limit: maximumLineLength)
  }

  /// Returns the error for a JSON document longer than a limit.
  ///
  /// - Parameter limit: The longest document accepted, in bytes.
  /// - Returns: The error, of kind ``TraceError/Kind/invalidData``.
  static func documentTooLong(limit: Int) -> TraceError {
    TraceError(
      kind: .invalidData,
      message: "the trace is larger than \(Trace.lengthText(limit)), the most a"
        + " JSON document may be; write long recordings as JSON Lines"
        + " (.jsonl), which are read one frame at a time"
    )
  }

  /// Drops the bytes already read (unless marked) and reads one chunk.
  private func fill() throws(TraceError) {
    let keep = mark?.offset ?? start
    if keep > 0 {
      buffer.removeSubrange(0..<keep)
      start -= keep
      mark?.offset -= keep
    }
    guard let file else {
      isAtEnd = true
      return
    }
    let count = try file.read(into: chunk)
    if count == 0 {
      isAtEnd = true
    } else {
      buffer.append(contentsOf: chunk.prefix(count))
    }
  }

  /// Returns whether a byte is a space, a tab or `\r`.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }
}
