import GestureCore
import GestureReplay

/// A tracker's identity glitches injected into a trace of one hand: labels
/// that flip for three frames, and the hand reported twice for three
/// frames, as MediaPipe does (issue #25).
///
/// Flips are placed where the tracker follows the hand: each run's first
/// frame comes right after a frame that shows the hand. (A hand that comes
/// back after more than 0.25 s, or more than two palm sizes from where
/// it left, with another label is another hand by design; see
/// `TrackTable`.) A duplicate is a copy of the hand 0.003 to the right
/// (the distance of the example), labelled as the other hand,
/// scoring 0.9 times as much, so that the original is the one kept.
struct IdentityInjection {
  /// What to inject.
  enum Kind: String, CaseIterable, Sendable {
    /// Two 3-frame label flips.
    case flips
    /// Two 3-frame duplicates, after the hand.
    case duplicates
    /// Both, each duplicate frame's hands in a random order.
    case both
  }

  /// The frames each glitch lasts.
  static let length = 3
  /// How far a duplicate lies from its hand, in raw normalized x.
  static let offset = 0.003

  private var random: SplitMix64

  /// Creates an injector.
  ///
  /// - Parameter seed: The seed of its SplitMix64 generator.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Returns the trace with the glitches injected, or `nil` when it has
  /// no room for two runs of each.
  ///
  /// - Parameters:
  ///   - kind: What to inject.
  ///   - trace: A trace whose frames show one hand at most.
  /// - Returns: The trace with the glitches, or `nil`.
  mutating func inject(_ kind: Kind, into trace: Trace) -> Trace? {
    var frames = trace.frames
    let shows = frames.map { $0.hands.count == 1 }
    if kind != .duplicates {
      let starts = shows.indices.filter { start in
        start > 0 && start + Self.length <= shows.count
          && shows[(start - 1)..<(start + Self.length)].allSatisfy { $0 }
      }
      guard let runs = pickRuns(from: starts) else { return nil }
      for frame in runs.flatMap({ $0..<($0 + Self.length) }) {
        frames[frame].hands[0].chirality = Self.other(
          frames[frame].hands[0].chirality
        )
      }
    }
    if kind != .flips {
      let starts = shows.indices.filter { start in
        start + Self.length <= shows.count
          && (start..<(start + Self.length)).allSatisfy {
            shows[$0] && frames[$0].hands[0].score > 0
          }
      }
      guard let runs = pickRuns(from: starts) else { return nil }
      for frame in runs.flatMap({ $0..<($0 + Self.length) }) {
        frames[frame].hands.append(Self.duplicate(of: frames[frame].hands[0]))
        if kind == .both { frames[frame].hands.shuffle(using: &random) }
      }
    }
    var injected = trace
    injected.frames = frames
    return injected
  }

  /// Picks two runs that do not overlap, or `nil` when there are not two.
  private mutating func pickRuns(from starts: [Int]) -> [Int]? {
    guard let first = starts.randomElement(using: &random) else { return nil }
    let rest = starts.filter { abs($0 - first) >= Self.length }
    guard let second = rest.randomElement(using: &random) else { return nil }
    return [first, second]
  }

  /// The other label: left for right, right for left and unknown.
  static func other(_ chirality: Chirality) -> Chirality {
    chirality == .right ? .left : .right
  }

  /// The hand reported again, a little to the right, with the other label
  /// and a lower score.
  static func duplicate(of hand: Hand) -> Hand {
    var copy = hand
    copy.chirality = other(hand.chirality)
    copy.score = hand.score * 0.9
    for (joint, landmark) in hand.joints {
      var moved = landmark
      moved.position.x += offset
      copy[joint] = moved
    }
    return copy
  }
}
