import GestureCore
import Testing

@testable import GestureReplay

/// What a script means when its hand's score or confidence is exactly a
/// configuration's gate: the engine keeps a hand whose score is at least
/// `hands.minimumScore`, and uses joints whose confidence is at least
/// `minimumConfidence`, so the synthesizer must mean the same.
@Suite("Synth: a hand's score and confidence at the configuration's gates")
struct SynthGateBoundTests {
  static let script = "confidence 0.5\nopen 0.5s\npinch 0.2s\nhold 0.5s"

  static func pinchKinds(_ meaning: SynthMeaning) -> [String] {
    meaning.events.filter { $0.gesture == .pinch }
      .map { "\($0.gesture) \($0.phase)" }
  }

  @Test(
    "a hand whose score is the minimum is seen; with a minimum just above, never",
    arguments: [(Synthesizer.score, true), (Synthesizer.score.nextUp, false)]
  )
  func score(minimum: Double, isSeen: Bool) throws {
    var configuration = GestureConfiguration.handKit
    configuration.minimumConfidence = 0.5
    configuration.hands.minimumScore = minimum
    let meaning = try synthMeaning(Self.script, configuration)
    #expect(Self.pinchKinds(meaning) == (isSeen ? ["pinch began"] : []))
    #expect(
      meaning.warnings.map(\.message).contains {
        $0.hasPrefix("the hand's score, 0.95, is below handKit's")
      } == !isSeen
    )
    // The replay agrees: the script's expectations are met.
    _ = try synthesizeChecked(
      Self.script,
      frameRate: 30,
      seed: 7,
      configurations: [configuration]
    )
  }

  @Test(
    "joints whose confidence is the minimum are used; with one just above, not",
    arguments: [(0.5, true), (0.5.nextUp, false)]
  )
  func confidence(minimum: Double, isUsed: Bool) throws {
    var configuration = GestureConfiguration.handKit
    configuration.minimumConfidence = minimum
    let meaning = try synthMeaning(Self.script, configuration)
    #expect(Self.pinchKinds(meaning) == (isUsed ? ["pinch began"] : []))
    #expect(
      meaning.warnings.map(\.message).contains {
        $0.hasPrefix("confidence 0.5 is below handKit's minimumConfidence")
      } == !isUsed
    )
    _ = try synthesizeChecked(
      Self.script,
      frameRate: 30,
      seed: 7,
      configurations: [configuration]
    )
  }
}
