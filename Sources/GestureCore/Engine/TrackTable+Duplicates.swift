/// Rule 1 of ``TrackTable``: one hand reported twice in a frame is one
/// hand.
extension TrackTable {
  /// Drops each hand that duplicates a higher-scoring one (or an equal
  /// one listed earlier).
  mutating func dropDuplicates(_ hands: UnsafeBufferPointer<Hand>) {
    for first in slots.indices where !slots[first].isDropped {
      for second in (first + 1)..<slots.count where !slots[second].isDropped {
        guard isDuplicate(first, second, in: hands) else { continue }
        let (kept, dropped) =
          hands[second].score > hands[first].score
          ? (second, first) : (first, second)
        slots[dropped].isDropped = true
        slots[kept].duplicates += 1 + slots[dropped].duplicates
        if dropped == first { break }
      }
    }
  }

  /// Whether two hands of the frame are one hand reported twice.
  mutating func isDuplicate(
    _ first: Int,
    _ second: Int,
    in hands: UnsafeBufferPointer<Hand>
  ) -> Bool {
    if let firstID = hands[first].id, let secondID = hands[second].id,
      firstID != secondID
    {
      return false
    }
    let shared = hands[first].finite & hands[second].finite
    guard shared != 0,
      let size = size(of: first, in: hands) ?? size(of: second, in: hands)
        ?? nearestTrackSize(to: slots[first].position)
    else { return false }
    let base = hands.baseAddress.unsafelyUnwrapped
    return Self.coincide(
      base + first,
      base + second,
      shared: shared,
      limit: settings.duplicateDistance * size
    )
  }

  /// Whether every shared joint of two hands lies closer than `limit` to
  /// its counterpart.
  @inline(__always)
  static func coincide(
    _ first: UnsafePointer<Hand>,
    _ second: UnsafePointer<Hand>,
    shared: UInt32,
    limit: Double
  ) -> Bool {
    let squaredLimit = limit * limit
    let quick = quickSquares.contains(squaredLimit)
    let firstPoints = Hand.landmarks(of: first)
    let secondPoints = Hand.landmarks(of: second)
    var remaining = shared
    while remaining != 0 {
      let joint = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      let first = firstPoints[joint].position
      let second = secondPoints[joint].position
      if quick, let squared = quickSquaredDistance(first, second) {
        guard squared < squaredLimit else { return false }
      } else {
        guard gap(first, second) < limit else { return false }
      }
    }
    return true
  }

  /// The size of the track whose hand was last seen nearest a point, for
  /// a hand whose own size cannot be measured; of tracks exactly as near,
  /// the one that comes first in ``tracks``.
  func nearestTrackSize(to position: Point?) -> Double? {
    var nearest: (distance: Double, size: Double)?
    for track in tracks {
      guard let size = track.size else { continue }
      let distance = Self.distance(from: position, to: track.lastPosition)
      if nearest.map({ distance < $0.distance }) ?? true {
        nearest = (distance, size)
      }
    }
    return nearest?.size
  }
}
