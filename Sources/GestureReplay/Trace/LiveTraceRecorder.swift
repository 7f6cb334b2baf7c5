import GestureCore

/// A recorder of the frames a live gesture loop processes, which stops at
/// its first error instead of throwing it into the loop.
///
/// Hand its ``record(_:)`` to the `onFrame` of
/// `gestureEvents(configuration:coordinates:stages:frameStages:onFrame:onDiagnostics:)`: it then writes
/// exactly the frames the engine processes, in order, as a JSON Lines
/// trace (see ``TraceRecorder``), which replays to the same events.
///
/// The first frame that cannot be written (a full disk, a removed volume,
/// a frame no reader would accept) ends the recording: the error is kept
/// in ``error``, the trace keeps every frame before it, and later frames
/// are ignored. Gestures go on either way.
///
/// ```swift
/// let recorder = try LiveTraceRecorder(
///   path: path,
///   header: TraceHeader(source: "vision", coordinates: .vision))
/// for await event in frames.gestureEvents(
///   coordinates: .vision, onFrame: recorder.record)
/// {
///   lamp.handle(event)
/// }
/// if let error = recorder.error { print("recording stopped:", error) }
/// ```
///
/// Any thread may call any method. Each frame is written with one `write`
/// call, a lock held, on the caller's thread: the consumer's actor, when
/// called from `onFrame`. The file, unless it is a descriptor the caller
/// gave, is closed by ``stop()``, at the first error, or when the recorder
/// goes away.
public final class LiveTraceRecorder: @unchecked Sendable {
  // @unchecked: `status`, which holds a TraceRecorder (not Sendable), is
  // read and written only inside `Locked.withLock`, by one thread at a
  // time, and the recorder never leaves it.

  private enum State {
    /// Recording through this recorder.
    case recording(TraceRecorder)
    /// Stopped by this error.
    case failed(TraceError)
    /// Stopped by ``stop()``.
    case stopped
  }

  private struct Status {
    var state: State
    /// The number of frames in the trace.
    var frameCount: Int
  }

  private let status: Locked<Status>

  /// Creates or replaces a JSON Lines file, writes the header line, and
  /// starts recording.
  ///
  /// - Parameters:
  ///   - path: The file's path, usually ending in `.jsonl`.
  ///   - header: The trace's header.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the field if no reader would accept the header (nothing is
  ///   created then), or of kind ``TraceError/Kind/cannotWrite`` if the
  ///   file cannot be created or written.
  public convenience init(
    path: String,
    header: TraceHeader
  ) throws(TraceError) {
    self.init(try TraceRecorder(path: path, header: header))
  }

  /// Starts recording through a trace recorder, such as one writing to a
  /// file descriptor.
  ///
  /// - Parameter recorder: The recorder; append through this object only
  ///   from now on.
  public init(_ recorder: TraceRecorder) {
    status = Locked(
      Status(state: .recording(recorder), frameCount: recorder.frameCount)
    )
  }

  /// The number of frames in the trace: those recorded, with any the
  /// ``TraceRecorder`` had written before.
  public var frameCount: Int {
    status.withLock { $0.frameCount }
  }

  /// The error that stopped the recording, or `nil` if none did.
  public var error: TraceError? {
    status.withLock { status in
      if case .failed(let error) = status.state { return error }
      return nil
    }
  }

  /// Whether frames are still recorded: no error and no ``stop()`` yet.
  public var isRecording: Bool {
    status.withLock { status in
      if case .recording = status.state { return true }
      return false
    }
  }

  /// Writes a frame as one line of the trace; never throws.
  ///
  /// If the frame cannot be written, the recording stops: ``error`` then
  /// says why, and this frame and later ones are not written. After
  /// ``stop()`` or an error, the call does nothing.
  ///
  /// - Parameter frame: The frame; its time, in seconds, must be finite
  ///   and not before the last frame's, or the recording stops with an
  ///   error of kind ``TraceError/Kind/invalidData``.
  public func record(_ frame: Frame) {
    status.withLock { status in
      guard case .recording(var recorder) = status.state else { return }
      do throws(TraceError) {
        try recorder.append(frame)
        status.state = .recording(recorder)
        status.frameCount = recorder.frameCount
      } catch {
        status.state = .failed(error)
      }
    }
  }

  /// Stops recording and closes the file, unless it is a file descriptor
  /// the caller gave; later frames are ignored.
  ///
  /// An error that stopped the recording stays in ``error``.
  public func stop() {
    status.withLock { status in
      if case .recording = status.state { status.state = .stopped }
    }
  }
}
