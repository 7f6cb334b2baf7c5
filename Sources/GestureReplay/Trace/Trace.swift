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
  /// trace's top-level ones.
  ///
  /// - Parameter configurationName: The configuration's name.
  /// - Returns: The expectations and ignored events that apply.
  public func expectationSet(for configurationName: String) -> ExpectationSet {
    header.expectationSet(for: configurationName)
  }

  /// The expectations a configuration is checked against, read and
  /// changed in place; the header's
  /// (``TraceHeader/subscript(expectationsFor:)``).
  ///
  /// Writing changes the configuration's own set when the trace has one
  /// (in `expectFor`), and otherwise the top-level ``expectations`` and
  /// ``ignoredEvents``, which every configuration without a set of its
  /// own shares. Add the expectations of a stage of your own this way,
  /// not to ``expectations``, which a configuration with a set of its
  /// own (every configuration `gesture-replay synth` checked) ignores:
  ///
  /// ```swift
  /// let configuration = GestureConfiguration.handKit
  /// trace[expectationsFor: configuration.name].expectations.append(
  ///   Expectation(gesture: Gesture("longPinch"), phase: .began, time: 0.9667)
  /// )
  /// ```
  ///
  /// - Parameter configurationName: The configuration's name.
  public subscript(expectationsFor configurationName: String)
    -> ExpectationSet
  {
    get { header[expectationsFor: configurationName] }
    set { header[expectationsFor: configurationName] = newValue }
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

  /// The top-level `expect` list, the header's: the events the trace must
  /// produce when replayed with a configuration that has no set of its
  /// own in ``expectationsByConfiguration`` (the trace's `expectFor`).
  ///
  /// A configuration with a set of its own is checked against that set
  /// alone: expectations appended here are not checked with it, and a
  /// trace `gesture-replay synth` made has a set of its own for each
  /// configuration it checked (handKit and adaptive by default). To add
  /// to what a configuration is checked against, whichever set that is,
  /// use ``subscript(expectationsFor:)``.
  public var expectations: [Expectation] {
    get { header.expectations }
    set { header.expectations = newValue }
  }

  /// Events the top-level expectations do not speak about, such as `hand`
  /// or `slider.changed`, which are neither required nor extra; the
  /// header's top-level `expectIgnoring` list.
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
