import Testing

@testable import GestureCore

/// A hand's quick gate check, `clears(_:)`, which reads the lowest
/// confidence the hand keeps as its joints are set, says what checking
/// every joint with a finite position says, after every change.
@Suite("Hand: the gate check against every joint")
struct HandGateTests {
  static let confidences = [0, 0.25, 0.5, 0.75, 1, .nan]
  static let gates = [0, 0.25, 0.5, 0.75, 1].map {
    ConfidenceGate(minimumConfidence: $0)
  }

  /// Whether every joint with a finite position passes the gate.
  static func everyJointPasses(_ hand: Hand, _ gate: ConfidenceGate) -> Bool {
    hand.joints.allSatisfy { _, landmark in
      !landmark.position.isFinite
        || landmark.confidence >= gate.minimumConfidence
    }
  }

  @Test("after every joint set, raised, lowered, made not finite or removed")
  func randomChanges() throws {
    var random = SplitMix64(seed: 0x6A7E)
    for run in 0..<200 {
      var hand = Hand()
      for change in 0..<60 {
        let joint = Joint.allCases.randomElement(using: &random)!
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          hand[joint] = nil
        case 1:
          hand[joint] = Landmark(x: .nan, y: 0.5)
        default:
          hand[joint] = Landmark(
            x: 0.5,
            y: 0.5,
            confidence: Self.confidences.randomElement(using: &random)!
          )
        }
        // The first disagreement stops the test: the ones after it follow
        // from the same wrong lowest confidence.
        for gate in Self.gates {
          try #require(
            hand.clears(gate) == Self.everyJointPasses(hand, gate),
            "run \(run), change \(change), gate \(gate.minimumConfidence)"
          )
        }
      }
    }
  }

  @Test("the lowest joint raised to the next lowest clears the next gate")
  func lowestRaised() {
    var hand = Hand()
    hand[.wrist] = Landmark(x: 0.5, y: 0.5, confidence: 0.5)
    hand[.indexTip] = Landmark(x: 0.5, y: 0.25, confidence: 0.75)
    let gate = ConfidenceGate(minimumConfidence: 0.75)
    #expect(!hand.clears(gate))
    hand[.wrist] = Landmark(x: 0.5, y: 0.5, confidence: 1)
    #expect(hand.clears(gate))
  }
}
