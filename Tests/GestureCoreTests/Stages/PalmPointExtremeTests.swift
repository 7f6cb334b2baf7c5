import GestureCore
import Testing

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
}
