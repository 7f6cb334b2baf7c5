import GestureCore
import GestureReplay
import Testing

/// The metamorphic relations of the hold on its fixtures: under each
/// transformation of ``MetamorphicTransformation``, the same hold events,
/// and, in adaptive, under the whole scene scaled.
@Suite("Metamorphic relations of the hold")
struct MetamorphicHoldTests {
  static let holdFixtures = MetamorphicFixtures.names.filter {
    $0.hasPrefix("hold-")
  }

  static let cases = MetamorphicEvents.cases(ofFixturesStartingWith: "hold-")

  /// A preset with holds on.
  static func holding(_ base: GestureConfiguration) -> GestureConfiguration {
    var configuration = base
    configuration.hold.isEnabled = true
    return configuration
  }

  /// The configurations a case relates.
  ///
  /// ``MetamorphicTransformation/scaled(by:)`` scales each hand about its
  /// own palm, and leaves the palm's path as it was: handKit measures the
  /// pinch in normalized units, so its pinch itself changes (a hand twice
  /// as large never closes to 0.015), and a slide of 0.12 units is 0.44
  /// palm sizes of the Leap palm but 0.22 of one twice as large, within
  /// adaptive's allowance. The scene scaled as a whole (``sceneScaled``)
  /// is the relation of the allowance in palm sizes.
  static func configurations(
    _ metamorphicCase: MetamorphicCase
  ) -> [GestureConfiguration] {
    guard case .scaled = metamorphicCase.transformation else {
      return [holding(.handKit), holding(.adaptive)]
    }
    return metamorphicCase.fixture == "hold-leap.json"
      ? [holding(.adaptive)] : []
  }

  /// The hold events of a replay.
  static func holds(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) -> [GestureEvent] {
    Replay.run(trace, configuration: configuration).events.filter {
      $0.gesture == .hold
    }
  }

  @Test("the hold fixtures are found")
  func fixturesFound() {
    #expect(Self.holdFixtures.count == 3)
  }

  @Test(
    "a transformed hold has the same phases, within two frames",
    arguments: cases
  )
  func holds(_ metamorphicCase: MetamorphicCase) throws {
    let original = try MetamorphicFixtures.trace(metamorphicCase.fixture)
    let transformed = metamorphicCase.transformation.apply(
      to: original,
      seed: metamorphicCase.seed
    )
    // A pinch begins within a frame of where it did; the hold begins at
    // the first frame 0.5 s after it, one more frame of the coarser rate.
    let tolerance = MetamorphicEvents.twoFrames(original, transformed)
    for configuration in Self.configurations(metamorphicCase) {
      let before = Self.holds(original, configuration)
      #expect(!before.isEmpty || metamorphicCase.fixture.contains("early"))
      MetamorphicEvents.expectSame(
        before,
        Self.holds(transformed, configuration),
        tolerance: tolerance,
        configuration.name
      )
    }
  }

  /// The trace with every raw position scaled by a factor about a fixed
  /// point (the first frame's palm centre): the hand, and its path, nearer
  /// the camera or farther; world landmarks, in metres, unchanged.
  static func sceneScaled(_ trace: Trace, by factor: Double) -> Trace {
    let centre =
      trace.frames.lazy.compactMap(\.hands.first).compactMap(
        MetamorphicTransformation.palmCentre(of:)
      ).first ?? Point(x: 0.5, y: 0.5)
    return MetamorphicTransformation.mapHands(trace) { hand in
      MetamorphicTransformation.mapPositions(hand) { point in
        Point(
          x: centre.x + (point.x - centre.x) * factor,
          y: centre.y + (point.y - centre.y) * factor
        )
      }
    }
  }

  @Test(
    "adaptive: the scene scaled about a point holds the same, in palm sizes",
    arguments: holdFixtures,
    [0.5, 2]
  )
  func sceneScale(_ fixture: String, factor: Double) throws {
    let original = try MetamorphicFixtures.trace(fixture)
    let configuration = Self.holding(.adaptive)
    // The same frames: the events within a rounding of the palm sizes'
    // medians, on the same frame.
    MetamorphicEvents.expectSame(
      Self.holds(original, configuration),
      Self.holds(Self.sceneScaled(original, by: factor), configuration),
      tolerance: 1e-9,
      "\(fixture) scaled \(factor)"
    )
  }
}
