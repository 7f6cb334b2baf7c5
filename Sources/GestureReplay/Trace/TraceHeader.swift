import GestureCore

/// Everything a trace says apart from its frames.
///
/// A JSON Lines trace gives it on its first line; a JSON trace in its
/// top-level object. ``TraceReader`` reads it before the first frame, so
/// a long recording can be replayed frame by frame.
public struct TraceHeader: Hashable, Sendable {
  /// The format version; always 1.
  public var version: Int
  /// The tracker that made the recording, such as `vision` or `mediapipe`.
  public var source: String?
  /// The nominal frame rate, in frames per second, if known.
  public var frameRate: Double?
  /// How the frames' raw coordinates relate to what the user sees.
  public var coordinates: CoordinateSpace
  /// The events the trace must produce when replayed.
  public var expectations: [Expectation]
  /// Events the expectations do not speak about.
  public var ignoredEvents: [EventPattern]
  /// Expectations of their own for some configurations, by name; the
  /// others use ``expectations`` and ``ignoredEvents``.
  public var expectationsByConfiguration: [String: ExpectationSet] = [:]

  /// Returns the expectations a configuration must meet: its own, or the
  /// trace's general ones.
  ///
  /// - Parameter configurationName: The configuration's name.
  /// - Returns: The expectations and ignored events that apply.
  public func expectationSet(for configurationName: String) -> ExpectationSet {
    expectationsByConfiguration[configurationName]
      ?? ExpectationSet(
        expectations: expectations,
        ignoredEvents: ignoredEvents
      )
  }

  /// Creates a header.
  ///
  /// - Parameters:
  ///   - source: The tracker that made the recording.
  ///   - frameRate: The nominal frame rate, in frames per second.
  ///   - coordinates: The coordinate space of the raw landmarks.
  ///   - expectations: The events the trace must produce.
  ///   - ignoredEvents: Events the expectations do not speak about.
  public init(
    source: String? = nil,
    frameRate: Double? = nil,
    coordinates: CoordinateSpace = .mediaPipe,
    expectations: [Expectation] = [],
    ignoredEvents: [EventPattern] = []
  ) {
    self.version = 1
    self.source = source
    self.frameRate = frameRate
    self.coordinates = coordinates
    self.expectations = expectations
    self.ignoredEvents = ignoredEvents
  }
}
