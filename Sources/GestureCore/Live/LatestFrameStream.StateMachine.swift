extension LatestFrameStream {
  /// The state of a latest-frame stream, with one transition per input.
  ///
  /// The stream runs each transition with its lock held and performs the
  /// action returned, resuming a consumer, after releasing the lock. Each
  /// waiting consumer's continuation is held in exactly one state, and
  /// every transition out of that state returns it: so it is resumed once,
  /// never twice, never lost.
  struct StateMachine: Sendable {
    /// A consumer waiting for a frame.
    typealias Consumer = CheckedContinuation<Frame?, Never>

    private enum State: Sendable {
      /// Open, with no frame and no consumer waiting.
      case idle
      /// Open, with a frame that waits for a consumer.
      case holding(Frame)
      /// Open, with a consumer waiting for a frame; `wait` tells this wait
      /// from the consumer's earlier ones.
      case waiting(Consumer, wait: UInt64)
      /// Finished, with the last frame until a consumer takes it.
      case finished(Frame?)
    }

    /// A consumer to resume, and the result its wait returns.
    struct Resumption {
      let consumer: Consumer
      let frame: Frame?

      /// Resumes the consumer; call it with the lock released.
      func perform() {
        consumer.resume(returning: frame)
      }
    }

    /// What a sent frame does.
    enum SendAction {
      /// The frame goes to the consumer that waits for it.
      case resume(Resumption)
      /// The frame waits, replaced a frame, or is refused.
      case report(SendResult)
    }

    /// What a consumer that asks for a frame does.
    enum NextAction {
      /// It returns at once with the frame, or with `nil` at the end.
      case deliver(Frame?)
      /// It waits, under this number, for a frame or the end.
      case suspend(wait: UInt64)
    }

    private var state = State.idle
    /// The number of frames replaced before a consumer took them.
    private(set) var droppedFrameCount = 0
    /// The number of the last wait.
    private var lastWait: UInt64 = 0
    /// The time of the last frame sent and not refused, in seconds.
    private var lastTime = -Double.infinity

    /// Whether a consumer is waiting for a frame.
    var isConsumerWaiting: Bool {
      if case .waiting = state { return true }
      return false
    }

    /// A frame is sent.
    ///
    /// - Parameter frame: The frame; its time must be finite and not
    ///   earlier than the last frame's, unless the stream has finished.
    /// - Returns: Whom to resume with it, or what became of it.
    mutating func send(_ frame: Frame) -> SendAction {
      if case .finished = state { return .report(.terminated) }
      precondition(
        frame.time.isFinite,
        "A frame sent to a LatestFrameStream must have a finite time, not \(frame.time)."
      )
      precondition(
        frame.time >= lastTime,
        "Frames must be sent to a LatestFrameStream in time order: "
          + "\(frame.time) after \(lastTime)."
      )
      lastTime = frame.time
      switch state {
      case .idle:
        state = .holding(frame)
        return .report(.enqueued)
      case .holding(let older):
        state = .holding(frame)
        droppedFrameCount += 1
        return .report(.replaced(older))
      case .waiting(let consumer, _):
        state = .idle
        return .resume(Resumption(consumer: consumer, frame: frame))
      case .finished:
        return .report(.terminated)
      }
    }

    /// The producer finishes the stream.
    ///
    /// - Returns: The consumer to resume with `nil`, if one waits.
    mutating func finish() -> Resumption? {
      switch state {
      case .idle:
        state = .finished(nil)
        return nil
      case .holding(let frame):
        state = .finished(frame)
        return nil
      case .waiting(let consumer, _):
        state = .finished(nil)
        return Resumption(consumer: consumer, frame: nil)
      case .finished:
        return nil
      }
    }

    /// A consumer whose task is not cancelled asks for a frame.
    ///
    /// - Returns: The frame to return at once, or the end, or a wait.
    mutating func next() -> NextAction {
      switch state {
      case .idle:
        lastWait += 1
        return .suspend(wait: lastWait)
      case .holding(let frame):
        state = .idle
        return .deliver(frame)
      case .waiting:
        Self.twoConsumers()
      case .finished(let frame):
        state = .finished(nil)
        return .deliver(frame)
      }
    }

    /// A consumer told to wait by ``next()`` suspends.
    ///
    /// A frame sent or the end reached since ``next()`` resumes it at
    /// once; so does the cancellation of its task, leaving a frame that
    /// waits for the next consumer.
    ///
    /// - Parameters:
    ///   - consumer: The consumer's continuation.
    ///   - wait: The number ``next()`` gave.
    ///   - isCancelled: Whether the consumer's task is cancelled, read
    ///     with the lock held.
    /// - Returns: The consumer to resume at once, if it does not wait.
    mutating func suspend(
      _ consumer: Consumer,
      wait: UInt64,
      isCancelled: Bool
    ) -> Resumption? {
      if isCancelled {
        return Resumption(consumer: consumer, frame: nil)
      }
      switch state {
      case .idle:
        state = .waiting(consumer, wait: wait)
        return nil
      case .holding(let frame):
        state = .idle
        return Resumption(consumer: consumer, frame: frame)
      case .waiting:
        Self.twoConsumers()
      case .finished(let frame):
        state = .finished(nil)
        return Resumption(consumer: consumer, frame: frame)
      }
    }

    /// The task of a consumer told to wait is cancelled.
    ///
    /// - Parameter wait: The number ``next()`` gave the consumer.
    /// - Returns: The consumer to resume with `nil`, if it still waits.
    mutating func cancel(wait: UInt64) -> Resumption? {
      guard case .waiting(let consumer, let waiting) = state, waiting == wait
      else { return nil }
      state = .idle
      return Resumption(consumer: consumer, frame: nil)
    }

    private static func twoConsumers() -> Never {
      preconditionFailure(
        "A LatestFrameStream has one consumer at a time, but two iterations"
          + " wait for a frame at once."
      )
    }
  }
}
