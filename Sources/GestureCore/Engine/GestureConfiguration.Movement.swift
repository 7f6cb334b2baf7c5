extension GestureConfiguration {
  /// Settings of the movement recognizer and its median filter.
  ///
  /// The movement signal is the median of the last ``medianWindow``
  /// frame-to-frame displacements of the index tip, in normalized display
  /// units per frame. A movement starts when the signal is greater than
  /// ``startThreshold`` and stops when it is less than ``stopThreshold``.
  public struct Movement: Hashable, Sendable, Codable {
    /// The number of displacements the median is taken over; handKit 5.
    public var medianWindow: Int
    /// The signal must exceed this to start a movement; handKit 0.01.
    public var startThreshold: Double
    /// The signal must fall below this to stop a movement; handKit 0.005.
    public var stopThreshold: Double
    /// How the movement signal is measured; handKit ``Measure-swift.enum/perFrame``.
    public var measure: Measure
    /// The point of the hand whose movement counts; handKit the index tip.
    public var point: TrackedPoint
    /// With ``Measure-swift.enum/speed``: the time the speed is measured
    /// over, in seconds; adaptive 0.2.
    public var window: Double
    /// With ``Measure-swift.enum/speed``: the speed that starts a movement,
    /// in normalized display units per second; adaptive 0.2.
    public var speedStartThreshold: Double
    /// With ``Measure-swift.enum/speed``: the speed below which a movement
    /// stops, in normalized display units per second; adaptive 0.1.
    public var speedStopThreshold: Double
    /// With ``Measure-swift.enum/speed``: whether a hand's world landmarks,
    /// when it has them, measure the speed in metres per second.
    public var usesWorldLandmarks: Bool
    /// The speed in metres per second that starts a movement measured in
    /// world landmarks; adaptive 0.18.
    public var worldSpeedStartThreshold: Double
    /// The speed in metres per second below which a movement measured in
    /// world landmarks stops; adaptive 0.09.
    public var worldSpeedStopThreshold: Double
    /// How long the signal must stay below the stop threshold before a
    /// movement stops, in seconds; handKit and adaptive 0.
    ///
    /// A delay holds a movement through a short pause, at the price of
    /// ending every movement that much later. A turn does not need it:
    /// see ``holdsThroughTurns``.
    public var stopDelay: Double
    /// With ``Measure-swift.enum/speed``: the time the median filter of
    /// the tracked point takes its samples from, in seconds; adaptive
    /// 0.07, 0 for no filter.
    ///
    /// The median of every sample at most this old rejects a one-frame
    /// outlier at 30 fps and above (three frames in 0.07 s), and lags
    /// about half the span, 0.035 s, at every frame rate. A median counted
    /// in frames would lag 8 ms at 120 fps and 67 ms at 15 fps.
    public var medianSpan: Double
    /// With ``Measure-swift.enum/speed``: whether, while moving, the stop
    /// test takes the largest speed from any sample at least a third of a
    /// window old to the newest (``MotionWindow/heldSpeed``); adaptive `true`.
    ///
    /// A hand that reverses in one stroke (a sweep right and back) has a
    /// net displacement of about 0 over the window when the window is
    /// centred on the turn, and would stop there; from the turn to the
    /// newest sample it has not. After a real stop the longest span, the
    /// window, holds the most motion, so endings are not delayed.
    public var holdsThroughTurns: Bool
    /// The distance from where the hand last rested, in palm sizes, beyond
    /// which a movement starts however slowly the hand goes; `nil` (handKit)
    /// for none, adaptive 0.6.
    ///
    /// The hand rests while its tracked point is within ``restRadius`` of
    /// where it was ``restTime`` seconds before, its rest place that older
    /// point; with this on, a movement ends only once the hand rests again,
    /// and the slider's reference is where it rested (with
    /// ``GestureConfiguration/Slider-swift.struct/referencesMovementStart``),
    /// so a slow adjustment loses no travel. Jitter does not accumulate and
    /// never reaches it: the palm of the still Leap recordings stays within
    /// 0.54 palm sizes of every point of its path (`Docs/Tuning.md`).
    public var displacementStartThreshold: Double?
    /// With ``displacementStartThreshold``: the distance, in palm sizes, a
    /// resting hand stays within over ``restTime``; 0.1.
    public var restRadius: Double
    /// With ``displacementStartThreshold``: the time, in seconds, over
    /// which a resting hand stays within ``restRadius``; 0.15.
    public var restTime: Double

    /// How a movement signal is measured.
    public enum Measure: String, CaseIterable, Hashable, Sendable, Codable {
      /// The median of the last ``medianWindow`` frame-to-frame
      /// displacements, in normalized units per frame: the prototype's.
      case perFrame
      /// The speed over the last ``window`` seconds, from the timestamps,
      /// in units per second: the same at any frame rate.
      case speed
    }

    /// The point of the hand a movement follows.
    public enum TrackedPoint: String, CaseIterable, Hashable, Sendable,
      Codable
    {
      /// The index tip: the prototype's; a tapping finger moves it.
      case indexTip
      /// The mean of the visible wrist and knuckles (MCP joints), or the
      /// index tip when none is visible: fingers tapping, spreading or
      /// pinching do not move it.
      case palm
    }

    /// Creates movement settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - medianWindow: The median's window, in frames.
    ///   - startThreshold: The start threshold, normalized units per frame.
    ///   - stopThreshold: The stop threshold, normalized units per frame.
    ///   - measure: How the movement signal is measured.
    ///   - point: The point of the hand whose movement counts.
    ///   - window: The speed's time window, in seconds.
    ///   - speedStartThreshold: The start speed, normalized units per second.
    ///   - speedStopThreshold: The stop speed, normalized units per second.
    ///   - usesWorldLandmarks: Whether world landmarks measure the speed.
    ///   - worldSpeedStartThreshold: The start speed, metres per second.
    ///   - worldSpeedStopThreshold: The stop speed, metres per second.
    ///   - stopDelay: How long the signal must stay low to stop, seconds.
    ///   - medianSpan: The span of the speed's median filter, in seconds.
    ///   - holdsThroughTurns: Whether a turn keeps a movement going.
    ///   - displacementStartThreshold: The distance from the rest place
    ///     that starts a movement, in palm sizes; `nil` for none.
    ///   - restRadius: The radius a resting hand stays within, palm sizes.
    ///   - restTime: How long a hand stays there to rest, in seconds.
    public init(
      medianWindow: Int = 5,
      startThreshold: Double = 0.01,
      stopThreshold: Double = 0.005,
      measure: Measure = .perFrame,
      point: TrackedPoint = .indexTip,
      window: Double = 0.2,
      speedStartThreshold: Double = 0.2,
      speedStopThreshold: Double = 0.1,
      usesWorldLandmarks: Bool = false,
      worldSpeedStartThreshold: Double = 0.18,
      worldSpeedStopThreshold: Double = 0.09,
      stopDelay: Double = 0,
      medianSpan: Double = 0.07,
      holdsThroughTurns: Bool = true,
      displacementStartThreshold: Double? = nil,
      restRadius: Double = 0.1,
      restTime: Double = 0.15
    ) {
      self.displacementStartThreshold = displacementStartThreshold
      self.restRadius = restRadius
      self.restTime = restTime
      self.stopDelay = stopDelay
      self.medianSpan = medianSpan
      self.holdsThroughTurns = holdsThroughTurns
      self.medianWindow = medianWindow
      self.startThreshold = startThreshold
      self.stopThreshold = stopThreshold
      self.measure = measure
      self.point = point
      self.window = window
      self.speedStartThreshold = speedStartThreshold
      self.speedStopThreshold = speedStopThreshold
      self.usesWorldLandmarks = usesWorldLandmarks
      self.worldSpeedStartThreshold = worldSpeedStartThreshold
      self.worldSpeedStopThreshold = worldSpeedStopThreshold
    }

    func validate() throws(ConfigurationError) {
      try ConfigurationError.checkPair(
        start: speedStartThreshold,
        stop: speedStopThreshold,
        keys: ("movement.speedStartThreshold", "movement.speedStopThreshold")
      )
      try ConfigurationError.checkPair(
        start: worldSpeedStartThreshold,
        stop: worldSpeedStopThreshold,
        keys: (
          "movement.worldSpeedStartThreshold",
          "movement.worldSpeedStopThreshold"
        )
      )
      guard stopDelay.isFinite, stopDelay >= 0, stopDelay <= 10 else {
        throw ConfigurationError(
          key: "movement.stopDelay",
          reason: "must be a number of seconds from 0 to 10"
        )
      }
      guard medianSpan.isFinite, medianSpan >= 0, medianSpan <= 10 else {
        throw ConfigurationError(
          key: "movement.medianSpan",
          reason: "must be a number of seconds from 0 to 10"
        )
      }
      try validateRest()
      guard window.isFinite, window > 0, window <= 10 else {
        throw ConfigurationError(
          key: "movement.window",
          reason: "must be a number of seconds greater than 0, at most 10"
        )
      }
      guard (1...1000).contains(medianWindow) else {
        throw ConfigurationError(
          key: "movement.medianWindow",
          reason: "must be a whole number from 1 to 1000"
        )
      }
      guard startThreshold.isFinite, startThreshold >= 0 else {
        throw ConfigurationError(
          key: "movement.startThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard stopThreshold.isFinite, stopThreshold >= 0 else {
        throw ConfigurationError(
          key: "movement.stopThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard stopThreshold <= startThreshold else {
        throw ConfigurationError.pair(
          "movement.stopThreshold",
          stopThreshold,
          "must not exceed",
          "movement.startThreshold",
          startThreshold
        )
      }
    }

    /// Checks the displacement start and the rest that it is measured from.
    private func validateRest() throws(ConfigurationError) {
      guard restRadius.isFinite, restRadius >= 0 else {
        throw ConfigurationError(
          key: "movement.restRadius",
          reason: "must be a finite number of palm sizes, 0 or more"
        )
      }
      guard restTime.isFinite, restTime > 0, restTime <= 10 else {
        throw ConfigurationError(
          key: "movement.restTime",
          reason: "must be a number of seconds greater than 0, at most 10"
        )
      }
      guard let threshold = displacementStartThreshold else { return }
      guard threshold.isFinite else {
        throw ConfigurationError(
          key: "movement.displacementStartThreshold",
          reason: "must be a finite number of palm sizes, or null for none"
        )
      }
      guard threshold > restRadius else {
        throw ConfigurationError.pair(
          "movement.displacementStartThreshold",
          threshold,
          "must be greater than",
          "movement.restRadius",
          restRadius,
          trailer: ", or null for none"
        )
      }
    }
  }
}
