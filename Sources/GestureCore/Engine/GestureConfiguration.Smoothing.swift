extension GestureConfiguration {
  /// Settings of the optional One Euro smoothing of landmark positions.
  ///
  /// When on, the thumb tip, the index tip and the tracked point are each
  /// smoothed in the display frame by a ``OneEuroFilter2D`` (Casiez,
  /// Roussel and Vogel, CHI 2012) before any recognizer sees them: jitter
  /// is removed at rest, and lag stays small when the hand moves fast. Off
  /// in both handKit and adaptive, whose thresholds were chosen on
  /// unsmoothed landmarks; turn it on for a jittery tracker.
  public struct Smoothing: Hashable, Sendable, Codable {
    /// Whether landmark positions are smoothed.
    public var isEnabled: Bool
    /// The cutoff frequency at rest, in hertz: lower removes more jitter
    /// and adds more lag; 1.
    public var minimumCutoff: Double
    /// How fast the cutoff rises with speed, per normalized unit per
    /// second: higher follows fast movements more closely; 10.
    public var beta: Double
    /// The cutoff frequency of the speed estimate, in hertz; 1.
    public var derivativeCutoff: Double

    /// Creates smoothing settings; off by default.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether positions are smoothed.
    ///   - minimumCutoff: The cutoff at rest, in hertz.
    ///   - beta: The cutoff's rise with speed.
    ///   - derivativeCutoff: The speed estimate's cutoff, in hertz.
    public init(
      isEnabled: Bool = false,
      minimumCutoff: Double = 1,
      beta: Double = 10,
      derivativeCutoff: Double = 1
    ) {
      self.isEnabled = isEnabled
      self.minimumCutoff = minimumCutoff
      self.beta = beta
      self.derivativeCutoff = derivativeCutoff
    }

    func validate() throws(ConfigurationError) {
      for (key, value) in [
        ("smoothing.minimumCutoff", minimumCutoff),
        ("smoothing.derivativeCutoff", derivativeCutoff),
      ] {
        guard value.isFinite, value > 0 else {
          throw ConfigurationError(
            key: key,
            reason: "must be a finite number of hertz greater than 0"
          )
        }
      }
      guard beta.isFinite, beta >= 0 else {
        throw ConfigurationError(
          key: "smoothing.beta",
          reason: "must be a finite number, 0 or more"
        )
      }
    }

    /// A filter with these settings.
    func makeFilter() -> OneEuroFilter2D {
      OneEuroFilter2D(
        minimumCutoff: minimumCutoff,
        beta: beta,
        derivativeCutoff: derivativeCutoff
      )
    }
  }
}
