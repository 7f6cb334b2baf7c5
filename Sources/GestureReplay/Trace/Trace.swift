import GestureCore

/// A recorded sequence of hand frames, as read from a trace file (format v1).
///
/// A trace holds what a hand tracker saw (``frames``), how its coordinates
/// relate to the display (``coordinates``), and optionally the events the
/// recording must produce (``expectations``). Replay it with
/// ``Replay/run(_:configuration:recordsTimeline:)`` or check it with
/// ``ExpectationReport``.
///
/// ```swift
/// let trace = try Trace(contentsOfFile: "Fixtures/pinch-hold-release.json")
/// let replay = Replay.run(trace, configuration: .handKit)
/// print(replay.events)
/// ```
public struct Trace: Hashable, Sendable {
  /// The format version; always 1.
  public var version: Int
  /// The tracker that made the recording, such as `vision` or `mediapipe`.
  public var source: String?
  /// The nominal frame rate, in frames per second, if known.
  public var frameRate: Double?
  /// How the frames' raw coordinates relate to what the user sees.
  public var coordinates: CoordinateSpace
  /// The frames, in time order.
  public var frames: [Frame]
  /// The events the trace must produce when replayed, if it says.
  public var expectations: [Expectation]
  /// Events the expectations do not speak about, such as `hand` or
  /// `slider.changed`; such events are neither required nor extra.
  public var ignoredEvents: [EventPattern]
  /// Expectations of their own for some configurations, by name; the
  /// others use ``expectations`` and ``ignoredEvents``.
  public var expectationsByConfiguration: [String: ExpectationSet] = [:]

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - source: The tracker that made the recording.
  ///   - frameRate: The nominal frame rate, in frames per second.
  ///   - coordinates: The coordinate space of the raw landmarks.
  ///   - frames: The frames, in time order.
  ///   - expectations: The events the trace must produce.
  ///   - ignoredEvents: Events the expectations do not speak about.
  public init(
    source: String? = nil,
    frameRate: Double? = nil,
    coordinates: CoordinateSpace = .mediaPipe,
    frames: [Frame] = [],
    expectations: [Expectation] = [],
    ignoredEvents: [EventPattern] = []
  ) {
    self.version = 1
    self.source = source
    self.frameRate = frameRate
    self.coordinates = coordinates
    self.frames = frames
    self.expectations = expectations
    self.ignoredEvents = ignoredEvents
  }

  /// Everything in the trace but its frames.
  public var header: TraceHeader {
    var header = TraceHeader(
      source: source,
      frameRate: frameRate,
      coordinates: coordinates,
      expectations: expectations,
      ignoredEvents: ignoredEvents
    )
    header.expectationsByConfiguration = expectationsByConfiguration
    return header
  }

  /// Returns the expectations a configuration must meet: its own, or the
  /// trace's general ones.
  ///
  /// - Parameter configurationName: The configuration's name.
  /// - Returns: The expectations and ignored events that apply.
  public func expectationSet(for configurationName: String) -> ExpectationSet {
    header.expectationSet(for: configurationName)
  }
}
