import GestureCore
import GestureReplay

/// Reading traces and other inputs named on the command line.
enum TraceInput {
  /// Opens a trace to read frame by frame, from a path (by its bytes, see
  /// ``FileName``), or from standard input for `-`.
  static func reader(_ path: String) throws(CommandFailure) -> TraceReader {
    do {
      return path == "-"
        ? try TraceReader.standardInput()
        : try TraceReader(
          path: FileName.bytes(path),
          name: FileName.shown(path)
        )
    } catch {
      throw failure(error, path: path)
    }
  }

  /// The command failure for a trace error: exit 66 for a file that
  /// cannot be opened, 65 for bad data.
  static func failure(_ error: TraceError, path: String) -> CommandFailure {
    switch error.kind {
    case .cannotOpen:
      CommandFailure(status: .noInput, message: "\(error)")
    case .cannotWrite:
      CommandFailure(status: .cannotCreate, message: "\(error)")
    case .invalidData:
      CommandFailure(status: .dataError, message: "\(display(path)): \(error)")
    }
  }

  /// How messages name an input: `<stdin>` for `-`, a path as
  /// ``FileName/shown(_:)`` shows it.
  static func display(_ path: String) -> String {
    path == "-" ? "<stdin>" : FileName.shown(path)
  }
}

/// The frames of a trace named on the command line, read so that a trace
/// that is not valid is refused before anything is printed.
///
/// A regular file of JSON Lines (whatever its name) is read twice, frame
/// by frame: once to check every frame, once to replay; neither pass holds
/// the frames, so memory does not grow with the recording. A JSON file,
/// whose document is read whole anyway, and what cannot be read twice
/// (standard input, a FIFO, `/dev/stdin`, a shell's `<(...)`) keep their
/// frames.
///
/// Streamed (``open(_:streams:)``), a source checks nothing first: it
/// reads each frame when asked for it, so frames are replayed as they
/// arrive, and a frame that is not valid is an error only when it is
/// reached.
struct FrameSource {
  let header: TraceHeader
  private let path: String
  private var storage: Storage

  private enum Storage {
    case memory([Frame], next: Int)
    case stream(TraceReader)
  }

  /// Opens the trace at `path` (`-` for standard input).
  ///
  /// - Parameters:
  ///   - path: The trace, as named on the command line.
  ///   - streams: Whether to read each frame only when it is asked for,
  ///     without checking the whole trace first.
  /// - Returns: The source, positioned at the first frame.
  /// - Throws: A ``CommandFailure`` for an input that cannot be opened or
  ///   whose header (or, unless `streams`, any frame) is not valid.
  static func open(
    _ path: String,
    streams: Bool = false
  ) throws(CommandFailure) -> FrameSource {
    var reader = try TraceInput.reader(path)
    if streams {
      return FrameSource(
        header: reader.header,
        path: path,
        storage: .stream(reader)
      )
    }
    do {
      if path != "-", reader.format == .jsonLines,
        InputFile.isRegularFile(path)
      {
        while try reader.next() != nil {}
        let stream = try TraceReader(
          path: FileName.bytes(path),
          name: FileName.shown(path)
        )
        return FrameSource(
          header: stream.header,
          path: path,
          storage: .stream(stream)
        )
      }
      let trace = try Trace(reading: &reader)
      return FrameSource(
        header: trace.header,
        path: path,
        storage: .memory(trace.frames, next: 0)
      )
    } catch {
      throw TraceInput.failure(error, path: path)
    }
  }

  mutating func next() throws(CommandFailure) -> Frame? {
    switch storage {
    case .memory(let frames, let next):
      guard next < frames.count else { return nil }
      storage = .memory(frames, next: next + 1)
      return frames[next]
    case .stream(var reader):
      do {
        let frame = try reader.next()
        storage = .stream(reader)
        return frame
      } catch {
        throw TraceInput.failure(error, path: path)
      }
    }
  }
}
