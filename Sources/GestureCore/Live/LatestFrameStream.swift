/// A live stream of frames for one consumer, in which the newest frame
/// wins: a frame the consumer has not taken yet is replaced by a newer one.
///
/// Put it between a camera's frame queue and the code that recognizes
/// gestures. The capture callback calls ``send(_:)`` for every frame, from
/// any thread and without waiting; the consumer iterates the stream, usually
/// through `gestureEvents(configuration:coordinates:)`,
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
/// ## Finishing and cancelling
///
/// ``finish()`` ends the stream: the consumer still gets the frame that
/// waits, then the end; call it when the camera stops. Cancelling the
/// consumer's task while it waits for a frame ends the stream too, and
/// ``send(_:)`` then returns ``SendResult/terminated``. The stream supports
/// one consumer: iterating it from two tasks at once traps.
public struct LatestFrameStream: AsyncSequence, Sendable {
  /// The element of the stream, a frame.
  public typealias Element = Frame

  private let stream: AsyncStream<Frame>
  private let continuation: AsyncStream<Frame>.Continuation
  private let drops: FrameDropCounter

  /// Creates a stream that holds no frame.
  public init() {
    (stream, continuation) = AsyncStream.makeStream(
      of: Frame.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    drops = FrameDropCounter()
  }

  /// The number of frames replaced by a newer one before the consumer took
  /// them.
  ///
  /// Frames sent after the stream ended are not counted.
  public var droppedFrameCount: Int {
    drops.value
  }

  /// Sends a frame to the consumer, replacing the frame that waits if
  /// there is one; never waits.
  ///
  /// Call it from the camera's queue or any other thread. Frames must be
  /// sent in time order: each frame's time, in seconds, finite and not
  /// earlier than the last frame's, as ``GestureEngine`` requires.
  ///
  /// - Parameter frame: The newest frame.
  /// - Returns: Whether the frame waits for the consumer, replaced an older
  ///   frame (now dropped), or was refused because the stream has ended.
  @discardableResult
  public func send(_ frame: Frame) -> SendResult {
    switch continuation.yield(frame) {
    case .enqueued:
      return .enqueued
    case .dropped(let older):
      drops.increment()
      return .replaced(older)
    case .terminated:
      return .terminated
    @unknown default:
      return .terminated
    }
  }

  /// Ends the stream: the consumer gets the frame that waits, if any, then
  /// the end; later frames are refused.
  public func finish() {
    continuation.finish()
  }

  /// Creates the iterator of the stream's one consumer.
  ///
  /// - Returns: An iterator over the frames, newest first when several
  ///   were sent while the consumer was busy.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: stream.makeAsyncIterator())
  }
}

extension LatestFrameStream {
  /// The iterator of a latest-frame stream.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: AsyncStream<Frame>.Iterator

    /// Returns the frame that waits, or waits for the next one.
    ///
    /// - Returns: The next frame, or `nil` once the stream has finished or
    ///   the task was cancelled.
    public mutating func next() async -> Frame? {
      await base.next()
    }
  }
}
