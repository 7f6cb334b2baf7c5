import GestureCore

extension SynthMeaning {
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
