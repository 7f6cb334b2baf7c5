import GestureCore
import Testing

/// The unit the pinch measures in, from its two settings and what the hand
/// gives: metres when world landmarks are asked for and given, else palm
/// sizes when asked for, else normalized display units.
@Suite("GestureEngine: the pinch's unit")
struct PinchUnitTests {
  /// The thresholds the pinch's diagnostics show on a whole hand's second
  /// frame, and its distance; the hand `scale` times its usual size, its
  /// thumb and index tips `scale` times 0.05 apart.
  static func reading(
    handRelative: Bool,
    world: Bool,
    givesWorld: Bool,
    scale: Double = 1
  ) throws -> (thresholds: HandDiagnostics.Thresholds, distance: Double) {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isHandRelative = handRelative
    configuration.pinch.usesWorldLandmarks = world
    var hand = Hand.whole(
      wrist: Point(x: 0.5, y: 0.75),
      size: 0.125 * scale,
      pinch: 0.05 * scale
    )
    if givesWorld {
      // Metres, a tenth of the display's units.
      hand.worldLandmarks = Joint.allCases.map {
        let position = hand[$0]?.position ?? .zero
        return Point3D(x: position.x / 10, y: position.y / 10, z: 0)
      }
    }
    var engine = GestureEngine(configuration: configuration)
    _ = engine.run(Frame.sequence([[hand], [hand]]))
    let diagnostics = try #require(engine.diagnostics.first)
    return (
      try #require(diagnostics.pinchThresholds),
      try #require(diagnostics.pinchDistance)
    )
  }

  @Test(
    "each pair of settings, with world landmarks given or not",
    arguments: [
      (false, false, true, "normalized units"),
      (true, false, true, "palm sizes"),
      (false, true, true, "metres"),
      (true, true, true, "metres"),
      (true, true, false, "palm sizes"),
      (false, true, false, "normalized units"),
    ]
  )
  func unit(
    handRelative: Bool,
    world: Bool,
    givesWorld: Bool,
    unit: String
  ) throws {
    let reading = try Self.reading(
      handRelative: handRelative,
      world: world,
      givesWorld: givesWorld
    )
    let pinch = GestureConfiguration.handKit.pinch
    let expected: (begin: Double, end: Double) =
      switch unit {
      case "metres": (pinch.worldEnterThreshold, pinch.worldExitThreshold)
      case "palm sizes":
        (pinch.relativeEnterThreshold, pinch.relativeExitThreshold)
      default: (pinch.enterThreshold, pinch.exitThreshold)
      }
    #expect(reading.thresholds.unit == unit)
    #expect(reading.thresholds.begin == expected.begin)
    #expect(reading.thresholds.end == expected.end)
    // The distance is in the unit: a tenth in metres; in palm sizes, the
    // same for a hand twice as large, whose normalized distance doubles.
    let normalized = try Self.reading(
      handRelative: false,
      world: false,
      givesWorld: false
    ).distance
    switch unit {
    case "metres":
      #expect(abs(reading.distance - normalized / 10) < 1e-12)
    case "palm sizes":
      let larger = try Self.reading(
        handRelative: handRelative,
        world: world,
        givesWorld: givesWorld,
        scale: 2
      )
      #expect(abs(larger.distance - reading.distance) < 1e-12)
      #expect(abs(reading.distance - normalized) > 0.01)
    default:
      #expect(reading.distance == normalized)
      let larger = try Self.reading(
        handRelative: handRelative,
        world: world,
        givesWorld: givesWorld,
        scale: 2
      )
      #expect(abs(larger.distance - 2 * normalized) < 1e-12)
    }
  }
}
