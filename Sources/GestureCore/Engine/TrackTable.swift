/// The tracks of a ``GestureEngine``, and the matching of each frame's
/// hands to them.
///
/// Each frame, in this order:
/// 1. **Duplicates.** Two hands whose every shared joint lies closer than
///    ``GestureConfiguration/Hands-swift.struct/duplicateDistance`` hand
///    sizes to its counterpart (and whose tracker identities, if any, do
///    not differ) are one hand reported twice: the higher-scoring one is
///    kept (the first listed, on equal scores), and its track counts the
///    other in ``HandTrack/duplicates``.
/// 2. **Identity.** A hand with an ``Hand/id`` goes to the track of that
///    identity, or starts one; its label only votes for the track's
///    chirality. Hands without one never go to such tracks, nor the
///    reverse.
/// 3. **Continuity.** A hand may continue a track of its label, or, whatever
///    its label, one whose hand was seen in the frame before or at most
///    ``horizon`` seconds ago, when it lies within
///    ``reach`` hand sizes, plus ``reachGrowth`` hand sizes per second
///    since, but at most ``maximumReach``, of where the track's hand was.
///    Of all such pairs, the nearest
///    in hand sizes is taken first, a label that differs from the track's
///    chirality counting as ``labelPenalty`` hand sizes farther, and so
///    does a track not seen since before the frame before and more than
///    ``horizon`` ago; then the next nearest among the hands and tracks
///    left, and so on. Of pairs exactly as near, the hand the frame lists
///    first goes first, to the track that comes first in ``tracks``.
/// 4. **Return.** A hand left over goes to the nearest track left whose
///    chirality is its label, however long ago and far away that track's
///    hand was seen: a hand that leaves keeps its state until it returns.
/// 5. **New tracks.** A hand left over after that starts a track, in the
///    frame's order.
///
/// Labels are first made anatomical
/// (``GestureConfiguration/Hands-swift.struct/labels``). A track is
/// confirmed at once when its first hand scores at least
/// ``GestureConfiguration/Hands-swift.struct/confirmationScore``, or once
/// it has been followed for
/// ``GestureConfiguration/Hands-swift.struct/confirmationTime``; until then
/// it is tentative, and a tentative track that misses a frame is
/// forgotten. Confirmed tracks come first in ``tracks``, in the order they
/// were confirmed, and are never forgotten.
///
/// Distances are between reference points, each hand's palm point (the
/// mean of its wrist and knuckles) or, without them, its first joint with a
/// finite position, in raw normalized units; a hand's size is its longest
/// palm segment in the same units or, without one, half the diagonal of
/// the box its joints span. A hand whose size cannot be measured (a single
/// joint) is taken to be the
/// size its track's hand had when last measured (rule 3), or that of the
/// track last seen nearest it (rule 1); without any, it continues a track
/// only by rule 2 or 4, and is nobody's duplicate.
struct TrackTable: Sendable {
  /// How far from where a track's hand was, in hand sizes, a hand may
  /// continue it in the very next instant: re-detected in the next frame,
  /// a hand's wrist lies well within a palm's length of where it was,
  /// while the user's other hand, or another person's, rarely comes that
  /// near.
  static let reach = 1.0
  /// How fast the reach grows with the time since the track's hand was
  /// seen, in hand sizes per second: about 1 m/s for a palm of 9 cm, a
  /// brisk movement of the hand.
  static let reachGrowth = 10.0
  /// The farthest the reach grows, in hand sizes: a hand that comes back
  /// soon within two palm lengths of where a track's hand left is taken
  /// for it whatever its label (a tracker re-detecting a hand decides its
  /// label anew, and often wrongly at first), while a hand that enters
  /// farther away with another label is another hand.
  static let maximumReach = 2.0
  /// How long ago, in seconds, a track's hand may have been seen for a
  /// hand of another label to continue it, unless it was seen in the frame
  /// before: a tracker that loses a hand for a few frames (a blink, at 15
  /// to 30 fps) and finds it again may label it anew, but a hand away for
  /// longer was detected afresh, and a label that differs then names
  /// another hand. (Without a frame between, the tracker saw no hand
  /// leave, whatever the time.)
  static let horizon = 0.25
  /// How much farther, in hand sizes, a track seems to a hand whose label
  /// differs from its chirality: as far as the reach itself, so that of
  /// two hands near a track the one of its chirality wins, as when two
  /// hands cross. A track whose hand has been away longer than the
  /// ``horizon`` seems as much farther again: a hand that was just seen
  /// where this one is is likelier the same than one that left a while
  /// ago.
  static let labelPenalty = 1.0

