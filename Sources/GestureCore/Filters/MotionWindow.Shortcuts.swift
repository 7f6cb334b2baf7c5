extension MotionWindow {
  /// What tells a median without its lane: how many of the newest raw
  /// samples share the newest one's `z`, and carry their position's `x`;
  /// and which lanes are kept sorted.
  struct Shortcuts: Sendable {
    /// How many of the newest raw samples have the newest one's `z`, bit
    /// for bit, at most ``MotionWindow/maximumMedianCount``.
    var sameZ = 0
    /// How many of the newest raw samples have their position's `x`, bit
    /// for bit, as their display `x`, at most
    /// ``MotionWindow/maximumMedianCount``.
    var carriedX = 0
    /// Whether the `x` and `y` lanes hold the raw samples', sorted.
    var keepsXY = false
    /// Whether the `z` lane holds the raw samples' `z`, sorted.
    var keepsZ = false
    /// Whether the display `x` lane holds the raw samples', sorted.
    var keepsCarried = false

    /// Counts a raw sample that comes after `last` (`nil` for none).
    @inline(__always)
    mutating func follow(_ sample: Sample, after last: Sample?) {
      let most = MotionWindow.maximumMedianCount
      if let last,
        sample.position.z.bitPattern == last.position.z.bitPattern
      {
        sameZ = Swift.min(sameZ + 1, most)
      } else {
        sameZ = 1
      }
      if sample.x.bitPattern == sample.position.x.bitPattern {
        carriedX = Swift.min(carriedX + 1, most)
      } else {
        carriedX = 0
      }
    }
  }
}
