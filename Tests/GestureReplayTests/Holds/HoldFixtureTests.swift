import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The hold fixtures (`Fixtures/hold-*.json`): the real Leap Motion pinch,
/// held still, slid away after its hold began, and slid before.
@Suite("Holds on their fixtures")
struct HoldFixtureTests {
  /// Each fixture and the phases of its hold, in both configurations.
  static let fixtures: [(String, [Phase])] = [
    ("hold-leap", [.began, .ended]),
    ("hold-leap-moved", [.began, .cancelled]),
    ("hold-leap-early-move", []),
  ]

  @Test(
    "each meets its expectations, with holds off and on",
    arguments: fixtures.map(\.0)
  )
  func expectations(_ name: String) throws {
    let path = ExpectReplayTests.fixture(name + ".json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      let holding = try FixtureFiles.configuration(base, "hold")
      #expect(holding.hold.isEnabled)
      for configuration in [base, holding] {
        let report = try #require(
          expectReplay(ofFile: path, configuration: configuration)
        )
        #expect(report.isSuccess, "\(name) in \(configuration.name)")
      }
    }
  }

  @Test(
    "each gives its hold, between its pinch's began and ended",
    arguments: fixtures
  )
  func holds(_ name: String, phases: [Phase]) throws {
    let trace = try FixtureFiles.trace(name + ".json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      let events = try Replay.run(
        trace,
        configuration: FixtureFiles.configuration(base, "hold")
      ).events
      let holds = events.filter { $0.gesture == .hold }
      #expect(holds.map(\.phase) == phases, "\(name) in \(base.name)")
      let pinches = events.filter { $0.gesture == .pinch }
      #expect(pinches.map(\.phase) == [.began, .ended])
      guard let began = pinches.first, let ended = pinches.last,
        let hold = holds.first
      else { continue }
      #expect(hold.time >= began.time + 0.5)
      #expect(holds.allSatisfy { $0.time <= ended.time })
      // Holds off, the same trace gives the same other events.
      let off = Replay.run(trace, configuration: base).events
      #expect(off == events.filter { $0.gesture != .hold })
    }
  }
}
