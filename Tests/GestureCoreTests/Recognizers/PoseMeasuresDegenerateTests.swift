import Testing

@testable import GestureCore

/// The exact reading's distances on hands with two joints in one place:
/// a distance the rules divide by that is zero makes the hand unreadable,
/// and a thumb of no length stands out past nothing.
///
/// The quick reading gives way to the exact one on such hands, so
/// comparing the two (``PoseClassifierQuickTests``) cannot tell what the
/// exact reading does with them; these tests say it.
@Suite("PoseClassifier measures of coincident joints")
struct PoseMeasuresDegenerateTests {
  /// An open hand with one joint moved onto another.
  static func hand(moving joint: Joint, onto other: Joint) -> Hand {
    var hand = PoseHands.hand(PoseHands.joints("eeeee"))
    hand[joint] = hand[other]
    return hand
  }

  /// A hand's measures, in full and as far as a score reads.
  static func measures(
    _ hand: Hand
  ) -> (full: PoseClassifier.Measures?, score: PoseClassifier.Measures?) {
    PoseScoreTests.bothMeasures(of: hand, settings: .init())
  }

  @Test(
    "a zero distance the rules divide by makes the hand unreadable",
    arguments: [
      // The thumb's base (its MP joint to the little knuckle).
      (Joint.thumbMP, Joint.littleMCP),
      // Each finger's PIP joint on the wrist: the base of its ratio.
      (.indexPIP, .wrist), (.middlePIP, .wrist), (.ringPIP, .wrist),
      (.littlePIP, .wrist),
      // The middle knuckle on the wrist: the palm's length.
      (.middleMCP, .wrist),
    ]
  )
  func zeroDivisor(joint: Joint, other: Joint) {
    let hand = Self.hand(moving: joint, onto: other)
    let (full, score) = Self.measures(hand)
    #expect(full == nil)
    #expect(score == nil)
    #expect(PoseClassifier(settings: .init()).shape(of: hand) == nil)
  }

  @Test("the hand is readable up to those zeros: a control")
  func control() throws {
    let (full, score) = Self.measures(PoseHands.hand(PoseHands.joints("eeeee")))
    let measures = try #require(full)
    #expect(score != nil)
    #expect(measures.thumbBase > 0)
    #expect(measures.thumbLength > 0)
    #expect(measures.thumbStandOut.isFinite)
  }

  @Test("a thumb tip on its MP joint has no length and stands out past nothing")
  func thumbOfNoLength() throws {
    let (full, score) = Self.measures(
      Self.hand(moving: .thumbTip, onto: .thumbMP)
    )
    let measures = try #require(full)
    #expect(measures.thumbLength == 0)
    #expect(measures.thumbStandOut == -.infinity)
    // A score reads no stand-out: 0, as for every hand.
    #expect(try #require(score).thumbStandOut == 0)
  }
}