  /// The settings the matching follows.
  let settings: GestureConfiguration.Hands
  /// Every track: the confirmed ones first, in the order they were
  /// confirmed, then the tentative ones.
  ///
  /// Tracks are added, removed and moved only by ``add(_:)``,
  /// ``remove(at:)`` and ``confirm(at:)``, which forget ``knownSole``, as
  /// does a vote that renames a track (a track given its own chirality's
  /// label, as on the steady path, keeps it).
  var tracks: [HandTrack] = []
  /// The only track of each chirality, kept while no track is added,
  /// removed, moved or renamed.
  var knownSole = SoleTracks.stale
  /// The number of confirmed tracks, at the start of ``tracks``.
  private(set) var confirmedCount = 0
  /// What the matching knows of each of the frame's hands, kept from frame
  /// to frame so that a frame allocates nothing once it has grown.
  var slots: [Slot] = []
  /// The index of the current frame, counted from 0.
  private(set) var frame = -1

  /// What the matching knows of one hand of the frame.
  struct Slot {
    /// The hand's anatomical label; `both` taken as unknown.
    var label: Chirality
    /// The hand's reference point, if it has one.
    var position: Point?
    /// The hand's size, once measured: `nil` before, `.some(nil)` when
    /// it cannot be.
    var size: Double??
    /// Whether the hand carries a tracker's identity.
    var hasID = false
    /// The track the hand went to, or -1.
    var track = -1
    /// Whether the hand was dropped as a duplicate of another.
    var isDropped = false
    /// How many hands were dropped as its duplicates.
    var duplicates = 0
  }

  /// Creates a table without tracks.
  ///
  /// - Parameter settings: The configuration's hand settings.
  init(settings: GestureConfiguration.Hands) {
    self.settings = settings
  }

  /// Matches a frame's hands to tracks, creating, confirming and
  /// forgetting tracks as the rules say.
  ///
  /// Sets each confirmed track's ``HandTrack/hand`` for this frame (-1
  /// when none of the frame's hands is its) and ``HandTrack/duplicates``.
  ///
  /// - Parameters:
  ///   - hands: The frame's hands.
  ///   - time: The frame's time, in seconds.
  /// - Returns: How many tracks were confirmed on this frame: the last
  ///   ones of the confirmed tracks.
  /// - Complexity: O(*h*² × (*t* + 21)) for *h* hands and *t* tracks.
  mutating func assign(
    _ hands: UnsafeBufferPointer<Hand>,
    time: Double
  ) -> Int {
    let confirmedBefore = confirmedCount
    frame += 1
    let frame = frame
    let labels = settings.labels
    let duplicateDistance = settings.duplicateDistance
    if case .stale = knownSole {
      knownSole = SoleTracks(tracks.withUnsafeBufferPointer(Self.soleTracks))
    }
    let known = knownSole
    let steady = tracks.withUnsafeMutableBufferPointer { tracks in
      Self.clearHands(tracks)
      assert(
        known == SoleTracks(Self.soleTracks(UnsafeBufferPointer(tracks))),
        "The only track of each chirality, kept, is not the one counted."
      )
      // One hand and one track take the path below, which measures less.
      if hands.count == 1, tracks.count == 1 { return false }
      guard let sole = known.sole else { return false }
      return Self.matchSteady(
        hands,
        tracks: tracks,
        sole: sole,
        labels: labels,
        duplicateDistance: duplicateDistance,
        time: time,
        frame: frame
      )
    }
    if steady {
      confirm(hands, time: time)
      return confirmedCount - confirmedBefore
    }
    matchByRules(hands, time: time)
    confirm(hands, time: time)
    return confirmedCount - confirmedBefore
  }

