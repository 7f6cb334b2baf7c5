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

  /// The adaptive configuration without swipes, for scaled hands: adaptive
  /// measures a swipe in palm sizes and its swipe preempts the movement, so
  /// a hand of another size making the same movement may swipe where the
  /// original does not, and its movement is then cancelled (by design; see
  /// Docs/Gestures/Swipe.md). Without swipes, scaling changes nothing else.
  static let withoutSwipes: GestureConfiguration = {
    var configuration = GestureConfiguration.adaptive
    configuration.name = "adaptive, without swipes"
    configuration.swipe.isEnabled = false
    return configuration
  }()

  /// ``withoutSwipes`` for a hand scaled by `factor`: a movement's start
  /// from displacement and its rest are in palm sizes too, and a hand of
  /// another size making the same movement goes as many fewer or more of
  /// its palm sizes; with both distances divided by the factor, the
  /// scaled hand is held to the same distances in the image.
  ///
  /// - Parameter factor: The factor the hands are scaled by.
  /// - Returns: The configuration to replay the scaled trace with.
  static func scaledHands(by factor: Double) -> GestureConfiguration {
    var configuration = withoutSwipes
    configuration.movement.displacementStartThreshold =
      configuration.movement.displacementStartThreshold.map { $0 / factor }
    configuration.movement.restRadius /= factor
    return configuration
  }

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
    let coarser = max(
      MetamorphicComparison.frameDuration(of: original),
      MetamorphicComparison.frameDuration(of: transformed)
    )
    let travel = MetamorphicComparison.palmTravel(in: original, over: coarser)
    let slider = GestureConfiguration.adaptive.slider
    var comparison = MetamorphicComparison(
      original,
      transformed,
      by: transformation,
      valueTolerance: travel.mapValues { 2 + slider.gain * $0 },
      values: transformation.isMirror ? .ignored : .equal
    )
    let compared = comparedEvents(of: original, under: transformation)
    var configuration = tracked(.adaptive)
    var transformedConfiguration = configuration
    if case .scaled(let factor) = transformation {
      configuration = tracked(withoutSwipes)
      transformedConfiguration = tracked(scaledHands(by: factor))
    }
    var differences = comparison.differences(
      original: try MetamorphicFixtures.events(
        metamorphicCase.fixture,
        configuration: configuration
      ).filter(compared),
      transformed: Replay.run(
        transformed,
        configuration: transformedConfiguration
      )
      .events
      .filter(compared)
    )
    if transformation.isMirror {
      comparison.values = .reflected(
        minimum: centred.slider.minimum,
        maximum: centred.slider.maximum
      )
      differences += comparison.differences(
        original: try MetamorphicFixtures.events(
          metamorphicCase.fixture,
          configuration: tracked(centred)
        ).filter(compared),
        transformed: Replay.run(transformed, configuration: tracked(centred))
          .events.filter(compared)
      ).map { "with the slider from 50: " + $0 }
    }
    return differences
  }

  /// A configuration with tracks reported, under a name of its own: two
  /// hands of one name (`identity-unlabelled-hands`) are then compared
  /// track by track. Tracks change no other part of an event.
  static func tracked(
    _ configuration: GestureConfiguration
  ) -> GestureConfiguration {
    var tracked = configuration
    tracked.hands.reportsTracks = true
    tracked.name += "Tracks"
    return tracked
  }

  /// Returns which events a case compares.
  ///
  /// - Poses and swipes only where the fixture speaks about them: the
  ///   fixtures about pinches, movements and the slider list `pose` and
  ///   `swipe` in the adaptive `expectIgnoring` (their template thumb lies
  ///   on the border of extended, and jitter moves a pose's start by more
  ///   than a frame there; their sweeps are swipes or not by a hair).
  /// - No swipes under scaling: adaptive measures a swipe's travel in palm
  ///   sizes, and scaling a hand about its palm, its path unchanged, is a
  ///   hand of another size making the same movement, which is a shorter or
  ///   longer stroke for its size (by design; see Docs/Gestures/Swipe.md). The
  ///   scaled cases run ``withoutSwipes``.
  static func comparedEvents(
    of trace: Trace,
    under transformation: MetamorphicTransformation
  ) -> @Sendable (GestureEvent) -> Bool {
    let ignored = trace.expectationSet(for: GestureConfiguration.adaptive.name)
      .ignoredEvents
    let ignoresPoses = ignored.contains(EventPattern(gesture: .pose))
    let ignoresSwipes = ignored.contains(EventPattern(gesture: .swipe))
    var isScaled = false
    if case .scaled = transformation { isScaled = true }
    let skipsSwipes = ignoresSwipes || isScaled
    return { event in
      switch event.gesture {
      case .pose: !ignoresPoses
      case .swipe: !skipsSwipes
      default: true
      }
    }
  }

  /// Records one issue listing every difference, or none.
  static func expectNone(_ differences: [String]) {
    #expect(
      differences.isEmpty,
      Comment(rawValue: differences.joined(separator: "\n"))
    )
  }
}
