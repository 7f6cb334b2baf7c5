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
  /// The top-level `expect` list: the events the trace must produce when
  /// replayed with a configuration that has no set of its own in
  /// ``expectationsByConfiguration``.
  ///
  /// A configuration with a set of its own is checked against that set
  /// alone, never against this list; ``subscript(expectationsFor:)``
  /// reads and changes the set a configuration is checked against.
  public var expectations: [Expectation]
  /// The top-level `expectIgnoring` list: events the top-level
  /// expectations do not speak about.
  public var ignoredEvents: [EventPattern]
  /// Expectations of their own for some configurations, by name (the
  /// trace's `expectFor`); the others use ``expectations`` and
  /// ``ignoredEvents``.
  public var expectationsByConfiguration: [String: ExpectationSet] = [:]

  /// Returns the expectations a configuration must meet: its own, or the
  /// trace's top-level ones.
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

  /// The expectations a configuration is checked against, read and
  /// changed in place.
  ///
  /// Reading gives what ``expectationSet(for:)`` gives. Writing changes
  /// the set that reading gives: the configuration's own set when the
  /// trace has one; otherwise the top-level ``expectations`` and
  /// ``ignoredEvents``, which every configuration without a set of its
  /// own shares. A set that names the settings it was made for
  /// (``ExpectationSet/configuration``), which the top level cannot
  /// hold, becomes the configuration's own set instead.
  ///
  /// ```swift
  /// let configuration = GestureConfiguration.adaptive
  /// trace[expectationsFor: configuration.name].expectations.append(
  ///   Expectation(gesture: .pinch, phase: .began, time: 1.2, within: 0.1)
  /// )
  /// ```
  ///
  /// - Parameter configurationName: The configuration's name.
  public subscript(expectationsFor configurationName: String)
    -> ExpectationSet
  {
    get { expectationSet(for: configurationName) }
    set {
      if expectationsByConfiguration[configurationName] != nil
        || newValue.configuration != nil
      {
        expectationsByConfiguration[configurationName] = newValue
      } else {
        expectations = newValue.expectations
        ignoredEvents = newValue.ignoredEvents
      }
    }
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
