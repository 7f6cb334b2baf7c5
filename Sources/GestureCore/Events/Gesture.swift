/// The kinds of gesture GestureCore reports.
public enum Gesture: String, CaseIterable, Hashable, Sendable, Codable {
  /// A hand appearing (`found`) or disappearing (`lost`).
  case hand
  /// The thumb tip meeting a finger tip: `began`, `ended`, `cancelled`.
  case pinch
  /// The index tip moving: `began`, `ended`, `cancelled`.
  case movement
  /// A value driven by horizontal movement: `began`, `changed`, `ended`,
  /// `cancelled`, each with a `value`.
  case slider
  /// A quick straight movement, `recognized` once with a `direction`.
  case swipe
  /// A static hand shape held: `began`, `ended`, each with a `name`.
  case pose
}
