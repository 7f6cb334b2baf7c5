import Testing

@testable import GestureCore

/// Where the thumb lies: alongside the fingers, away from them, and how
/// far from vertical a thumb up may lean. Each rule at its threshold and
/// on both sides, on a hand whose distances are exact binary fractions.
@Suite("PoseClassifier: the thumb alongside, away, and leaning")
struct PoseThumbPlaceTests {
  /// A right fist, `y` down, with the wrist at the origin: the longest
  /// wrist-to-knuckle distance is the middle knuckle's, exactly 0.5; the
  /// index PIP joint is at (0.25, -0.625), and the thumb's MP joint at
  /// (0.375, -0.25). The four fingers read curled.
  static func fist(thumbTip: Point) -> Hand {
    let points: [Point] = [
      Point(x: 0, y: 0),  // wrist
      Point(x: 0.25, y: -0.125), Point(x: 0.375, y: -0.25),  // thumb CMC, MP
      Point(x: 0.5, y: -0.375), thumbTip,  // thumb IP, tip
      Point(x: 0.25, y: -0.375), Point(x: 0.25, y: -0.625),  // index MCP, PIP
      Point(x: 0.25, y: -0.5), Point(x: 0.25, y: -0.4375),  // index DIP, tip
      Point(x: 0, y: -0.5), Point(x: 0, y: -0.75),  // middle MCP, PIP
      Point(x: 0, y: -0.625), Point(x: 0, y: -0.5),  // middle DIP, tip
      Point(x: -0.125, y: -0.4375), Point(x: -0.125, y: -0.6875),  // ring
      Point(x: -0.125, y: -0.5625), Point(x: -0.125, y: -0.5),
      Point(x: -0.25, y: -0.375), Point(x: -0.25, y: -0.5625),  // little
      Point(x: -0.25, y: -0.5), Point(x: -0.25, y: -0.4375),
    ]
    var hand = Hand(chirality: .right)
    for (joint, point) in zip(Joint.allCases, points) {
      hand[joint] = Landmark(position: point)
    }
    return hand
  }

  static func shape(
    _ hand: Hand,
    _ settings: GestureConfiguration.Poses
  ) throws -> PoseClassifier.Shape {
    let shape = try #require(PoseClassifier(settings: settings).shape(of: hand))
    // The quick reading, where it decides, agrees with the exact one.
    #expect(
      shape
        == PoseClassifier(settings: settings).exactShape(
          of: hand,
          in: .mediaPipe,
          gate: ConfidenceGate(minimumConfidence: 0)
        )
    )
    return shape
  }

  /// The fist with its thumb tip on the index PIP joint's row, at `x`,
  /// read with the thumb alongside under 0.25 and away over 0.5 of the
  /// longest wrist-to-knuckle distance (0.5): 0.125 and 0.25.
  static func thumbBeside(x: Double) throws -> PoseClassifier.Shape {
    try shape(
      fist(thumbTip: Point(x: x, y: -0.625)),
      GestureConfiguration.Poses(thumbAlongsideRatio: 0.25, thumbAwayRatio: 0.5)
    )
  }

  @Test(
    "a thumb tip strictly nearer a finger's middle joint than the ratio is alongside",
    arguments: zip(
      [0.375, 0.375.nextDown, 0.375.nextUp],
      [PoseClassifier.DigitState.neither, .alongside, .neither]
    )
  )
  func alongside(x: Double, state: PoseClassifier.DigitState) throws {
    // 0.25 × 0.5 = 0.125, exactly the tip's distance from the index PIP
    // joint at x = 0.375; its ratio, 1.06, is neither folded nor extended.
    let shape = try Self.thumbBeside(x: x)
    #expect(shape.thumb == state)
    #expect(shape.pose == (state == .alongside ? .closedFist : nil))
  }

  @Test(
    "an extended thumb must be strictly farther than the ratio from them",
    arguments: zip(
      [0.5, 0.5.nextDown, 0.5.nextUp],
      [PoseClassifier.DigitState.neither, .neither, .extended]
    )
  )
  func away(x: Double, state: PoseClassifier.DigitState) throws {
    // 0.5 × 0.5 = 0.25, exactly the tip's distance from the index PIP
    // joint at x = 0.5, where its ratio is 1.24: extended by its ratio.
    let shape = try Self.thumbBeside(x: x)
    #expect(shape.thumb == state)
    #expect(shape.thumbDirection == .up)
    #expect(shape.pose == (state == .extended ? .thumbUp : nil))
  }

  @Test(
    "a thumb tip strictly past every finger joint by the ratio stands out",
    arguments: zip(
      [-0.875, (-0.875).nextUp, (-0.875).nextDown],
      [PoseClassifier.DigitState.alongside, .alongside, .extended]
    )
  )
  func standsOut(y: Double, state: PoseClassifier.DigitState) throws {
    // The thumb straight up from its MP joint: its tip stands out past the
    // highest finger joint (the middle PIP, y -0.75) by exactly 0.125 at
    // y -0.875, the ratio 0.25 times 0.5. Its ratio, 1.26, is extended;
    // 0.28 from the index PIP joint, it is alongside under 0.6 × 0.5 when
    // it does not stand out.
    let settings = GestureConfiguration.Poses(
      thumbAlongsideRatio: 0.6,
      thumbAwayRatio: 0.8,
      thumbStandOutRatio: 0.25
    )
    let shape = try Self.shape(
      Self.fist(thumbTip: Point(x: 0.375, y: y)),
      settings
    )
    #expect(shape.thumb == state)
  }

  @Test("a fist's thumb folded across the palm is folded, whatever its place")
  func folded() throws {
    // Nearer the little knuckle than the thumb's own base: ratio 0.85.
    let shape = try Self.shape(
      Self.fist(thumbTip: Point(x: 0.125, y: -0.375)),
      GestureConfiguration.Poses()
    )
    #expect(shape.thumb == .curled)
    #expect(shape.pose == .closedFist)
  }
}
