import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a hand that comes back from a short absence at
/// another place (`lose`, then `at`): measured by speed, a recognizer
/// whose window still holds where the hand was may see it travel at once,
/// not surely; measured per frame, one frame's travel is not followed.
@Suite("Synthetic traces' hands back at another place")
struct SynthJumpTests {
  /// The hand at 0.5, away for `away` seconds from 0.5 s, back at `x`.
  static func script(away: Double, x: Double) -> String {
    "at 0.5 0.4; open 0.5s; lose \(away)s; at \(x) 0.4; open 0.6s"
  }

  /// The movement and slider events, as `gesture phase`, sure or not.
  static func kinds(_ meaning: SynthMeaning, sure: Bool) -> [String] {
    meaning.events
      .filter {
        $0.isSure == sure && [.movement, .slider].contains($0.gesture)
      }
      .map { "\($0.gesture) \($0.phase)" }
  }

  @Test(
    "back 0.2 to the right within the speed's window: a movement, not surely",
    arguments: [0.1, 0.25]
  )
  func jump(away: Double) throws {
    let text = Self.script(away: away, x: 0.7)
    let meaning = try synthMeaning(text, .adaptive)
    // adaptive's swipe preempts the movement: the jump may be a swipe.
    #expect(
      Set(Self.kinds(meaning, sure: false)) == [
        "movement began", "slider began", "slider ended", "movement ended",
        "slider cancelled", "movement cancelled",
      ]
    )
    #expect(Self.kinds(meaning, sure: true).isEmpty)
    let back = try #require(meaning.absences.first?.returnTime)
    for event in meaning.events where event.gesture == .movement {
      #expect(abs(event.earliest - back) < 1e-9)
    }
    // The slider may move by the gain times the jump, or not.
    let gain = GestureConfiguration.adaptive.slider.gain
    #expect(meaning.slider.contains(0))
    #expect(meaning.slider.contains(Swift.min(gain * 0.2, 100) - 1e-6))
    _ = try quietKinds(text, .adaptive, [.movement, .slider])
  }

  @Test(
    "no movement without a jump, after a longer absence, or measured per frame",
    arguments: [
      (0.1, 0.5, GestureConfiguration.adaptive),
      // Back after the window, its median span and a frame (0.3033 s).
      (0.35, 0.7, .adaptive),
      (0.5, 0.7, .adaptive),
      (0.1, 0.7, .handKit),
    ]
  )
  func none(away: Double, x: Double, configuration: GestureConfiguration)
    throws
  {
    let text = Self.script(away: away, x: x)
    let meaning = try synthMeaning(text, configuration)
    #expect(Self.kinds(meaning, sure: false).isEmpty)
    #expect(Self.kinds(meaning, sure: true).isEmpty)
    _ = try quietKinds(text, configuration, [.movement, .slider])
  }

  @Test("a move that starts as the hand is back means its own movement")
  func moveAfter() throws {
    let text =
      "at 0.5 0.4; open 0.5s; lose 0.1s; at 0.7 0.4; "
      + "move right 0.1 over 0.3s linear; hold 0.6s"
    let meaning = try synthMeaning(text, .adaptive)
    // The move's four events, sure, and none of the jump's.
    #expect(
      Set(Self.kinds(meaning, sure: true)) == [
        "movement began", "slider began", "slider ended", "movement ended",
      ]
    )
    #expect(
      meaning.events.filter { $0.gesture == .movement && $0.phase == .began }
        .count == 1
    )
  }
}
