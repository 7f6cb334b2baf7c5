import GestureCore
import GestureReplay
import Testing

/// The metamorphic relations of gesture sequences: a sequence fixture,
/// resampled, scaled, translated, jittered, thinned or mirrored, gives the
/// same `sequence` events within one frame, in both configurations, with
/// the sequences of `Fixtures/Configurations/<base>-sequences.json`.
///
/// A sequence is recognized from its steps' times (a step active for its
/// minimum time, the next within its maximum delay), so what the relation
/// asks is that those times move by no more than a frame, whatever the
/// frame rate, the hand's size or side, or the image's mirroring.
@Suite("Metamorphic relations of gesture sequences")
struct MetamorphicSequenceTests {
  static let fixtures = MetamorphicFixtures.names.filter {
    $0.hasPrefix("sequence-")
  }

  static let cases = MetamorphicEvents.cases(
    ofFixturesStartingWith: "sequence-"
  )

  @Test("the sequence fixtures are found, one recognized and one timed out")
  func fixturesFound() throws {
    #expect(
      Self.fixtures.sorted() == [
        "sequence-grab-timeout.json", "sequence-grab.json",
      ]
    )
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = try FixtureFiles.configuration(base, "sequences")
      let recognized = try MetamorphicFixtures.trace("sequence-grab.json")
      let timedOut = try MetamorphicFixtures.trace(
        "sequence-grab-timeout.json"
      )
      #expect(Self.sequences(recognized, configuration).count == 1)
      #expect(Self.sequences(timedOut, configuration).isEmpty)
    }
  }

  @Test(
    "a transformed sequence fixture gives the same sequence events within a frame",
    arguments: cases
  )
  func sameSequences(_ metamorphicCase: MetamorphicCase) throws {
    let original = try MetamorphicFixtures.trace(metamorphicCase.fixture)
    let transformation = metamorphicCase.transformation
    let transformed = transformation.apply(
      to: original,
      seed: metamorphicCase.seed
    )
    let comparison = MetamorphicComparison(
      original,
      transformed,
      by: transformation
    )
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = try FixtureFiles.configuration(base, "sequences")
      let differences = comparison.differences(
        original: Self.sequences(original, configuration),
        transformed: Self.sequences(transformed, configuration)
      )
      #expect(
        differences.isEmpty,
        Comment(
          rawValue: "\(base.name): "
            + differences.joined(separator: "\n")
        )
      )
    }
  }

  /// The `sequence` events of a replay.
  static func sequences(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) -> [GestureEvent] {
    Replay.run(trace, configuration: configuration).events.filter {
      $0.gesture == .sequence
    }
  }
}
