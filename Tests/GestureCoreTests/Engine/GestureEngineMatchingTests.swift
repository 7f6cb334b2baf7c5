import GestureCore
import Testing

/// `GestureEngine` matches each frame's hands to tracks as its
/// documentation says, checked against a model of the rules for hands
/// whose size cannot be measured (one finite joint, or two at one point),
/// which only their label and position match: over random frames with hands of every chirality,
/// several of one chirality at once, hands that come and go, and reference
/// points that are missing or not finite. `HandIdentityTests` checks the
/// rules that read a hand's size.
@Suite("GestureEngine: hands matched to tracks")
struct GestureEngineMatchingTests {
  /// The documented rules for hands without a size, written plainly: of
  /// the pairs of a hand and a track of its label that no other hand took,
  /// the nearest goes first (on a tie, the hand listed first, then the
  /// track first made), then the nearest of those left, and so on; each
  /// hand left starts a new track, in the frame's order.
  struct Model {
    struct Track {
      var chirality: Chirality
      var lastPosition: Point?
    }

    var tracks: [Track] = []

    /// Returns, for each track, the index of the frame's hand it matched,
    /// or `nil`.
    mutating func match(_ hands: [Hand]) -> [Int?] {
      var matched: [Int?] = Array(repeating: nil, count: tracks.count)
      var handTrack: [Int?] = Array(repeating: nil, count: hands.count)
      let positions = hands.map(Self.referencePoint(of:))
      while true {
        var best: (distance: Double, hand: Int, track: Int)?
        for handIndex in hands.indices where handTrack[handIndex] == nil {
          for track in tracks.indices
          where matched[track] == nil
            && tracks[track].chirality == hands[handIndex].chirality
          {
            let distance = Self.distance(
              positions[handIndex],
              tracks[track].lastPosition
            )
            if best.map({ distance < $0.distance }) ?? true {
              best = (distance, handIndex, track)
            }
          }
        }
        guard let best else { break }
        matched[best.track] = best.hand
        handTrack[best.hand] = best.track
      }
      for (handIndex, hand) in hands.enumerated() {
        if let track = handTrack[handIndex] {
          if let position = positions[handIndex] {
            tracks[track].lastPosition = position
          }
        } else {
          tracks.append(
            Track(chirality: hand.chirality, lastPosition: positions[handIndex])
          )
          matched.append(handIndex)
        }
      }
      return matched
    }

    /// A hand's wrist (its only palm joint here), or its first joint with
    /// a finite position.
    static func referencePoint(of hand: Hand) -> Point? {
      hand.joints.first { $0.landmark.position.isFinite }?.landmark.position
    }

    static func distance(_ a: Point?, _ b: Point?) -> Double {
      guard let a, let b else { return .greatestFiniteMagnitude }
      return a.distance(to: b)
    }
  }

  @Test("matches as the documented rule over thousands of random frames")
  func randomFrames() throws {
    var random = SplitMix64(seed: 0x7_2AC5)
    let chiralities: [Chirality] = [.left, .right, .unknown]
    for run in 0..<40 {
      var engine = GestureEngine()
      var model = Model()
      var events: [GestureEvent] = []
      // Some runs keep one hand per chirality, as most apps see; the
      // others mix several of one chirality.
      let mixes = run % 2 == 1
      for frameIndex in 0..<150 {
        let count = Int.random(in: 0...(mixes ? 4 : 2), using: &random)
        var kinds = chiralities.shuffled(using: &random)
        if mixes {
          kinds = (0..<count).map { _ in pick(chiralities, &random) }
        }
        let hands = (0..<count).map { handIndex in
          Self.hand(
            chirality: kinds[handIndex % kinds.count],
            tip: Point(x: Double(handIndex + 1) / 8, y: 0.5),
            using: &random
          )
        }
        let expected = model.match(hands)
        events.removeAll(keepingCapacity: true)
        engine.process(
          Frame(time: Double(frameIndex) / 30, hands: hands),
          into: &events
        )
        let diagnostics = engine.diagnostics
        try #require(
          diagnostics.count == model.tracks.count,
          "run \(run), frame \(frameIndex)"
        )
        for (track, handIndex) in expected.enumerated() {
          #expect(diagnostics[track].hand == model.tracks[track].chirality)
          // Each hand of a frame has its own index tip, so the tracked
          // point names the hand the track ran on.
          #expect(
            diagnostics[track].trackedPoint
              == handIndex.map { Point(x: Double($0 + 1) / 8, y: 0.5) },
            "run \(run), frame \(frameIndex), track \(track)"
          )
        }
      }
    }
  }

  /// A hand with its index tip at `tip` and its wrist at the same point,
  /// missing, or not finite: a hand whose size cannot be measured (its
  /// finite joints span no box), which only its label and position match.
  static func hand(
    chirality: Chirality,
    tip: Point,
    using random: inout SplitMix64
  ) -> Hand {
    var hand = Hand(chirality: chirality)
    hand[.indexTip] = Landmark(position: tip)
    switch Int.random(in: 0..<10, using: &random) {
    case 0: break
    case 1: hand[.wrist] = Landmark(x: .nan, y: 0.5)
    case 2: hand[.wrist] = Landmark(x: 0.5, y: .infinity)
    default: hand[.wrist] = Landmark(position: tip)
    }
    return hand
  }
}
