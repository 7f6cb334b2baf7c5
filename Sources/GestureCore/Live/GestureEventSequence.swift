/// An asynchronous sequence of the gesture events that a sequence of frames
/// causes: frames in, events out.
///
/// Create one with
/// `gestureEvents(configuration:coordinates:stages:frameStages:sliderInterval:onFrame:onDiagnostics:)`.
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
/// as a replay of the same frames. ``onFrame`` sees each of those frames
/// just before the engine does, so a trace recorded there replays to the
/// same events. With a ``sliderInterval``, the slider's `changed` events
/// are those a ``SliderCoalescer`` of that interval lets through when it
/// is given each frame's events and ticked at its time
/// (``SliderCoalescer/process(_:at:frame:into:)``), as a replay through
/// the same coalescer gives them.
///
/// The sequence ends when its base ends, after the last frame's events; it
/// ends at once when the consuming task is cancelled. It throws what its
/// base throws: a `for await` loop needs no `try` over a base that never
/// throws, such as a ``LatestFrameStream``.
///
/// Each iteration has an engine of its own, which has seen no frame: a
/// consumer that starts again (a SwiftUI `task` run again when its view
/// reappears) starts with fresh recognizers.
///
/// ## On the consumer's actor
///
/// On macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 and later, a
/// `for await` loop on an actor runs the engine and ``onFrame`` on that
/// actor (SE-0421), with no hop to another executor per frame or event; so
/// does the base's iterator if it supports it, as ``LatestFrameStream``
/// does. On earlier releases they run on the global concurrent executor.
public struct GestureEventSequence<Base: AsyncSequence>: AsyncSequence
where Base.Element == Frame {
  /// The element of the sequence, a gesture event.
  public typealias Element = GestureEvent

  /// The error the sequence throws: its base's; `Never` if the base never
  /// throws.
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  public typealias Failure = Base.Failure

  /// The frames.
  public let base: Base
  /// The settings of the engine each iterator runs.
  public let configuration: GestureConfiguration
  /// The coordinate space of the frames' raw landmarks.
  public let coordinates: CoordinateSpace
  /// The app's own stages each iterator's engine runs (see ``HandStage``).
  public let stages: [any HandStage]
  /// The app's stages that read several hands (see ``FrameStage``).
  public let frameStages: [any FrameStage]
  /// The shortest time between two slider `changed` events of a hand, in
  /// seconds, when the events pass through a ``SliderCoalescer``; `nil`
  /// for every event as the engine gives it.
  public let sliderInterval: Double?
  /// The function called with each frame the engine processes, just
  /// before it does, on the consumer's actor; `nil` for none.
  public let onFrame: (@Sendable (Frame) -> Void)?
  /// The function called with the engine's per-hand state just after it
  /// processes each frame, before the frame's events are delivered, on the
  /// consumer's actor: one ``HandDiagnostics`` per hand the engine
  /// follows, with the frame's continuous readings (the pinch strength,
  /// the palm's facing); `nil` for none.
  public let onDiagnostics: (@Sendable ([HandDiagnostics]) -> Void)?

  /// Creates the events of a sequence of frames.
  ///
  /// - Parameters:
  ///   - base: The frames, in time order.
  ///   - configuration: The engine's settings; must be valid.
  ///   - coordinates: The coordinate space of the frames' landmarks.
  ///   - stages: The app's own stages, run after GestureCore's; none by
  ///     default.
  ///   - frameStages: The app's stages that read several hands; none by
  ///     default.
  ///   - sliderInterval: The shortest time between two slider `changed`
  ///     events of a hand, in seconds, finite and not negative: the events
  ///     pass through a ``SliderCoalescer`` of this interval, ticked at
  ///     every frame taken, so that a held value comes out on the first
  ///     frame its interval is up. `nil`, for every event as the engine
  ///     gives it, by default.
  ///   - onFrame: A function called with each frame the engine processes,
  ///     in order, just before the engine processes it, in the consuming
  ///     task and on its actor. It runs before the frame's events are
  ///     delivered, so keep it short; `nil` for none.
  ///   - onDiagnostics: A function called with each hand's diagnostics
  ///     just after the engine processes a frame, before its events are
  ///     delivered; `nil` for none.
  public init(
    _ base: Base,
    configuration: GestureConfiguration = .handKit,
    coordinates: CoordinateSpace = .mediaPipe,
    stages: [any HandStage] = [],
    frameStages: [any FrameStage] = [],
    sliderInterval: Double? = nil,
    onFrame: (@Sendable (Frame) -> Void)? = nil,
    onDiagnostics: (@Sendable ([HandDiagnostics]) -> Void)? = nil
  ) {
    configuration.requireValid()
    if let sliderInterval {
      precondition(
        sliderInterval.isFinite && sliderInterval >= 0,
        "A slider interval must be finite and not negative."
      )
    }
    self.sliderInterval = sliderInterval
    self.onDiagnostics = onDiagnostics
    self.base = base
    self.configuration = configuration
    self.coordinates = coordinates
    self.stages = stages
    self.frameStages = frameStages
    self.onFrame = onFrame
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
        coordinates: coordinates,
        stages: stages,
        frameStages: frameStages
      ),
      coalescer: sliderInterval.map(SliderCoalescer.init(interval:)),
      onFrame: onFrame,
      onDiagnostics: onDiagnostics
    )
  }
}

extension GestureEventSequence: Sendable where Base: Sendable {}
