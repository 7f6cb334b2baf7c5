extension SynthScript {
  /// How a move's speed changes between its start and its end.
  public enum MotionProfile: String, CaseIterable, Hashable, Sendable {
    /// Ease-in-out: the hand starts and ends at rest and is fastest
    /// halfway, at 1.5 times the mean speed (`3u² − 2u³`, a smoothstep).
    case smooth
    /// Constant speed from the first frame to the last.
    case linear

    /// Returns the fraction of the distance covered at a fraction of the
    /// duration.
    ///
    /// - Parameter time: The fraction of the move's duration, clamped to
    ///   0...1.
    /// - Returns: The fraction of the distance covered, from 0 to 1.
    public func progress(at time: Double) -> Double {
      let u = Swift.min(Swift.max(time, 0), 1)
      switch self {
      case .smooth: return u * u * (3 - 2 * u)
      case .linear: return u
      }
    }
  }
}
