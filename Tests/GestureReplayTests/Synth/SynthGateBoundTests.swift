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

  /// Expects the script to mean a pinch under a configuration, with no
  /// warning that starts with `warning`, when `isOn`; no pinch and that
  /// warning otherwise; and the replay to meet what it means either way.
  static func expectMeaning(
    under configuration: GestureConfiguration,
    isOn: Bool,
    warning: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let meaning = try synthMeaning(script, configuration)
    let pinches = meaning.events.filter { $0.gesture == .pinch }
      .map { "\($0.gesture) \($0.phase)" }
    #expect(
      pinches == (isOn ? ["pinch began"] : []),
      sourceLocation: sourceLocation
    )
    #expect(
      meaning.warnings.map(\.message).contains { $0.hasPrefix(warning) }
        == !isOn,
      sourceLocation: sourceLocation
    )
    _ = try synthesizeChecked(
      script,
      frameRate: 30,
      seed: 7,
      configurations: [configuration]
    )
  }

  @Test(
    "a hand whose score is the minimum is seen; with a minimum just above, never",
    arguments: [(Synthesizer.score, true), (Synthesizer.score.nextUp, false)]
  )
  func score(minimum: Double, isSeen: Bool) throws {
    var configuration = GestureConfiguration.handKit
    configuration.minimumConfidence = 0.5
    configuration.hands.minimumScore = minimum
    try Self.expectMeaning(
      under: configuration,
      isOn: isSeen,
      warning: "the hand's score, 0.95, is below handKit's"
    )
  }

  @Test(
    "joints whose confidence is the minimum are used; with one just above, not",
    arguments: [(0.5, true), (0.5.nextUp, false)]
  )
  func confidence(minimum: Double, isUsed: Bool) throws {
    var configuration = GestureConfiguration.handKit
    configuration.minimumConfidence = minimum
    try Self.expectMeaning(
      under: configuration,
      isOn: isUsed,
      warning: "confidence 0.5 is below handKit's minimumConfidence"
    )
  }
}
