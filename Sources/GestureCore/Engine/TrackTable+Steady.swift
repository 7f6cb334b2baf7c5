/// The quickest path of ``TrackTable``'s matching: one or two hands with
/// steady labels, matched without the frame's slots.
extension TrackTable {
  /// Matches one or two hands to the only track of each one's label when
  /// that gives what the rules would, and says whether it did.
  ///
  /// It does when ``matchByLabels(_:time:)`` would, after rule 1 found no
  /// duplicate, and each hand's size can be measured: then each hand
  /// continues its track, whose size becomes the hand's. When it does not,
  /// no track has a hand.
  ///
  /// - Parameters:
  ///   - hands: The frame's hands.
  ///   - tracks: Every track, none with a hand yet.
  ///   - sole: The only track of each chirality (``soleTracks(_:)``).
  ///   - labels: How the tracker's labels are made anatomical.
  ///   - duplicateDistance: The settings' duplicate distance, in hand
  ///     sizes.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  /// - Returns: Whether the hands were matched. No track was renamed: a
  ///   vote given its own chirality keeps it.
  static func matchSteady(
    _ hands: UnsafeBufferPointer<Hand>,
    tracks: UnsafeMutableBufferPointer<HandTrack>,
    sole: Sole,
    labels: GestureConfiguration.Hands.Labels,
    duplicateDistance: Double,
    time: Double,
    frame: Int
  ) -> Bool {
    guard hands.count == 1 || hands.count == 2,
      let base = hands.baseAddress
    else { return false }
    guard
      let first = candidate(
        base,
        sole: sole,
        tracks: tracks,
        labels: labels,
        time: time,
        frame: frame
      )
    else { return false }
    if hands.count == 2 {
      let second = base + 1
      guard
        let other = candidate(
          second,
          sole: sole,
          tracks: tracks,
          labels: labels,
          time: time,
          frame: frame
        ), other.track != first.track
      else { return false }
      let shared = base.pointee.finite & second.pointee.finite
      if duplicateDistance > 0, shared != 0,
        coincide(
          base,
          second,
          shared: shared,
          limit: duplicateDistance * first.size
        )
      {
        return false
      }
      tracks[other.track].continue(
        with: 1,
        label: other.label,
        position: other.position,
        size: other.size,
        time: time,
        frame: frame
      )
    }
    tracks[first.track].continue(
      with: 0,
      label: first.label,
      position: first.position,
      size: first.size,
      time: time,
      frame: frame
    )
    return true
  }

  /// A hand's label, track, reference point and size, when it may continue
  /// the only track of its label: it has no identity, lies within the
  /// track's reach and less than ``labelPenalty`` hand sizes from it, the
  /// track was seen in the frame before or within the ``horizon``, and
  /// both its points and its size are known.
  @inline(__always)
  private static func candidate(
    _ hand: UnsafePointer<Hand>,
    sole: Sole,
    tracks: UnsafeMutableBufferPointer<HandTrack>,
    labels: GestureConfiguration.Hands.Labels,
    time: Double,
    frame: Int
  ) -> (label: Chirality, track: Int, position: Point, size: Double)? {
    guard hand.pointee.id == nil else { return nil }
    let label = Self.label(hand.pointee.chirality, labels: labels)
    let track = soleTrack(of: label, in: sole)
    guard track >= 0,
      let last = tracks[track].lastPosition,
      let (position, size) = referencePointAndSize(of: hand)
    else { return nil }
    let elapsed = time - tracks[track].lastSeen
    guard
      elapsed <= horizon || tracks[track].lastSeenFrame == frame - 1,
      isNear(position, last, size: size, elapsed: elapsed)
    else { return nil }
    return (label, track, position, size)
  }
}

extension HandTrack {
  /// Records that the track's hand was seen on a frame, at a position and
  /// of a size that were measured.
  ///
  /// - Parameters:
  ///   - hand: The hand's index in the frame.
  ///   - label: The hand's anatomical label.
  ///   - position: The hand's reference point.
  ///   - size: The hand's size.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  @inline(__always)
  mutating func `continue`(
    with hand: Int,
    label: Chirality,
    position: Point,
    size: Double,
    time: Double,
    frame: Int
  ) {
    self.hand = hand
    vote.record(label, time: time)
    lastPosition = position
    lastSeen = time
    lastSeenFrame = frame
    self.size = size
  }
}
