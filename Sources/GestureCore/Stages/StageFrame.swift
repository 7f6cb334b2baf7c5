/// What the stages of a hand read of one frame in which the hand is seen.
struct StageFrame {
  /// The hand's joints through the confidence gate, in the display frame.
  let joints: JointPoints
  /// The coordinate space of the hand's raw landmarks.
  let space: CoordinateSpace
  /// The frame's time, in seconds.
  let time: Double
  /// The hand's size over its recent frames, in square units: the median
  /// of ``PalmSizeTracker``, this frame's size among them; `nil` when no
  /// stage measures in palm sizes, or no size was seen yet.
  let palmSize: Double?
}
