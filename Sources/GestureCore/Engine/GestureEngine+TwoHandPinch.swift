extension GestureEngine {
  /// The two-hand pinch going on, if any: its hands, scale and rotation
  /// after the last frame; `nil` when none is, or the two-hand pinch is
  /// off (see ``GestureConfiguration/TwoHandPinch-swift.struct``).
  ///
  /// ```swift
  /// _ = engine.process(frame)
  /// if let pinch = engine.twoHandPinch {
  ///   photo.zoom = pinch.scale
  ///   photo.angle = pinch.rotation
  /// }
  /// ```
  public var twoHandPinch: TwoHandPinchReading? {
    guard case .pinching(let pinch) = twoHandStage?.state else { return nil }
    return TwoHandPinchReading(
      first: engines[pinch.first].hand,
      second: engines[pinch.second].hand,
      scale: pinch.scale,
      rotation: pinch.rotation
    )
  }

  /// Runs the two-hand pinch stage on the frame, after every hand's
  /// stages.
  mutating func runTwoHandPinch(
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) {
    twoHandStage?.update(&engines, time: time, frame: frame, events: &events)
  }
}
