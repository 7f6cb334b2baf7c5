import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a move the hand's pinch holds back (adaptive's
/// `relationships.pinchWithMovement` `preempts`): no movement while the
/// hand is pinched, and one that may begin as the pinch ends, if a
/// recognizer may still see the hand moving then.
@Suite("Synthetic traces' moves held back by a pinch")
struct SynthHeldBackMovementTests {
  /// A pinch from 0.5 s, a move from 0.95 s to 1.25 s while pinched, a
  /// pause of `pause` seconds, and the release.
  static func script(pause: Double) -> String {
    "open 0.5s; pinch 0.15s; hold 0.3s; move right 0.1 over 0.3s; "
      + (pause > 0 ? "hold \(pause)s; " : "")
      + "release 0.15s; hold 0.5s"
  }

  @Test("a release before the movement may end may let the movement begin")
  func mayBegin() throws {
    let meaning = try synthMeaning(Self.script(pause: 0), .adaptive)
    #expect(
      unsureKinds(meaning)
        == [
          "movement began", "slider began", "slider ended", "movement ended",
        ]
    )
    // From the release's start; the movement may end by its allowance
    // after the move's end.
    let latency = meaning.latency
    for event in meaning.events where !event.isSure {
      #expect(abs(event.earliest - 1.25) < 1e-9)
      #expect(event.latest <= 1.25 + latency.movementEnd + 1e-9)
      #expect(event.value == nil)
    }
    // The replay begins it as the pinch ends: kept, with no warning.
    let result = try synthesizeChecked(
      Self.script(pause: 0),
      frameRate: 30,
      seed: 5,
      configurations: [.adaptive]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      SynthPinchMeaningTests.kinds(result, "adaptive", [.movement, .pinch])
        == ["pinch began", "pinch ended", "movement began", "movement ended"]
    )
    let set = result.trace.expectationSet(for: "adaptive")
    #expect(!set.ignoredEvents.contains { $0.gesture == .movement })
  }

  @Test(
    "a release after the movement may end means no movement",
    arguments: [0.31, 0.6]
  )
  func surelyOver(pause: Double) throws {
    // The movement may end by 1.25 s plus 0.3033 s; a release from
    // 1.56 s or later comes after.
    let meaning = try synthMeaning(Self.script(pause: pause), .adaptive)
    #expect(unsureKinds(meaning).isEmpty)
    #expect(!meaning.events.contains { $0.gesture == .movement })
  }

  @Test("a hand that leaves the view ends what it may mean of a movement")
  func leaves() throws {
    // Released from 1.25 s to 1.35 s, then away: last seen at 1.3333 s,
    // before the movement's allowance (1.5533 s) runs out.
    let meaning = try synthMeaning(
      "open 0.5s; pinch 0.15s; hold 0.3s; move right 0.1 over 0.3s; "
        + "release 0.1s; lose 0.5s; open 0.3s",
      .adaptive
    )
    let events = meaning.events.filter { !$0.isSure }
    #expect(events.count == 4)
    #expect(events.allSatisfy { abs($0.latest - 40.0 / 30) < 1e-9 })
  }

  @Test("a movement the replay does not begin is left out without a warning")
  func notGiven() throws {
    // Released at 1.5 s, just before the movement may end: the meaning
    // may have one, the replay gives none.
    let text = Self.script(pause: 0.25)
    #expect(!unsureKinds(try synthMeaning(text, .adaptive)).isEmpty)
    #expect(try quietKinds(text, .adaptive, [.movement]) == [])
    // Read again without it, the slider's next move starts where it was.
    let later = try synthesizeChecked(
      text + "; move right 0.2 over 0.3s; hold 0.5s",
      frameRate: 30,
      seed: 5,
      configurations: [.adaptive]
    )
    #expect(later.warnings.isEmpty, "\(later.warnings)")
    let began = try #require(
      later.trace.expectationSet(for: "adaptive").expectations.first {
        $0.gesture == .slider && $0.phase == .began
      }
    )
    #expect(began.value == 0)
  }

  @Test("a configuration whose pinch does not hold movement back is unchanged")
  func simultaneous() throws {
    let meaning = try synthMeaning(Self.script(pause: 0), .handKit)
    #expect(unsureKinds(meaning).isEmpty)
    #expect(
      meaning.events.filter { $0.gesture == .movement }.map(\.phase)
        == [.began, .ended]
    )
  }

  @Test(
    "a hand out of view as the held move ends, back before its loss: the movement may still begin at the release",
    arguments: [0.06, 0.2]
  )
  func backBeforeRelease(away: Double) throws {
    // The move ends at 1.25 s as the hand leaves the view for `away`,
    // within adaptive's 0.3 s loss timeout; it comes back opening its
    // pinch, before the movement may end (1.25 s and 0.3033 s).
    let script =
      "open 0.5s; pinch 0.15s; hold 0.3s; move right 0.1 over 0.3s; "
      + "lose \(away)s; release 0.15s; hold 0.5s"
    let meaning = try synthMeaning(script, .adaptive)
    #expect(meaning.absences.first?.cancelTime == nil)
    #expect(
      unsureKinds(meaning)
        == [
          "movement began", "slider began", "slider ended", "movement ended",
        ]
    )
    // From the release, which starts as the absence ends.
    for event in meaning.events where !event.isSure {
      #expect(abs(event.earliest - (1.25 + away)) < 1e-9)
    }
    _ = try quietKinds(script, .adaptive, [.movement])
  }

  @Test("a loss that cancels the held pinch takes the move with it")
  func cancelled() throws {
    // Away for 0.5 s, past adaptive's 0.3 s timeout: the pinch is
    // cancelled with the loss, and nothing of the move is left.
    let meaning = try synthMeaning(
      "open 0.5s; pinch 0.15s; hold 0.3s; move right 0.1 over 0.3s; "
        + "lose 0.5s; release 0.15s; hold 0.5s",
      .adaptive
    )
    #expect(meaning.absences.first?.cancelTime != nil)
    #expect(!meaning.events.contains { $0.gesture == .movement })
  }
}
