/// Where a double pinch stands after a frame, as the diagnostics report
/// it.
///
/// See ``GestureConfiguration/DoublePinch-swift.struct`` for the rule.
public enum DoublePinchPhase: String, CaseIterable, Hashable, Sendable,
  Codable
{
  /// No pinch is going on or awaited, or double pinches are off.
  case idle
  /// A pinch is going on that may be the first of a double pinch.
  case firstPinch
  /// The first pinch was released: a second may begin.
  case awaitingSecond
  /// The second pinch of a double pinch is going on.
  case secondPinch
  /// A pinch is going on that lasted too long to be the first of a double
  /// pinch.
  case longPinch
}
