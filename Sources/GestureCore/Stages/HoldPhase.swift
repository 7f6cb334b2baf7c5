/// Where a hold stands after a frame, as the diagnostics report it.
///
/// See ``GestureConfiguration/Hold-swift.struct`` for the rule.
public enum HoldPhase: String, CaseIterable, Hashable, Sendable, Codable {
  /// The pinch is open, or holds are off.
  case idle
  /// The pinch began and is held, the palm within the allowance, for
  /// less than the minimum duration.
  case pressing
  /// The hold began (`hold began`) and has not ended.
  case holding
  /// The palm moved beyond the allowance during this pinch: no hold until
  /// the pinch opens.
  case failed
}
