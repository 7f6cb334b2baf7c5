extension GestureConfiguration {
  /// Settings of how hands are told apart and reported.
  public struct Hands: Hashable, Sendable, Codable {
    /// Whether `hand found` and `hand lost` events are reported.
    ///
    /// They change no recognizer: in handKit a hand that disappears keeps
    /// its pinch, movement and slider state until it is seen again.
    public var reportsPresence: Bool
    /// Whether each event of a hand carries the number of its track
    /// (``GestureEvent/track``), to tell apart hands of one name; off in
    /// both configurations, whose events name a hand by its chirality
    /// alone.
    public var reportsTracks: Bool
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
    /// Whether the tracker's left and right labels name the anatomical
    /// hand or its mirror image; events name the anatomical hand. Both
    /// configurations take them as ``Labels-swift.enum/anatomical``.
    public var labels: Labels
    /// Two hands of one frame whose every shared joint lies closer than
    /// this many hand sizes to its counterpart are one hand reported
    /// twice, of which the higher-scoring is kept; 0 keeps every hand.
    ///
    /// A hand's size is its longest palm segment (see
    /// ``Hand/palmSegments``), about 8 cm on an adult. Two real hands
    /// cannot put all their joints within a tenth of that (8 mm) of each
    /// other's, while a tracker that detects one hand twice (MediaPipe's
    /// palm detector on two overlapping crops) regresses landmarks a few
    /// millimetres apart. Both configurations 0.1.
    public var duplicateDistance: Double
    /// How long a new hand must be followed, in seconds, before its
    /// gestures count, unless it scores at least ``confirmationScore``;
    /// 0 (handKit) counts every hand at once.
    ///
    /// A tracker's false detection (a face, a patch of skin) lasts one or
    /// two frames at a low score; a real hand stays. A track not yet
    /// confirmed reports nothing, and one that misses a frame before it
    /// is confirmed is forgotten. Adaptive 0.1 (three frames at 30 fps),
    /// like MediaPipe's tracking, which follows a new detection a few
    /// frames before it trusts it.
    public var confirmationTime: Double
    /// A new hand scoring at least this counts at once, 0 to 1; below it,
    /// it must be followed for ``confirmationTime``. Both configurations
    /// 0.9: a clear detection (MediaPipe and Vision score a hand in full
    /// view above 0.9) is not delayed.
    public var confirmationScore: Double

    /// Creates hand settings; each defaults to its handKit value.
    ///
    /// - Parameters:
    ///   - reportsPresence: Whether `hand` events are reported.
    ///   - minimumScore: The lowest hand score that counts as seen.
    ///   - lossTimeout: The grace period before cancelling, in seconds.
    ///   - labels: What the tracker's left and right labels mean.
    ///   - duplicateDistance: How near, in hand sizes, two hands of one
    ///     frame are one hand.
    ///   - confirmationTime: How long a new hand is followed before it
    ///     counts, in seconds.
    ///   - confirmationScore: The score at which a new hand counts at once.
    ///   - reportsTracks: Whether events carry their hand's track.
    public init(
      reportsPresence: Bool = true,
      minimumScore: Double = 0,
      lossTimeout: Double? = nil,
      labels: Labels = .anatomical,
      duplicateDistance: Double = 0.1,
      confirmationTime: Double = 0,
      confirmationScore: Double = 0.9,
      reportsTracks: Bool = false
    ) {
      self.reportsPresence = reportsPresence
      self.minimumScore = minimumScore
      self.lossTimeout = lossTimeout
      self.labels = labels
      self.duplicateDistance = duplicateDistance
      self.confirmationTime = confirmationTime
      self.confirmationScore = confirmationScore
      self.reportsTracks = reportsTracks
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
      guard duplicateDistance.isFinite, duplicateDistance >= 0 else {
        throw ConfigurationError(
          key: "hands.duplicateDistance",
          reason: "must be a finite number of hand sizes, 0 or more"
        )
      }
      guard confirmationTime.isFinite, confirmationTime >= 0 else {
        throw ConfigurationError(
          key: "hands.confirmationTime",
          reason: "must be a finite number of seconds, 0 or more"
        )
      }
      guard confirmationScore.isFinite, (0...1).contains(confirmationScore)
      else {
        throw ConfigurationError(
          key: "hands.confirmationScore",
          reason: "must be a number from 0 to 1"
        )
      }
    }
  }
}
