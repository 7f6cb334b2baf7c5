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

  /// Two quick pinches, each drawn closed by a frame or not.
  enum QuickPinches: String, CaseIterable, Sendable {
    /// The first pinch closes at 0.52 s, between the frames at 0.5 s and
    /// 0.5333 s, and opens at once; the second is drawn closed.
    case firstUndrawn
    /// The second pinch closes at 0.77 s, between the frames at 0.7667 s
    /// and 0.8 s, and opens at once.
    case secondUndrawn
    /// The first pinch is closed from 0.53 s to 0.54 s, across the frame
    /// at 0.5333 s, and the second is drawn closed.
    case bothDrawn

    var script: String {
      switch self {
      case .firstUndrawn:
        "open 0.5s; pinch 0.02s; release 0.05s; hold 0.1s; pinch 0.05s;"
          + " hold 0.2s; release 0.05s; hold 0.6s"
      case .secondUndrawn:
        "open 0.5s; pinch 0.05s; hold 0.05s; release 0.05s; hold 0.1s;"
          + " pinch 0.02s; release 0.05s; hold 0.6s"
      case .bothDrawn:
        "open 0.5s; pinch 0.03s; hold 0.01s; release 0.03s; hold 0.1s;"
          + " pinch 0.05s; hold 0.2s; release 0.05s; hold 0.6s"
      }
    }

    /// The events the script may mean, not surely.
    var unsure: [String] {
      switch self {
      case .firstUndrawn:
        ["pinch began", "pinch ended", "doublePinch recognized"]
      case .secondUndrawn:
        ["pinch began", "doublePinch recognized", "pinch ended"]
      case .bothDrawn: []
      }
    }

    /// What the replay gives: with the first pinch undrawn, the second
    /// pinch alone; otherwise both, and the double pinch (both thresholds
    /// read the second undrawn pinch's frames as a pinch).
    var replayed: [String] {
      switch self {
      case .firstUndrawn: ["pinch began", "pinch ended"]
      case .secondUndrawn, .bothDrawn:
        [
          "pinch began", "pinch ended", "pinch began",
          "doublePinch recognized", "pinch ended",
        ]
      }
    }
  }

  @Test(
    "a double pinch is sure only if the frames show both its pinches closed",
    arguments: ["handKit", "adaptive"],
    QuickPinches.allCases
  )
  func doublePinch(base: String, pinches: QuickPinches) throws {
    var configuration = try #require(GestureConfiguration.builtIn(named: base))
    configuration.name = "double"
    configuration.doublePinch.isEnabled = true
    let meaning = try synthMeaning(pinches.script, configuration)
    #expect(unsureKinds(meaning) == pinches.unsure)
    // What the replay does not give, no warning names.
    #expect(
      try quietKinds(pinches.script, configuration, [.pinch, .doublePinch])
        == pinches.replayed
    )
  }
}
