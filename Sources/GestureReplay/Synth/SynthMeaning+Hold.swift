import GestureCore

/// The holds a script means, with ``GestureConfiguration/hold`` on.
///
/// A pinch whose hand does not move (no `move` step) and stays in view
/// while it is pinched means a hold when it surely lasts
/// `hold.minimumDuration`: `hold began` from the pinch's earliest `began`
/// plus the duration to its latest plus the duration and a frame, and then
/// `hold ended` (`cancelled`) in the window of the pinch's `ended`
/// (`cancelled`, by a loss after the hold surely began), on the same
/// frame. A pinch that may or may not last the
/// duration within its windows, or whose hand moves or leaves the view
/// while it is pinched, means nothing about a hold: whether it holds rests
/// on the allowance, a threshold, and the replay says.
extension SynthMeaning {
  /// A pinch the script means, as the walk reaches it.
  struct PinchHold {
    /// The window of its `began`, and the segment of its step.
    var began: Window
    /// Whether the hand moved or left the view while it was pinched.
    var isDisturbed = false
  }

  /// Notes that the script's pinch began in a window.
  mutating func holdPinchBegan(_ window: Window) {
    pinchHold = PinchHold(began: window)
  }

  /// Notes that the hand moved, or left the view, while it may be pinched.
  mutating func disturbHold() {
    pinchHold?.isDisturbed = true
  }

  /// Adds the hold a pinch means, when it ends in a window with a phase
  /// (`ended` or `cancelled`), or at the end of the script (`nil`).
  ///
  /// - Parameters:
  ///   - phase: How the pinch ends, or `nil` at the end of the script.
  ///   - end: When the pinch's end may happen, and the segment of the
  ///     step that ends it.
  ///   - seenUntil: When the hand was last seen, for a pinch that a loss
  ///     cancels: the hold must begin before.
  mutating func closeHold(
    _ phase: Phase?,
    _ end: Window,
    seenUntil: Double = .infinity
  ) {
    defer { pinchHold = nil }
    guard configuration.hold.isEnabled, configuration.pinch.isEnabled,
      let began = pinchHold?.began, pinchHold?.isDisturbed == false
    else { return }
    let duration = configuration.hold.minimumDuration
    let beganLatest = began.latest + duration + latency.frame
    // Surely held the duration before the pinch may end.
    guard beganLatest < Swift.min(end.earliest, seenUntil) else { return }
    add(.hold, .began, began.earliest + duration, beganLatest, began.segment)
    if let phase { add(.hold, phase, end.earliest, end.latest, end.segment) }
  }
}
