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

    /// Creates pinch settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the pinch is recognized.
    ///   - enterThreshold: The enter threshold, normalized units.
    ///   - exitThreshold: The exit threshold, normalized units.
    public init(
      isEnabled: Bool = true,
      enterThreshold: Double = 0.015,
      exitThreshold: Double = 0.03
    ) {
      self.isEnabled = isEnabled
      self.enterThreshold = enterThreshold
      self.exitThreshold = exitThreshold
    }

    func validate() throws(ConfigurationError) {
      guard enterThreshold.isFinite, enterThreshold >= 0 else {
        throw ConfigurationError(
          key: "pinch.enterThreshold",
          reason: "must be a finite number, 0 or more"
        )
      }
      guard exitThreshold.isFinite, exitThreshold >= enterThreshold else {
        throw ConfigurationError(
          key: "pinch.exitThreshold",
          reason: "must be a finite number, at least pinch.enterThreshold"
        )
      }
    }
  }
}
