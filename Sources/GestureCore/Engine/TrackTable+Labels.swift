/// The quick path of ``TrackTable``'s matching: hands with steady labels.
extension TrackTable {
  /// Matches each hand to the only track of its label when that gives what
  /// the rules would, and says whether it did.
  ///
  /// It does when no hand or track has an identity, each hand's label is
  /// the chirality of exactly one track, a different one for each, seen
  /// in the frame before or within the ``horizon``, and each hand lies
  /// within its track's reach and less than ``labelPenalty`` hand sizes
  /// from it: then each such pair costs less than any other (which has a
  /// label that differs), so rule 3 takes them all. This is the common case of hands with steady labels, worked
  /// out without comparing every pair.
  mutating func matchByLabels(
    _ hands: UnsafeBufferPointer<Hand>,
    time: Double
  ) -> Bool {
    guard let sole = tracks.withUnsafeBufferPointer(Self.soleTracks) else {
      return false
    }
    for index in slots.indices where !slots[index].isDropped {
      let track = Self.soleTrack(of: slots[index].label, in: sole)
      guard !slots[index].hasID, let position = slots[index].position,
        track >= 0, tracks[track].hand < 0,
        let last = tracks[track].lastPosition,
        let size = size(of: index, in: hands) ?? tracks[track].size,
        time - tracks[track].lastSeen <= Self.horizon
          || tracks[track].lastSeenFrame == frame - 1,
        Self.isNear(
          position,
          last,
          size: size,
          elapsed: time - tracks[track].lastSeen
        )
      else {
        for track in tracks.indices { tracks[track].hand = -1 }
        return false
      }
      tracks[track].hand = index
    }
    for track in tracks.indices where tracks[track].hand >= 0 {
      slots[tracks[track].hand].track = track
    }
    return true
  }

  /// Whether a hand lies within a track's reach and less than
  /// ``labelPenalty`` hand sizes from where the track's hand was.
  ///
  /// The same answer as comparing `gap(position, last) / size` with both
  /// limits; decided by squares where they are surely on one side of the
  /// nearer limit (see ``quickMargin``).
  @inline(__always)
  static func isNear(
    _ position: Point,
    _ last: Point,
    size: Double,
    elapsed: Double
  ) -> Bool {
    // Once any time has passed, the reach is at least the label penalty
    // (1 hand size), so the bound is the hand's size.
    if elapsed >= 0, let squared = quickSquaredDistance(position, last) {
      let boundSquared = size * size
      if quickSquares.contains(boundSquared),
        let beyond = quickIsAbove(squared, boundSquared)
      {
        return !beyond
      }
    }
    return isNearMeasured(position, last, size: size, elapsed: elapsed)
  }

  /// ``isNear(_:_:size:elapsed:)`` where its quick test does not decide.
  @inline(never)
  static func isNearMeasured(
    _ position: Point,
    _ last: Point,
    size: Double,
    elapsed: Double
  ) -> Bool {
    let limit = reach(after: elapsed)
    if let squared = quickSquaredDistance(position, last) {
      let bound = Swift.min(limit, labelPenalty) * size
      let boundSquared = bound * bound
      if quickSquares.contains(boundSquared),
        let beyond = quickIsAbove(squared, boundSquared)
      {
        return !beyond
      }
    }
    let distance = gap(position, last) / size
    return distance <= limit && distance < labelPenalty
  }

  /// How far, in hand sizes, a hand may lie from where a track's hand was
  /// seen `elapsed` seconds ago and continue it: ``reach`` plus
  /// ``reachGrowth`` a second, ``maximumReach`` at most.
  @inline(__always)
  static func reach(after elapsed: Double) -> Double {
    min(reach + reachGrowth * elapsed, maximumReach)
  }
}
