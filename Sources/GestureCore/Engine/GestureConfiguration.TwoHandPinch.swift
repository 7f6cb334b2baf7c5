extension GestureConfiguration {
  /// Settings of the two-hand pinch: both hands pinched at once, to zoom
  /// and rotate, as UIKit's pinch and rotation recognizers on two fingers.
  ///
  /// While the thumb-index pinches of two tracked hands are both pinched,
  /// the engine reports `twoHandPinch` `began`, then `changed` with the
  /// `scale` (the distance between the two pinch points over that
  /// distance at `began`) and the `rotation` (the turn of the line between
  /// them since `began`, in radians, counterclockwise positive as the user
  /// sees it), `ended` when one of them lets go, and `cancelled` when one
  /// of the hands is lost. Its relationship with each hand's movement is
  /// ``Relationships-swift.struct/twoHandPinchWithMovement``. See
  /// `Docs/Gestures/TwoHandPinch.md`.
  ///
  /// ```swift
  /// var configuration = GestureConfiguration.adaptive
  /// configuration.twoHandPinch.isEnabled = true
  /// ```
  public struct TwoHandPinch: Hashable, Sendable, Codable {
    /// Whether the two-hand pinch is recognized; `false` in both presets.
    public var isEnabled: Bool
    /// How much the scale must have changed since the last report for a
    /// `changed` to be reported (more than this: a change of exactly this
    /// much, as written in decimals, is not), as a fraction of the
    /// distance at `began`; 0.01 (1 %): a fingertip's jitter of about 0.002 normalized units
    /// moves two pinch points 0.2 or more apart (two hands side by side)
    /// by about 1 % of their distance from frame to frame.
    public var minimumScaleChange: Double
    /// How much the rotation must have changed since the last report for
    /// a `changed` to be reported (more than this, as for
    /// ``minimumScaleChange``), in radians; 0.01 (about 0.6 degrees):
    /// the same jitter turns a line 0.2 long by about 0.01 radians.
    public var minimumRotationChange: Double

    /// Creates two-hand pinch settings; each defaults to its value in
    /// both presets.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the two-hand pinch is recognized.
    ///   - minimumScaleChange: The change of scale a `changed` needs,
    ///     from 0 to 1.
    ///   - minimumRotationChange: The change of rotation a `changed`
    ///     needs, in radians, from 0 to pi.
    public init(
      isEnabled: Bool = false,
      minimumScaleChange: Double = 0.01,
      minimumRotationChange: Double = 0.01
    ) {
      self.isEnabled = isEnabled
      self.minimumScaleChange = minimumScaleChange
      self.minimumRotationChange = minimumRotationChange
    }

    func validate() throws(ConfigurationError) {
      guard minimumScaleChange.isFinite, (0...1).contains(minimumScaleChange)
      else {
        throw ConfigurationError(
          key: "twoHandPinch.minimumScaleChange",
          reason: "must be a number from 0 to 1"
        )
      }
      guard minimumRotationChange.isFinite,
        (0...Double.pi).contains(minimumRotationChange)
      else {
        throw ConfigurationError(
          key: "twoHandPinch.minimumRotationChange",
          reason: "must be a number of radians from 0 to pi"
        )
      }
    }
  }
}
