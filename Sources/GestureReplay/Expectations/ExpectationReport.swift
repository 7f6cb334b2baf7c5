import GestureCore

/// How a replay's events compare with a trace's expectations.
///
/// Each expectation, in time order, takes the unmatched event nearest in
/// time that meets it (see ``Expectation``); ties go to the earlier event.
/// Expectations left over are *missing*; events left over are *extra*,
/// unless one of the trace's ignored patterns covers them. An ignored
/// event can still meet an expectation that names it.
///
/// ```swift
/// let configuration = GestureConfiguration.adaptive
/// let replay = Replay.run(trace, configuration: configuration)
/// let report = ExpectationReport(
///   trace: trace,
///   configurationName: configuration.name,
///   events: replay.events
/// )
/// if !report.isSuccess { print(report) }
/// ```
public struct ExpectationReport: Hashable, Sendable, CustomStringConvertible {
  /// An expectation and the event that met it.
  public struct Match: Hashable, Sendable {
    /// The expectation.
    public var expectation: Expectation
    /// The event that met it.
    public var event: GestureEvent
  }

  /// An expectation no event met, and the closest event of its kind.
  public struct Miss: Hashable, Sendable {
    /// The expectation.
    public var expectation: Expectation
    /// The unmatched event of the same gesture and phase nearest in time,
    /// if there is one: usually the event that was meant but differs.
    public var nearest: GestureEvent?
  }

  /// The expectations that were met, with their events.
  public var matches: [Match]
  /// The expectations that no event met.
  public var missing: [Miss]
  /// The events that met no expectation and are not ignored.
  public var extra: [GestureEvent]

  /// Whether every expectation was met and no event was extra.
  public var isSuccess: Bool { missing.isEmpty && extra.isEmpty }

  /// Compares events with expectations.
  ///
  /// - Parameters:
  ///   - expectations: The events that must happen.
  ///   - ignoring: Events that are neither required nor extra.
  ///   - events: The events that happened, in time order.
  /// - Complexity: O(*n* log *n* + *e* × *w*) for *n* events and *e*
  ///   expectations, where *w* is how many events of an expectation's
  ///   gesture and phase fall within its window; O(*e* × *n*) when a time
  ///   or window is not finite.
  public init(
    expectations: [Expectation],
    ignoring: [EventPattern] = [],
    events: [GestureEvent]
  ) {
    let ordered = expectations.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    var used = Array(repeating: false, count: events.count)
    var matches: [Match] = []
    var missing: [Miss] = []
    let index = EventIndex(events)
    for (_, expectation) in ordered {
      let best: Int?
      if let index, expectation.time.isFinite, expectation.within.isFinite {
        best = index.bestMatch(for: expectation, used: used)
      } else {
        best = Self.bestMatch(for: expectation, in: events, used: used)
      }
      if let best {
        used[best] = true
        matches.append(Match(expectation: expectation, event: events[best]))
      } else {
        missing.append(Miss(expectation: expectation, nearest: nil))
      }
    }
    for position in missing.indices {
      let expectation = missing[position].expectation
      let nearest: Int?
      if let index, expectation.time.isFinite {
        nearest = index.nearest(to: expectation, used: used)
      } else {
        nearest = Self.nearest(to: expectation, in: events, used: used)
      }
      missing[position].nearest = nearest.map { events[$0] }
    }
    self.matches = matches
    self.missing = missing
    self.extra = events.enumerated().compactMap { index, event in
      used[index] || ignoring.contains { $0.matches(event) } ? nil : event
    }
  }

  /// The unused event that meets an expectation nearest in time to it,
  /// the earlier of two as near, found by reading every event.
  private static func bestMatch(
    for expectation: Expectation,
    in events: [GestureEvent],
    used: [Bool]
  ) -> Int? {
    var best: Int?
    for (index, event) in events.enumerated()
    where !used[index] && expectation.isMet(by: event) {
      let gap = abs(event.time - expectation.time)
      if let current = best,
        abs(events[current].time - expectation.time) <= gap
      {
        continue
      }
      best = index
    }
    return best
  }

  /// The unused event of an expectation's gesture and phase nearest in
  /// time to it, the earlier of two as near, found by reading every event.
  private static func nearest(
    to expectation: Expectation,
    in events: [GestureEvent],
    used: [Bool]
  ) -> Int? {
    var nearest: Int?
    for (index, event) in events.enumerated()
    where !used[index] && event.gesture == expectation.gesture
      && event.phase == expectation.phase
    {
      let gap = abs(event.time - expectation.time)
      if let current = nearest,
        abs(events[current].time - expectation.time) <= gap
      {
        continue
      }
      nearest = index
    }
    return nearest
  }

  /// Compares events with the expectations a trace sets a configuration.
  ///
  /// The events are checked against the set
  /// ``Trace/expectationSet(for:)`` gives the configuration's name: its
  /// own, from the trace's `expectFor`, or the trace's top-level one.
  ///
  /// - Parameters:
  ///   - trace: The trace, for its expectations and ignored events.
  ///   - configurationName: The name of the configuration that replayed
  ///     it (`GestureConfiguration.name`); a trace may expect different
  ///     events of it (see ``ExpectationSet``).
  ///   - events: The events its replay gave.
  public init(
    trace: Trace,
    configurationName: String,
    events: [GestureEvent]
  ) {
    let set = trace.expectationSet(for: configurationName)
    self.init(
      expectations: set.expectations,
      ignoring: set.ignoredEvents,
      events: events
    )
  }

  /// Compares events with the expectations a trace sets handKit.
  ///
  /// Events of another configuration are checked against handKit's
  /// expectations all the same: name the configuration with
  /// ``init(trace:configurationName:events:)``.
  ///
  /// - Parameters:
  ///   - trace: The trace, for its expectations and ignored events.
  ///   - events: The events its replay with handKit gave.
  @available(
    *,
    deprecated,
    renamed: "init(trace:configurationName:events:)",
    message: "It checks handKit's expectations, whatever gave the events."
  )
  public init(trace: Trace, events: [GestureEvent]) {
    self.init(
      trace: trace,
      configurationName: GestureConfiguration.handKit.name,
      events: events
    )
  }
}

extension Expectation {
  /// Whether an event meets this expectation.
  ///
  /// - Parameter event: The event to test.
  /// - Returns: `true` if gesture, phase, time and every given payload
  ///   field agree.
  public func isMet(by event: GestureEvent) -> Bool {
    guard event.gesture == gesture, event.phase == phase, isOnTime(event)
    else { return false }
    if let hand, event.hand != hand { return false }
    if let track, event.track != track { return false }
    if let direction, event.direction != direction { return false }
    if let name, event.name != name { return false }
    if let finger, event.finger != finger { return false }
    return Self.meets(value, tolerance, event.value)
      && Self.meets(scale, scaleTolerance, event.scale)
      && Self.meets(rotation, rotationTolerance, event.rotation)
  }

  /// Whether an event happens within ``within`` seconds of ``time``
  /// (within a nanosecond, as every time bound: `TimeBound`).
  func isOnTime(_ event: GestureEvent) -> Bool {
    !TimeBound.exceeds(abs(event.time - time), within)
  }

  /// Whether an event's number meets an expected one: none expected, or
  /// one carried within the tolerance and 10⁻⁹ more, so that a number
  /// computed and one written in decimal that differ only by rounding
  /// agree (a value, a scale or an angle, not a time: `TimeBound` bounds
  /// times).
  static func meets(
    _ expected: Double?,
    _ tolerance: Double,
    _ actual: Double?
  ) -> Bool {
    guard let expected else { return true }
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance + 1e-9
  }
}
