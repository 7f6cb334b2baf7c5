import GestureCore
import GestureReplay

extension Trace {
  /// The trace's frames as an asynchronous sequence that drops nothing,
  /// in order, then ends.
  var frameStream: AsyncStream<Frame> {
    AsyncStream { continuation in
      for frame in frames { continuation.yield(frame) }
      continuation.finish()
    }
  }
}
