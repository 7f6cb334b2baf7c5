import GestureCore

/// One hand of a replay's timeline, as the plot and the viewer give it a
/// section of its own: its chirality and, when tracks are reported, its
/// track, so that two hands of one name (two `unknown` hands) are drawn
/// apart rather than on top of each other.
struct TimelineHand: Hashable, Sendable {
  /// The hand's chirality, as its diagnostics and events name it.
  var hand: Chirality
  /// The hand's track (`HandDiagnostics.track`), `nil` unless
  /// `hands.reportsTracks` is on.
  var track: Int?

  /// The hand a timeline entry is of.
  ///
  /// - Parameter entry: A hand's diagnostics at a frame.
  init(_ entry: HandDiagnostics) {
    hand = entry.hand
    track = entry.track
  }

  /// The hands of a timeline, in the order they first appear in it.
  ///
  /// - Parameter timeline: A replay's timeline.
  /// - Returns: Each hand once.
  /// - Complexity: O(*n* × *h*) for *n* entries and *h* hands.
  static func inOrder(_ timeline: [HandDiagnostics]) -> [TimelineHand] {
    var hands: [TimelineHand] = []
    for entry in timeline where !hands.contains(TimelineHand(entry)) {
      hands.append(TimelineHand(entry))
    }
    return hands
  }

  /// The section's heading: `right hand`, or `unknown hand, track 1`.
  var title: String {
    "\(hand.rawValue) hand" + (track.map { ", track \($0)" } ?? "")
  }

  /// Whether a timeline entry is of this hand.
  ///
  /// - Parameter entry: A hand's diagnostics at a frame.
  /// - Returns: `true` if its chirality and track are this hand's.
  func owns(_ entry: HandDiagnostics) -> Bool {
    entry.hand == hand && entry.track == track
  }

  /// Whether an event is of this hand: events of both hands are not.
  ///
  /// - Parameter event: An event of the replay.
  /// - Returns: `true` if its chirality and track are this hand's.
  func owns(_ event: GestureEvent) -> Bool {
    event.hand == hand && event.track == track
  }
}
