/// What the stages of a hand read of one frame in which the hand is seen.
struct StageFrame {
  /// The hand's joints through the confidence gate, in the display frame.
  let joints: JointPoints
  /// The displayed image's size in pixels, if known: what turns display
  /// points into square units.
  let displaySize: ImageSize?
  /// The frame's time, in seconds.
  let time: Double
  /// The hand's size over its recent frames, in square units: the median
  /// of ``PalmSizeTracker``, this frame's size among them; `nil` when no
  /// stage measures in palm sizes, or no size was seen yet.
  let palmSize: Double?
  /// The palm's facing after this frame: `unknown` when the engine does
  /// not read it.
  let palmFacing: PalmFacing

  /// Returns a display point in square units (see
  /// ``CoordinateSpace/squarePoint(_:)``).
  @inline(__always)
  func square(_ display: Point) -> Point {
    CoordinateSpace.squarePoint(display, displaySize: displaySize)
  }
}
