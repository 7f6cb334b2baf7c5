/// The signal a hand's movement is recognized from, and its history: one
/// of two measures, fixed by the configuration.
///
/// - ``perFrame``: the median of the tracked point's last displacements
///   from frame to frame, each measured from the last point accepted
///   (handKit: the index tip, 5 displacements), in normalized units per
///   frame;
/// - ``speed``: the tracked point's speed over a time window, in
///   normalized units per second, or in metres per second when it is read
///   in world landmarks.
///
/// Exactly one of the two is set, from the start; each is changed in
/// place through optional chaining, so that its buffers are never shared
/// and never copied.
struct MovementSignal: Sendable {
  /// The per-frame measure's history.
  struct PerFrame: Sendable {
    /// The recent displacements.
    var median: SlidingMedian
  }

  /// The speed measure's history.
  struct Speed: Sendable {
    /// The recent positions and their times.
    var motion: MotionWindow
    /// Whether the positions are in world landmarks.
    var inWorld = false
  }

  /// The per-frame history, when the signal is measured per frame.
  var perFrame: PerFrame?
  /// The last point accepted, in the display frame, when the signal is
  /// measured per frame: kept beside ``perFrame`` so that reading it does
  /// not copy the median's buffer.
  var lastPoint: Point?
  /// The speed history, when the signal is a speed.
  var speed: Speed?
  /// Where the hand last rested, when ``keepsRest``; otherwise
  /// ``RestPlace/idle``, never given a point.
  var rest: RestPlace
  /// Whether a movement may start from the displacement from where the
  /// hand rested
  /// (``GestureConfiguration/Movement-swift.struct/displacementStartThreshold``),
  /// so that ``rest`` is kept.
  let keepsRest: Bool
  /// How many of the newest points the speed's window and the rest place
  /// were given the same, bit for bit, since either was last emptied; at
  /// most ``MotionWindow/maximumMedianCount``.
  var samePoints = 0

  /// Creates the empty history of a configuration's signal.
  ///
  /// - Parameter settings: The movement settings.
  init(_ settings: GestureConfiguration.Movement) {
    switch settings.measure {
    case .perFrame:
      perFrame = PerFrame(
        median: SlidingMedian(windowSize: settings.medianWindow)
      )
    case .speed:
      speed = Speed(
        motion: MotionWindow(
          window: settings.window,
          medianSpan: settings.medianSpan
        )
      )
    }
    keepsRest = settings.displacementStartThreshold != nil
    rest =
      keepsRest
      ? RestPlace(
        radius: settings.restRadius,
        time: settings.restTime,
        medianSpan: settings.medianSpan
      ) : .idle
  }

  /// Forgets the history: the hand was lost.
  mutating func removeAll() {
    perFrame?.median.removeAll()
    lastPoint = nil
    speed?.motion.removeAll()
    if keepsRest { rest.removeAll() }
    samePoints = 0
  }

  /// Counts the point just given to the speed's window against the one
  /// the rest place is to be given, and returns the speed's median for
  /// the rest place to take when their raw samples may be the same.
  ///
  /// - Parameters:
  ///   - position: The position the speed's window was just given.
  ///   - point: The tracked point the rest place is to be given, in
  ///     square units, with the same display `x` and time.
  /// - Returns: The speed's median, or `nil` when the points differ.
  @inline(__always)
  mutating func sharedMedian(
    speed position: Point3D,
    rest point: Point
  ) -> MotionWindow.SharedMedian? {
    // The rest place's points have a `z` of 0.
    guard position.x.bitPattern == point.x.bitPattern,
      position.y.bitPattern == point.y.bitPattern,
      position.z.bitPattern == 0
    else {
      samePoints = 0
      return nil
    }
    samePoints = Swift.min(samePoints + 1, MotionWindow.maximumMedianCount)
    guard var median = speed?.motion.median else { return nil }
    median.sameSamples = samePoints
    return median
  }
}
