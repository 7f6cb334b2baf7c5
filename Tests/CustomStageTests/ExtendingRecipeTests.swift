import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// Docs/Extending.md's recipe for testing a stage of the app's own against
/// a recording, and the trap it avoids: expectations added to a trace's
/// top-level list, which a configuration with a set of its own does not
/// check. The recipe's `@testable import` of the app's module has no
/// counterpart here: `LongPinchStage` is in this test target.
@Suite("Extending.md: a stage's expectations added to a trace")
struct ExtendingRecipeTests {
  /// The holds of pinch-hold-release-pinch, whose right hand pinches from
  /// 0.4667 s to 1.2333 s and from 1.8667 s to 2.4667 s.
  static let holds: [(Phase, Double)] = [
    (.began, 0.9667), (.ended, 1.2333), (.began, 2.3667), (.ended, 2.4667),
  ]

  static let path = CustomStageTests.fixture("pinch-hold-release-pinch")

  @Test("the recipe, as Extending.md gives it, passes")
  func recipe() throws {
    var trace = try Trace(contentsOfFile: Self.path)
    let configuration = GestureConfiguration.handKit
    for (phase, time) in Self.holds {
      trace[expectationsFor: configuration.name].expectations.append(
        Expectation(
          gesture: LongPinchStage.longPinch,
          phase: phase,
          time: time,
          within: 1.0 / 30
        )
      )
    }
    let report = expectReplay(
      trace,
      configuration: configuration,
      stages: [LongPinchStage()]
    )
    #expect(report.matches.count == 9)
  }

  /// The fixture has a set of its own for adaptive, and a synthesized
  /// trace one for each of handKit and adaptive: the holds go into the
  /// set checked, whichever it is.
  @Test(
    "the holds join the set the configuration is checked against",
    arguments: [false, true],
    ["handKit", "adaptive"]
  )
  func joinTheCheckedSet(synthesized: Bool, name: String) throws {
    let configuration = try #require(GestureConfiguration.builtIn(named: name))
    var trace = try Trace(contentsOfFile: Self.path)
    if synthesized {
      let script = try SynthScript(
        parsing: "open 0.5s; pinch 0.2s; hold 1s; release 0.2s"
      )
      trace = Synthesizer(frameRate: 30).synthesize(script).trace
      #expect(trace.expectations.isEmpty)
    }
    let set = trace.expectationSet(for: name)
    let holds = Self.replayedHolds(in: trace, configuration: configuration)
    trace[expectationsFor: name].expectations += holds
    #expect(
      trace.expectationSet(for: name).expectations == set.expectations + holds
    )
    let report = expectReplay(
      trace,
      configuration: configuration,
      stages: [LongPinchStage()]
    )
    #expect(report.isSuccess)
    #expect(report.matches.count == set.expectations.count + holds.count)
  }

  /// The holds a replay gives, as expectations within a frame.
  static func replayedHolds(
    in trace: Trace,
    configuration: GestureConfiguration
  ) -> [GestureReplay.Expectation] {
    let holds = Replay.run(
      trace,
      configuration: configuration,
      stages: [LongPinchStage()]
    ).events.filter { $0.gesture == LongPinchStage.longPinch }
    #expect(!holds.isEmpty)
    return holds.map {
      Expectation(
        gesture: $0.gesture,
        phase: $0.phase,
        time: $0.time,
        within: 1.0 / 30
      )
    }
  }

  @Test("holds added to a top-level list that is not checked fail, with a note")
  func addedToTheTopLevel() throws {
    var trace = try Trace(contentsOfFile: Self.path)
    trace.expectations += Self.holds.map { phase, time in
      Expectation(
        gesture: LongPinchStage.longPinch,
        phase: phase,
        time: time,
        within: 1.0 / 30
      )
    }
    withKnownIssue {
      let report = expectReplay(
        trace,
        configuration: .adaptive,
        stages: [LongPinchStage()]
      )
      #expect(report.extra.count == 4)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix(
          "\nnote: the trace's expectFor set for adaptive is checked, not "
            + "its top-level expect list (9 expectations)"
        )
      }
    }
  }

  @Test("writing a set that names its settings makes it the name's own")
  func setWithSettings() {
    var trace = Trace(expectations: [
      Expectation(gesture: .hand, phase: .found, time: 0)
    ])
    var strict = GestureConfiguration.handKit
    strict.name = "strict"
    strict.pinch.enterThreshold = 0.005
    var set = trace[expectationsFor: strict.name]
    set.configuration = strict
    set.ignoredEvents = [EventPattern(gesture: .pose)]
    trace[expectationsFor: strict.name] = set
    #expect(trace.expectationsByConfiguration == [strict.name: set])
    #expect(trace.ignoredEvents.isEmpty)
    #expect(trace.expectationSet(for: "handKit").configuration == nil)
    // Without settings, a name with no set of its own writes the top level.
    trace[expectationsFor: "handKit"].ignoredEvents = [
      EventPattern(gesture: .swipe)
    ]
    #expect(trace.ignoredEvents == [EventPattern(gesture: .swipe)])
    #expect(trace.expectationsByConfiguration.keys.sorted() == ["strict"])
  }
}
