import GestureCore

/// A replay's events grouped by gesture and phase and ordered by time, to
/// find the events that may meet an expectation without reading them all.
///
/// Its answers are those of reading every event in order: the unused event
/// nearest in time wins, ties going to the earlier event.
struct EventIndex {
  private struct Kind: Hashable {
    var gesture: Gesture
    var phase: Phase
  }

  private let events: [GestureEvent]
  /// Each kind's event indices, by time and then by index.
  private var kinds: [Kind: [Int]] = [:]

  /// Indexes events whose times are all finite.
  ///
  /// - Returns: `nil` when an event's time is not finite; such times have
  ///   no place in an order by time.
  init?(_ events: [GestureEvent]) {
    guard events.allSatisfy({ $0.time.isFinite }) else { return nil }
    self.events = events
    for (index, event) in events.enumerated() {
      kinds[Kind(gesture: event.gesture, phase: event.phase), default: []]
        .append(index)
    }
    for key in kinds.keys {
      kinds[key]?.sort { (events[$0].time, $0) < (events[$1].time, $1) }
    }
  }

  /// The unused event that meets an expectation nearest in time to it.
  ///
  /// - Precondition: The expectation's time and window are finite.
  func bestMatch(for expectation: Expectation, used: [Bool]) -> Int? {
    guard
      let indices = kinds[
        Kind(gesture: expectation.gesture, phase: expectation.phase)
      ]
    else { return nil }
    // Wider than the window `isMet` allows, by more than a rounding of
    // the difference of two times can be: `isMet` decides.
    let margin =
      1e-6 + (abs(expectation.time) + expectation.within) * 1e-9
    let start = firstPosition(
      in: indices,
      notBefore: expectation.time - expectation.within - margin
    )
    let end = expectation.time + expectation.within + margin
    var best: (gap: Double, index: Int)?
    for position in start..<indices.count {
      let index = indices[position]
      let event = events[index]
      if event.time > end { break }
      guard !used[index], expectation.isMet(by: event) else { continue }
      let gap = abs(event.time - expectation.time)
      if let current = best, (current.gap, current.index) <= (gap, index) {
        continue
      }
      best = (gap, index)
    }
    return best?.index
  }

  /// The unused event of an expectation's gesture and phase nearest in
  /// time to it, whatever its time.
  func nearest(to expectation: Expectation, used: [Bool]) -> Int? {
    guard
      let indices = kinds[
        Kind(gesture: expectation.gesture, phase: expectation.phase)
      ]
    else { return nil }
    let time = expectation.time
    let split = firstPosition(in: indices, notBefore: time)
    // Each side's nearest unused event, with the lowest index among those
    // as near (the gap grows, never shrinks, away from the split).
    func side(_ positions: some Sequence<Int>) -> (gap: Double, index: Int)? {
      var best: (gap: Double, index: Int)?
      for position in positions {
        let index = indices[position]
        let gap = abs(events[index].time - time)
        if let current = best {
          if gap > current.gap { break }
          if !used[index], index < current.index { best = (gap, index) }
        } else if !used[index] {
          best = (gap, index)
        }
      }
      return best
    }
    let before = side(stride(from: split - 1, through: 0, by: -1))
    let after = side(split..<indices.count)
    switch (before, after) {
    case (nil, nil): return nil
    case (let one?, nil), (nil, let one?): return one.index
    case (let left?, let right?):
      return (left.gap, left.index) <= (right.gap, right.index)
        ? left.index : right.index
    }
  }

  /// The first position whose event is at or after a time.
  private func firstPosition(in indices: [Int], notBefore time: Double) -> Int {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if events[indices[middle]].time < time {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
