/// A live stream of frames for one consumer at a time, in which the newest
/// frame wins: a frame no consumer has taken yet is replaced by a newer one.
///
/// Put it between a camera's frame queue and the code that recognizes
/// gestures. The capture callback calls ``send(_:)`` for every frame, from
/// any thread and without waiting; the consumer iterates the stream, usually
/// through `gestureEvents(configuration:coordinates:stages:frameStages:onFrame:onDiagnostics:)`,
/// and takes frames at its own pace.
///
/// ```swift
/// let frames = LatestFrameStream()
///
/// // The camera's queue, about 30 times a second:
/// frames.send(frame)
///
/// // The consumer:
/// for await event in frames.gestureEvents(coordinates: .vision) {
///   await lamp.handle(event)
/// }
/// ```
///
/// ## When the consumer lags
///
/// The stream holds at most one frame. While the consumer is busy (the
/// engine is running, or the loop body is awaiting a slow lamp), a frame
/// sent waits in that one place; a newer frame sent before the consumer
/// comes back replaces it, and the replaced frame is dropped and counted in
/// ``droppedFrameCount``. The consumer always gets the newest frame, never
/// a backlog: this is the policy of MediaPipe's live-stream mode, which
/// drops frames while its detector is busy. Frames are never reordered.
///
/// Dropping frames changes what the recognizers see: they get a lower and
/// irregular frame rate. With ``GestureConfiguration/handKit``, whose
/// movement thresholds are per frame, the index tip moves further between
/// the frames that remain, so a movement can start earlier; a pinch held
/// for less than the consumer's delay can be missed entirely. A slider's
/// value is still exact, since it follows the index tip's position, not its
/// path, but fewer `changed` events come. ``GestureConfiguration/adaptive``
/// measures movement per second from timestamps and is less sensitive to
/// drops. Events carry the index of the frame among those the engine
/// processed, not among those sent.
///
/// ## Consumers come and go; finishing is for good
///
/// A consumer whose task is cancelled gets `nil`, so its loop ends, but the
/// stream stays open: frames sent afterwards wait, newest winning, for the
/// next consumer, which is a new iteration of the same stream. That is what
/// SwiftUI's `task` modifier does when its view disappears and appears
/// again. A cancelled consumer takes no frame; a frame sent as the task is
/// cancelled goes either to that consumer or to the next one, never to
/// both and never to none.
///
/// ``finish()`` ends the stream for good: the consumer still gets the frame
/// that waits, then `nil`, and ``send(_:)`` returns
/// ``SendResult/terminated`` from then on. Call it when the camera stops
/// for good.
///
/// The stream has one consumer at a time: two iterations waiting for a
/// frame at once is a programmer error, and traps.
///
/// ## On the consumer's actor
///
/// On macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 and later, a
/// `for await` loop on an actor (the main actor, say) waits for frames
/// and takes them on that actor (SE-0421): no hop to another executor per
/// frame. On earlier releases, the iterator's ``AsyncIterator/next()``
/// runs on the global concurrent executor, as every `nonisolated async`
/// function does there.
public struct LatestFrameStream: AsyncSequence, Sendable {
  /// The element of the stream, a frame.
  public typealias Element = Frame

  /// The state shared by the producer and the consumers.
  let state: Locked<StateMachine>

  /// Creates an open stream that holds no frame.
  public init() {
    state = Locked(StateMachine())
  }

  /// The number of frames replaced by a newer one before a consumer took
  /// them.
  ///
  /// Frames sent after the stream finished are refused, not counted.
  public var droppedFrameCount: Int {
    state.withLock { $0.droppedFrameCount }
  }

  /// Whether a consumer is waiting for a frame.
  var isConsumerWaiting: Bool {
    state.withLock { $0.isConsumerWaiting }
  }

  /// Sends a frame to the consumer, replacing the frame that waits if
  /// there is one; never waits.
  ///
  /// Call it from the camera's queue or any other thread: it holds a lock
  /// for a few instructions and never suspends. Frames must be sent in
  /// time order: each frame's time, in seconds, finite and not earlier than
  /// the last frame's, as ``GestureEngine`` requires. A frame that is not
  /// (a `NaN` time from an invalid `CMTime`, say) is a programmer error
  /// and traps here, at the call that sent it, whether or not a consumer
  /// would have taken it; after ``finish()`` every frame is refused.
  ///
  /// - Parameter frame: The newest frame.
  /// - Returns: Whether the frame went to the waiting consumer or waits for
  ///   one (``SendResult/enqueued``), replaced an older frame, now dropped
  ///   (``SendResult/replaced(_:)``), or was refused because the stream
  ///   has finished (``SendResult/terminated``).
  @discardableResult
  public func send(_ frame: Frame) -> SendResult {
    switch state.withLock({ $0.send(frame) }) {
    case .resume(let resumption):
      resumption.perform()
      return .enqueued
    case .report(let result):
      return result
    }
  }

  /// Ends the stream for good: the consumer gets the frame that waits, if
  /// any, then `nil`; later frames are refused.
  ///
  /// Finishing a finished stream does nothing.
  public func finish() {
    state.withLock { $0.finish() }?.perform()
  }

  /// Creates an iteration of the stream, which takes the frame that waits,
  /// if any, then the frames sent while it runs.
  ///
  /// Start a new iteration after the last one's task was cancelled: it
  /// gets the frames sent since. Only one iteration may wait for a frame
  /// at a time.
  ///
  /// - Returns: An iterator over the frames: of several sent while the
  ///   consumer was busy, the newest.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(state: state)
  }
}
