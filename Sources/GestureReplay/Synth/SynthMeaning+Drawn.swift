import GestureCore

/// Whether the frames show what a step draws, read from their times.
///
/// A `pinch` step closes the thumb over its duration; the closed thumb is
/// drawn from the step's end until a `release` starts opening it (a frame
/// at the release's first instant still shows it closed), an `open`
/// opens it at once or a `lose` hides the hand. Frames come every `1/fps`
/// seconds: a pinch whose closed thumb falls between two frames is drawn
/// only part of the way closed, and whether that is a pinch rests on the
/// configuration's thresholds. The script then does not surely mean it.
extension SynthMeaning {
  /// Whether a frame shows the thumb closed, from a time until the hand
  /// opens or leaves the view.
  ///
  /// - Parameters:
  ///   - time: When the thumb is closed, in seconds.
  ///   - index: The segment of the step that closes it, or shows it
  ///     closed.
  /// - Returns: `true` if a frame falls in the span the thumb is drawn
  ///   closed.
  func isDrawnPinched(from time: Double, segment index: Int) -> Bool {
    // The first frame at or after the time, with a nanosecond of slack.
    guard let first = frameTimes.first(where: { $0 >= time - 1e-9 }) else {
      return false
    }
    var until = lastFrame
    var isInclusive = true
    for later in timeline.segments.indices.dropFirst(index) {
      let segment = timeline.segments[later]
      guard segment.end > time + 1e-9 else { continue }
      switch script.steps[segment.step].action {
      case .release: (until, isInclusive) = (segment.start, true)
      case .open, .lose: (until, isInclusive) = (segment.start, false)
      default: continue
      }
      break
    }
    return isInclusive ? first <= until + 1e-9 : first < until - 1e-9
  }
}
