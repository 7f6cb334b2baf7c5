/// What a hand tracker saw at one instant: a timestamp and the hands in view.
///
/// `time` is in seconds on any clock the source chooses (a capture
/// timestamp, or seconds since the start of a recording). Frames given to a
/// ``GestureEngine`` must have finite, non-decreasing times.
public struct Frame: Hashable, Sendable {
  /// The capture time, in seconds.
  public var time: Double
  /// The hands seen in this frame; empty when none was seen.
  public var hands: [Hand]

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - time: The capture time, in seconds.
  ///   - hands: The hands seen in this frame.
  public init(time: Double, hands: [Hand] = []) {
    self.time = time
    self.hands = hands
  }
}
