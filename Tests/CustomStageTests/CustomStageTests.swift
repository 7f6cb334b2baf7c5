import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// Stages defined outside GestureCore, registered and replayed through
/// public API only.
@Suite("A stage of the app's own, replayed")
struct CustomStageTests {
  /// The shipped fixture of two held pinches, with the holds a 0.5 s hold
  /// stage must report added to its expectations.
  static func holdTrace() throws -> Trace {
    var trace = try Trace(contentsOfFile: fixture("pinch-hold-release-pinch"))
    let frame = 1.0 / 30
    // The pinches begin at 0.4667 and 1.8667 s and end at 1.2333 and
    // 2.4667 s; a hold begins 0.5 s into each.
    trace[expectationsFor: GestureConfiguration.handKit.name].expectations += [
      Expectation(
        gesture: LongPinchStage.longPinch,
        phase: .began,
        time: 0.9667
      ),
      Expectation(
        gesture: LongPinchStage.longPinch,
        phase: .ended,
        time: 1.2333
      ),
      Expectation(
        gesture: LongPinchStage.longPinch,
        phase: .began,
        time: 2.3667
      ),
      Expectation(
        gesture: LongPinchStage.longPinch,
        phase: .ended,
        time: 2.4667
      ),
    ].map { expectation in
      var expectation = expectation
      expectation.within = frame
      expectation.hand = .right
      return expectation
    }
    return trace
  }

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name + ".json")
      .path
  }

  @Test("expectReplay checks a custom stage's events")
  func expectReplayWithStage() throws {
    let report = expectReplay(try Self.holdTrace(), stages: [LongPinchStage()])
    #expect(report.isSuccess)
  }

  @Test("without the stage, its expected events are missing")
  func withoutStage() throws {
    let trace = try Self.holdTrace()
    let report = ExpectationReport(
      trace: trace,
      configurationName: GestureConfiguration.handKit.name,
      events: Replay.run(trace).events
    )
    #expect(!report.isSuccess)
    #expect(report.missing.count == 4)
  }

  @Test("the stage's events come after GestureCore's, named by the hand")
  func order() throws {
    let events = Replay.run(try Self.holdTrace(), stages: [LongPinchStage()])
      .events
    let holds = events.filter { $0.gesture == LongPinchStage.longPinch }
    #expect(holds.map(\.phase) == [.began, .ended, .began, .ended])
    #expect(holds.allSatisfy { $0.hand == .right })
    // On the frame where the pinch ends, pinch ended comes first.
    let endFrame = try #require(holds.dropFirst().first?.frame)
    let atEnd = events.filter { $0.frame == endFrame }.map(\.gesture)
    #expect(atEnd == [.pinch, LongPinchStage.longPinch])
  }

  @Test(
    "a pinch held exactly the duration is a hold; one a nanosecond shorter is not"
  )
  func holdAtItsThreshold() throws {
    let trace = try Trace(
      contentsOfFile: Self.fixture("pinch-hold-release-pinch")
    )
    let pinches = Replay.run(trace).events.filter { $0.gesture == .pinch }
    let began = try #require(pinches.first { $0.phase == .began })
    let ended = try #require(pinches.first { $0.phase == .ended })
    // The last frame that still pinches is the one before the pinch ends.
    let lastPinched = trace.frames[ended.frame - 1].time
    let longest = lastPinched - began.time

    func holds(_ duration: Double) -> [GestureEvent] {
      Replay.run(trace, stages: [LongPinchStage(duration: duration)]).events
        .filter {
          $0.gesture == LongPinchStage.longPinch && $0.time <= ended.time
        }
    }
    let atThreshold = holds(longest)
    #expect(atThreshold.map(\.phase) == [.began, .ended])
    #expect(atThreshold.first?.time == lastPinched)
    // TimeBound.margin: within a nanosecond of the duration is on it.
    #expect(holds(longest + 0.9e-9).map(\.phase) == [.began, .ended])
    #expect(holds(longest + 1.1e-9).isEmpty)
  }

  @Test("each hand has its own copy of the stage's state")
  func perHand() throws {
    let trace = try Trace(contentsOfFile: Self.fixture("two-hands"))
    let events = Replay.run(trace, stages: [HeightStage()]).events
      .filter { $0.gesture == Gesture("height") }
    // Each hand's crossings alternate, whatever the other hand does.
    for hand in [Chirality.left, .right] {
      let phases = events.filter { $0.hand == hand }.map(\.phase)
      #expect(zip(phases, phases.dropFirst()).allSatisfy { $0 != $1 })
    }
  }

  @Test("a hand lost after the timeout cancels a hold under way")
  func cancelled() throws {
    var trace = try Trace(
      contentsOfFile: Self.fixture("pinch-hold-release-pinch")
    )
    // Lose the hand 0.8 s into the first pinch, for good.
    trace.frames = trace.frames.map { frame in
      frame.time >= 1.2 ? Frame(time: frame.time) : frame
    }
    let events = Replay.run(
      trace,
      configuration: .adaptive,
      stages: [LongPinchStage()]
    ).events.filter { $0.gesture == LongPinchStage.longPinch }
    #expect(events.map(\.phase) == [.began, .cancelled])
  }

  @Test("a live loop runs the stage too")
  func live() async throws {
    let trace = try Self.holdTrace()
    let frames = AsyncStream(Frame.self) { continuation in
      for frame in trace.frames { continuation.yield(frame) }
      continuation.finish()
    }
    var holds: [Phase] = []
    for await event in frames.gestureEvents(
      coordinates: trace.coordinates,
      stages: [LongPinchStage()]
    ) where event.gesture == LongPinchStage.longPinch {
      holds.append(event.phase)
    }
    #expect(holds == [.began, .ended, .began, .ended])
  }

  @Test("a gesture's name must be letters and digits")
  func names() {
    #expect(Gesture("hold").isValidName)
    // The example's gesture is its own, not a built-in stage's.
    #expect(BuiltInStage.reporting(LongPinchStage.longPinch) == nil)
    #expect(BuiltInStage.reporting(Gesture("hold")) == .hold)
    #expect(Gesture("twoHandPinch").isValidName)
    #expect(!Gesture("").isValidName)
    #expect(!Gesture("2d").isValidName)
    #expect(!Gesture("hold.began").isValidName)
    #expect(!Gesture("höld").isValidName)
    let builtInNamesAreValid = Gesture.builtIn.allSatisfy(\.isValidName)
    #expect(builtInNamesAreValid)
  }
}
