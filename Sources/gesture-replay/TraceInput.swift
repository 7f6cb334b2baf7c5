import GestureCore
import GestureReplay

/// Reading traces and other inputs named on the command line.
enum TraceInput {
  /// Reads a whole trace from a path, or from standard input for `-`.
  static func read(_ path: String) throws(CommandFailure) -> Trace {
    do {
      if path == "-" {
        return try Trace.standardInput()
      }
      return try Trace(contentsOfFile: path)
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

  static func display(_ path: String) -> String {
    path == "-" ? "<stdin>" : path
  }
}

/// The frames of a trace named on the command line, read so that a trace
/// that is not valid is refused before anything is printed.
///
/// A JSON Lines file is read twice, frame by frame: once to check every
/// frame, once to replay; neither pass holds the frames, so memory does not
/// grow with the recording. Other inputs are read whole.
struct FrameSource {
  let header: TraceHeader
  private let path: String
  private var storage: Storage

  private enum Storage {
    case memory([Frame], next: Int)
    case stream(TraceReader)
  }

  static func open(_ path: String) throws(CommandFailure) -> FrameSource {
    if path != "-", TraceFormat(path: path) == .jsonLines {
      do {
        var check = try TraceReader(path: path)
        while try check.next() != nil {}
        let reader = try TraceReader(path: path)
        return FrameSource(
          header: reader.header,
          path: path,
          storage: .stream(reader)
        )
      } catch {
        throw TraceInput.failure(error, path: path)
      }
    }
    let trace = try TraceInput.read(path)
    return FrameSource(
      header: trace.header,
      path: path,
      storage: .memory(trace.frames, next: 0)
    )
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
