import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a move followed by a pinch that preempts the
/// movement (adaptive's `relationships.pinchWithMovement` `preempts`): a
/// pinch that may begin before the movement ends may cancel it, and the
/// slider then goes back to its value before the move.
@Suite("Synthetic traces' movements a pinch may preempt")
struct SynthPreemptedMoveTests {
  /// A move, a pinch right after it, and a second move once the pinch is
  /// released.
  static let moveThenPinch =
    "at 0.3 0.4; open 0.5s; move right 0.2 over 0.3s linear; pinch 0.2s;"
    + " hold 0.3s; release 0.2s; hold 0.5s; move right 0.2 over 0.3s linear;"
    + " hold 0.6s"

  /// The gestures the tests read.
  static let gestures: Set<Gesture> = [.pinch, .movement, .slider]

  @Test("a pinch that may begin before the movement ends may cancel it")
  func mayCancel() throws {
    // The pinch begins from 0.8 s, as the move stops; adaptive's movement
    // may end until 0.8 s + Le.
    let meaning = try synthMeaning(Self.moveThenPinch, .adaptive)
    #expect(
      unsureKinds(meaning) == [
        "slider cancelled", "movement cancelled", "slider ended",
        "movement ended",
      ]
    )
    // The slider is back at 0 after a cancel, or at 20 after an end: the
    // second move's slider ends at 20 or 40.
    let last = try #require(
      meaning.events.last { $0.gesture == .slider && $0.phase == .ended }
    )
    let value = try #require(last.value)
    #expect(value.contains(20) && value.contains(40))
    // The replay cancels the first movement, and the second move's slider
    // ends at 20, with no warning.
    #expect(
      try quietKinds(Self.moveThenPinch, .adaptive, Self.gestures) == [
        "movement began", "slider began", "slider cancelled",
        "movement cancelled", "pinch began", "pinch ended", "movement began",
        "slider began", "slider ended", "movement ended",
      ]
    )
  }

  @Test("a pinch after the movement's latest end leaves it ended, surely")
  func afterEnd() throws {
    // The pinch begins from 1.4 s, after 0.8 s + Le (0.3033 s).
    let script =
      "open 0.5s; move right 0.2 over 0.3s linear; hold 0.6s; pinch 0.2s;"
      + " hold 0.3s; release 0.2s; hold 0.5s"
    let meaning = try synthMeaning(script, .adaptive)
    #expect(unsureKinds(meaning).isEmpty)
    #expect(
      try quietKinds(script, .adaptive, Self.gestures) == [
        "movement began", "slider began", "slider ended", "movement ended",
        "pinch began", "pinch ended",
      ]
    )
  }

  @Test(
    "a pinch that does not preempt the movement leaves it to end",
    arguments: [
      GestureConfiguration.Relationship.simultaneous, .exclusive,
      .isPreemptedBy, .awaitsFailureOf, .isAwaitedBy,
    ]
  )
  func noPreemption(relationship: GestureConfiguration.Relationship) throws {
    var configuration = GestureConfiguration.adaptive
    configuration.name = "other"
    configuration.relationships.pinchWithMovement = relationship
    let meaning = try synthMeaning(Self.moveThenPinch, configuration)
    #expect(
      !unsureKinds(meaning).contains { $0.hasPrefix("movement") },
      "\(unsureKinds(meaning))"
    )
    // Only a swipe may cancel the movement.
    #expect(
      !meaning.events.contains { $0.phase == .cancelled && $0.insteadOf == nil }
    )
  }

  @Test(
    "a move while pinched may cancel the pinch, when the movement preempts it",
    arguments: ["handKit", "adaptive"]
  )
  func moveMayCancelPinch(base: String) throws {
    var configuration = try #require(GestureConfiguration.builtIn(named: base))
    configuration.name = "preempted"
    configuration.relationships.pinchWithMovement = .isPreemptedBy
    let script =
      "open 0.5s; pinch 0.3s; hold 0.2s; move left 0.2 over 0.4s linear;"
      + " hold 0.3s; release 0.2s; hold 0.5s"
    let meaning = try synthMeaning(script, configuration)
    #expect(unsureKinds(meaning) == ["pinch cancelled", "pinch ended"])
    // The movement begins while the hand is pinched and cancels the pinch;
    // the release then ends nothing.
    #expect(
      try quietKinds(script, configuration, Self.gestures) == [
        "pinch began", "pinch cancelled", "movement began", "slider began",
        "slider ended", "movement ended",
      ]
    )
    // A move before the pinch cancels nothing.
    let before =
      "open 0.5s; move left 0.2 over 0.4s linear; hold 0.5s; pinch 0.3s;"
      + " hold 0.2s; release 0.2s; hold 0.5s"
    #expect(unsureKinds(try synthMeaning(before, configuration)).isEmpty)
  }
}
