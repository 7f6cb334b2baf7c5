/// The app's own stages (``HandStage``), run on a reading of each frame in
/// which the hand is seen.
extension HandGestureEngine {
  /// Runs the app's own stages on a frame in which the hand is seen, and
  /// keeps the frame's reading for the frame stages.
  // Out of line: it runs only with the app's stages, and inlined it makes
  // `see` too large for the pinch stages to be inlined
  // (Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  mutating func runCustom(
    _ frame: StageFrame,
    emitter: inout EventEmitter
  ) {
    var reading = HandReading(
      frame.joints,
      time: frame.time,
      frame: emitter.frame,
      hand: hand,
      track: track,
      displaySize: frame.displaySize,
      palmSize: frame.palmSize,
      pinchState: indexPinch.state,
      movementState: movement.reportedState,
      sliderValue: movement.slider.value,
      pinchStrength: diagnostics.pinchStrength,
      palmFacing: frame.palmFacing
    )
    if keepsReading { lastReading = reading }
    guard runsCustom else { return }
    var events = StageEvents(emitter: emitter)
    emitter.events = []
    for index in custom.indices {
      reading.limit(
        to: custom[index].joints,
        readsPalmSize: custom[index].readsPalmSize,
        readsWorldLandmarks: custom[index].readsWorldLandmarks
      )
      custom[index].update(reading, events: &events)
    }
    swap(&events.emitter.events, &emitter.events)
  }
}

extension HandGestureEngine {
  /// The reading of the last frame for the app's frame stages, with the
  /// states GestureCore's stages are in now: after the two-hand pinch too,
  /// which runs after every hand's stages and may cancel the movement;
  /// `nil` when the hand was not seen in the frame or no frame stage
  /// reads it.
  var frameStageReading: HandReading? {
    guard var reading = lastReading else { return nil }
    reading.update(
      pinchState: indexPinch.state,
      movementState: movement.reportedState,
      sliderValue: movement.slider.value
    )
    return reading
  }
}
