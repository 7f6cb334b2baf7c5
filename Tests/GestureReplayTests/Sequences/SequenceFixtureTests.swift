import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// The sequence `grab` of `Docs/Gestures/Sequences.md`, read through a JSON
/// configuration as an app's `--config` gives it, on its fixtures.
@Suite("Gesture sequences on their fixtures")
struct SequenceFixtureTests {
  static let fixtures = ["sequence-grab.json", "sequence-grab-timeout.json"]

  @Test(
    "each fixture meets its sequence expectations in both configurations",
    arguments: fixtures
  )
  func fixture(_ name: String) throws {
    for base in [GestureConfiguration.handKit, .adaptive] {
      let configuration = try FixtureFiles.configuration(base, "sequences")
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
    let trace = try FixtureFiles.trace("sequence-grab.json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      var engine = GestureEngine(
        configuration: try FixtureFiles.configuration(base, "sequences"),
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

  @Test("the timeline shows the open palm's step made until the fist")
  func progress() throws {
    for (name, recognized) in [
      ("sequence-grab.json", true), ("sequence-grab-timeout.json", false),
    ] {
      let trace = try FixtureFiles.trace(name)
      for base in [GestureConfiguration.handKit, .adaptive] {
        let replay = Replay.run(
          trace,
          configuration: try FixtureFiles.configuration(base, "sequences"),
          recordsTimeline: true
        )
        let progress = replay.timeline.map { $0.sequence?.description }
        let made = try #require(progress.firstIndex(of: "grab 1/2"))
        let palm = try #require(
          replay.events.first { $0.name == "openPalm" && $0.phase == .began }
        )
        #expect(replay.timeline[made].frame == palm.frame)
        #expect(progress.last == .some(nil), "\(name) in \(base.name)")
        #expect(!progress.contains("grab 2/2"))
        if recognized {
          let sequence = try #require(
            replay.events.first { $0.gesture == .sequence }
          )
          let after = try #require(
            replay.timeline.firstIndex { $0.frame == sequence.frame }
          )
          #expect(progress[after - 1] == "grab 1/2")
          #expect(progress[after] == nil)
        }
      }
    }
  }
}
