extension GestureConfiguration {
  /// Settings of the hold: a pinch held still, as UIKit's long press.
  ///
  /// A pinch held for at least ``minimumDuration`` seconds, the palm point
  /// (the mean of the wrist and the four knuckles) staying within an
  /// allowance of where it was when the pinch began, reports `hold began`;
  /// releasing the pinch reports `hold ended`. The palm moving beyond the
  /// allowance after `began`, the pinch cancelled, or the hand lost for
  /// longer than the loss timeout report `hold cancelled`; the palm moving
  /// beyond it before `began` makes no hold of that pinch. handKit
  /// measures the allowance in normalized display units; with
  /// ``isHandRelative`` (adaptive), in palm sizes, measured in square
  /// units. See `Docs/Gestures/Hold.md`.
  public struct Hold: Hashable, Sendable, Codable {
    /// Whether holds are recognized at all; `false` in both presets.
    public var isEnabled: Bool
    /// The pinch must be held at least this many seconds; 0.5 (UIKit's
    /// `minimumPressDuration`, and Android's long-press timeout is 0.4 to
    /// 0.5 s).
    public var minimumDuration: Double
    /// The palm point may move at most this far from where it was when
    /// the pinch began, in normalized display units; 0.025 (0.3 palm
    /// sizes of a hand whose palm is 0.08 units long, the hand for which
    /// handKit's pinch thresholds are adaptive's).
    public var allowableMovement: Double
    /// Whether the allowance is measured in palm sizes; handKit `false`,
    /// adaptive `true`.
    public var isHandRelative: Bool
    /// The palm point may move at most this far, in palm sizes; 0.3 (a
    /// still pinching palm wanders 0.04, and adaptive deems a hand moving
    /// from rest at 0.6).
    public var relativeAllowableMovement: Double

    /// Creates hold settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether holds are recognized.
    ///   - minimumDuration: The time a pinch must be held, in seconds.
    ///   - allowableMovement: The palm's allowance, in normalized units.
    ///   - isHandRelative: Whether the allowance is in palm sizes.
    ///   - relativeAllowableMovement: The palm's allowance, in palm sizes.
    public init(
      isEnabled: Bool = false,
      minimumDuration: Double = 0.5,
      allowableMovement: Double = 0.025,
      isHandRelative: Bool = false,
      relativeAllowableMovement: Double = 0.3
    ) {
      self.isEnabled = isEnabled
      self.minimumDuration = minimumDuration
      self.allowableMovement = allowableMovement
      self.isHandRelative = isHandRelative
      self.relativeAllowableMovement = relativeAllowableMovement
    }

    func validate() throws(ConfigurationError) {
      guard minimumDuration.isFinite, minimumDuration > 0,
        minimumDuration <= 60
      else {
        throw ConfigurationError(
          key: "hold.minimumDuration",
          reason: "must be a number of seconds greater than 0, at most 60"
        )
      }
      for (key, value) in [
        ("hold.allowableMovement", allowableMovement),
        ("hold.relativeAllowableMovement", relativeAllowableMovement),
      ] {
        guard value.isFinite, value > 0 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a finite number greater than 0"
          )
        }
      }
    }
  }
}
