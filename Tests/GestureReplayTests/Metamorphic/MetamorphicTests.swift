import GestureCore
import GestureReplay
import Testing

/// The metamorphic relations of the adaptive configuration: a gesture
/// fixture, resampled, scaled, translated, jittered, thinned or mirrored,
/// gives the same events within one frame (``MetamorphicComparison``).
@Suite("Metamorphic relations of the adaptive configuration")
struct MetamorphicTests {
  /// The adaptive configuration with its slider started in the middle of
  /// its range, for comparing mirrored slider values; nothing else changes.
  static let centred: GestureConfiguration = {
    var configuration = GestureConfiguration.adaptive
    configuration.name = "adaptive, slider from 50"
    configuration.slider.initialValue =
      (configuration.slider.minimum + configuration.slider.maximum) / 2
    return configuration
  }()

  @Test(
    "a transformed fixture gives the same adaptive events within a frame",
    arguments: MetamorphicCase.all
  )
  func sameEvents(_ metamorphicCase: MetamorphicCase) throws {
    let differences = try Self.differences(metamorphicCase)
    if let reason = MetamorphicCase.knownIssues[metamorphicCase] {
      withKnownIssue(Comment(rawValue: reason)) {
        Self.expectNone(differences)
      }
    } else {
      Self.expectNone(differences)
    }
  }

  @Test("every fixture the suite names exists, and it checks most of them")
  func fixtureList() {
    let all = Set(MetamorphicFixtures.allNames)
    #expect(all.count >= 30)
    for name in MetamorphicFixtures.excluded.keys {
      #expect(all.contains(name), "excluded fixture \(name) does not exist")
    }
    for excludedCase in MetamorphicCase.excluded.keys {
      #expect(
        MetamorphicFixtures.names.contains(excludedCase.fixture),
        "excluded case \(excludedCase.testDescription) names no fixture"
      )
    }
    for knownCase in MetamorphicCase.knownIssues.keys {
      #expect(
        MetamorphicCase.all.contains(knownCase),
        "known issue \(knownCase.testDescription) names no case"
      )
    }
  }

  @Test("the comparison finds a missing pinch, a late event and a wrong value")
  func comparisonFindsDifferences() throws {
    let events = try MetamorphicFixtures.events(
      "front-camera.json",
      configuration: .adaptive
    )
    let comparison = MetamorphicComparison(
      timeTolerance: 1.0 / 30,
      valueTolerance: [.right: 2],
      swapsHands: false,
      values: .equal,
      originalEnd: 10,
      transformedEnd: 10
    )
    #expect(comparison.differences(original: events, transformed: events) == [])
    let withoutPinch = events.filter { $0.gesture != .pinch }
    #expect(
      comparison.differences(original: events, transformed: withoutPinch)
        .count == 1
    )
    let late = events.map { event in
      var moved = event
      if event.gesture == .pinch { moved.time += 0.05 }
      return moved
    }
    #expect(
      comparison.differences(original: events, transformed: late).count == 2
    )
    let wrong = events.map { event in
      var changed = event
      if event.gesture == .slider && event.phase == .ended {
        changed.value = (event.value ?? 0) + 2.5
      }
      return changed
    }
    #expect(
      comparison.differences(original: events, transformed: wrong).count == 1
    )
  }

  /// Returns the differences between a case's fixture and its transformed
  /// trace, replayed with adaptive (and, for a mirror, with ``centred`` to
  /// compare slider values).
  ///
  /// - Parameter metamorphicCase: The fixture and transformation.
  /// - Returns: Each difference as a sentence; none when the relation
  ///   holds.
  /// - Throws: A `TraceError` if the fixture cannot be read.
  static func differences(
    _ metamorphicCase: MetamorphicCase
  ) throws -> [String] {
    let original = try MetamorphicFixtures.trace(metamorphicCase.fixture)
    let transformation = metamorphicCase.transformation
    let transformed = transformation.apply(
      to: original,
      seed: metamorphicCase.seed
    )
    let originalFrame = MetamorphicComparison.frameDuration(of: original)
    let coarser = max(
      originalFrame,
      MetamorphicComparison.frameDuration(of: transformed)
    )
    let travel = MetamorphicComparison.palmTravel(in: original, over: coarser)
    let slider = GestureConfiguration.adaptive.slider
    var comparison = MetamorphicComparison(
      timeTolerance: coarser
        + (transformation.changesFrameTimes ? originalFrame : 0),
      valueTolerance: travel.mapValues { 2 + slider.gain * $0 },
      swapsHands: transformation.isMirror,
      values: transformation.isMirror ? .ignored : .equal,
      originalEnd: original.frames.last?.time ?? 0,
      transformedEnd: transformed.frames.last?.time ?? 0
    )
    var differences = comparison.differences(
      original: try MetamorphicFixtures.events(
        metamorphicCase.fixture,
        configuration: .adaptive
      ),
      transformed: Replay.run(transformed, configuration: .adaptive).events
    )
    if transformation.isMirror {
      comparison.values = .reflected(
        minimum: centred.slider.minimum,
        maximum: centred.slider.maximum
      )
      differences += comparison.differences(
        original: try MetamorphicFixtures.events(
          metamorphicCase.fixture,
          configuration: centred
        ),
        transformed: Replay.run(transformed, configuration: centred).events
      ).map { "with the slider from 50: " + $0 }
    }
    return differences
  }

  /// Records one issue listing every difference, or none.
  static func expectNone(_ differences: [String]) {
    #expect(
      differences.isEmpty,
      Comment(rawValue: differences.joined(separator: "\n"))
    )
  }
}
