import GestureCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A writer that records frames to a JSON Lines trace as they arrive.
///
/// An app creates a recorder with the trace's header, which is written at
/// once as the first line, then appends each frame its hand tracker gives;
/// each frame is written as one line immediately, so a recording cut short
/// keeps every frame appended before. The bytes are those of
/// ``Trace/encoded(as:)`` with ``TraceFormat/jsonLines``.
///
/// A header or a frame that no reader would accept (a frame rate that is
/// not positive, an expectation's time that is not finite; a frame's time
/// that is not finite or goes backwards, a coordinate that is not finite,
/// a confidence or score outside 0...1) is refused with the error reading
/// it would give, and nothing is written for it.
///
/// ```swift
/// var recorder = try TraceRecorder(
///   path: "session.jsonl",
///   header: TraceHeader(source: "vision", coordinates: .vision))
/// for frame in trackedFrames {
///   try recorder.append(frame)
/// }
/// ```
///
/// Copies of a recorder write to the same file, so append through one copy
/// only. The file is closed when the last copy goes away.
public struct TraceRecorder {
  /// The header written on the first line.
  public let header: TraceHeader
  /// The number of frames written so far.
  public private(set) var frameCount = 0

  private let file: TraceFileDescriptor
  private var lastTime: Double?

  /// Creates or replaces a JSON Lines file and writes the header line.
  ///
  /// - Parameters:
  ///   - path: The file's path, usually ending in `.jsonl`.
  ///   - header: The trace's header.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the field if no reader would accept the header (nothing is
  ///   created then), or of kind ``TraceError/Kind/cannotWrite`` if the
  ///   file cannot be created or written.
  public init(path: String, header: TraceHeader) throws(TraceError) {
    try TraceValidator.check(header)
    try self.init(
      file: TraceFileDescriptor(writingAtPath: path),
      header: header
    )
  }

  /// Writes the header line to an open file descriptor, such as standard
  /// output; the recorder does not close it.
  ///
  /// - Parameters:
  ///   - fileDescriptor: The open descriptor to write to.
  ///   - header: The trace's header.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the field if no reader would accept the header (nothing is
  ///   written then), or of kind ``TraceError/Kind/cannotWrite`` if
  ///   writing fails.
  public init(fileDescriptor: Int32, header: TraceHeader) throws(TraceError) {
    try TraceValidator.check(header)
    let name =
      fileDescriptor == STDOUT_FILENO ? "<stdout>" : "<fd \(fileDescriptor)>"
    try self.init(
      file: TraceFileDescriptor(borrowing: fileDescriptor, name: name),
      header: header
    )
  }

  private init(
    file: TraceFileDescriptor,
    header: TraceHeader
  ) throws(TraceError) {
    self.file = file
    self.header = header
    var writer = JSONWriter()
    TraceEncoder.openHeader(header, into: &writer)
    writer.raw("}\n")
    try file.write(writer.bytes)
  }

  /// Writes one frame as one line.
  ///
  /// - Parameter frame: The frame; its time, in seconds, must be finite
  ///   and not before the last frame's.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the frame and field if the frame is not valid (nothing is
  ///   written), or of kind ``TraceError/Kind/cannotWrite`` if writing
  ///   fails.
  public mutating func append(_ frame: Frame) throws(TraceError) {
    do throws(TraceProblem) {
      try TraceValidator.check(frame, after: lastTime)
    } catch {
      throw error.traceError(frame: frameCount)
    }
    var writer = JSONWriter()
    TraceEncoder.frame(frame, into: &writer)
    writer.raw("\n")
    try file.write(writer.bytes)
    lastTime = frame.time
    frameCount += 1
  }
}
