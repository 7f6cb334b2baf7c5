import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a pinch whose closed thumb no frame shows: the
/// frames draw it only part of the way closed, and whether that is a
/// pinch rests on the configuration's thresholds, so the script does not
/// surely mean it.
@Suite("Synthetic traces' pinches no frame shows closed")
struct SynthDrawnPinchTests {
  @Test(
    "a pinch closed between two frames is not sure",
    arguments: [
      // Closed at 0.55 s, between the frames at 0.5333 s and 0.5667 s,
      // and opened at once, hidden or opening by the next frame.
      ("open 0.5s; pinch 0.05s; open 0.5s", "handKit", ["began", "ended"]),
      (
        "open 0.5s; pinch 0.05s; release 0.05s; hold 0.5s", "adaptive",
        ["began", "ended"]
      ),
      // adaptive cancels the pinch 0.3 s into the loss.
      (
        "open 0.5s; pinch 0.05s; lose 0.5s; open 0.5s", "adaptive",
        ["began", "cancelled"]
      ),
    ]
  )
  func notDrawn(script: String, base: String, phases: [String]) throws {
    let configuration = try #require(GestureConfiguration.builtIn(named: base))
    let meaning = try synthMeaning(script, configuration)
    #expect(unsureKinds(meaning) == phases.map { "pinch \($0)" })
    // The replay gives none of them, and no warning says so.
    #expect(try quietKinds(script, configuration, [.pinch]).isEmpty)
  }

  @Test(
    "a frame at the release's first instant shows the pinch closed",
    arguments: [15.0, 30]
  )
  func drawnAtRelease(frameRate: Double) throws {
    // Closed at 0.6 s, a frame's time at both rates, and opened from
    // there.
    let script = "open 0.5s; pinch 0.1s; release 0.1s; hold 0.5s"
    let meaning = try synthMeaning(script, .handKit)
    #expect(unsureKinds(meaning).isEmpty)
    let result = try synthesizeChecked(
      script,
      frameRate: frameRate,
      seed: 5,
      configurations: [.handKit]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      SynthPinchMeaningTests.kinds(result, "handKit", [.pinch])
        == ["pinch began", "pinch ended"]
    )
  }

  @Test("a pinch closed after the last frame is not sure")
  func afterLastFrame() throws {
    // Closed at 0.55 s; the script ends at 0.56 s, the last frame at
    // 0.5333 s.
    let meaning = try synthMeaning(
      "open 0.5s; pinch 0.05s; hold 0.01s",
      .handKit
    )
    #expect(unsureKinds(meaning) == ["pinch began"])
  }

  @Test(
    "a double pinch on a pinch no frame shows closed is not sure",
    arguments: ["handKit", "adaptive"]
  )
  func doublePinchOnUndrawn(base: String) throws {
    var configuration = try #require(GestureConfiguration.builtIn(named: base))
    configuration.name = "double"
    configuration.doublePinch.isEnabled = true
    // The first pinch closes at 0.52 s, between the frames at 0.5 s and
    // 0.5333 s, and opens at once; the second is drawn closed.
    let script =
      "open 0.5s; pinch 0.02s; release 0.05s; hold 0.1s; pinch 0.05s;"
      + " hold 0.2s; release 0.05s; hold 0.6s"
    let meaning = try synthMeaning(script, configuration)
    #expect(
      unsureKinds(meaning) == [
        "pinch began", "pinch ended", "doublePinch recognized",
      ]
    )
    // The replay sees the second pinch alone: no double pinch, and no
    // warning says so.
    #expect(
      try quietKinds(script, configuration, [.pinch, .doublePinch])
        == ["pinch began", "pinch ended"]
    )
  }

  @Test(
    "a double pinch whose second pinch no frame shows closed is not sure",
    arguments: ["handKit", "adaptive"]
  )
  func doublePinchSecondUndrawn(base: String) throws {
    var configuration = try #require(GestureConfiguration.builtIn(named: base))
    configuration.name = "double"
    configuration.doublePinch.isEnabled = true
    // The second pinch closes at 0.77 s, between the frames at 0.7667 s
    // and 0.8 s, and opens at once.
    let script =
      "open 0.5s; pinch 0.05s; hold 0.05s; release 0.05s; hold 0.1s;"
      + " pinch 0.02s; release 0.05s; hold 0.6s"
    let meaning = try synthMeaning(script, configuration)
    #expect(
      unsureKinds(meaning) == [
        "pinch began", "doublePinch recognized", "pinch ended",
      ]
    )
    // Both thresholds read the frames part of the way closed as a pinch.
    #expect(
      try quietKinds(script, configuration, [.pinch, .doublePinch]) == [
        "pinch began", "pinch ended", "pinch began", "doublePinch recognized",
        "pinch ended",
      ]
    )
  }

  @Test(
    "a double pinch on pinches the frames show closed is sure",
    arguments: ["handKit", "adaptive"]
  )
  func doublePinchDrawn(base: String) throws {
    var configuration = try #require(GestureConfiguration.builtIn(named: base))
    configuration.name = "double"
    configuration.doublePinch.isEnabled = true
    // The first pinch is closed from 0.53 s to 0.54 s, across the frame
    // at 0.5333 s.
    let script =
      "open 0.5s; pinch 0.03s; hold 0.01s; release 0.03s; hold 0.1s;"
      + " pinch 0.05s; hold 0.2s; release 0.05s; hold 0.6s"
    let meaning = try synthMeaning(script, configuration)
    #expect(unsureKinds(meaning).isEmpty)
    #expect(
      try quietKinds(script, configuration, [.pinch, .doublePinch]) == [
        "pinch began", "pinch ended", "pinch began", "doublePinch recognized",
        "pinch ended",
      ]
    )
  }
}
