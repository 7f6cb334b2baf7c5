import Testing

@testable import GestureCore

/// The pinch's fist rule read quickly against its exact reading.
@Suite("The quick fist rule")
struct QuickFistTests {
  /// Checks one hand with one engine; returns whether the quick reading
  /// decided.
  @discardableResult
  static func check(
    _ hand: Hand,
    configuration: GestureConfiguration = .handKit,
    space: CoordinateSpace = .mediaPipe,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let settings = configuration.pinch
    let gate = ConfidenceGate(
      minimumConfidence: configuration.minimumConfidence
    )
    let reading = fistReadings(
      hand,
      in: space,
      settings: settings,
      gate: gate
    )
    #expect(reading.isFist == reading.exact, sourceLocation: sourceLocation)
    guard let quick = reading.quick else { return false }
    #expect(quick == reading.exact, "\(hand)", sourceLocation: sourceLocation)
    return true
  }

  @Test("ordinary hands, fists or not, are decided as the exact rule does")
  func ordinaryHands() {
    var random = SplitMix64(seed: 0xF157)
    var fists = 0
    for index in 0..<2_000 {
      let hand = PoseClassifierQuickTests.randomHand(&random)
      let space = PoseClassifierQuickTests.spaces[
        index % PoseClassifierQuickTests.spaces.count
      ]
      #expect(Self.check(hand, space: space))
      let gate = ConfidenceGate(
        minimumConfidence: GestureConfiguration.handKit.minimumConfidence
      )
      let settings = GestureConfiguration.handKit.pinch
      if fistReadings(hand, in: space, settings: settings, gate: gate).isFist {
        fists += 1
      }
    }
    // Both answers occur: about one hand in eight curls all three.
    #expect(fists > 100 && fists < 1_900)
  }

  @Test(
    "a tip on the curl ratio, or a rounding from it, is read exactly",
    arguments: [0.0, 1e-15, -1e-15, 1e-10]
  )
  func onTheRatio(_ nudge: Double) {
    let ratio = GestureConfiguration.handKit.pinch.fistCurlRatio
    var joints = PoseHands.joints("ccccc")
    // The little finger's tip exactly `ratio` times as far from the wrist
    // as its knuckle, the other two curled well inside.
    let knuckle = joints[17]
    joints[20] = Point(
      x: knuckle.x * ratio * (1 + nudge),
      y: knuckle.y * ratio * (1 + nudge)
    )
    let hand = PoseHands.hand(joints, wrist: .zero)
    #expect(!Self.check(hand))
  }

  @Test(
    "a tip exactly the curl ratio times as far as its knuckle is not curled",
    arguments: [false, true]
  )
  func exactlyOnTheRatio(world: Bool) {
    var settings = GestureConfiguration.handKit.pinch
    settings.usesWorldLandmarks = world
    let ratio = world ? settings.worldFistCurlRatio : settings.fistCurlRatio
    // The middle and ring fingers curled well inside, the little finger's
    // knuckle 0.5 from the wrist along y, its tip at `reach`: distances
    // along an axis are exact, and so is `ratio * 0.5`.
    func isFist(reach: Double) -> Bool {
      var joints = PoseHands.joints("ccccc")
      joints[17] = Point(x: 0, y: -0.5)
      joints[20] = Point(x: 0, y: -reach)
      var hand = PoseHands.hand(joints, wrist: .zero)
      if world {
        hand.worldLandmarks = joints.map { Point3D(x: $0.x, y: $0.y, z: 0) }
      }
      let gate = ConfidenceGate(minimumConfidence: 0)
      return fistReadings(hand, in: .mediaPipe, settings: settings, gate: gate)
        .exact
    }
    let limit = ratio * 0.5
    #expect(isFist(reach: limit.nextDown))
    #expect(!isFist(reach: limit))
    #expect(!isFist(reach: limit.nextUp))
  }

  @Test(
    "with world landmarks on and given, their distances decide, not the image's",
    arguments: [("ccccc", "eeeee"), ("eeeee", "ccccc")]
  )
  func worldDecides(image: String, world: String) {
    var settings = GestureConfiguration.handKit.pinch
    settings.usesWorldLandmarks = true
    var hand = PoseHands.hand(PoseHands.joints(image), wrist: .zero)
    hand.worldLandmarks = PoseHands.joints(world).map {
      Point3D(x: $0.x, y: $0.y, z: 0)
    }
    let gate = ConfidenceGate(minimumConfidence: 0)
    let inWorld = fistReadings(
      hand,
      in: .mediaPipe,
      settings: settings,
      gate: gate
    )
    #expect(inWorld.isFist == (world == "ccccc"))
    #expect(inWorld.exact == inWorld.isFist)
    // The quick reading is of the image: it leaves world landmarks alone.
    #expect(inWorld.quick == nil)
    settings.usesWorldLandmarks = false
    let inImage = fistReadings(
      hand,
      in: .mediaPipe,
      settings: settings,
      gate: gate
    )
    #expect(inImage.isFist == (image == "ccccc"))
    #expect(inImage.quick == inImage.isFist)
  }

  @Test("missing, gated and extreme joints read the same")
  func brokenHands() {
    var random = SplitMix64(seed: 0xF158)
    var settings = GestureConfiguration.handKit
    settings.minimumConfidence = 0.5
    let odd = [
      Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e120, 0,
      .leastNonzeroMagnitude,
    ]
    for trial in 0..<500 {
      var hand = PoseClassifierQuickTests.randomHand(&random)
      let joint = pick(
        [Joint.wrist, .middleMCP, .middleTip, .ringTip, .littleMCP],
        &random
      )
      switch trial % 3 {
      case 0: hand[joint] = nil
      case 1: hand[joint]?.confidence = 0.2
      default: hand[joint]?.position.y = pick(odd, &random)
      }
      let space = PoseClassifierQuickTests.spaces[
        trial % PoseClassifierQuickTests.spaces.count
      ]
      Self.check(hand, configuration: settings, space: space)
    }
  }
}

/// The fist rule's three readings of a whole hand, its fist joints gated
/// and transformed as the engine does it: the engine's, the exact one and
/// the quick one (`nil` when undecided).
private func fistReadings(
  _ hand: Hand,
  in space: CoordinateSpace,
  settings: GestureConfiguration.Pinch,
  gate: ConfidenceGate
) -> (isFist: Bool, exact: Bool, quick: Bool?) {
  FistRule.withJoints(of: hand, in: space, gate: gate) {
    (
      FistRule(settings).isFist($0),
      FistRule(settings).exactIsFist($0),
      FistRule(settings).quickIsFist($0)
    )
  }
}
