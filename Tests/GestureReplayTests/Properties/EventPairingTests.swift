import GestureCore
import GestureReplay
import Testing

/// Every gesture's events pair up hand by hand (`EventNesting`): on every
/// fixture, with each built-in configuration and each configuration of
/// `Fixtures/Configurations`, and on the generated traces, a gesture that
/// begins ends or is cancelled under the same name before it begins
/// again, `changed` comes only while it is under way, and a hand is found
/// and lost in turn. The fixtures are replayed with tracks reported, so
/// that two hands of one name (`identity-unlabelled-hands`) are told apart
/// as an app would tell them.
@Suite("Every gesture's events pair up, hand by hand")
struct EventPairingTests {
  /// The suffixes of `Fixtures/Configurations/<base>-<suffix>.json`.
  static let suffixes = [
    "custom-poses", "double-pinch", "hold", "palm-away",
    "pinch-awaits-double-pinch", "sequences", "two-hand",
  ]

  /// Every configuration the fixtures are checked with.
  static func configurations() throws -> [GestureConfiguration] {
    var configurations: [GestureConfiguration] = []
    for base in [GestureConfiguration.handKit, .adaptive] {
      configurations.append(base)
      for suffix in suffixes {
        var configuration = try FixtureFiles.configuration(base, suffix)
        configuration.name = "\(base.name)-\(suffix)"
        configurations.append(configuration)
      }
    }
    return configurations
  }

  @Test(
    "on every fixture, in every configuration",
    arguments: MetamorphicFixtures.names
  )
  func fixture(name: String) throws {
    let trace = try MetamorphicFixtures.trace(name)
    for var configuration in try Self.configurations() {
      configuration.hands.reportsTracks = true
      var engine = GestureEngine(
        configuration: configuration,
        coordinates: trace.coordinates
      )
      var events: [GestureEvent] = []
      for frame in trace.frames { engine.process(frame, into: &events) }
      var nesting = EventNesting()
      nesting.read(events)
      #expect(nesting.violations == [], "\(configuration.name)")
    }
  }

  @Test(
    "on the generated traces",
    arguments: PropertyCorpus.configurationNames
  )
  func generated(configurationName: String) {
    var checked = 0
    for sample in PropertyCorpus.samples
    where sample.replays[configurationName] != nil {
      var nesting = EventNesting()
      nesting.read(sample.events(configurationName))
      #expect(nesting.violations == [], "seed \(sample.seed)")
      checked += 1
    }
    #expect(checked >= 50)
  }
}
