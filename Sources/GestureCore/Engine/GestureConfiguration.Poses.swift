extension GestureConfiguration {
  /// Settings of the static pose recognizer.
  ///
  /// Each digit is read as extended, curled, or neither, from ratios of
  /// distances that do not depend on the hand's size, position, in-plane
  /// rotation or mirroring (see ``PoseClassifier``). A pose begins when it
  /// has matched for more than ``dwell`` seconds, and ends when it has not
  /// held for more than ``releaseDelay`` seconds; while it is held, a digit
  /// must cross to the opposite state to break it (hysteresis). The same
  /// values serve both presets, but for ``usesWorldLandmarks``. See
  /// `Docs/Gestures/Poses.md`.
  public struct Poses: Hashable, Sendable, Codable {
    /// Whether poses are recognized at all; `true` in both presets.
    public var isEnabled: Bool
    /// A pose must match for longer than this to begin, in seconds; 0.2.
    public var dwell: Double
    /// A held pose ends when it has not held for longer than this, in
    /// seconds; 0.1.
    public var releaseDelay: Double
    /// A finger is extended when its tip is farther from the wrist than
    /// this times its PIP joint is; 1.2.
    public var fingerExtendedRatio: Double
    /// A finger is curled when its tip is nearer the wrist than this times
    /// its PIP joint is; 1.0.
    public var fingerCurledRatio: Double
    /// A finger is also curled when its tip is nearer its own knuckle than
    /// this times its PIP joint is, whatever the wrist ratio says (a palm
    /// seen end-on); 1.2.
    public var fingerKnuckleCurledRatio: Double
    /// The thumb is extended when its tip is farther from the little
    /// finger's knuckle than this times its MCP joint is; 1.2.
    public var thumbExtendedRatio: Double
    /// The thumb is folded when its tip is nearer the little finger's
    /// knuckle than this times its MCP joint is; 1.0.
    public var thumbFoldedRatio: Double
    /// An extended thumb whose tip is nearer the index tip than this times
    /// the thumb's length (MP joint to tip) touches the index finger: a
    /// pinch, not an extended thumb, so it counts as neither; 0.5.
    public var thumbTouchRatio: Double
    /// The palm's width (index to little knuckle) must exceed this times
    /// its length (wrist to middle knuckle), or the hand is seen edge-on
    /// and no pose is read; 0.25.
    public var minimumPalmWidth: Double
    /// The shortest wrist-to-knuckle distance must exceed this times the
    /// longest, or the palm is seen end-on and no pose is read, unless the
    /// four fingers all read curled; 0.5.
    public var minimumKnuckleRatio: Double
    /// A thumb that is not folded lies alongside the fingers when its tip
    /// is nearer the index or middle finger's PIP or DIP joint than this
    /// times the longest wrist-to-knuckle distance; 0.35.
    public var thumbAlongsideRatio: Double
    /// An extended thumb must have its tip farther than this times the
    /// longest wrist-to-knuckle distance from those joints, away from the
    /// fingers; between this and ``thumbAlongsideRatio`` it is neither;
    /// 0.4.
    public var thumbAwayRatio: Double
    /// A thumb whose tip lies farther than this times the longest
    /// wrist-to-knuckle distance past every finger joint, along the
    /// thumb, stands out of the hand: it is not alongside the fingers,
    /// however near their middle joints it passes; 0.25.
    public var thumbStandOutRatio: Double
    /// Whether a hand's world landmarks, when it has them, give the
    /// distances its digits are read from; `false` in ``handKit``, `true`
    /// in ``adaptive``. In metres, the ratios do not change as the hand
    /// turns away from the camera, so a fist or an open hand seen end-on
    /// reads as it does face-on; the directions digits point stay those
    /// of the display frame, and a hand without world landmarks is read
    /// from the display frame.
    public var usesWorldLandmarks: Bool
    /// The app's own poses, beside the seven built-ins; none by default.
    /// A custom pose named like a built-in one replaces it. See
    /// ``PoseDescription`` for how one is chosen when several match.
    public var custom: [PoseDescription]

    /// The poses read: the custom ones in their order, then the built-in
    /// ones no custom pose replaces, in the order of ``Pose``.
    public var descriptions: [PoseDescription] {
      custom
        + PoseDescription.builtIns.filter { builtIn in
          !custom.contains { $0.name == builtIn.name }
        }
    }

    /// Creates pose settings; each defaults to the value of both presets.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether poses are recognized.
    ///   - dwell: How long a pose must match to begin, seconds.
    ///   - releaseDelay: How long a pose may fail to hold, seconds.
    ///   - fingerExtendedRatio: The tip-to-PIP ratio above which a finger
    ///     is extended.
    ///   - fingerCurledRatio: The ratio below which a finger is curled.
    ///   - fingerKnuckleCurledRatio: The tip-to-knuckle over PIP-to-knuckle
    ///     ratio below which a finger is curled too.
    ///   - thumbExtendedRatio: The thumb ratio above which it is extended.
    ///   - thumbFoldedRatio: The thumb ratio below which it is folded.
    ///   - thumbTouchRatio: The thumb tip's distance from the index tip, in
    ///     thumb lengths, below which the thumb touches it.
    ///   - minimumPalmWidth: The palm width, in palm lengths, below which
    ///     no pose is read.
    ///   - minimumKnuckleRatio: The ratio of shortest to longest
    ///     wrist-to-knuckle distance below which no pose is read.
    ///   - thumbAlongsideRatio: How near the fingers' middle joints the
    ///     thumb tip lies alongside them, in longest wrist-to-knuckle
    ///     distances.
    ///   - thumbAwayRatio: How far from them an extended thumb's tip must
    ///     be, in the same unit.
    ///   - thumbStandOutRatio: How far past every finger joint a thumb tip
    ///     stands out of the hand, in the same unit.
    ///   - usesWorldLandmarks: Whether world landmarks give the distances.
    ///   - custom: The app's own poses.
    public init(
      isEnabled: Bool = true,
      dwell: Double = 0.2,
      releaseDelay: Double = 0.1,
      fingerExtendedRatio: Double = 1.2,
      fingerCurledRatio: Double = 1.0,
      fingerKnuckleCurledRatio: Double = 1.2,
      thumbExtendedRatio: Double = 1.2,
      thumbFoldedRatio: Double = 1.0,
      thumbTouchRatio: Double = 0.5,
      minimumPalmWidth: Double = 0.25,
      minimumKnuckleRatio: Double = 0.5,
      thumbAlongsideRatio: Double = 0.35,
      thumbAwayRatio: Double = 0.4,
      thumbStandOutRatio: Double = 0.25,
      usesWorldLandmarks: Bool = false,
      custom: [PoseDescription] = []
    ) {
      self.isEnabled = isEnabled
      self.dwell = dwell
      self.releaseDelay = releaseDelay
      self.fingerExtendedRatio = fingerExtendedRatio
      self.fingerCurledRatio = fingerCurledRatio
      self.fingerKnuckleCurledRatio = fingerKnuckleCurledRatio
      self.thumbExtendedRatio = thumbExtendedRatio
      self.thumbFoldedRatio = thumbFoldedRatio
      self.thumbTouchRatio = thumbTouchRatio
      self.minimumPalmWidth = minimumPalmWidth
      self.minimumKnuckleRatio = minimumKnuckleRatio
      self.thumbAlongsideRatio = thumbAlongsideRatio
      self.thumbAwayRatio = thumbAwayRatio
      self.thumbStandOutRatio = thumbStandOutRatio
      self.usesWorldLandmarks = usesWorldLandmarks
      self.custom = custom
    }

    func validate() throws(ConfigurationError) {
      for (key, value) in [
        ("poses.dwell", dwell), ("poses.releaseDelay", releaseDelay),
      ] {
        guard value.isFinite, value >= 0, value <= 10 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a number of seconds from 0 to 10"
          )
        }
      }
      try ConfigurationError.checkPair(
        start: fingerExtendedRatio,
        stop: fingerCurledRatio,
        keys: ("poses.fingerExtendedRatio", "poses.fingerCurledRatio")
      )
      try ConfigurationError.checkPair(
        start: thumbExtendedRatio,
        stop: thumbFoldedRatio,
        keys: ("poses.thumbExtendedRatio", "poses.thumbFoldedRatio")
      )
      try ConfigurationError.checkPair(
        start: thumbAwayRatio,
        stop: thumbAlongsideRatio,
        keys: ("poses.thumbAwayRatio", "poses.thumbAlongsideRatio")
      )
      for (offset, description) in custom.enumerated() {
        let key = "poses.custom[\(offset)]"
        try description.validate(key: key)
        guard
          !custom[..<offset].contains(where: { $0.name == description.name })
        else {
          throw ConfigurationError(
            key: key + ".name",
            reason: "is \"\(description.name)\" a second time"
          )
        }
      }
      try checkTouchTests()
      for (key, value) in [
        ("poses.thumbTouchRatio", thumbTouchRatio),
        ("poses.fingerKnuckleCurledRatio", fingerKnuckleCurledRatio),
        ("poses.thumbStandOutRatio", thumbStandOutRatio),
      ] {
        guard value.isFinite, value >= 0 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a finite number, 0 or more"
          )
        }
      }
      for (key, value) in [
        ("poses.minimumPalmWidth", minimumPalmWidth),
        ("poses.minimumKnuckleRatio", minimumKnuckleRatio),
      ] {
        guard value.isFinite, value >= 0, value <= 1 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a number from 0 to 1"
          )
        }
      }
    }
  }
}

extension GestureConfiguration.Poses {
  /// Checks that the custom descriptions give at most
  /// `PoseTable.touchTestCapacity` touching distances of their own, each
  /// a finger and a ratio.
  fileprivate func checkTouchTests() throws(ConfigurationError) {
    var distinct: [(Finger, Double)] = []
    for (offset, description) in custom.enumerated() {
      for (place, touch) in description.touches.enumerated() {
        guard let ratio = touch.ratio,
          !distinct.contains(where: { $0 == (touch.finger, ratio) })
        else { continue }
        guard distinct.count < PoseTable.touchTestCapacity else {
          throw ConfigurationError(
            key: "poses.custom[\(offset)].touches[\(place)].ratio",
            reason: "is one touching distance of their own too many: the "
              + "poses may give \(PoseTable.touchTestCapacity) (a finger "
              + "and a ratio each)"
          )
        }
        distinct.append((touch.finger, ratio))
      }
    }
  }
}
