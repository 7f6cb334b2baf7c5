import GestureCore

/// Checks that a stream of events pairs up hand by hand: under each name,
/// a gesture that begins ends (or is cancelled) under the same name before
/// it begins again, `changed` comes only while it is under way, and `hand
/// found` and `hand lost` alternate. A name is the hand's chirality and,
/// when events carry it, its track, as an app tells hands apart. Events
/// that name both hands, and single events (`recognized`), are not paired.
struct EventNesting {
  /// What events name a hand by: its chirality, and its track if reported.
  private struct Name: Hashable, CustomStringConvertible {
    var hand: Chirality
    var track: Int?

    var description: String {
      "\(hand)" + (track.map { " track \($0)" } ?? "")
    }
  }

  /// What a gesture under way is told apart by: its gesture, and the
  /// finger a pinch, hold or double pinch names.
  private struct Key: Hashable {
    var gesture: Gesture
    var finger: Finger?
  }

  /// The gestures under way, by the name of the hand.
  private var open: [Name: Set<Key>] = [:]
  /// Whether each name's hand is present, once it has been found.
  private var present: [Name: Bool] = [:]
  /// What did not pair, in words.
  private(set) var violations: [String] = []

  /// Reads events in their order.
  mutating func read(_ events: [GestureEvent]) {
    for event in events where event.hand != .both {
      read(event)
    }
  }

  private mutating func read(_ event: GestureEvent) {
    let name = Name(hand: event.hand, track: event.track)
    let place = "frame \(event.frame): \(name) \(event.gesture.rawValue)"
    if event.gesture == .hand {
      let wasPresent = present[name] ?? false
      if event.phase == .found, wasPresent {
        violations.append("\(place) found twice")
      }
      if event.phase == .lost, !wasPresent {
        violations.append("\(place) lost while not present")
      }
      present[name] = event.phase == .found
      return
    }
    let key = Key(gesture: event.gesture, finger: event.finger)
    let isOpen = open[name, default: []].contains(key)
    switch event.phase {
    case .began:
      if isOpen { violations.append("\(place) began twice") }
      open[name, default: []].insert(key)
    case .changed:
      if !isOpen { violations.append("\(place) changed, not under way") }
    case .ended, .cancelled:
      if !isOpen {
        violations.append("\(place) \(event.phase) without its began")
      }
      open[name, default: []].remove(key)
    case .found, .lost, .recognized:
      break
    }
  }
}
