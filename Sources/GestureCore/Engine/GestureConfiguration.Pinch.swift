extension GestureConfiguration {
  /// Settings of the thumb-index pinch recognizer.
  ///
  /// The pinch reads `hypot(dx, dy)` between the thumb tip and the index
  /// tip, in normalized display units, when both pass the confidence gate.
  public struct Pinch: Hashable, Sendable, Codable {
    /// Whether the pinch is recognized at all.
    public var isEnabled: Bool
    /// The distance must be below this to pinch; handKit 0.015.
    public var enterThreshold: Double
    /// The distance must be above this to release; handKit 0.03.
    public var exitThreshold: Double
    /// Whether distances are divided by the hand's size; handKit `false`.
    ///
    /// The size is the median of the hand's recent palm sizes (see
    /// ``Hand/palmSize(in:gate:)``). Without a visible palm segment the
    /// pinch falls back to ``enterThreshold`` and ``exitThreshold``.
    public var isHandRelative: Bool
    /// The relative distance below which a pinch begins; adaptive 0.2.
    public var relativeEnterThreshold: Double
    /// The relative distance above which a pinch ends; adaptive 0.3.
    public var relativeExitThreshold: Double
    /// Whether a hand's world landmarks, when it has them, measure the
    /// distance in metres; handKit `false`.
    public var usesWorldLandmarks: Bool
    /// The distance in metres below which a pinch begins; adaptive 0.025.
    public var worldEnterThreshold: Double
    /// The distance in metres above which a pinch ends; adaptive 0.035.
    public var worldExitThreshold: Double
    /// Whether a closed fist is kept from beginning a pinch; handKit `false`.
    ///
    /// In a fist the thumb and index tips meet too. A hand is a fist when
    /// the middle, ring and little fingers are all curled: each tip is
    /// nearer the wrist than ``fistCurlRatio`` times its knuckle (MCP) is.
    public var rejectsFist: Bool
    /// A finger is curled when its tip is nearer the wrist than this times
    /// its knuckle, in the image; adaptive 1.1.
    public var fistCurlRatio: Double
    /// The same ratio measured in world landmarks; adaptive 1.8.
    public var worldFistCurlRatio: Double
    /// Whether a secondary pinch, thumb with middle finger, is recognized
    /// too; `false` in both presets.
    ///
    /// It uses the same distance and thresholds as the primary (thumb with
    /// index finger). When it is on, every pinch event carries
    /// ``GestureEvent/finger``: `index` or `middle`. Only one of the two can
    /// be pinched at a time; on a frame where both could begin, the index
    /// finger's wins.
    public var isSecondaryEnabled: Bool
    /// Whether each frame's pinch strength is written to the hand's
    /// diagnostics (``HandDiagnostics/pinchStrength``, and
    /// ``HandDiagnostics/middlePinchStrength`` with the secondary pinch)
    /// and shown in reports; `false` in both presets.
    ///
    /// The strength is how far the pinch has closed, from 0 at or beyond
    /// the exit threshold to 1 at or below the enter threshold, in the
    /// unit the frame's distance is measured in (see
    /// ``PinchRecognizer/strength(distance:enterThreshold:exitThreshold:)``).
    public var reportsStrength: Bool
    /// The way the palm must face for a pinch to begin; ``PalmFacingRequirement/any``
    /// (no condition) in both presets.
    ///
    /// With ``PalmFacingRequirement/away`` a pinch begins only while the
    /// palm faces away from the camera, as MRTK's pinch does; a pinch that
    /// has begun is not ended by the palm turning. A palm whose facing is
    /// `unknown` meets no requirement but ``PalmFacingRequirement/any``.
    public var requiresPalmFacing: PalmFacingRequirement

    /// Creates pinch settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the pinch is recognized.
    ///   - enterThreshold: The enter threshold, normalized units.
    ///   - exitThreshold: The exit threshold, normalized units.
    ///   - isHandRelative: Whether distances are divided by hand size.
    ///   - relativeEnterThreshold: The relative enter threshold.
    ///   - relativeExitThreshold: The relative exit threshold.
    ///   - usesWorldLandmarks: Whether world landmarks measure distances.
    ///   - worldEnterThreshold: The enter threshold in metres.
    ///   - worldExitThreshold: The exit threshold in metres.
    ///   - rejectsFist: Whether a fist cannot begin a pinch.
    ///   - fistCurlRatio: The curl ratio of a fist's fingers, in the image.
    ///   - worldFistCurlRatio: The curl ratio in world landmarks.
    ///   - isSecondaryEnabled: Whether the thumb-middle pinch is on.
    ///   - reportsStrength: Whether the diagnostics carry the strength.
    ///   - requiresPalmFacing: The way the palm must face to pinch.
    public init(
      isEnabled: Bool = true,
      enterThreshold: Double = 0.015,
      exitThreshold: Double = 0.03,
      isHandRelative: Bool = false,
      relativeEnterThreshold: Double = 0.2,
      relativeExitThreshold: Double = 0.3,
      usesWorldLandmarks: Bool = false,
      worldEnterThreshold: Double = 0.025,
      worldExitThreshold: Double = 0.035,
      rejectsFist: Bool = false,
      fistCurlRatio: Double = 1.1,
      worldFistCurlRatio: Double = 1.8,
      isSecondaryEnabled: Bool = false,
      reportsStrength: Bool = false,
      requiresPalmFacing: PalmFacingRequirement = .any
    ) {
      self.reportsStrength = reportsStrength
      self.requiresPalmFacing = requiresPalmFacing
      self.isSecondaryEnabled = isSecondaryEnabled
      self.isEnabled = isEnabled
      self.enterThreshold = enterThreshold
      self.exitThreshold = exitThreshold
      self.isHandRelative = isHandRelative
      self.relativeEnterThreshold = relativeEnterThreshold
      self.relativeExitThreshold = relativeExitThreshold
      self.usesWorldLandmarks = usesWorldLandmarks
      self.worldEnterThreshold = worldEnterThreshold
      self.worldExitThreshold = worldExitThreshold
      self.rejectsFist = rejectsFist
      self.fistCurlRatio = fistCurlRatio
      self.worldFistCurlRatio = worldFistCurlRatio
    }

    func validate() throws(ConfigurationError) {
      try ConfigurationError.checkPair(
        start: relativeExitThreshold,
        stop: relativeEnterThreshold,
        keys: ("pinch.relativeExitThreshold", "pinch.relativeEnterThreshold")
      )
      try ConfigurationError.checkPair(
        start: worldExitThreshold,
        stop: worldEnterThreshold,
        keys: ("pinch.worldExitThreshold", "pinch.worldEnterThreshold")
      )
      for (key, ratio) in [
        ("pinch.fistCurlRatio", fistCurlRatio),
        ("pinch.worldFistCurlRatio", worldFistCurlRatio),
      ] {
        guard ratio.isFinite, ratio > 0 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a finite number greater than 0"
          )
        }
      }
      guard enterThreshold.isFinite, enterThreshold >= 0 else {
        throw ConfigurationError(
          key: "pinch.enterThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard exitThreshold.isFinite else {
        throw ConfigurationError(
          key: "pinch.exitThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard exitThreshold >= enterThreshold else {
        throw ConfigurationError.pair(
          "pinch.exitThreshold",
          exitThreshold,
          "must be at least",
          "pinch.enterThreshold",
          enterThreshold
        )
      }
    }
  }
}
