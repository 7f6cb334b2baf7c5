/// What a ``GestureEngine`` keeps of one track to match the next frames'
/// hands to it: its identity, its chirality, and where, how big and when
/// its hand was last seen.
struct HandTrack: Sendable {
  /// Whether a track's gestures count yet.
  enum Confirmation: Sendable {
    /// A new track, followed since a time, in seconds, but not yet trusted:
    /// it reports nothing, and is forgotten if it misses a frame.
    case tentative(since: Double)
    /// A trusted track, with a ``HandGestureEngine`` of its own.
    case confirmed
  }

  /// The tracker's identity for the track's hand, if it gives one.
  let id: HandID?
  /// Whether ``id`` is not `nil`, read without copying it.
  let hasID: Bool
  /// The labels of the track's hand, and the chirality they give it.
  var vote: ChiralityVote
  /// Where the track's hand was last seen: its palm point, or its first
  /// joint with a finite position, in raw normalized units.
  var lastPosition: Point?
  /// The time the track's hand was last seen, in seconds.
  var lastSeen: Double
  /// The index of the frame in which the track's hand was last seen.
  var lastSeenFrame: Int
  /// The size of the track's hand when it was last measured, in raw
  /// normalized units, if it ever was.
  var size: Double?
  /// Whether the track's gestures count yet.
  var confirmation: Confirmation
  /// The index of the current frame's hand that the track matched, or -1.
  var hand = -1
  /// How many other hands of the current frame were dropped as duplicates
  /// of the track's hand.
  var duplicates = 0

  /// The chirality the track reports: its hand's most frequent recent
  /// label.
  var chirality: Chirality { vote.chirality }

  /// Creates a tentative track for a hand first seen now.
  ///
  /// - Parameters:
  ///   - id: The tracker's identity for the hand, if any.
  ///   - label: The hand's anatomical label.
  ///   - position: The hand's reference point, if it has one.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  init(
    id: HandID?,
    label: Chirality,
    position: Point?,
    time: Double,
    frame: Int
  ) {
    self.id = id
    hasID = id != nil
    vote = ChiralityVote(label, time: time)
    lastPosition = position
    lastSeen = time
    lastSeenFrame = frame
    confirmation = .tentative(since: time)
  }
}
