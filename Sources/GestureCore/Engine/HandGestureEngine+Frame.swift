/// The start and end of each frame of ``HandGestureEngine``: the diagnostics it
/// records and the emitter that holds the frame's events.
extension HandGestureEngine {
  /// Records the frame in the diagnostics and returns an emitter that
  /// holds `events` until ``endFrame(_:)`` gives them back.
  ///
  /// The frame's readings are written by the stages when the hand is seen
  /// (each stage writes or clears its own), and cleared when it is not.
  mutating func beginFrame(
    time: Double,
    frame: Int,
    events: consuming [GestureEvent]
  ) -> EventEmitter {
    diagnostics.time = time
    diagnostics.frame = frame
    if arbitrates { arbiter.beginFrame() }
    let first = events.count
    return EventEmitter(
      time: time,
      frame: frame,
      hand: hand,
      track: track,
      events: events,
      first: first
    )
  }

  /// An empty emitter of the hand's events at a frame: they name the
  /// hand and, when tracks are reported, its track.
  @inline(__always)
  func emitter(time: Double, frame: Int) -> EventEmitter {
    EventEmitter(time: time, frame: frame, hand: hand, track: track)
  }

  /// Records the states the frame ended in and returns the events.
  @inline(__always)
  mutating func endFrame(_ emitter: consuming EventEmitter) -> [GestureEvent] {
    if runsSequences { readSequences(&emitter) }
    diagnostics.movementState = movement.reportedState
    diagnostics.pinchState = indexPinch.state
    if arbitrates { diagnostics.arbitration = arbiter.note }
    diagnostics.sliderValue = movement.slider.value
    // A slider has no option: its `nil` is set once, at the start.
    if case .picker = movement.slider {
      diagnostics.sliderOption = movement.slider.option
    }
    return emitter.events
  }

  /// Lets the hand's sequences read the events from `emitter.first` on,
  /// and records how far they have come.
  @inline(__always)
  mutating func readSequences(_ emitter: inout EventEmitter) {
    sequence?.update(emitter: &emitter)
    diagnostics.sequence = sequence?.progress
  }
}
