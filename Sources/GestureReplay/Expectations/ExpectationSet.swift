import GestureCore

/// The events a trace must produce under one configuration.
///
/// A trace's top-level `expect` and `expectIgnoring` apply to every
/// configuration without a set of its own; its `expectFor` object may give
/// a set of its own to a configuration by name, when that configuration
/// must behave differently, and that set replaces the top-level one for
/// it (`Trace.subscript(expectationsFor:)` reads and changes the set a
/// configuration is checked against):
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
  /// The settings the expectations were made for, when the set says.
  ///
  /// A set under a built-in configuration's name, written without it,
  /// is for that configuration as built in. A set that gives it names the
  /// settings it holds for, so that a configuration of the same name with
  /// other settings can be told apart: `gesture-replay synth` writes it for
  /// every configuration that is not a built-in one. In a trace file it is
  /// the set's `configuration` member, the settings that differ from
  /// handKit's in the form of a `--config` file, its `name` equal to the
  /// set's key:
  ///
  /// ```json
  /// "expectFor": {
  ///   "strict": {
  ///     "configuration": { "name": "strict", "pinch": { "enterThreshold": 0.005 } },
  ///     "expect": [ { "gesture": "hand", "phase": "found", "t": 0 } ]
  ///   }
  /// }
  /// ```
  public var configuration: GestureConfiguration?

  /// Creates a set of expectations.
  ///
  /// - Parameters:
  ///   - expectations: The events that must happen.
  ///   - ignoredEvents: Events that are neither required nor extra.
  ///   - configuration: The settings the expectations were made for, if
  ///     the set says.
  public init(
    expectations: [Expectation] = [],
    ignoredEvents: [EventPattern] = [],
    configuration: GestureConfiguration? = nil
  ) {
    self.expectations = expectations
    self.ignoredEvents = ignoredEvents
    self.configuration = configuration
  }
}
