import GestureCore

/// A recorded sequence of hand frames, as read from a trace file (format v1).
///
/// A trace holds what a hand tracker saw (``frames``) and a ``header``:
/// how the frames' coordinates relate to the display (``coordinates``),
/// and optionally the events the recording must produce
/// (``expectations``); the header's fields read and write as the trace's
/// own. Replay it with
/// ``Replay/run(_:configuration:stages:frameStages:recordsTimeline:)``
/// or check it with ``ExpectationReport``.
///
/// ```swift
/// let path = "Fixtures/pinch-hold-release-pinch.json"
/// let trace = try Trace(contentsOfFile: path)
/// let replay = Replay.run(trace, configuration: .handKit)
/// print(replay.events)
/// ```
public struct Trace: Hashable, Sendable {
  /// Everything in the trace but its frames: its version, source, frame
  /// rate, coordinate space and expectations.
  public var header: TraceHeader
  /// The frames, in time order.
  public var frames: [Frame]

  /// Creates a trace from a header and frames.
  ///
  /// - Parameters:
  ///   - header: Everything the trace says apart from its frames.
  ///   - frames: The frames, in time order.
  public init(header: TraceHeader, frames: [Frame] = []) {
    self.header = header
    self.frames = frames
  }

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
    let header = TraceHeader(
      source: source,
      frameRate: frameRate,
      coordinates: coordinates,
      expectations: expectations,
      ignoredEvents: ignoredEvents
    )
    self.init(header: header, frames: frames)
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

// The header's fields, read and written in place.
extension Trace {
  /// The format version, the header's; always 1.
  public var version: Int {
    get { header.version }
    set { header.version = newValue }
  }

  /// The tracker that made the recording, such as `vision` or `mediapipe`;
  /// the header's.
  public var source: String? {
    get { header.source }
    set { header.source = newValue }
  }

  /// The nominal frame rate, in frames per second, if known; the header's.
  public var frameRate: Double? {
    get { header.frameRate }
    set { header.frameRate = newValue }
  }

  /// How the frames' raw coordinates relate to what the user sees; the
  /// header's.
  public var coordinates: CoordinateSpace {
    get { header.coordinates }
    set { header.coordinates = newValue }
  }

  /// The events the trace must produce when replayed, if it says; the
  /// header's.
  public var expectations: [Expectation] {
    get { header.expectations }
    set { header.expectations = newValue }
  }

  /// Events the expectations do not speak about, such as `hand` or
  /// `slider.changed`, which are neither required nor extra; the header's.
  public var ignoredEvents: [EventPattern] {
    get { header.ignoredEvents }
    set { header.ignoredEvents = newValue }
  }

  /// Expectations of their own for some configurations, by name; the
  /// others use ``expectations`` and ``ignoredEvents``. The header's.
  public var expectationsByConfiguration: [String: ExpectationSet] {
    get { header.expectationsByConfiguration }
    set { header.expectationsByConfiguration = newValue }
  }
}
