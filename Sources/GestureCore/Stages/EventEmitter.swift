/// Collects one frame's events for one hand.
///
/// The engine moves the caller's array into it for the frame and back out
/// at the frame's end, so that the array stays uniquely referenced and
/// appending does not copy it.
struct EventEmitter {
  /// The frame's time, in seconds.
  let time: Double
  /// The frame's index.
  let frame: Int
  /// The hand the events name; a rename changes it between two events.
  var hand: Chirality
  /// The number of the hand's track, when the configuration reports
  /// tracks.
  var track: Int? = nil
  /// The events so far, those of the frame's earlier hands first.
  var events: [GestureEvent] = []
  /// The index in ``events`` of this hand's first event of the frame.
  var first = 0

  /// Appends an event of this frame and hand.
  mutating func emit(
    _ gesture: Gesture,
    _ phase: Phase,
    value: Double? = nil,
    name: String? = nil,
    direction: Direction? = nil,
    finger: Finger? = nil,
    score: Double? = nil
  ) {
    events.append(
      GestureEvent(
        time: time,
        frame: frame,
        hand: hand,
        gesture: gesture,
        phase: phase,
        value: value,
        direction: direction,
        name: name,
        finger: finger,
        score: score,
        track: track
      )
    )
  }
}