  /// Matches a frame's hands to tracks by the rules, where the steady
  /// path did not: sets each matched track's hand and duplicates, records
  /// what it saw, and adds a tentative track for each hand left.
  @inline(never)
  private mutating func matchByRules(
    _ hands: UnsafeBufferPointer<Hand>,
    time: Double
  ) {
    // One hand, one track of its label: the only match there is.
    if hands.count == 1, tracks.count == 1,
      !tracks[0].hasID, hands[0].id == nil,
      tracks[0].chirality
        == Self.label(hands[0].chirality, labels: settings.labels)
    {
      let position = Self.referencePoint(
        of: hands.baseAddress.unsafelyUnwrapped
      )
      tracks[0].hand = 0
      see(
        track: 0,
        hand: hands.baseAddress.unsafelyUnwrapped,
        label: tracks[0].chirality,
        position: position,
        size: nil,
        time: time
      )
      return
    }
    slots.removeAll(keepingCapacity: true)
    for index in hands.indices {
      slots.append(
        Slot(
          label: Self.label(hands[index].chirality, labels: settings.labels),
          position: Self.referencePoint(
            of: hands.baseAddress.unsafelyUnwrapped + index
          ),
          hasID: hands[index].id != nil
        )
      )
    }
    if hands.count > 1, settings.duplicateDistance > 0 {
      dropDuplicates(hands)
    }
    if !matchByLabels(hands, time: time) {
      matchIdentities(hands)
      matchContinuations(hands, time: time)
      matchReturns(hands)
    }
    for index in slots.indices where !slots[index].isDropped {
      let slot = slots[index]
      if slot.track >= 0 {
        tracks[slot.track].hand = index
        tracks[slot.track].duplicates = slot.duplicates
        see(
          track: slot.track,
          hand: hands.baseAddress.unsafelyUnwrapped + index,
          label: slot.label,
          position: slot.position,
          size: slot.size,
          time: time
        )
      } else {
        var track = HandTrack(
          id: hands[index].id,
          label: slot.label,
          position: slot.position,
          time: time,
          frame: frame
        )
        track.hand = index
        track.duplicates = slot.duplicates
        track.size =
          slot.size
          ?? Self.size(of: hands.baseAddress.unsafelyUnwrapped + index)
        add(track)
      }
    }
  }

  /// Records that a track's hand was seen on this frame.
  ///
  /// - Parameters:
  ///   - index: The track.
  ///   - hand: The track's hand in this frame.
  ///   - label: The hand's anatomical label.
  ///   - position: The hand's reference point, if it has one.
  ///   - size: The hand's size, if the matching measured it (`.some(nil)`
  ///     when it cannot be measured); a track that has no size yet has it
  ///     measured.
  ///   - time: The frame's time, in seconds.
  private mutating func see(
    track index: Int,
    hand: UnsafePointer<Hand>,
    label: Chirality,
    position: Point?,
    size: Double??,
    time: Double
  ) {
    if tracks[index].vote.record(label, time: time) { forgetSoleTracks() }
    if let position { tracks[index].lastPosition = position }
    tracks[index].lastSeen = time
    tracks[index].lastSeenFrame = frame
    let measured: Double? =
      if let size {
        size
      } else if tracks[index].size == nil {
        Self.size(of: hand)
      } else {
        nil
      }
    if let measured { tracks[index].size = measured }
  }

  /// Confirms the tentative tracks whose time has come, moving each to the
  /// end of the confirmed ones, and forgets those that missed this frame.
  @inline(__always)
  private mutating func confirm(
    _ hands: UnsafeBufferPointer<Hand>,
    time: Double
  ) {
    // Most frames have no tentative track: no call then.
    if confirmedCount < tracks.count { confirmTentative(hands, time: time) }
  }

  /// ``confirm(_:time:)`` when there are tentative tracks.
  @inline(never)
  private mutating func confirmTentative(
    _ hands: UnsafeBufferPointer<Hand>,
    time: Double
  ) {
    var index = confirmedCount
    while index < tracks.count {
      guard case .tentative(let since) = tracks[index].confirmation else {
        preconditionFailure("Internal inconsistency: a confirmed track")
      }
      let hand = tracks[index].hand
      guard hand >= 0 else {
        remove(at: index)
        continue
      }
      if hands[hand].score >= settings.confirmationScore
        || (time - since).reaches(settings.confirmationTime)
      {
        confirm(at: index)
      }
      index += 1
    }
  }

  /// Adds a track after the others.
  private mutating func add(_ track: HandTrack) {
    forgetSoleTracks()
    tracks.append(track)
  }

  /// Forgets a tentative track.
  private mutating func remove(at index: Int) {
    forgetSoleTracks()
    tracks.remove(at: index)
  }

