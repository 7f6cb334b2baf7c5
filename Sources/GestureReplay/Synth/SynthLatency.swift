import GestureCore

/// How long a configuration's recognizers may take to see what a script
/// does, from the frame rate and the configuration's time settings.
///
/// A recognizer sees the hand once a frame and decides from what it saw
/// over a span of time: it cannot report a change before the frame that
/// shows it, and it may need its whole span to report it. The allowances,
/// in seconds:
/// - the pinch: a frame, `1 / fps`, for the change to show on the next
///   frame;
/// - the movement: the time its signal takes to follow a hand that
///   starts or stops moving, and a frame. Measured per frame, the signal is
///   a median of `movement.medianWindow` displacements, which follows once
///   more than half of them have changed: `medianWindow / 2 + 1` frames
///   (whole frames). Measured by speed, it is the speed over
///   `movement.window` of points filtered by a median over
///   `movement.medianSpan`: `window + medianSpan`. Its end adds
///   `movement.stopDelay`;
/// - the swipe: a frame, for the travel to show on the next frame;
/// - the slider's reference: the movement's allowance or, with
///   `slider.referencesMovementStart` and a speed, only the median span
///   and a frame, the reference being where the speed's window starts;
/// - with `smoothing.isEnabled`, the One Euro filter's time constant at its
///   minimum cutoff, `1 / (2π smoothing.minimumCutoff)`, added to each;
/// - a gesture that awaits another's failure (`awaitsFailureOf`) begins on
///   the first frame `relationships.failureDelay` after it qualifies: its
///   `began` is that much later, and up to a frame more.
///
/// No threshold enters: whether the hand moves fast enough, or closes far
/// enough, is what replaying the trace tells.
struct SynthLatency: Hashable {
  /// The time between two frames.
  var frame: Double
  /// How long after the thumb has closed or opened the pinch may change.
  var pinch: Double
  /// How long the movement may take to begin once the hand moves at its
  /// full speed, and to end once it is still.
  var movement: Double
  /// How long the movement may take to end once the hand is still.
  var movementEnd: Double
  /// How far behind the movement's start the slider may take its
  /// reference, when the hand moves at its full speed from the start.
  var sliderReference: Double
  /// How long the pinch waits for the failure of a gesture it awaits
  /// (`relationships.failureDelay`), or 0 if it awaits none.
  var pinchWait: Double
  /// How long the movement waits likewise, or 0.
  var movementWait: Double
  /// How long after the hand's travel a swipe may be recognized: a frame,
  /// and the smoothing, as the pinch's.
  var swipe: Double { pinch }

  /// The allowances of a configuration at a frame rate.
  ///
  /// - Parameters:
  ///   - configuration: The configuration, valid.
  ///   - frameRate: Frames per second, greater than 0.
  init(_ configuration: GestureConfiguration, frameRate: Double) {
    frame = 1 / frameRate
    let smoothing =
      configuration.smoothing.isEnabled
      ? 1 / (2 * Double.pi * configuration.smoothing.minimumCutoff) : 0
    pinch = frame + smoothing
    let settings = configuration.movement
    switch settings.measure {
    case .perFrame:
      movement =
        Double(settings.medianWindow / 2 + 2) * frame + smoothing
      sliderReference = movement
    case .speed:
      movement = settings.window + settings.medianSpan + frame + smoothing
      // A reference taken where the speed's window starts lags only the
      // median and the frame.
      sliderReference =
        configuration.slider.referencesMovementStart
        ? settings.medianSpan + frame + smoothing : movement
    }
    movementEnd = movement + settings.stopDelay
    // As the engine's arbitration reads the relationships.
    let delay = configuration.relationships.failureDelay
    pinchWait = configuration.pinchAwaitsFailure ? delay : 0
    movementWait = configuration.movementAwaitsFailure ? delay : 0
  }

  /// How much later a gesture that waits `wait` may begin: the wait, and
  /// the frame the engine rounds it up to; 0 without a wait.
  func delay(_ wait: Double) -> Double {
    wait > 0 ? wait + frame : 0
  }
}
