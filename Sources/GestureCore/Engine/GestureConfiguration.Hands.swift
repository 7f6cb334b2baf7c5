extension GestureConfiguration {
  /// Settings of how hands are told apart and reported.
  public struct Hands: Hashable, Sendable, Codable {
    /// Whether `hand found` and `hand lost` events are reported.
    ///
    /// They change no recognizer: in handKit a hand that disappears keeps
    /// its pinch, movement and slider state until it is seen again.
    public var reportsPresence: Bool
    /// A hand whose score is below this is treated as not seen, like
    /// MediaPipe's minimum presence confidence; handKit 0, adaptive 0.5.
    public var minimumScore: Double
    /// How long a hand may be lost or unusable, in seconds, before its
    /// gestures are cancelled; `nil` (handKit) never cancels.
    ///
    /// During this grace period the hand keeps its state. After it, a
    /// movement and its slider end `cancelled`, a held pinch ends
    /// `cancelled` (which re-arms it), and `hand lost` is reported. Without
    /// a timeout, `hand lost` is reported at the first frame without the
    /// hand and nothing is cancelled. Adaptive 0.3.
    public var lossTimeout: Double?

    /// Creates hand settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - reportsPresence: Whether `hand` events are reported.
    ///   - minimumScore: The lowest hand score that counts as seen.
    ///   - lossTimeout: The grace period before cancelling, in seconds.
    public init(
      reportsPresence: Bool = true,
      minimumScore: Double = 0,
      lossTimeout: Double? = nil
    ) {
      self.reportsPresence = reportsPresence
      self.minimumScore = minimumScore
      self.lossTimeout = lossTimeout
    }

    func validate() throws(ConfigurationError) {
      guard minimumScore.isFinite, (0...1).contains(minimumScore) else {
        throw ConfigurationError(
          key: "hands.minimumScore",
          reason: "must be a number from 0 to 1"
        )
      }
      if let lossTimeout {
        guard lossTimeout.isFinite, lossTimeout >= 0 else {
          throw ConfigurationError(
            key: "hands.lossTimeout",
            reason: "must be a finite number of seconds, 0 or more, or null"
          )
        }
      }
    }
  }
}
