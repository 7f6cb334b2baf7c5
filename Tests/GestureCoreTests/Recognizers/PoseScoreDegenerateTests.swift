import Testing

@testable import GestureCore

/// A pose's score where a margin has nothing to measure against: a digit
/// of no length, a thumb of no length, thresholds with no band between
/// them, a tolerance too small to leave a cosine below 1. Each gives a
/// number from 0 to 1, never NaN (which the score's cap would read as 1).
@Suite("PoseDescription.score, degenerate")
struct PoseScoreDegenerateTests {
  typealias Measures = PoseClassifier.Measures

  static func score(
    _ description: PoseDescription,
    _ measures: Measures,
    settings: GestureConfiguration.Poses = .init()
  ) -> Double {
    description.score(of: measures, settings: settings)
  }

  @Test("a digit of no length points nowhere: its direction scores 0")
  func digitOfNoLength() {
    let pointing = PoseDescription(
      name: "p",
      pointing: [.init(.index, .up, within: 60)]
    )
    let still = PoseScoreTests.measures(vector: .zero)
    #expect(Self.score(pointing, still) == 0)
    // Pointing straight up, the same description scores 1.
    #expect(Self.score(pointing, PoseScoreTests.measures()) == 1)
  }

  @Test("a tolerance whose cosine rounds to 1 scores 0, not a division by 0")
  func toleranceTooSmall() {
    let pointing = PoseDescription(
      name: "p",
      pointing: [.init(.index, .up, within: 1e-9)]
    )
    #expect(Self.score(pointing, PoseScoreTests.measures()) == 0)
  }

  @Test("a thumb of no length scores no touch; the rest still scores")
  func thumbOfNoLength() {
    var measures = PoseScoreTests.measures(touch: 0.5)
    measures.thumbLength = 0
    let touching = PoseDescription(
      name: "p",
      touches: [.init(.middle, isTouching: true)]
    )
    #expect(Self.score(touching, measures) == 1)
    let apart = PoseDescription(
      name: "p",
      touches: [.init(.middle, isTouching: false)]
    )
    #expect(Self.score(apart, measures) == 1)
    let withFinger = PoseDescription(
      name: "p",
      index: .extended,
      touches: [.init(.middle, isTouching: true)]
    )
    // An index finger at 1.5 over an extended threshold of 1.2, in bands
    // of 0.2: capped at 1; at 1.3, half a band.
    #expect(Self.score(withFinger, measures) == 1)
    measures.reaches.0 = 1.3
    #expect(abs(Self.score(withFinger, measures) - 0.5) < 1e-12)
  }

  @Test(
    "thresholds with no band between them score in bands of 1",
    arguments: zip([1.2, 1.45, 1.7, 3], [0, 0.25, 0.5, 1])
  )
  func equalThresholds(ratio: Double, expected: Double) {
    let settings = GestureConfiguration.Poses(
      fingerExtendedRatio: 1.2,
      fingerCurledRatio: 1.2
    )
    let description = PoseDescription(name: "p", index: .extended)
    let score = Self.score(
      description,
      PoseScoreTests.measures(ratio: ratio),
      settings: settings
    )
    #expect(abs(score - expected) < 1e-12, "\(ratio)")
  }
}
