import GestureCore

/// The cancellation a swipe may bring to a movement, when a swipe
/// preempts the movement (adaptive's `relationships.movementWithSwipe`
/// `isPreemptedBy`).
///
/// The script language has no swipe step, and whether a move is fast
/// enough for a swipe rests on the swipe's thresholds. So a move whose
/// movement a swipe may cancel means that movement's `ended` (or its
/// cancellation with a lost hand) or, instead, `slider cancelled` and
/// `movement cancelled` while the hand moves and is seen: one of the two
/// surely, neither on its own (``Event/insteadOf``). A cancelled movement
/// takes the slider back to its value as the movement began, which
/// `slider cancelled` carries, and reports nothing more
/// until the hand is seen to stop: where the replay gives the
/// cancellation, the motion is read again as one the configuration does
/// not see (``Event/givenMeansUndone``), and a motion that may continue
/// its movement may report none.
extension SynthMeaning {
  /// Adds the cancellation a swipe may bring to a motion's movement,
  /// instead of its ending, if a swipe preempts the movement.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - before: The slider's values before the motion.
  ///   - endsBy: The latest time the movement may end, or a swipe be
  ///     recognized.
  ///   - sliderEnded: The index of the motion's `slider ended` (or
  ///     `cancelled` with a lost hand), if the slider is on.
  ///   - movementEnded: The index of its `movement ended` (or
  ///     `cancelled`).
  mutating func maySwipe(
    _ motion: Motion,
    before: ClosedRange<Double>,
    endsBy: Double,
    sliderEnded: Int?,
    movementEnded: Int
  ) {
    guard configuration.swipePreemptsMovement else { return }
    // While the movement may be under way, up to a swipe's allowance after
    // the hand stops travelling.
    let earliest = motion.start + latency.movementWait
    let latest = Swift.min(endsBy, motion.end + latency.swipe)
    guard earliest <= latest else { return }
    // A movement that may go on from the motion before may have begun
    // there.
    let value = before.spanning(motion.continued?.sliderBefore ?? before)
    if let sliderEnded {
      add(
        .slider,
        .cancelled,
        earliest,
        latest,
        motion.firstSegment,
        value: hasSliderValue ? value : nil,
        isSure: false,
        insteadOf: sliderEnded
      )
    }
    add(
      .movement,
      .cancelled,
      earliest,
      latest,
      motion.firstSegment,
      isSure: false,
      insteadOf: movementEnded,
      givenMeansUndone: true
    )
  }
}
