/// The events a trace must produce under one configuration.
///
/// A trace's top-level `expect` and `expectIgnoring` apply to every
/// configuration; its `expectFor` object may give a set of its own to a
/// configuration by name, when that configuration must behave differently:
///
/// ```json
/// "expect": [ { "gesture": "hand", "phase": "found", "t": 0 } ],
/// "expectFor": {
///   "adaptive": {
///     "expect": [ { "gesture": "hand", "phase": "found", "t": 0 },
///                 { "gesture": "pinch", "phase": "began", "t": 1.25, "within": 0.1 } ],
///     "expectIgnoring": ["pinch.ended"]
///   }
/// }
/// ```
public struct ExpectationSet: Hashable, Sendable {
  /// The events that must happen.
  public var expectations: [Expectation]
  /// Events that are neither required nor extra.
  public var ignoredEvents: [EventPattern]

  /// Creates a set of expectations.
  ///
  /// - Parameters:
  ///   - expectations: The events that must happen.
  ///   - ignoredEvents: Events that are neither required nor extra.
  public init(
    expectations: [Expectation] = [],
    ignoredEvents: [EventPattern] = []
  ) {
    self.expectations = expectations
    self.ignoredEvents = ignoredEvents
  }
}
