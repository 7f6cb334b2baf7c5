extension SynthMeaning {
  /// What the replay made of a motion whose movement the script means,
  /// when it is less than the script means: the script is then read
  /// again with it, as what a configuration with these thresholds does.
  enum MotionReading: Comparable {
    /// The configuration does not see the motion: its movement never
    /// begins, and the slider stays where it is through it.
    case unseen
    /// A swipe cancelled its movement: the slider goes back where it was,
    /// as for an unseen motion, and a motion that goes on from that
    /// movement may report nothing.
    case undone
  }
}

extension [Int: SynthMeaning.MotionReading] {
  /// Notes a motion's reading, an undone motion staying undone.
  ///
  /// - Parameters:
  ///   - reading: The reading.
  ///   - segment: The motion's first segment.
  mutating func note(_ reading: SynthMeaning.MotionReading, _ segment: Int) {
    self[segment] = Swift.max(self[segment] ?? reading, reading)
  }

  /// Whether these readings say all that `other` says.
  ///
  /// - Parameter other: Other readings.
  /// - Returns: `true` if every motion `other` reads is read here, as
  ///   strongly.
  func covers(_ other: Self) -> Bool {
    other.allSatisfy { segment, reading in
      self[segment].map { $0 >= reading } ?? false
    }
  }
}
