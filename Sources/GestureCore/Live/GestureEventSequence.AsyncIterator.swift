extension GestureEventSequence {
  /// The iterator of a gesture event sequence, which owns the engine.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var engine: GestureEngine
    /// The slider's coalescer, with a ``GestureEventSequence/sliderInterval``.
    var coalescer: SliderCoalescer?
    /// The engine's events of the last frame, before the coalescer.
    var engineEvents: [GestureEvent] = []
    let onFrame: (@Sendable (Frame) -> Void)?
    let onDiagnostics: (@Sendable ([HandDiagnostics]) -> Void)?
    /// The events of the last frame taken.
    var events: [GestureEvent] = []
    /// The index in `events` of the next event to deliver.
    var nextIndex = 0
    /// Whether the base has ended or the task was cancelled.
    var isFinished = false

    /// What the iterator does next.
    private enum Step {
      /// It delivers an event of the last frame taken.
      case deliver(GestureEvent)
      /// It takes a frame from the base.
      case take
      /// It returns `nil`.
      case end
    }

    init(
      base: Base.AsyncIterator,
      engine: GestureEngine,
      coalescer: SliderCoalescer?,
      onFrame: (@Sendable (Frame) -> Void)?,
      onDiagnostics: (@Sendable ([HandDiagnostics]) -> Void)?
    ) {
      self.onDiagnostics = onDiagnostics
      self.base = base
      self.engine = engine
      self.coalescer = coalescer
      self.onFrame = onFrame
    }

    /// The number of frames the engine has processed so far.
    public var frameCount: Int {
      engine.frameCount
    }

    /// Returns the next event, taking and processing frames as needed.
    ///
    /// This is the call a `for await` loop makes on releases before macOS
    /// 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2; it runs on the
    /// global concurrent executor, the engine included.
    ///
    /// - Returns: The next event, or `nil` when the base has ended and
    ///   every event was delivered, or when the task is cancelled.
    /// - Throws: The base's error, if it throws one.
    public mutating func next() async rethrows -> GestureEvent? {
      while true {
        switch step() {
        case .deliver(let event):
          return event
        case .end:
          return nil
        case .take:
          process(try await base.next())
        }
      }
    }

    /// Returns the next event, taking and processing frames as needed, on
    /// the caller's actor.
    ///
    /// A `for await` loop calls it with its own isolation: the engine and
    /// the sequence's `onFrame` run on the loop's actor, and so does the
    /// base's `next(isolation:)`.
    ///
    /// - Parameter actor: The actor to run on, or `nil` for none.
    /// - Returns: The next event, or `nil` when the base has ended and
    ///   every event was delivered, or when the task is cancelled.
    /// - Throws: The base's error, if it throws one.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    public mutating func next(
      isolation actor: isolated (any Actor)?
    ) async throws(Base.Failure) -> GestureEvent? {
      while true {
        switch step() {
        case .deliver(let event):
          return event
        case .end:
          return nil
        case .take:
          process(try await base.next(isolation: actor))
        }
      }
    }

    /// Delivers the next event of the last frame taken, if one is left,
    /// or says to take a frame or to end.
    private mutating func step() -> Step {
      if isFinished || Task.isCancelled {
        isFinished = true
        return .end
      }
      guard nextIndex < events.count else { return .take }
      nextIndex += 1
      return .deliver(events[nextIndex - 1])
    }

    /// Runs the engine on a frame taken from the base, or finishes when
    /// the base has ended.
    private mutating func process(_ frame: Frame?) {
      guard let frame else {
        isFinished = true
        return
      }
      events.removeAll(keepingCapacity: true)
      nextIndex = 0
      onFrame?(frame)
      if coalescer == nil {
        engine.process(frame, into: &events)
      } else {
        engineEvents.removeAll(keepingCapacity: true)
        engine.process(frame, into: &engineEvents)
        coalescer?.process(
          engineEvents,
          at: frame.time,
          frame: engine.frameCount - 1,
          into: &events
        )
      }
      onDiagnostics?(engine.diagnostics)
    }
  }
}
