import GestureCore

extension SynthMeaning {
  /// A time the hand is out of view, after it was seen.
  struct Absence {
    /// The segment of the first frame without the hand.
    var segment: Int
    /// When the hand was last seen, in seconds.
    var lastSeen: Double
    /// When it is seen again, if it is.
    var returnTime: Double?
    /// When the configuration gives it up and cancels its gestures, if it
    /// does.
    var cancelTime: Double?
    /// When the configuration loses it, at once or after its loss
    /// timeout, if it does.
    var lostTime: Double?
    /// Whether it begins after the part's last step: a part's hand is out
    /// of view after it, in a script with a longer part.
    var isAfterEnd = false
  }

  /// Adds `hand found` and `hand lost` where the frames show the hand
  /// appear and go, and returns the times it is away.
  mutating func presence(
    frameTimes: [Double],
    visible: [Bool],
    segmentOfFrame: [Int]
  ) -> [Absence] {
    let reports = configuration.hands.reportsPresence
    let timeout = configuration.hands.lossTimeout
    var absences: [Absence] = []
    var isPresent = false
    var lastSeen: Double?
    for (index, time) in frameTimes.enumerated() {
      let segment = segmentOfFrame[index]
      if visible[index] {
        if let last = absences.indices.last, absences[last].returnTime == nil {
          absences[last].returnTime = time
        }
        if !isPresent {
          isPresent = true
          if reports { add(.hand, .found, time, time, segment) }
        }
        lastSeen = time
        continue
      }
      guard let seen = lastSeen else { continue }
      if index > 0, visible[index - 1] {
        absences.append(
          Absence(
            segment: segment,
            lastSeen: seen,
            isAfterEnd: TimeBound.exceeds(time, timeline.duration)
          )
        )
      }
      guard isPresent else { continue }
      // The setting's definition: lost at once, or when away for more
      // than the timeout.
      if let timeout {
        guard TimeBound.exceeds(time - seen, timeout) else { continue }
        absences[absences.count - 1].cancelTime = time
      }
      isPresent = false
      absences[absences.count - 1].lostTime = time
      let first = absences[absences.count - 1].segment
      if reports { add(.hand, .lost, time, time, first) }
    }
    return absences
  }
}
