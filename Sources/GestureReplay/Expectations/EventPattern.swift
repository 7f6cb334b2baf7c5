import GestureCore

/// A set of events named by gesture and, optionally, phase.
///
/// Written `gesture` (every phase) or `gesture.phase`, as in `hand` or
/// `slider.changed`. A trace's `expectIgnoring` list uses patterns to say
/// which events its `expect` list does not speak about.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
  /// The gesture the events have.
  public var gesture: Gesture
  /// The phase the events have, or `nil` for every phase.
  public var phase: Phase?

  /// Creates a pattern.
  ///
  /// - Parameters:
  ///   - gesture: The gesture the events have.
  ///   - phase: The phase, or `nil` for every phase.
  public init(gesture: Gesture, phase: Phase? = nil) {
    self.gesture = gesture
    self.phase = phase
  }

  /// Creates a pattern from its text form, `gesture` or `gesture.phase`.
  ///
  /// - Parameter text: The pattern, such as `slider.changed`.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let gesture = Gesture(rawValue: String(parts[0]))
    guard (1...2).contains(parts.count), gesture.isValidName else {
      return nil
    }
    self.gesture = gesture
    if parts.count == 2 {
      guard let phase = Phase(rawValue: String(parts[1])) else { return nil }
      self.phase = phase
    } else {
      self.phase = nil
    }
  }

  /// The text form, `gesture` or `gesture.phase`.
  public var description: String {
    phase.map { "\(gesture.rawValue).\($0.rawValue)" } ?? gesture.rawValue
  }

  /// Returns whether an event is in the set.
  ///
  /// - Parameter event: The event to test.
  /// - Returns: `true` if the gesture matches and the phase, if given, too.
  public func matches(_ event: GestureEvent) -> Bool {
    event.gesture == gesture && (phase == nil || event.phase == phase)
  }
}
