import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

@Suite("expectReplay in Swift Testing")
struct ExpectReplayTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  @Test("a fixture that meets its expectations records nothing")
  func passes() throws {
    let report = try #require(
      expectReplay(ofFile: Self.fixture("pinch-hold-release-pinch.json"))
    )
    #expect(report.isSuccess)
    #expect(report.matches.count == 5)
  }

  @Test("a trace that misses its expectations records one issue")
  func fails() {
    var trace = Trace()
    trace.frames = [Frame(time: 0)]
    trace.expectations = [
      Expectation(gesture: .pinch, phase: .began, time: 0)
    ]
    withKnownIssue {
      let report = expectReplay(trace)
      #expect(report.missing.count == 1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("1 missing") }
    }
  }

  @Test("a trace that cannot be read records an issue naming the problem")
  func unreadable() {
    withKnownIssue {
      let report = expectReplay(ofFile: Self.fixture("no-such-file.json"))
      #expect(report == nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no-such-file.json") }
    }
  }

  /// handKit with the pinch's enter threshold above its exit threshold,
  /// which the engine would trap on.
  static let invalidConfiguration = {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.enterThreshold = 0.04
    return configuration
  }()

  static let invalidMessage =
    "The configuration's pinch.exitThreshold (0.03) must be at least "
    + "pinch.enterThreshold (0.04)."

  @Test("an invalid configuration records an issue naming it, and no replay")
  func invalidConfigurationOfAFile() {
    let path = Self.fixture("pinch-hold-release-pinch.json")
    withKnownIssue {
      let report = expectReplay(
        ofFile: path,
        configuration: Self.invalidConfiguration
      )
      #expect(report == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["Cannot replay \(path) with handKit: \(Self.invalidMessage)"]
    }
  }

  @Test("an invalid configuration for a trace in memory records an issue")
  func invalidConfigurationOfATrace() throws {
    let trace = try Trace(
      contentsOfFile: Self.fixture("pinch-hold-release-pinch.json")
    )
    withKnownIssue {
      let report = expectReplay(
        trace,
        configuration: Self.invalidConfiguration
      )
      #expect(report.matches.isEmpty)
      #expect(report.missing.count == 5)
      #expect(report.extra.isEmpty)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["Cannot replay the trace with handKit: \(Self.invalidMessage)"]
    }
  }

  /// The engine traps on an invalid configuration; the helper must not
  /// reach it, or the trap ends the whole `swift test` run. Run in a child
  /// process, so that a trap fails this test alone.
  @Test("an invalid configuration does not end the test process")
  func invalidConfigurationDoesNotTrap() async {
    await withKnownIssue {
      await #expect(processExitsWith: .success) {
        var configuration = GestureConfiguration.handKit
        configuration.pinch.enterThreshold = 0.04
        var trace = Trace(frames: [Frame(time: 0)])
        trace.expectations = [
          Expectation(gesture: .hand, phase: .found, time: 0)
        ]
        expectReplay(trace, configuration: configuration)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("(0.04)") }
    }
  }

  /// A task of its own, such as a detached task or a callback, has no
  /// `Test.current`: the failure must still fail the run, never pass
  /// silently. Run in a child process (an exit test), whose issues Swift
  /// Testing records against this test, so that `withKnownIssue` sees it.
  @Test("a failure outside the test's own task is still recorded")
  func failsInADetachedTask() async {
    await withKnownIssue {
      await #expect(processExitsWith: .success) {
        await Task.detached {
          var trace = Trace()
          trace.frames = [Frame(time: 0)]
          trace.expectations = [
            Expectation(gesture: .pinch, phase: .began, time: 0)
          ]
          expectReplay(trace)
        }.value
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("1 missing") }
    }
  }

  @Test(
    "a trace in memory with times out of order records an issue, no trap",
    arguments: [
      ([1, 0], "frame 1: t goes backwards: 0 after 1"),
      ([0, .nan], "frame 1: t is NaN"),
      ([-.infinity], "frame 0: t is infinite"),
    ] as [([Double], String)]
  )
  func timesOutOfOrder(times: [Double], message: String) {
    var trace = Trace(frames: times.map { Frame(time: $0) })
    trace.expectations = [Expectation(gesture: .hand, phase: .found, time: 0)]
    #expect(Replay.timeError(in: trace)?.description == message)
    withKnownIssue {
      let report = expectReplay(trace)
      #expect(report.missing.count == 1)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "Cannot replay the trace: \(message)"
      }
    }
  }

  @Test("times equal or rising, however far from zero, are in order")
  func timesInOrder() {
    let trace = Trace(
      frames: [-1e308, -1e308, 0, 1e308].map { Frame(time: $0) }
    )
    #expect(Replay.timeError(in: trace) == nil)
    #expect(Replay.timeError(in: Trace()) == nil)
  }
}
