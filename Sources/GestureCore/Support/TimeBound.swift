/// How GestureCore compares a span of time with a duration's bound.
///
/// Times are differences of recorded times, which are often written in
/// decimals: 0.7 - 0.2 is 0.49999999999999994 in a `Double`, 0.8 - 0.5 is
/// 0.30000000000000004. Compared as they are, a span of exactly a bound
/// would meet it in one place of a trace and miss it in another. So every
/// time bound of the engine (a hold's minimum duration, a pose's dwell and
/// release delay, the loss timeout, the swipe's window, the movement's stop
/// delay, the arbiter's failure delay, a track's confirmation, a double
/// pinch's and a sequence's limits, a coalescer's interval, a merger's
/// tolerance and expiry, an expectation's `within`) counts a span
/// within ``margin`` of its bound as on it: a gesture timed exactly on its
/// bound behaves the same wherever in the trace it happens.
///
/// An app's own stage that times something can compare the same way:
///
/// ```swift
/// if TimeBound.reaches(hand.time - since, minimumDuration) {
///   // held long enough
/// }
/// ```
public enum TimeBound {
  /// How near a span must come to a bound to be on it, in seconds: a
  /// nanosecond, far above the roundings of recorded times (about 1e-16 s
  /// at times of a few seconds, 1e-12 s after days) and far below a frame.
  @inlinable public static var margin: Double { 1e-9 }

  /// Returns whether a span is at least a bound: not shorter than it by
  /// more than ``margin``.
  ///
  /// - Parameters:
  ///   - span: A time span, in seconds.
  ///   - bound: The least duration, in seconds.
  /// - Returns: `span >= bound - margin`.
  @inlinable
  public static func reaches(_ span: Double, _ bound: Double) -> Bool {
    span >= bound - margin
  }

  /// Returns whether a span is more than a bound: longer than it by more
  /// than ``margin``.
  ///
  /// - Parameters:
  ///   - span: A time span, in seconds.
  ///   - bound: The duration to pass, in seconds.
  /// - Returns: `span > bound + margin`.
  @inlinable
  public static func exceeds(_ span: Double, _ bound: Double) -> Bool {
    span > bound + margin
  }
}

extension Double {
  /// Whether this time span is at least a bound
  /// (``TimeBound/reaches(_:_:)``).
  @inline(__always)
  func reaches(_ bound: Double) -> Bool {
    TimeBound.reaches(self, bound)
  }

  /// Whether this time span is more than a bound
  /// (``TimeBound/exceeds(_:_:)``).
  @inline(__always)
  func exceeds(_ bound: Double) -> Bool {
    TimeBound.exceeds(self, bound)
  }
}