  /// Confirms a tentative track, moving it to the end of the confirmed
  /// ones.
  private mutating func confirm(at index: Int) {
    forgetSoleTracks()
    var track = tracks.remove(at: index)
    track.confirmation = .confirmed
    tracks.insert(track, at: confirmedCount)
    confirmedCount += 1
  }

  /// Matches the hands that carry an identity to the tracks of it.
  private mutating func matchIdentities(_ hands: UnsafeBufferPointer<Hand>) {
    for index in slots.indices
    where !slots[index].isDropped && slots[index].hasID {
      guard let id = hands[index].id else { continue }
      for track in tracks.indices
      where tracks[track].hasID && tracks[track].hand < 0
        && tracks[track].id == id
      {
        slots[index].track = track
        tracks[track].hand = index
        break
      }
    }
  }

  /// Matches hands to the tracks they continue (rule 3), nearest first.
  private mutating func matchContinuations(
    _ hands: UnsafeBufferPointer<Hand>,
    time: Double
  ) {
    while true {
      var best = (cost: Double.infinity, slot: -1, track: -1)
      for index in slots.indices
      where !slots[index].isDropped && slots[index].track < 0
        && !slots[index].hasID
      {
        guard let position = slots[index].position else { continue }
        let handSize = size(of: index, in: hands)
        for track in tracks.indices {
          guard
            let cost = continuationCost(
              slot: index,
              at: position,
              size: handSize,
              track: track,
              time: time
            ), cost < best.cost
          else { continue }
          best = (cost, index, track)
        }
      }
      guard best.slot >= 0 else { return }
      slots[best.slot].track = best.track
      tracks[best.track].hand = best.slot
    }
  }

  /// The cost of a hand's continuing a track (rule 3), in hand sizes, or
  /// `nil` when it may not.
  private func continuationCost(
    slot index: Int,
    at position: Point,
    size handSize: Double?,
    track: Int,
    time: Double
  ) -> Double? {
    guard tracks[track].hand < 0, !tracks[track].hasID else { return nil }
    let elapsed = time - tracks[track].lastSeen
    let sameLabel = slots[index].label == tracks[track].chirality
    let isRecent =
      elapsed <= Self.horizon || tracks[track].lastSeenFrame == frame - 1
    guard sameLabel || isRecent,
      let last = tracks[track].lastPosition,
      let size = handSize ?? tracks[track].size
    else { return nil }
    let distance = Self.gap(position, last) / size
    guard distance <= Self.reach(after: elapsed) else { return nil }
    return distance + (sameLabel ? 0 : Self.labelPenalty)
      + (isRecent ? 0 : Self.labelPenalty)
  }

  /// Matches the hands left to the tracks of their label (rule 4),
  /// nearest first.
  private mutating func matchReturns(_ hands: UnsafeBufferPointer<Hand>) {
    while true {
      var best: (distance: Double, slot: Int, track: Int)?
      for index in slots.indices
      where !slots[index].isDropped && slots[index].track < 0
        && !slots[index].hasID
      {
        for track in tracks.indices
        where tracks[track].hand < 0 && !tracks[track].hasID
          && tracks[track].chirality == slots[index].label
        {
          let distance = Self.distance(
            from: slots[index].position,
            to: tracks[track].lastPosition
          )
          if best.map({ distance < $0.distance }) ?? true {
            best = (distance, index, track)
          }
        }
      }
      guard let best else { return }
      slots[best.slot].track = best.track
      tracks[best.track].hand = best.slot
    }
  }

  /// The size of a hand of the frame, measured once.
  mutating func size(
    of index: Int,
    in hands: UnsafeBufferPointer<Hand>
  ) -> Double? {
    if let size = slots[index].size { return size }
    let size = Self.size(of: hands.baseAddress.unsafelyUnwrapped + index)
    slots[index].size = .some(size)
    return size
  }

  /// A hand's label, made anatomical; `both` is taken as unknown.
  @inline(__always)
  static func label(
    _ label: Chirality,
    labels: GestureConfiguration.Hands.Labels
  ) -> Chirality {
    let label = labels.anatomical(label)
    return label == .both ? .unknown : label
  }

  /// The distance from a hand's reference point to a track's last one, or
  /// the largest finite value when either is unknown.
  static func distance(from position: Point?, to last: Point?)
    -> Double
  {
    guard let position, let last else { return .greatestFiniteMagnitude }
    return gap(position, last)
  }
}
