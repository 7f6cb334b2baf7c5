import GestureCore
import GestureReplay
import Testing

/// World landmarks of which one is not finite (a depth sensor that lost
/// the hand's depth) are as good as none (`Hand.worldLandmarks`): every
/// stage that reads them (adaptive's movement, pinch and its fist rule,
/// poses and facing) reads the hand in the image, as a hand without world
/// landmarks. Before, the pinch's distance in metres was NaN and the fist
/// rule found a fist in NaN distances, so adaptive never pinched.
@Suite("World landmarks that are not finite count as none")
struct NonFiniteWorldTests {
  /// The fixtures whose hands carry world landmarks.
  static let fixtures = [
    "facing-away-right.json", "facing-toward-left-mirrored.json",
    "hold-leap-moved.json", "hold-leap-early-move.json",
  ]

  /// The trace with each hand's world landmarks changed.
  static func trace(
    _ trace: Trace,
    world: ([Point3D]) -> [Point3D]?
  ) -> Trace {
    var trace = trace
    for frame in trace.frames.indices {
      for hand in trace.frames[frame].hands.indices {
        let landmarks = trace.frames[frame].hands[hand].worldLandmarks
        trace.frames[frame].hands[hand].worldLandmarks = landmarks.flatMap(
          world
        )
      }
    }
    return trace
  }

  @Test(
    "a trace whose world landmarks are NaN gives the events of one without",
    arguments: fixtures
  )
  func nonFinite(name: String) throws {
    let original = try FixtureFiles.trace(name)
    #expect(
      original.frames.contains { frame in
        frame.hands.contains { $0.worldLandmarks != nil }
      }
    )
    let without = Self.trace(original) { _ in nil }
    let allNaN = Self.trace(original) { landmarks in
      landmarks.map { _ in Point3D(x: .nan, y: .nan, z: .nan) }
    }
    // One joint no stage's world reading compares on its own: its depth
    // infinite.
    let oneInfinite = Self.trace(original) { landmarks in
      var landmarks = landmarks
      landmarks[Joint.thumbCMC.rawValue].z = .infinity
      return landmarks
    }
    for var configuration in [GestureConfiguration.adaptive, .handKit] {
      configuration.facing.isEnabled = true
      let expected = Replay.run(without, configuration: configuration).events
      for trace in [allNaN, oneInfinite] {
        let events = Replay.run(trace, configuration: configuration).events
        #expect(events == expected, "\(configuration.name)")
      }
      // Each fixture pinches in adaptive, in metres when it can.
      if configuration.name == "adaptive" {
        #expect(expected.contains { $0.gesture == .pinch })
      }
    }
  }
}
