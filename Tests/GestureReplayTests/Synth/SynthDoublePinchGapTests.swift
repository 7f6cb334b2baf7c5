import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of double pinches when the hand is out of view
/// for less than adaptive's loss timeout (0.3 s): the stage, which runs
/// only on frames that show the hand, finds the double pinch where it
/// was, and a limit that passes while the hand is away shows on the frame
/// it is back. At 30 fps; the longest first pinch is 0.4 s, the longest
/// interval 0.3 s.
@Suite("Synthetic traces' double pinches through a short absence")
struct SynthDoublePinchGapTests {
  /// The double pinch suite, for its configurations and helpers.
  typealias Base = SynthDoublePinchTests

  /// adaptive with double pinches on, its pinch awaiting their failure.
  static let awaiting = Base.doublePinching(.adaptive, awaiting: true)

  /// The pinch events a meaning means at the hand's return, and the
  /// others, as `phase` with ` (not sure)` after those it only may mean.
  static func pinches(
    _ meaning: SynthMeaning
  ) throws -> (atReturn: [String], others: [String]) {
    let back = try #require(meaning.absences.first?.returnTime)
    let pinches = meaning.events.filter { $0.gesture == .pinch }
    func text(_ event: SynthMeaning.Event) -> String {
      "\(event.phase)" + (event.isSure ? "" : " (not sure)")
    }
    let isAtReturn = { (event: SynthMeaning.Event) in
      event.earliest == back && event.latest == back
    }
    return (
      pinches.filter(isAtReturn).map(text),
      pinches.filter { !isAtReturn($0) }.map(text)
    )
  }

  /// A first pinch released from 0.7 s to 0.8 s and the allowance; the
  /// hand last seen by 0.9 s, out of view for `away`.
  static func released(away: Double) -> String {
    "open 0.5s; pinch 0.1s; hold 0.1s; release 0.1s; hold 0.1s; "
      + "lose \(away)s; open 0.5s"
  }

  @Test(
    "a hand back before its loss: a single pinch on its return if the interval passed while away",
    arguments: [
      // Back by 0.9667 s, within 0.3 s of any release: the wait goes on.
      (0.05, [String](), ["began", "ended"]),
      // Back at 1.1 s, 0.3 s after some releases and not others.
      (
        0.2, ["began (not sure)", "ended (not sure)"],
        [
          "began (not sure)", "ended (not sure)",
        ]
      ),
      // Back at 1.2 s, more than 0.3 s after any release.
      (0.28, ["began", "ended"], []),
    ]
  )
  func interval(away: Double, atReturn: [String], others: [String]) throws {
    let text = Self.released(away: away)
    let meaning = try synthMeaning(text, Self.awaiting)
    #expect(meaning.warnings.isEmpty, "\(meaning.warnings)")
    #expect(meaning.absences.first?.lostTime == nil)
    let pinches = try Self.pinches(meaning)
    #expect(pinches.atReturn == atReturn)
    #expect(pinches.others == others)
    // Every configuration's replay agrees.
    let result = try Base.synthesize(text, frameRate: 30)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test(
    "a pinched hand back before its loss: too long for a first pinch on its return"
  )
  func firstPinch() throws {
    // The pinch begins from 0.5 s to 0.6 s and the allowance; the hand,
    // last seen by 0.8 s (0.3 s at most into the pinch), is back at 1.1 s,
    // surely more than 0.4 s after it began: awaiting, the pinch's began
    // comes then, and its end with the release.
    let text = """
      open 0.5s; pinch 0.1s; hold 0.2s; lose 0.28s; pinch 0.1s; hold 0.2s
      release 0.1s; hold 0.5s
      """
    let meaning = try synthMeaning(text, Self.awaiting)
    #expect(meaning.warnings.isEmpty, "\(meaning.warnings)")
    #expect(meaning.absences.first?.lostTime == nil)
    let pinches = try Self.pinches(meaning)
    #expect(pinches.atReturn == ["began"])
    #expect(pinches.others == ["ended"])
    let result = try Base.synthesize(text, frameRate: 30)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test(
    "surely past the interval while seen: the single pinch comes then, surely, whatever the absence",
    arguments: Base.awaiting
  )
  func pastBeforeLeaving(configuration: GestureConfiguration) throws {
    // Released from 0.7 s to 0.8 s and the allowance, last seen by 1.3 s:
    // handKit loses the hand at once, adaptive has it back at 1.5 s.
    let text = """
      open 0.5s; pinch 0.1s; hold 0.1s; release 0.1s; hold 0.5s
      lose 0.2s; open 0.5s
      """
    let meaning = try synthMeaning(text, configuration)
    #expect(meaning.warnings.isEmpty, "\(meaning.warnings)")
    let absence = try #require(meaning.absences.first)
    let pinches = meaning.events.filter { $0.gesture == .pinch }
    #expect(pinches.map(\.phase) == [.began, .ended])
    #expect(pinches.allSatisfy { $0.isSure && $0.latest <= absence.lastSeen })
    let result = try Base.synthesize(text, frameRate: 30)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test(
    "a hand that leaves for good before its loss: the stage reports no more"
  )
  func neverBack() throws {
    // Released by 0.8 s and the allowance; the hand leaves at 0.9 s and the
    // trace ends at 1.1 s, before adaptive's timeout loses it: the stage
    // sees no frame past the interval, and the single pinch is never
    // reported.
    let text =
      "open 0.5s; pinch 0.1s; hold 0.1s; release 0.1s; hold 0.1s; lose 0.2s"
    let meaning = try synthMeaning(text, Self.awaiting)
    #expect(meaning.absences.first?.returnTime == nil)
    #expect(meaning.absences.first?.lostTime == nil)
    #expect(!meaning.events.contains { $0.gesture == .pinch })
    let result = try Base.synthesize(text, frameRate: 30)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }
}
