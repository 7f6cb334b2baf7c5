/// How near a time must come to a duration's bound to meet it, in seconds:
/// a nanosecond.
///
/// Times are differences of recorded times, which are often written in
/// decimals: 0.7 - 0.2 is 0.49999999999999994 in a `Double`, 0.8 - 0.5 is
/// 0.30000000000000004. A bound a gesture meets "exactly" (a hold's
/// minimum duration, a double pinch's longest interval, a sequence step's
/// minimum duration and longest delay) is met by a time within this margin
/// of it, so that a gesture timed exactly on its bound fires wherever in
/// the trace it happens. A nanosecond is far above those roundings (about
/// 1e-16 s at times of a few seconds, 1e-12 s after days) and far below a
/// frame.
let timeMargin = 1e-9

extension Double {
  /// Whether this time span is at least a bound, within ``timeMargin``.
  @inline(__always)
  func reaches(_ bound: Double) -> Bool {
    self >= bound - timeMargin
  }

  /// Whether this time span is more than a bound, beyond ``timeMargin``.
  @inline(__always)
  func exceeds(_ bound: Double) -> Bool {
    self > bound + timeMargin
  }
}
