import GestureCore

/// The pinch a script means when the pinch awaits another gesture's
/// failure (`relationships.pinchWithMovement` `awaitsFailureOf`, or
/// `pinchWithSwipe` or `pinchWithMiddlePinch` with those on).
///
/// Such a pinch qualifies as any other, then waits
/// `relationships.failureDelay` (``SynthLatency/pinchWait``), a time
/// setting, and begins on the first frame after the wait: its `began`
/// window is the wait later, and up to a frame more. It reports nothing
/// if it lapses while it waits: if it opens, if its hand leaves the view
/// (no frame comes to end the wait), or if the movement it awaits begins.
/// A pinch whose release or open, loss or move may start before the wait
/// is surely over may lapse or not, as the thresholds decide: its events,
/// and its hold's, are then not sure (``Event/isSure``), kept where the
/// replay gives them. So is such a move's movement, when the pinch awaits
/// the movement's failure: it refuses the pinch if it begins while the
/// pinch waits, and the pinch holds it back if it begins later
/// (``move(segment:profile:)``).
extension SynthMeaning {
  /// Means a pinch's `began` in the window it may qualify in: later by
  /// the wait of a pinch that awaits another gesture's failure. The pinch
  /// is not sure if the movement before it may hold all of it back, if it
  /// may lapse while it waits, or if no frame shows the thumb closed
  /// (``isDrawnPinched(from:segment:)``).
  ///
  /// - Parameters:
  ///   - window: When the pinch may qualify, and the segment of the step
  ///     that begins it.
  ///   - closed: When the thumb is closed, at the end of a `pinch` step
  ///     or from the start of a step that shows it closed.
  ///   - mayBeHeldBack: Whether the movement before the pinch may go on
  ///     until after the hand last shows it pinched.
  mutating func pinchBegan(
    _ window: Window,
    closedFrom closed: Double,
    mayBeHeldBack: Bool = false
  ) {
    var window = window
    window.earliest += latency.pinchWait
    window.latest += latency.delay(latency.pinchWait)
    isPinchUnsure =
      mayBeHeldBack || !isDrawnPinched(from: closed, segment: window.segment)
      || (latency.pinchWait > 0
        && mayLapse(after: window.segment, before: window.latest))
    notePinchBegan(window)
    pinchEvent(.began, window)
  }

  /// Whether the pinch under way at a segment may stop being seen, or be
  /// refused, before a time: a step from that one on that opens the
  /// hand, leaves the view or moves it starts before then.
  ///
  /// - Parameters:
  ///   - index: The segment the pinch begins in.
  ///   - time: The latest time its wait may end, in seconds.
  /// - Returns: `true` if such a step starts before `time`.
  private func mayLapse(after index: Int, before time: Double) -> Bool {
    for later in timeline.segments.indices.dropFirst(index) {
      let segment = timeline.segments[later]
      guard segment.start < time else { return false }
      if absences.contains(where: { $0.segment == later }) { return true }
      switch script.steps[segment.step].action {
      case .release, .open, .move, .lose: return true
      default: continue
      }
    }
    return false
  }
}
