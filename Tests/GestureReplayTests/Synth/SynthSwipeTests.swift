import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a move whose movement a swipe may cancel
/// (adaptive's `relationships.movementWithSwipe` `isPreemptedBy`): the
/// movement's ending, or instead its cancellation while the hand moves,
/// as the swipe's thresholds decide.
@Suite("Synthetic traces' moves a swipe may cancel")
struct SynthSwipeTests {
  /// A move right of 0.3 in `duration` seconds from 0.5 s.
  static func script(duration: Double, _ profile: String = "linear") -> String {
    "at 0.3 0.4; open 0.5s; move right 0.3 over \(duration)s \(profile); "
      + "hold 0.6s"
  }

  @Test(
    "a move a swipe cancels means the cancellation instead of the ending",
    arguments: [
      // At 30 fps adaptive's swipe (1.4 palm sizes within 0.15 s) cancels
      // the movement of a move of 0.3 in 0.15 s, not of one in 0.6 s.
      (0.15, "movement cancelled"), (0.6, "movement ended"),
    ]
  )
  func cancels(duration: Double, ending: String) throws {
    let meaning = try synthMeaning(
      Self.script(duration: duration),
      .adaptive
    )
    let ended = try #require(
      meaning.events.firstIndex {
        $0.gesture == .movement && $0.phase == .ended
      }
    )
    #expect(meaning.events[ended].isSure)
    let cancelled = try #require(
      meaning.events.first { $0.gesture == .movement && $0.phase == .cancelled }
    )
    #expect(!cancelled.isSure)
    #expect(cancelled.insteadOf == ended)
    #expect(cancelled.givenMeansUndone)
    // The replay decides, and no warning says otherwise. (The trace lists
    // expectations by the middle of their windows, and a cancellation's
    // may come before the `began`'s.)
    #expect(
      try quietKinds(Self.script(duration: duration), .adaptive, [.movement])
        .sorted() == ["movement began", ending].sorted()
    )
  }

  @Test("without a swipe that preempts the movement, a move means its ending")
  func noSwipe() throws {
    var configuration = GestureConfiguration.adaptive
    configuration.name = "noSwipe"
    configuration.swipe.isEnabled = false
    for configuration in [configuration, .handKit] {
      let meaning = try synthMeaning(Self.script(duration: 0.15), configuration)
      #expect(meaning.events.allSatisfy { $0.insteadOf == nil })
      #expect(!meaning.events.contains { $0.phase == .cancelled })
    }
  }

  @Test("a cancelled movement takes the slider back to where it began")
  func sliderBack() throws {
    // The swipe cancels the first move's movement, the slider going back
    // to 0; the second move is too slow for a swipe, and moves the slider
    // by 20 from there.
    let text =
      Self.script(duration: 0.15) + "; move right 0.2 over 0.6s; hold 0.6s"
    let result = try synthesizeChecked(
      text,
      frameRate: 30,
      seed: 5,
      configurations: [.adaptive]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let slider = result.trace.expectationSet(for: "adaptive").expectations
      .filter { $0.gesture == .slider }
    #expect(
      slider.map { "\($0.phase) \($0.value ?? .nan)" } == [
        "cancelled 0.0", "began 0.0", "began 0.0", "ended 20.0",
      ]
    )
  }

  @Test("a movement that goes on from the move before goes back to its start")
  func sliderBackAcross() throws {
    // A slow move, then a fast one with the hand at rest between them:
    // adaptive sees one movement, which the swipe of the second move
    // cancels, taking the slider back to 0, its value before the first.
    let text =
      "at 0.3 0.4; open 0.5s; move right 0.2 over 0.6s; "
      + "move right 0.3 over 0.15s linear; hold 0.6s"
    let meaning = try synthMeaning(text, .adaptive)
    let cancelled = meaning.events.filter {
      $0.gesture == .slider && $0.phase == .cancelled
    }
    #expect(cancelled.count == 2)
    let value = try #require(cancelled.last?.value)
    #expect(value.contains(0))
    #expect(
      try quietKinds(text, .adaptive, [.slider]) == [
        "slider began", "slider cancelled",
      ]
    )
  }

  @Test("a movement that goes on from a cancelled one may report nothing")
  func continuesCancelled() throws {
    // The swipe cancels the movement of the first move; the hand rests
    // between the moves, but not long enough for the recognizer to end
    // the cancelled movement, so the second move reports no movement.
    let text =
      "at 0.3 0.4; open 0.3s; move right 0.3 over 0.3s; "
      + "move left 0.3 over 0.3s; hold 0.6s"
    #expect(
      try quietKinds(text, .adaptive, [.movement, .slider]) == [
        "slider cancelled", "movement cancelled", "movement began",
        "slider began",
      ]
    )
  }
}
