import GestureCore

/// The holds a script means, with ``GestureConfiguration/hold`` on.
///
/// A pinch whose hand does not move (no `move` step) and stays in view
/// while it is pinched means a hold when it surely lasts
/// `hold.minimumDuration`: `hold began` from the pinch's earliest `began`
/// plus the duration to its latest plus the duration and a frame, and then
/// `hold ended` (`cancelled`) in the window of the pinch's `ended`
/// (`cancelled`, by a loss after the hold surely began), on the same
/// frame. A pinch that may or may not last the duration within its
/// windows means them not surely (``Event/isSure``). A pinch whose hand
/// leaves the view while it is pinched means nothing about a hold:
/// whether it holds rests on the allowance, a threshold, and the replay
/// says.
///
/// A pinch whose hand moves while it is pinched may hold, before the move
/// or during it while the palm stays within the allowance (a
/// threshold): if it may last the duration before the pinch ends, it
/// means `hold began` (sure if it surely lasts it before the move
/// starts), then `hold cancelled` from the move's start to the pinch's
/// end, when the palm leaves the allowance, or, within it, the hold's end
/// with the pinch's; neither end is sure. A hold cancelled by a move does
/// not begin again in the same pinch.
extension SynthMeaning {
  /// A pinch the script means, as the walk reaches it, and what the hand
  /// does while it is pinched.
  struct PinchHold {
    /// The window of its `began`, and the segment of its step.
    var began: Window
    /// Whether the hand left the view while it was pinched.
    var isDisturbed = false
    /// When the first move while it was pinched starts (`earliest`) and
    /// ends, with a frame (`latest`), and the segment of its step.
    var moved: Window?
  }

  /// Notes that the script's pinch began in a window.
  mutating func holdPinchBegan(_ window: Window) {
    pinchHold = PinchHold(began: window)
  }

  /// Notes that the hand left the view while it may be pinched.
  mutating func disturbHold() {
    pinchHold?.isDisturbed = true
  }

  /// Notes a move while the hand may be pinched: the first one may
  /// cancel a hold that began before it.
  ///
  /// - Parameter index: The move's segment.
  mutating func moveWhileHeld(segment index: Int) {
    guard pinchHold != nil, pinchHold?.moved == nil else { return }
    let segment = timeline.segments[index]
    pinchHold?.moved = Window(
      earliest: segment.start,
      latest: segment.end + latency.frame,
      segment: index
    )
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
    let earliest = began.earliest + duration
    let beganLatest = began.latest + duration + latency.frame
    let moved = pinchHold?.moved
    // The hold may begin until the pinch may end (at the end of the
    // script, until the last frame): a move while pinched may stay within
    // the allowance, a threshold.
    let endsBy = phase == nil ? lastFrame : Swift.min(end.latest, seenUntil)
    guard earliest < endsBy else { return }
    let isSure =
      beganLatest
      < Swift.min(end.earliest, seenUntil, moved?.earliest ?? .infinity)
    add(
      .hold,
      .began,
      earliest,
      Swift.min(beganLatest, endsBy),
      began.segment,
      isSure: isSure
    )
    if let moved {
      // Cancelled as the palm leaves the allowance, from the first move on
      // while pinched, or, within it, ended with the pinch.
      add(
        .hold,
        .cancelled,
        Swift.max(earliest, moved.earliest),
        Swift.max(moved.latest, endsBy),
        moved.segment,
        isSure: false
      )
    }
    if let phase {
      add(
        .hold,
        phase,
        end.earliest,
        end.latest,
        end.segment,
        isSure: isSure && moved == nil
      )
    }
  }
}
