import Testing

@testable import GestureCore

/// The palm point of joints at the ends of the finite range: the mean of
/// three coordinates of the largest finite value rounds past it, and is
/// that value, so the stages that follow the palm (adaptive's movement and
/// swipe, the hold) get a finite point, where a debug build trapped.
@Suite("The palm point at the ends of the finite range")
struct PalmPointExtremeTests {
  /// A hand whose palm joints, `count` of them, all lie at `value`.
  static func hand(palmJoints count: Int, at value: Double) -> Hand {
    var hand = Hand(chirality: .right)
    let palm: [Joint] = [.wrist, .indexMCP, .middleMCP, .ringMCP, .littleMCP]
    for joint in palm.prefix(count) {
      hand[joint] = Landmark(x: value, y: 0.5)
    }
    hand[.indexTip] = Landmark(x: value, y: 0.5)
    hand[.thumbTip] = Landmark(x: value, y: 0.5)
    return hand
  }

  @Test(
    "a palm of joints at ±the largest finite value moves no stage to trap",
    arguments: [1, 2, 3, 4, 5]
  )
  func largestCoordinates(count: Int) {
    for value in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
      var configuration = GestureConfiguration.adaptive
      configuration.hold.isEnabled = true
      configuration.hold.isHandRelative = false
      var engine = GestureEngine(configuration: configuration)
      let frames = [value, value, 0.5, value].map {
        [Self.hand(palmJoints: count, at: $0)]
      }
      let events = engine.run(Frame.sequence(frames)).joined()
      #expect(events.first?.gesture == .hand)
      #expect(
        engine.diagnostics.allSatisfy { $0.trackedPoint?.isFinite ?? true }
      )
    }
  }

  @Test("world landmarks at the largest finite value give a finite palm")
  func largestWorld() {
    var hand = Self.hand(palmJoints: 5, at: 0.5)
    hand.worldLandmarks = Joint.allCases.map { _ in
      Point3D(
        x: .greatestFiniteMagnitude,
        y: -.greatestFiniteMagnitude,
        z: .greatestFiniteMagnitude
      )
    }
    var engine = GestureEngine(configuration: .adaptive)
    let events = engine.run(Frame.sequence([[hand], [hand], [hand]])).joined()
    #expect(events.first?.gesture == .hand)
  }

  /// The palm point of three palm joints at `display`'s `x` (the others
  /// missing), with and without world landmarks all at `world`.
  static func means(display: Double, world: Point3D) -> (
    withWorld: (display: Point, world: Point3D?)?,
    without: (display: Point, world: Point3D?)?
  ) {
    var hand = Hand(chirality: .right)
    for joint in [Joint.wrist, .indexMCP, .middleMCP] {
      hand[joint] = Landmark(x: display, y: 0.5)
    }
    let landmarks = Array(repeating: world, count: Joint.allCases.count)
    return JointPoints.withPoints(
      of: hand,
      joints: .palm,
      in: .mediaPipe,
      gate: ConfidenceGate(minimumConfidence: 0)
    ) {
      (
        PalmPoint.mean(of: $0, world: landmarks),
        PalmPoint.mean(of: $0, world: nil)
      )
    }
  }

  @Test(
    "a mean past the largest value is it: in the display, the world, or both"
  )
  func meanOfThree() {
    let largest = Double.greatestFiniteMagnitude
    // Three thirds of the largest value round past it.
    #expect(largest / 3 + largest / 3 + largest / 3 == .infinity)
    let far = Point3D(x: largest, y: -largest, z: 0.25)
    let near = Point3D(x: 0.25, y: -0.25, z: 0.25)
    for (display, world) in [(largest, far), (largest, near), (0.5, far)] {
      let means = Self.means(display: display, world: world)
      let point = Point(x: display, y: 0.5)
      #expect(means.withWorld?.display == point)
      #expect(means.withWorld?.world == world)
      #expect(means.without?.display == point)
      #expect(means.without?.world == nil)
    }
  }
}
