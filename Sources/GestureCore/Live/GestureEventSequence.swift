/// An asynchronous sequence of the gesture events that a sequence of frames
/// causes: frames in, events out.
///
/// Create one with
/// `gestureEvents(configuration:coordinates:)`.
/// Each time the consumer asks for an event and the events of the last
/// frame are all delivered, the sequence takes the next frame from its base
/// and runs it through a ``GestureEngine``, so frames are taken at the
/// consumer's pace. Over a ``LatestFrameStream`` that means the newest frame
/// wins when the consumer lags; over any other sequence the base decides.
///
/// ```swift
/// let frames = LatestFrameStream()
/// Task { @MainActor in
///   for await event in frames.gestureEvents(coordinates: .vision) {
///     if event.gesture == .pinch, event.phase == .began { lamp.toggle() }
///   }
/// }
/// ```
///
/// The events are those ``GestureEngine/process(_:)`` returns for the frames
/// taken, in the same order: over a sequence that drops nothing, the same
/// as a replay of the same frames. The sequence ends when its base ends,
/// after the last frame's events; it ends at once when the consuming task
/// is cancelled. It rethrows the errors of its base.
public struct GestureEventSequence<Base: AsyncSequence>: AsyncSequence
where Base.Element == Frame {
  /// The element of the sequence, a gesture event.
  public typealias Element = GestureEvent

  /// The frames.
  public let base: Base
  /// The settings of the engine each iterator runs.
  public let configuration: GestureConfiguration
  /// The coordinate space of the frames' raw landmarks.
  public let coordinates: CoordinateSpace

  /// Creates the events of a sequence of frames.
  ///
  /// - Parameters:
  ///   - base: The frames, in time order.
  ///   - configuration: The engine's settings; must be valid.
  ///   - coordinates: The coordinate space of the frames' landmarks.
  public init(
    _ base: Base,
    configuration: GestureConfiguration = .handKit,
    coordinates: CoordinateSpace = .mediaPipe
  ) {
    do {
      try configuration.validate()
    } catch {
      preconditionFailure("Invalid gesture configuration: \(error)")
    }
    self.base = base
    self.configuration = configuration
    self.coordinates = coordinates
  }

  /// Creates an iterator with an engine of its own, which has seen no
  /// frame.
  ///
  /// - Returns: An iterator over the events.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      base: base.makeAsyncIterator(),
      engine: GestureEngine(
        configuration: configuration,
        coordinates: coordinates
      )
    )
  }
}

extension GestureEventSequence: Sendable where Base: Sendable {}

extension GestureEventSequence {
  /// The iterator of a gesture event sequence, which owns the engine.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var engine: GestureEngine
    /// The events of the last frame taken.
    var events: [GestureEvent] = []
    /// The index in `events` of the next event to deliver.
    var nextIndex = 0
    /// Whether the base has ended or the task was cancelled.
    var isFinished = false

    init(base: Base.AsyncIterator, engine: GestureEngine) {
      self.base = base
      self.engine = engine
    }

    /// The number of frames the engine has processed so far.
    public var frameCount: Int {
      engine.frameCount
    }

    /// Returns the next event, taking and processing frames as needed.
    ///
    /// - Returns: The next event, or `nil` when the base has ended and
    ///   every event was delivered, or when the task is cancelled.
    /// - Throws: The base's error, if it throws one.
    public mutating func next() async rethrows -> GestureEvent? {
      while true {
        if isFinished || Task.isCancelled {
          isFinished = true
          return nil
        }
        if nextIndex < events.count {
          nextIndex += 1
          return events[nextIndex - 1]
        }
        guard let frame = try await base.next() else {
          isFinished = true
          return nil
        }
        events.removeAll(keepingCapacity: true)
        nextIndex = 0
        engine.process(frame, into: &events)
      }
    }
  }
}
