import GestureCore
import GestureReplay
import Testing

/// The metamorphic relations of the double pinch on its fixtures: under
/// each transformation of ``MetamorphicTransformation`` (frame rate,
/// scale, mirroring, ...), the same double pinch and pinch events, with
/// the pinch simultaneous with the double pinch and awaiting its failure.
@Suite("Metamorphic relations of the double pinch")
struct MetamorphicDoublePinchTests {
  static let doublePinchFixtures = MetamorphicFixtures.names.filter {
    $0.hasPrefix("double-pinch")
  }

  static let cases = MetamorphicEvents.cases(
    ofFixturesStartingWith: "double-pinch"
  )

  /// A preset with double pinches on, in a relationship with the pinch.
  static func doubling(
    _ base: GestureConfiguration,
    _ relationship: GestureConfiguration.Relationship
  ) -> GestureConfiguration {
    var configuration = base
    configuration.doublePinch.isEnabled = true
    configuration.relationships.pinchWithDoublePinch = relationship
    return configuration
  }

  /// The configurations a case relates.
  ///
  /// ``MetamorphicTransformation/scaled(by:)`` scales each hand about its
  /// own palm: handKit measures the pinch in normalized units, so its
  /// pinch itself changes (a hand twice as large never closes to 0.015),
  /// and only adaptive, measuring in palm sizes or metres, relates.
  static func configurations(
    _ metamorphicCase: MetamorphicCase
  ) -> [GestureConfiguration] {
    let bases: [GestureConfiguration] =
      if case .scaled = metamorphicCase.transformation {
        [.adaptive]
      } else {
        [.handKit, .adaptive]
      }
    return bases.flatMap { base in
      [doubling(base, .simultaneous), doubling(base, .awaitsFailureOf)]
    }
  }

  /// The pinch and double pinch events of a replay.
  static func events(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) -> [GestureEvent] {
    Replay.run(trace, configuration: configuration).events.filter {
      $0.gesture == .pinch || $0.gesture == .doublePinch
    }
  }

  @Test("the double pinch fixtures are found")
  func fixturesFound() {
    #expect(Self.doublePinchFixtures.count == 2)
  }

  @Test(
    "a transformed double pinch gives the same events, within two frames",
    arguments: cases
  )
  func doublePinches(_ metamorphicCase: MetamorphicCase) throws {
    let original = try MetamorphicFixtures.trace(metamorphicCase.fixture)
    let transformed = metamorphicCase.transformation.apply(
      to: original,
      seed: metamorphicCase.seed
    )
    // A pinch begins and ends within a frame of where it did; a held-back
    // pinch is reported on the first frame past the interval, one more
    // frame of the coarser rate.
    let tolerance = MetamorphicEvents.twoFrames(original, transformed)
    for configuration in Self.configurations(metamorphicCase) {
      let before = Self.events(original, configuration)
      let after = Self.events(transformed, configuration)
      let comment =
        "\(configuration.name) \(configuration.relationships.pinchWithDoublePinch)"
      MetamorphicEvents.expectSame(
        before,
        after,
        tolerance: tolerance,
        comment
      )
      #expect(
        before.contains { $0.gesture == .doublePinch }
          == (metamorphicCase.fixture == "double-pinch.json")
      )
    }
  }
}
