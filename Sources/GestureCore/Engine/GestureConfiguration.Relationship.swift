extension GestureConfiguration {
  /// How two gestures that read the same hand get along, read from the
  /// first gesture of the pair: `pinchWithMovement = .preempts` means "the
  /// pinch preempts the movement".
  ///
  /// A gesture *holds* the hand while it goes on (a pinch while pinched, a
  /// movement and its slider while moving); a swipe is instantaneous and
  /// never holds it. A gesture that is *held back* is not fed to its
  /// recognizer: it begins on the first frame after the other lets go, if
  /// it still qualifies then.
  public enum Relationship: String, CaseIterable, Hashable, Sendable,
    Codable
  {
    /// Each runs as if the other were not there.
    case simultaneous
    /// The first to begin keeps the hand: while either holds it, the
    /// other is held back.
    case exclusive
    /// The first gesture may begin while the second goes on, and cancels
    /// it: a cancelled movement's slider goes back to the value it had
    /// when the movement began, which its `cancelled` event carries. The
    /// second stays cancelled until its own recognizer would have ended
    /// it (the hand rests, the pinch opens), and is held back while the
    /// first holds the hand.
    case preempts
    /// The mirror of ``preempts``: the second gesture preempts the first.
    case isPreemptedBy
    /// The first gesture waits for the second to fail: once it qualifies
    /// it reports nothing for
    /// ``GestureConfiguration/Relationships-swift.struct/failureDelay``
    /// seconds; if the second begins in that time, the first is refused
    /// (and stays so until its own recognizer would have ended it),
    /// otherwise it begins then, a movement's slider from its reference
    /// as when it qualified, so no travel is lost. While the first holds
    /// the hand, the second is held back.
    case awaitsFailureOf
    /// The mirror of ``awaitsFailureOf``: the second gesture waits for
    /// the first to fail.
    case isAwaitedBy

    /// The same relationship read from the second gesture of the pair.
    public var mirrored: Relationship {
      switch self {
      case .simultaneous: .simultaneous
      case .exclusive: .exclusive
      case .preempts: .isPreemptedBy
      case .isPreemptedBy: .preempts
      case .awaitsFailureOf: .isAwaitedBy
      case .isAwaitedBy: .awaitsFailureOf
      }
    }
  }
}
