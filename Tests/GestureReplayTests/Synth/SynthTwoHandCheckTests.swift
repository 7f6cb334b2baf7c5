import GestureCore
import Testing

@testable import GestureReplay

/// What the synthesizer does with a script and a configuration, against
/// events given: the parts' meanings, the two-hand pinch they mean, and
/// the check.
@Suite("Checking the two-hand pinch a script means")
struct SynthTwoHandCheckTests {
  /// The two-hand pinch events a script means under a configuration,
  /// checked against its replay, as `gesture phase`, with ` (not sure)`
  /// after those it only may mean.
  static func meant(
    _ text: String,
    _ configuration: GestureConfiguration
  ) throws -> [String] {
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: text), checkingWith: []).trace
    let check = try synthCheck(
      text,
      against: Replay.run(trace, configuration: configuration).events,
      configuration: configuration
    )
    return check.meant.filter { $0.event.gesture == .twoHandPinch }.map {
      "\($0.event.gesture) \($0.event.phase)"
        + ($0.event.isSure ? "" : " (not sure)")
    }
  }

  /// The spread script with the hands spreading `distance` each way.
  static func spread(_ distance: Double) -> String {
    SynthTwoHandTests.spread.replacing("0.35 over", with: "\(distance) over")
  }

  @Test(
    "a scale and rotation the replay does not give are left out, with a warning"
  )
  func strayPayload() throws {
    let configuration = SynthTwoHandTests.twoHanded(.handKit)
    // The same steps, timed alike, spreading less.
    let other = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(
        try SynthScript(parsing: Self.spread(0.25)),
        checkingWith: []
      ).trace
    let events = Replay.run(other, configuration: configuration).events
    let check = try synthCheck(
      Self.spread(0.35),
      against: events,
      configuration: configuration
    )
    let ended = try #require(
      check.set.expectations.first {
        $0.gesture == .twoHandPinch && $0.phase == .ended
      }
    )
    #expect(ended.scale == nil && ended.rotation == nil)
    let warning = try #require(check.warnings.first)
    #expect(warning.line == 4)
    #expect(
      warning.message.hasPrefix(
        "'release 0.15s' means twoHandPinch ended with scale 2.03"
      )
    )
    #expect(warning.message.contains(", but handKitTwoHand gives scale 1."))
    #expect(warning.message.hasSuffix("; the trace expects it without them"))
  }

  @Test("a part's hand leaves the view after its last step, which goes first")
  func shorterPart() throws {
    let configurations = SynthTwoHandTests.configurations
    let result = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(
        try SynthScript(
          parsing: """
            hand left; size 0.08; at 0.3 0.5
            open 0.4s; pinch 0.15s; hold 1.5s
            hand right; size 0.08; at 0.6 0.5
            open 0.5s; pinch 0.15s; hold 0.3s; release 0.15s
            """
        ),
        checkingWith: configurations
      )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    // The right part lasts 1.1 s: frames 0 to 33 at 30 fps, the last at
    // its end; the left part's 2.05 s go on to frame 61.
    let shown = result.trace.frames.indices.filter { index in
      result.trace.frames[index].hands.contains { $0.chirality == .right }
    }
    #expect(shown == Array(0...33))
    #expect(result.trace.frames.count == 62)
    for configuration in configurations {
      let right = result.trace.expectationSet(for: configuration.name)
        .expectations.filter { $0.hand == .right }
        .map { "\($0.gesture) \($0.phase)" }
      // The release ends the pinch; the hand is lost after the part ends.
      #expect(
        right == ["hand found", "pinch began", "pinch ended", "hand lost"]
      )
    }
  }
}
