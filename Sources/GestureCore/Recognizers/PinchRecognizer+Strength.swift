extension PinchRecognizer {
  /// Returns how far a pinch has closed: 0 when open, 1 when closed, and
  /// the share of the way from the exit threshold to the enter threshold
  /// between them.
  ///
  /// - Parameters:
  ///   - distance: The thumb-to-finger distance, in the thresholds' unit
  ///     (normalized units, palm sizes or metres).
  ///   - enterThreshold: The distance below which a pinch begins; finite.
  ///   - exitThreshold: The distance above which a pinch ends; finite, at
  ///     least `enterThreshold`.
  /// - Returns: 0 at or beyond `exitThreshold`, 1 at or below
  ///   `enterThreshold`, and `(exitThreshold - distance) / (exitThreshold
  ///   - enterThreshold)` between: continuous, and never decreasing as the
  ///   distance shrinks. With equal thresholds, 1 at or below them and 0
  ///   above. NaN for a NaN distance; 0 for an infinite one, 1 for minus
  ///   infinity.
  ///
  /// ```swift
  /// PinchRecognizer.strength(
  ///   distance: 0.0225, enterThreshold: 0.015, exitThreshold: 0.03)  // 0.5
  /// ```
  @inline(__always)
  public static func strength(
    distance: Double,
    enterThreshold: Double,
    exitThreshold: Double
  ) -> Double {
    if distance <= enterThreshold { return 1 }
    if distance >= exitThreshold { return 0 }
    if distance.isNaN { return .nan }
    // enter < distance < exit: a share strictly between 0 and 1.
    let span = exitThreshold - enterThreshold
    if span.isFinite { return (exitThreshold - distance) / span }
    // Thresholds whose distance overflows: the same share, of halves.
    return (exitThreshold / 2 - distance / 2)
      / (exitThreshold / 2 - enterThreshold / 2)
  }
}
