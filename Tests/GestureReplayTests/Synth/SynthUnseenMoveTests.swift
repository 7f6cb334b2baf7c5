import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a move the hand takes out of view before a
/// recognizer surely sees it: a movement that may never begin, or that
/// may begin once the hand is back.
@Suite("Synthetic traces' moves the hand takes out of view")
struct SynthUnseenMoveTests {
  /// A quick move from 0.39 s to 0.49 s, the hand away from 0.49 s
  /// (last seen at 0.4667 s at 30 frames a second) to 1.18 s.
  static func script(_ direction: String) -> String {
    "open 0.39s; move \(direction) 0.08 over 0.1s; lose 0.69s; open 0.35s"
  }

  /// The events of a meaning, as `gesture phase`, sure or not.
  static func kinds(_ meaning: SynthMeaning, sure: Bool) -> [String] {
    meaning.events
      .filter {
        $0.isSure == sure && $0.gesture != .hand && $0.insteadOf == nil
      }
      .map { "\($0.gesture) \($0.phase)" }
  }

  @Test(
    "a move out of view before it is surely seen may mean a movement",
    arguments: ["right", "up"]
  )
  func mayMean(direction: String) throws {
    let meaning = try synthMeaning(Self.script(direction), .handKit)
    #expect(Self.kinds(meaning, sure: true).isEmpty)
    #expect(
      Self.kinds(meaning, sure: false)
        == [
          "movement began", "slider began", "slider ended", "movement ended",
        ]
    )
    // handKit keeps what it saw through the loss: the movement may begin
    // from the move's start until the movement's allowance after the
    // hand is back at 1.2 s.
    let began = try #require(meaning.events.first { $0.phase == .began })
    #expect(began.earliest == 0.39)
    #expect(abs(began.latest - (1.2 + meaning.latency.movement)) < 1e-9)
    // The replay decides, with no warning either way: handKit begins the
    // movement as the hand comes back after the move to the right, and
    // none after the move up.
    #expect(
      try quietKinds(Self.script(direction), .handKit, [.movement], seed: 3)
        == (direction == "right" ? ["movement began", "movement ended"] : [])
    )
  }

  @Test("a loss that cancels a move not surely seen may cancel nothing")
  func cancelled() throws {
    // adaptive cancels 0.3 s after the hand was last seen; its movement
    // may begin until 0.39 s + 0.3033 s, after the hand left.
    let meaning = try synthMeaning(Self.script("right"), .adaptive)
    #expect(Self.kinds(meaning, sure: true).isEmpty)
    #expect(
      Self.kinds(meaning, sure: false)
        == [
          "movement began", "slider began", "slider cancelled",
          "movement cancelled",
        ]
    )
  }

  @Test("a hand that leaves once the move is surely seen means its movement")
  func seen() throws {
    // The movement begins by full speed, halfway at 0.75 s, plus
    // 0.1333 s; the hand is last seen at 0.9667 s.
    let meaning = try synthMeaning(
      "open 0.5s; move right 0.3 over 0.5s; lose 0.5s; open 0.5s",
      .handKit
    )
    #expect(Self.kinds(meaning, sure: false).isEmpty)
    #expect(
      Self.kinds(meaning, sure: true)
        == [
          "movement began", "slider began", "slider ended", "movement ended",
        ]
    )
  }

  /// A move of 0.1 from 0.5 s lasting `duration`, at 30 frames a second.
  static func brief(_ duration: Double) -> String {
    "open 0.5s; move right 0.1 over \(duration)s linear; hold 1s"
  }

  @Test(
    "a move briefer than most of the median's frames may pass unseen, measured per frame",
    arguments: [(0.05, false), (0.09, false), (0.1, true), (0.2, true)]
  )
  func brief(duration: Double, isSure: Bool) throws {
    // handKit's median of 5 frames' travel rises once 3 of them move:
    // 0.1 s at 30 fps.
    let meaning = try synthMeaning(Self.brief(duration), .handKit)
    let movement =
      ["movement began", "slider began", "slider ended"]
      + ["movement ended"]
    #expect(
      Set(Self.kinds(meaning, sure: isSure)) == Set(movement),
      "\(meaning.events)"
    )
    #expect(Self.kinds(meaning, sure: !isSure).isEmpty)
    // The replay agrees either way.
    _ = try quietKinds(Self.brief(duration), .handKit, [.movement])
  }

  @Test("measured by speed, a brief move is meant as any other")
  func briefBySpeed() throws {
    let meaning = try synthMeaning(Self.brief(0.05), .adaptive)
    #expect(
      Set(Self.kinds(meaning, sure: true)).isSuperset(of: [
        "movement began", "movement ended",
      ])
    )
    #expect(Self.kinds(meaning, sure: false).isEmpty)
  }
}
