import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The sequence `grab` of `Docs/Gestures.md`, read through a JSON
/// configuration as an app's `--config` gives it, on its fixtures.
@Suite("Gesture sequences on their fixtures")
struct SequenceFixtureTests {
  static let fixtures = ["sequence-grab.json", "sequence-grab-timeout.json"]

  /// The configuration `Fixtures/Configurations/<base>-sequences.json`
  /// gives on top of a built-in one.
  static func configuration(_ base: GestureConfiguration) throws
    -> GestureConfiguration
  {
    let url = ExpectReplayTests.root
      .appendingPathComponent("Fixtures/Configurations")
      .appendingPathComponent("\(base.name)-sequences.json")
    var configuration = base
    try configuration.apply(settingsJSON: Array(try Data(contentsOf: url)))
    try configuration.validate()
    return configuration
  }

  @Test(
    "each fixture meets its sequence expectations in both configurations",
    arguments: fixtures
  )
  func fixture(_ name: String) throws {
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = try Self.configuration(base)
      #expect(configuration.sequences.map(\.name) == ["grab"])
      let report = try #require(
        expectReplay(
          ofFile: ExpectReplayTests.fixture(name),
          configuration: configuration
        )
      )
      #expect(report.isSuccess, "\(name) in \(configuration.name)")
    }
  }

  @Test("the sequence comes with the fist, after the hand's other events")
  func order() throws {
    let trace = try CustomPoseFixtureTests.trace("sequence-grab.json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      var engine = GestureEngine(
        configuration: try Self.configuration(base),
        coordinates: trace.coordinates
      )
      let events = trace.frames.flatMap { engine.process($0) }
      let index = try #require(events.firstIndex { $0.gesture == .sequence })
      #expect(events.filter { $0.gesture == .sequence }.count == 1)
      #expect(events[index].phase == .recognized)
      #expect(events[index].name == "grab")
      let fist = events[index - 1]
      #expect(fist.gesture == .pose && fist.name == "closedFist")
      #expect(fist.frame == events[index].frame)
      // Without the configuration's sequences, nothing else changes.
      var plain = GestureEngine(
        configuration: base,
        coordinates: trace.coordinates
      )
      let without = trace.frames.flatMap { plain.process($0) }
      #expect(without == events.filter { $0.gesture != .sequence })
    }
  }
}
