import GestureCore
import GestureReplay
import Testing

/// The metamorphic relations of the per-frame readings: the palm's facing
/// on the facing fixtures, the pinch strength on the strength sweep, under
/// each transformation of ``MetamorphicTransformation``.
@Suite("Metamorphic relations of the pinch strength and palm facing")
struct MetamorphicReadingTests {
  static let facingFixtures = MetamorphicFixtures.names.filter {
    $0.hasPrefix("facing-")
  }

  static let facingCases = facingFixtures.flatMap { fixture in
    MetamorphicTransformation.all.map {
      MetamorphicCase(fixture: fixture, transformation: $0)
    }
  }

  static let strengthCases = MetamorphicTransformation.all.map {
    MetamorphicCase(fixture: "pinch-strength-sweep.json", transformation: $0)
  }

  /// A preset that reads the facing and the strength on every frame.
  static func reading(_ base: GestureConfiguration) -> GestureConfiguration {
    var configuration = base
    configuration.facing.isEnabled = true
    configuration.pinch.reportsStrength = true
    return configuration
  }

  /// The facings of the hand on the frames it is seen.
  static func facings(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) -> Set<PalmFacing> {
    Set(
      Replay.run(trace, configuration: configuration, recordsTimeline: true)
        .timeline.filter(\.isPresent).map(\.palmFacing)
    )
  }

  @Test("the facing fixtures are found")
  func fixturesFound() {
    #expect(Self.facingFixtures.count == 8)
  }

  @Test(
    "a transformed hand faces the same way; a flag-mirrored one the other",
    arguments: facingCases
  )
  func facing(_ metamorphicCase: MetamorphicCase) throws {
    let original = try MetamorphicFixtures.trace(metamorphicCase.fixture)
    let transformed = metamorphicCase.transformation.apply(
      to: original,
      seed: metamorphicCase.seed
    )
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = Self.reading(base)
      let before = Self.facings(original, configuration)
      let after = Self.facings(transformed, configuration)
      #expect(before.count == 1 && !before.contains(.unknown))
      // The flag mirrors the display, and the label swaps: the camera's
      // image is the same, of the other hand, so of its other side.
      let expected =
        metamorphicCase.transformation == .mirroredByFlag
        ? Set(before.map { $0 == .toward ? PalmFacing.away : .toward })
        : before
      #expect(after == expected, "\(base.name)")
    }
  }

  @Test(
    "the strength sweeps 0, 1, 0 at the same times within a frame",
    arguments: strengthCases
  )
  func strength(_ metamorphicCase: MetamorphicCase) throws {
    let original = try MetamorphicFixtures.trace(metamorphicCase.fixture)
    let transformation = metamorphicCase.transformation
    let transformed = transformation.apply(
      to: original,
      seed: metamorphicCase.seed
    )
    let frame = max(
      MetamorphicComparison.frameDuration(of: original),
      MetamorphicComparison.frameDuration(of: transformed)
    )
    // Jitter moves the tips by about 0.0003 each, so the strength by a
    // few hundredths across its band; nothing else moves it.
    let noise = transformation == .jittered ? 0.1 : 1e-9
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = Self.reading(base)
      let before = try Self.sweep(original, configuration)
      let after = try Self.sweep(transformed, configuration)
      // handKit measures in normalized units: a hand of another size
      // closes the same share of its size to another distance, so its
      // strength follows another course (adaptive's palm sizes do not).
      var isScaled = false
      if case .scaled = transformation { isScaled = true }
      if !isScaled || base.name == "adaptive" {
        #expect(abs(before.closed - after.closed) <= frame, "\(base.name)")
        #expect(abs(before.opens - after.opens) <= frame, "\(base.name)")
      }
      #expect(after.turnsBack <= noise, "\(base.name)")
      #expect(after.first == 0 && after.last == 0, "\(base.name)")
    }
  }

  /// What a strength sweep shows: when it first reaches 1, when it last
  /// leaves 1, how far it ever turns back against its way, and its ends.
  struct Sweep {
    var closed: Double
    var opens: Double
    var turnsBack: Double
    var first: Double
    var last: Double
  }

  static func sweep(
    _ trace: Trace,
    _ configuration: GestureConfiguration
  ) throws -> Sweep {
    let timeline = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    ).timeline
    let readings = timeline.compactMap { entry in
      entry.pinchStrength.map { (time: entry.time, strength: $0) }
    }
    let top = try #require(readings.firstIndex { $0.strength == 1 })
    let end = try #require(readings.lastIndex { $0.strength == 1 })
    var turnsBack = 0.0
    for (index, pair) in zip(readings, readings.dropFirst()).enumerated() {
      let step = pair.1.strength - pair.0.strength
      turnsBack = max(turnsBack, index < top ? -step : step)
    }
    return Sweep(
      closed: readings[top].time,
      opens: readings[end].time,
      turnsBack: max(turnsBack, 0),
      first: try #require(readings.first).strength,
      last: try #require(readings.last).strength
    )
  }
}
