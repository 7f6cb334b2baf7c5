extension MotionWindow {
  /// A window's median over its raw samples within the span, for another
  /// window fed the same raw samples to take instead of its own.
  ///
  /// Two windows with the same median span keep, of the raw samples they
  /// were given, the newest ones within the span, at most
  /// ``MotionWindow/maximumMedianCount``: when their newest `count` raw
  /// samples are the same and each keeps `count`, they keep the same raw
  /// samples, and their medians are the same, bit for bit.
  struct SharedMedian: Sendable {
    /// The window's newest filtered sample: the median of its raw samples.
    var median: Sample
    /// How many raw samples the median took.
    var count: Int
    /// How many of the newest raw samples the two windows were given the
    /// same, bit for bit, since either was last emptied.
    var sameSamples: Int
  }
}
