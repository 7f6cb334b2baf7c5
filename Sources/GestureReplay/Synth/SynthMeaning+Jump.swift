import GestureCore

extension SynthMeaning {
  /// Adds the movement a hand back from an absence at another place may
  /// show, measured by speed: a recognizer whose speed's window still
  /// holds where the hand was last seen (the hand back within the window,
  /// its median span and a frame) may see it travel from there at once.
  /// Whether it does rests on the thresholds, so the movement is not sure
  /// (``Event/isSure``): `movement began` and `slider began` within `Lm`
  /// of the return, their ends within `Le` after that, or, where a swipe
  /// preempts the movement, their cancellations. The slider may move by
  /// the gain times the jump's horizontal travel, or not.
  ///
  /// Measured per frame, the jump is one frame's travel, which the
  /// median of several frames does not follow.
  ///
  /// A move under way before the jump's movement may end means its own
  /// movement instead.
  ///
  /// - Parameter absence: The absence, with no motion under way at it.
  mutating func mayJump(after absence: Absence) {
    let settings = configuration.movement
    guard settings.measure == .speed, let back = absence.returnTime,
      back - absence.lastSeen
        <= settings.window + settings.medianSpan + latency.frame
    else { return }
    let from = timeline.indexTip(at: absence.lastSeen)
    let to = timeline.indexTip(at: back)
    let dx = to.x - from.x
    let dy = to.y - from.y
    guard (dx * dx + dy * dy).squareRoot() > noiseBound else { return }
    let segment =
      timeline.segments.lastIndex { $0.start <= back + 1e-9 }
      ?? absence.segment
    let latestBegin = back + latency.movement
    let latestEnd = latestBegin + latency.movementEnd
    // A move under way by then is the movement the replay gives.
    let movesSoon = timeline.segments.contains {
      if case .move = $0.motion {
        return $0.end > back && $0.start < latestEnd
      }
      return false
    }
    guard !movesSoon else { return }
    add(.movement, .began, back, latestBegin, segment, isSure: false)
    let slider = configuration.slider
    if slider.isEnabled {
      add(.slider, .began, back, latestBegin, segment, isSure: false)
      add(.slider, .ended, back, latestEnd, segment, isSure: false)
      if hasSliderValue {
        let shift = slider.gain * dx
        let moved =
          sliderClamped(
            self.slider.lowerBound + shift
          )...sliderClamped(
            self.slider.upperBound + shift
          )
        self.slider = self.slider.spanning(moved)
      }
    }
    add(.movement, .ended, back, latestEnd, segment, isSure: false)
    // A jump fast enough for a swipe may be one, which cancels the
    // movement instead.
    if configuration.swipePreemptsMovement {
      if slider.isEnabled {
        add(.slider, .cancelled, back, latestEnd, segment, isSure: false)
      }
      add(.movement, .cancelled, back, latestEnd, segment, isSure: false)
    }
    movementEndsBy = Swift.max(movementEndsBy ?? latestEnd, latestEnd)
  }
}
