extension GestureConfiguration {
  /// Settings of the swipe recognizer.
  ///
  /// A swipe is recognized once when the palm point (the mean of the wrist
  /// and the four knuckles) has travelled, within ``maximumDuration``
  /// seconds, farther than a minimum distance, along one axis of the
  /// display frame more than ``minimumStraightness`` times as far as along
  /// the other. handKit measures in normalized display units; with
  /// ``isHandRelative`` (adaptive) the distance is in palm sizes, measured
  /// in square units. See `Docs/Gestures/Swipe.md`.
  public struct Swipe: Hashable, Sendable, Codable {
    /// Whether swipes are recognized at all; `true` in both presets.
    public var isEnabled: Bool
    /// The travel must exceed this, in normalized display units; 0.15.
    public var minimumDistance: Double
    /// The travel must happen within this many seconds; handKit 0.25,
    /// adaptive 0.15.
    public var maximumDuration: Double
    /// The travel along the swipe's axis must exceed this times the travel
    /// across it; 2 (within about 26.6 degrees of the axis).
    public var minimumStraightness: Double
    /// Whether the distance is measured in palm sizes; handKit `false`.
    public var isHandRelative: Bool
    /// The travel must exceed this, in palm sizes; adaptive 1.4.
    public var relativeMinimumDistance: Double

    /// Creates swipe settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether swipes are recognized.
    ///   - minimumDistance: The minimum travel, normalized units.
    ///   - maximumDuration: The time the travel must fit in, seconds.
    ///   - minimumStraightness: The ratio of travel along and across the
    ///     axis that must be exceeded.
    ///   - isHandRelative: Whether the travel is measured in palm sizes.
    ///   - relativeMinimumDistance: The minimum travel, in palm sizes.
    public init(
      isEnabled: Bool = true,
      minimumDistance: Double = 0.15,
      maximumDuration: Double = 0.25,
      minimumStraightness: Double = 2,
      isHandRelative: Bool = false,
      relativeMinimumDistance: Double = 1.4
    ) {
      self.isEnabled = isEnabled
      self.minimumDistance = minimumDistance
      self.maximumDuration = maximumDuration
      self.minimumStraightness = minimumStraightness
      self.isHandRelative = isHandRelative
      self.relativeMinimumDistance = relativeMinimumDistance
    }

    func validate() throws(ConfigurationError) {
      for (key, value) in [
        ("swipe.minimumDistance", minimumDistance),
        ("swipe.relativeMinimumDistance", relativeMinimumDistance),
      ] {
        guard value.isFinite, value > 0 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a finite number greater than 0"
          )
        }
      }
      guard maximumDuration.isFinite, maximumDuration > 0,
        maximumDuration <= 10
      else {
        throw ConfigurationError(
          key: "swipe.maximumDuration",
          reason: "must be a number of seconds greater than 0, at most 10"
        )
      }
      guard minimumStraightness.isFinite, minimumStraightness >= 1 else {
        throw ConfigurationError(
          key: "swipe.minimumStraightness",
          reason: "must be a finite number, 1 or more"
        )
      }
    }
  }
}
