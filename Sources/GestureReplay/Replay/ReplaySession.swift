import GestureCore

/// A replay fed one frame at a time, for traces read as a stream.
///
/// Use it with ``TraceReader`` to replay a JSON Lines recording without
/// holding its frames in memory:
///
/// ```swift
/// var reader = try TraceReader(path: "long.jsonl")
/// var session = ReplaySession(
///   configuration: .handKit, coordinates: reader.header.coordinates)
/// while let frame = try reader.next() {
///   for event in session.process(frame) { print(event) }
/// }
/// ```
public struct ReplaySession: Sendable {
  /// Whether per-frame diagnostics are kept in ``result``.
  public let recordsTimeline: Bool
  /// Whether events are kept in ``result``; turn off to stream them.
  public let keepsEvents: Bool
  private var engine: GestureEngine
  private var frameEvents: [GestureEvent] = []
  /// The events and timeline so far.
  public private(set) var result = Replay()

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - configuration: The engine's settings; must be valid.
  ///   - coordinates: The coordinate space of the frames' landmarks.
  ///   - stages: The app's own stages (see `HandStage`); none by default.
  ///   - frameStages: The app's stages that read several hands (see
  ///     `FrameStage`); none by default.
  ///   - recordsTimeline: Whether to keep per-frame diagnostics.
  ///   - keepsEvents: Whether to keep every event in ``result``.
  public init(
    configuration: GestureConfiguration,
    coordinates: CoordinateSpace,
    stages: [any HandStage] = [],
    frameStages: [any FrameStage] = [],
    recordsTimeline: Bool = false,
    keepsEvents: Bool = true
  ) {
    self.engine = GestureEngine(
      configuration: configuration,
      coordinates: coordinates,
      stages: stages,
      frameStages: frameStages
    )
    self.recordsTimeline = recordsTimeline
    self.keepsEvents = keepsEvents
  }

  /// What each hand's recognizers saw at the last frame, in track order.
  public var diagnostics: [HandDiagnostics] { engine.diagnostics }

  /// Replays one frame.
  ///
  /// - Parameter frame: The next frame, not earlier than the last one.
  /// - Returns: The events this frame caused.
  @discardableResult
  public mutating func process(_ frame: Frame) -> [GestureEvent] {
    frameEvents.removeAll(keepingCapacity: true)
    engine.process(frame, into: &frameEvents)
    result.frameCount += 1
    if keepsEvents {
      result.events.append(contentsOf: frameEvents)
    }
    if recordsTimeline {
      result.timeline.append(contentsOf: engine.diagnostics)
    }
    return frameEvents
  }
}
