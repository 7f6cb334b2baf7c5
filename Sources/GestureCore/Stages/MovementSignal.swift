/// The signal a hand's movement is recognized from, and its history.
///
/// - ``perFrame``: the median of the tracked point's last displacements
///   from frame to frame, each measured from the last point accepted
///   (handKit: the index tip, 5 displacements), in normalized units per
///   frame;
/// - ``speed``: the tracked point's speed over a time window, in
///   normalized units per second, or in metres per second when it is read
///   in world landmarks.
enum MovementSignal: Sendable {
  /// The median of recent displacements, and the last point accepted.
  case perFrame(median: SlidingMedian, lastPoint: Point?)
  /// The recent positions and their times, and whether they are in
  /// world landmarks.
  case speed(motion: MotionWindow, inWorld: Bool)
  /// Transient, while a history is changed in place: the enum then holds
  /// no reference to its buffers, so that changing them copies nothing.
  /// Set on entering a case that changes the history, and replaced
  /// before it ends: never seen outside one.
  case modifying

  /// Creates the empty history of a configuration's signal.
  ///
  /// - Parameter settings: The movement settings.
  init(_ settings: GestureConfiguration.Movement) {
    switch settings.measure {
    case .perFrame:
      self = .perFrame(
        median: SlidingMedian(windowSize: settings.medianWindow),
        lastPoint: nil
      )
    case .speed:
      self = .speed(
        motion: MotionWindow(
          window: settings.window,
          medianSpan: settings.medianSpan
        ),
        inWorld: false
      )
    }
  }

  /// Forgets the history: the hand was lost.
  mutating func removeAll() {
    switch self {
    case .perFrame(var median, _):
      self = .modifying
      median.removeAll()
      self = .perFrame(median: median, lastPoint: nil)
    case .speed(var motion, let inWorld):
      self = .modifying
      motion.removeAll()
      self = .speed(motion: motion, inWorld: inWorld)
    case .modifying:
      preconditionFailure("Internal inconsistency: a history changed twice")
    }
  }
}
