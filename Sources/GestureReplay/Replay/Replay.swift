import GestureCore

/// The result of running a trace through the gesture engine.
///
/// Replay is deterministic: the same trace and configuration always give
/// the same events, and ``ReportWriter`` prints them as the same bytes.
///
/// ```swift
/// let path = "Fixtures/pinch-hold-release-pinch.json"
/// let trace = try Trace(contentsOfFile: path)
/// let replay = Replay.run(trace, configuration: .handKit)
/// for event in replay.events { print(event.gesture, event.phase) }
/// ```
public struct Replay: Hashable, Sendable {
  /// The events, in time order.
  public var events: [GestureEvent]
  /// What each hand's recognizers saw at each frame, if recorded: one
  /// entry per hand per frame, frames in order, hands in track order.
  public var timeline: [HandDiagnostics]
  /// The number of frames replayed.
  public var frameCount: Int

  /// Creates a replay result.
  ///
  /// - Parameters:
  ///   - events: The events, in time order.
  ///   - timeline: The per-frame diagnostics, if recorded.
  ///   - frameCount: The number of frames replayed.
  public init(
    events: [GestureEvent] = [],
    timeline: [HandDiagnostics] = [],
    frameCount: Int = 0
  ) {
    self.events = events
    self.timeline = timeline
    self.frameCount = frameCount
  }

  /// Replays a whole trace.
  ///
  /// - Parameters:
  ///   - trace: The trace to replay; its frames' times finite and in
  ///     order, as in any trace read from a file. One built in memory may
  ///     not be: ``timeError(in:)`` finds the frame whose time the engine
  ///     would trap on.
  ///   - configuration: The engine's settings; must be valid.
  ///   - stages: The app's own stages (see `HandStage`), run after
  ///     GestureCore's; none by default.
  ///   - frameStages: The app's stages that read several hands (see
  ///     `FrameStage`); none by default.
  ///   - recordsTimeline: Whether to record per-frame diagnostics.
  /// - Returns: The events and, if asked, the timeline.
  /// - Complexity: O(*n*) in the number of frames.
  public static func run(
    _ trace: Trace,
    configuration: GestureConfiguration = .handKit,
    stages: [any HandStage] = [],
    frameStages: [any FrameStage] = [],
    recordsTimeline: Bool = false
  ) -> Replay {
    var session = ReplaySession(
      configuration: configuration,
      coordinates: trace.coordinates,
      stages: stages,
      frameStages: frameStages,
      recordsTimeline: recordsTimeline
    )
    for frame in trace.frames {
      session.process(frame)
    }
    return session.result
  }

  /// The first frame of a trace whose time the engine cannot take: not
  /// finite, or earlier than the frame before. The error is the one
  /// reading the frame from a file would give.
  ///
  /// - Parameter trace: The trace, built in memory or read.
  /// - Returns: The error naming the frame, or `nil` when every time is
  ///   finite and in order.
  /// - Complexity: O(*n*) in the number of frames.
  public static func timeError(in trace: Trace) -> TraceError? {
    var lastTime: Double?
    for (index, frame) in trace.frames.enumerated() {
      do throws(TraceProblem) {
        try TraceValidator.checkTime(of: frame, after: lastTime)
      } catch {
        return error.traceError(frame: index)
      }
      lastTime = frame.time
    }
    return nil
  }
}
