extension GestureConfiguration {
  /// Settings of the palm's facing: toward the camera or away from it.
  ///
  /// Each frame the engine reads the facing signal of the hand's wrist,
  /// index knuckle and little knuckle, from -1 to 1, positive toward the
  /// camera (see ``PalmFacingRecognizer``), and decides the facing with a
  /// margin on each side of 0. The facing is read when ``isEnabled``, and
  /// whenever the pinch (``Pinch-swift.struct/requiresPalmFacing``) or a
  /// pose (``PoseDescription/palmFacing``) requires one. See
  /// `Docs/Gestures/PalmFacing.md`.
  public struct Facing: Hashable, Sendable, Codable {
    /// Whether the facing is read on every frame, for the diagnostics and
    /// the app's stages, even if nothing requires it; `false` in both
    /// presets.
    public var isEnabled: Bool
    /// The facing signal must be above this to face the camera, below
    /// its negative to face away; 0.2 (the palm turned about 70 degrees
    /// or less from the camera's axis, about seven times a tracker's
    /// noise on a palm's winding).
    public var margin: Double
    /// Whether a hand's world landmarks, when it has them, give the
    /// palm's normal, rather than the display frame its winding; handKit
    /// `false`, adaptive `true`.
    public var usesWorldLandmarks: Bool

    /// Creates facing settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the facing is read on every frame.
    ///   - margin: The margin on each side of 0, from 0 up to 1.
    ///   - usesWorldLandmarks: Whether world landmarks give the normal.
    public init(
      isEnabled: Bool = false,
      margin: Double = 0.2,
      usesWorldLandmarks: Bool = false
    ) {
      self.isEnabled = isEnabled
      self.margin = margin
      self.usesWorldLandmarks = usesWorldLandmarks
    }

    func validate() throws(ConfigurationError) {
      guard margin.isFinite, margin >= 0, margin < 1 else {
        throw ConfigurationError(
          key: "facing.margin",
          reason: "must be a number from 0 up to, not including, 1"
        )
      }
    }
  }

  /// Whether the engine reads the palm's facing: it is on, or the pinch
  /// or a pose requires a facing.
  public var readsPalmFacing: Bool {
    facing.isEnabled || (pinch.isEnabled && pinch.requiresPalmFacing != .any)
      || (poses.isEnabled
        && poses.descriptions.contains { $0.palmFacing != .any })
  }
}
