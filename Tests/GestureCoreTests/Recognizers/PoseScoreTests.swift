import Testing

@testable import GestureCore

/// A pose's score at the edges of its bands: 0 on a threshold, the margin
/// in bands inside it, capped at 1.
@Suite("PoseDescription.score")
struct PoseScoreTests {
  /// Distances with every finger at a wrist ratio of `ratio` (PIP 1 from
  /// the wrist), the thumb at `thumbRatio`, its tip `touch` thumb lengths
  /// from each fingertip, and each digit pointing along `vector`.
  static func measures(
    ratio: Double = 1.5,
    thumbRatio: Double = 1.5,
    touch: Double = 1,
    vector: Point = Point(x: 0, y: -1)
  ) -> PoseClassifier.Measures {
    PoseClassifier.Measures(
      thumbReach: thumbRatio,
      thumbBase: 1,
      thumbLength: 1,
      thumbNearest: 1,
      touches: (touch, touch, touch, touch),
      thumbStandOut: 0,
      reaches: (ratio, ratio, ratio, ratio),
      bases: (1, 1, 1, 1),
      knuckleReaches: (2, 2, 2, 2),
      knuckleBases: (1, 1, 1, 1),
      longestKnuckle: 1,
      shortestKnuckle: 1,
      palmWidth: 0.8,
      palmLength: 1,
      vectors: (vector, vector, vector, vector, vector)
    )
  }

  static let settings = GestureConfiguration.Poses()

  /// A hand's measures, in the display frame with every joint passing
  /// the gate, in full and as far as a score reads.
  static func bothMeasures(
    of hand: Hand,
    settings: GestureConfiguration.Poses
  ) -> (full: PoseClassifier.Measures?, score: PoseClassifier.Measures?) {
    JointPoints.withPoints(
      of: hand,
      joints: PoseClassifier.joints,
      in: .mediaPipe,
      gate: ConfidenceGate(minimumConfidence: 0)
    ) {
      (
        PoseClassifier.measures(of: $0, settings: settings),
        PoseClassifier.scoreMeasures(of: $0, settings: settings)
      )
    }
  }

  @Test(
    "an extended finger scores its ratio's margin over 1.2, in bands of 0.2",
    arguments: zip([1.2, 1.25, 1.3, 1.4, 1.7, 1.1], [0, 0.25, 0.5, 1, 1, 0])
  )
  func finger(ratio: Double, expected: Double) {
    let description = PoseDescription(name: "p", index: .extended)
    let score = description.score(
      of: Self.measures(ratio: ratio),
      settings: Self.settings
    )
    #expect(abs(score - expected) < 1e-12, "\(ratio)")
  }

  @Test(
    "a curled or half-bent finger scores its distance inside its band",
    arguments: zip([0.9, 1.0, 1.05, 1.1, 1.2], [0.5, 0, 0.25, 0.5, 0])
  )
  func curledOrNeither(ratio: Double, expected: Double) {
    let description = PoseDescription(
      name: "p",
      ring: [.curled, .neither]
    )
    let score = description.score(
      of: Self.measures(ratio: ratio),
      settings: Self.settings
    )
    #expect(abs(score - expected) < 1e-12, "\(ratio)")
  }

  @Test("a direction scores 1 along its axis and 0 at its tolerance")
  func direction() {
    let description = PoseDescription(
      name: "p",
      pointing: [.init(.index, .up, within: 60)]
    )
    // cos 60° = 0.5: a vector at 60° from up scores 0, along up 1.
    let along = description.score(
      of: Self.measures(vector: Point(x: 0, y: -2)),
      settings: Self.settings
    )
    let atTolerance = description.score(
      of: Self.measures(vector: Point(x: 3.0.squareRoot(), y: -1)),
      settings: Self.settings
    )
    #expect(along == 1)
    #expect(abs(atTolerance) < 1e-12)
  }

  @Test(
    "a touch scores its distance inside the touching limit, and an apart one outside it",
    arguments: zip([0.25, 0.5, 0.75, 1.0], [0.5, 0, 0, 0])
  )
  func touch(distance: Double, touching: Double) {
    // The limit is half the thumb's length (0.5 here).
    let mustTouch = PoseDescription(
      name: "p",
      touches: [.init(.middle, isTouching: true)]
    )
    let mustNot = PoseDescription(
      name: "p",
      touches: [.init(.middle, isTouching: false)]
    )
    let measures = Self.measures(touch: distance)
    #expect(
      abs(mustTouch.score(of: measures, settings: Self.settings) - touching)
        < 1e-12
    )
    let apart = min(1, max(0, (distance - 0.5) / 0.5))
    #expect(
      abs(mustNot.score(of: measures, settings: Self.settings) - apart) < 1e-12
    )
  }

  @Test("a description that asks nothing scores 1; the least margin wins")
  func leastMargin() {
    #expect(
      PoseDescription(name: "p").score(
        of: Self.measures(),
        settings: Self.settings
      ) == 1
    )
    let both = PoseDescription(name: "p", index: .extended, middle: .extended)
    var measures = Self.measures(ratio: 1.7)
    measures.reaches.1 = 1.25
    #expect(
      abs(both.score(of: measures, settings: Self.settings) - 0.25) < 1e-12
    )
  }

  @Test("the score's measures give every description the full measures' score")
  func scoreMeasures() throws {
    let descriptions =
      PoseDescription.builtIns + PoseDescriptionTests.examples
    let settings = GestureConfiguration.Poses()
    for digits in ["eeeee", "ceeee", "ccccc", "ecccc", "eeccc", "ceecc"] {
      for degrees in [0.0, 37, 90, -90, 180] {
        let hand = PoseHands.hand(PoseHands.joints(digits), degrees: degrees)
        let (full, partial) = Self.bothMeasures(of: hand, settings: settings)
        let measures = try #require(full)
        let read = try #require(partial)
        for description in descriptions {
          let expected = description.score(of: measures, settings: settings)
          let score = description.score(of: read, settings: settings)
          #expect(
            score.bitPattern == expected.bitPattern,
            "\(description.name), \(digits), \(degrees)°"
          )
        }
      }
    }
  }
}
