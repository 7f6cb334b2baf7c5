/// What happened to a gesture at an event.
public enum Phase: String, CaseIterable, Hashable, Sendable, Codable {
  /// A hand came into view.
  case found
  /// A hand went out of view.
  case lost
  /// A continuous gesture started.
  case began
  /// A continuous gesture's value changed.
  case changed
  /// A continuous gesture finished normally.
  case ended
  /// A continuous gesture was abandoned, for example when tracking was lost.
  case cancelled
  /// A discrete gesture happened.
  case recognized
}
