extension GestureConfiguration {
  /// Settings of the static pose recognizer.
  ///
  /// Each digit is read as extended, curled, or neither, from ratios of
  /// distances that do not depend on the hand's size, position, in-plane
  /// rotation or mirroring (see ``PoseClassifier``). A pose begins when it
  /// has matched for more than ``dwell`` seconds, and ends when it has not
  /// held for more than ``releaseDelay`` seconds; while it is held, a digit
  /// must cross to the opposite state to break it (hysteresis). The same
  /// values serve both presets. See `Docs/Gestures.md`.
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
    /// The thumb points up or down when the vertical part of its direction
    /// (MP joint to tip, in the display frame) exceeds this share of its
    /// length: 0.5 is within 60 degrees of vertical; 0.5.
    public var thumbVerticalShare: Double

    /// Creates pose settings; each defaults to the value of both presets.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether poses are recognized.
    ///   - dwell: How long a pose must match to begin, seconds.
    ///   - releaseDelay: How long a pose may fail to hold, seconds.
    ///   - fingerExtendedRatio: The tip-to-PIP ratio above which a finger
    ///     is extended.
    ///   - fingerCurledRatio: The ratio below which a finger is curled.
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
    ///   - thumbVerticalShare: The share of the thumb's length that must be
    ///     vertical for it to point up or down.
    public init(
      isEnabled: Bool = true,
      dwell: Double = 0.2,
      releaseDelay: Double = 0.1,
      fingerExtendedRatio: Double = 1.2,
      fingerCurledRatio: Double = 1.0,
      thumbExtendedRatio: Double = 1.2,
      thumbFoldedRatio: Double = 1.0,
      thumbTouchRatio: Double = 0.5,
      minimumPalmWidth: Double = 0.25,
      minimumKnuckleRatio: Double = 0.5,
      thumbAlongsideRatio: Double = 0.35,
      thumbAwayRatio: Double = 0.4,
      thumbVerticalShare: Double = 0.57
    ) {
      self.isEnabled = isEnabled
      self.dwell = dwell
      self.releaseDelay = releaseDelay
      self.fingerExtendedRatio = fingerExtendedRatio
      self.fingerCurledRatio = fingerCurledRatio
      self.thumbExtendedRatio = thumbExtendedRatio
      self.thumbFoldedRatio = thumbFoldedRatio
      self.thumbTouchRatio = thumbTouchRatio
      self.minimumPalmWidth = minimumPalmWidth
      self.minimumKnuckleRatio = minimumKnuckleRatio
      self.thumbAlongsideRatio = thumbAlongsideRatio
      self.thumbAwayRatio = thumbAwayRatio
      self.thumbVerticalShare = thumbVerticalShare
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
      guard thumbVerticalShare.isFinite, thumbVerticalShare > 0,
        thumbVerticalShare <= 1
      else {
        throw ConfigurationError(
          key: "poses.thumbVerticalShare",
          reason: "must be a number above 0, at most 1"
        )
      }
      guard thumbTouchRatio.isFinite, thumbTouchRatio >= 0 else {
        throw ConfigurationError(
          key: "poses.thumbTouchRatio",
          reason: "must be a finite number, 0 or more"
        )
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
