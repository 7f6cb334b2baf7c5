/// A direction in the display frame the user sees.
public enum Direction: String, CaseIterable, Hashable, Sendable, Codable {
  /// Towards the user's left.
  case left
  /// Towards the user's right.
  case right
  /// Towards the top of the display.
  case up
  /// Towards the bottom of the display.
  case down
}
