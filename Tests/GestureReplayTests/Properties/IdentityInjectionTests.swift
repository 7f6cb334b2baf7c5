import GestureCore
import GestureReplay
import Testing

/// A tracker's identity glitches change no event (issue #25): two 3-frame
/// label flips, two 3-frame duplicates, or both with the hands' order
/// shuffled, injected into every fixture of one hand and into the
/// generated traces of one hand, leave their events exactly as they were,
/// with handKit and with adaptive.
@Suite("Identity glitches change no event")
struct IdentityInjectionTests {
  /// The fixtures whose frames show one hand at most.
  static let oneHandFixtures: [String] = MetamorphicFixtures.names.filter {
    name in
    (try? MetamorphicFixtures.trace(name))?.frames.allSatisfy {
      $0.hands.count <= 1
    } ?? false
  }

  /// The seeds of the injections into each fixture.
  static let seeds: [UInt64] = [1, 2, 3]

  @Test("most fixtures show one hand, and each has room for the glitches")
  func fixtureList() throws {
    #expect(Self.oneHandFixtures.count >= 55)
    for name in Self.oneHandFixtures {
      let trace = try MetamorphicFixtures.trace(name)
      for kind in IdentityInjection.Kind.allCases {
        var injection = IdentityInjection(seed: 1)
        let injected = injection.inject(kind, into: trace)
        #expect(injected != nil, "\(name) \(kind)")
      }
    }
  }

  @Test(
    "glitches injected into a fixture of one hand change no event",
    arguments: oneHandFixtures
  )
  func fixture(name: String) throws {
    let trace = try MetamorphicFixtures.trace(name)
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      let expected = try MetamorphicFixtures.events(
        name,
        configuration: configuration
      )
      for kind in IdentityInjection.Kind.allCases {
        for seed in Self.seeds {
          var injection = IdentityInjection(seed: seed)
          let result = injection.inject(kind, into: trace)
          let injected = try #require(result)
          #expect(injected.frames != trace.frames)
          let events = Replay.run(injected, configuration: configuration)
            .events
          #expect(
            events == expected,
            "\(configuration.name), \(kind), seed \(seed)"
          )
        }
      }
    }
  }

  @Test(
    "glitches injected into a generated trace of one hand change no event",
    arguments: PropertyCorpus.configurationNames
  )
  func generated(configurationName: String) {
    let configuration = PropertyCorpus.configuration(configurationName)
    var checked = 0
    for sample in PropertyCorpus.oneHandSamples(
      replayedWith: configurationName
    ) {
      for kind in IdentityInjection.Kind.allCases {
        var injection = IdentityInjection(seed: sample.seed)
        guard let injected = injection.inject(kind, into: sample.trace) else {
          continue
        }
        let events = Replay.run(injected, configuration: configuration).events
        #expect(
          events == sample.events(configurationName),
          "seed \(sample.seed), \(kind)"
        )
        checked += 1
      }
    }
    // Most one-hand traces have room for the glitches: more than 500 of
    // 2,000 traces.
    #expect(
      checked > PropertyCorpus.count / 4,
      "only \(checked) traces checked"
    )
  }
}
