import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of the pinch with the pinch off, and when a hand
/// whose pinch a loss cancelled comes back with its thumb closed, checked
/// against the replay.
@Suite("Synthetic traces' pinches, off and after a cancelling loss")
struct SynthPinchMeaningTests {
  /// A configuration's expectations, as `gesture phase`, in time order.
  static func kinds(
    _ result: SynthResult,
    _ name: String,
    _ gestures: Set<Gesture>
  ) -> [String] {
    result.trace.expectationSet(for: name).expectations
      .filter { gestures.contains($0.gesture) }
      .map { "\($0.gesture) \($0.phase)" }
  }

  /// A preset with the pinch off, and with holds and double pinches on,
  /// under a name of its own.
  static func pinchOff(_ base: GestureConfiguration) -> GestureConfiguration {
    var configuration = base
    configuration.name = "\(base.name)NoPinch"
    configuration.pinch.isEnabled = false
    configuration.hold.isEnabled = true
    configuration.doublePinch.isEnabled = true
    return configuration
  }

  /// Two quick pinches, a long one that moves, and a loss while pinched.
  static let pinches =
    "open 0.5s; pinch 0.05s; hold 0.1s; release 0.05s; hold 0.05s; "
    + "pinch 0.05s; hold 0.1s; release 0.05s; hold 0.5s; "
    + "pinch 0.1s; hold 1s; move right 0.2 over 0.5s; hold 0.5s; "
    + "release 0.1s; hold 0.5s; pinch 0.1s; hold 0.3s; lose 1s; open 0.5s"

  @Test("with the pinch off, a script means no pinch, hold or double pinch")
  func off() throws {
    let configurations = [Self.pinchOff(.handKit), Self.pinchOff(.adaptive)]
    let result = try synthesizeChecked(
      Self.pinches,
      frameRate: 30,
      seed: 5,
      configurations: configurations
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in configurations {
      #expect(
        Self.kinds(
          result,
          configuration.name,
          [.pinch, .hold, .doublePinch]
        ).isEmpty
      )
      // The rest of the script still means what it does: the move a
      // movement, the hand found and lost.
      #expect(
        Self.kinds(result, configuration.name, [.movement])
          == ["movement began", "movement ended"]
      )
      #expect(
        Self.kinds(result, configuration.name, [.hand])
          == ["hand found", "hand lost", "hand found"]
      )
      // The pinches are not left unspoken of: the replay gives none.
      let set = result.trace.expectationSet(for: configuration.name)
      #expect(!set.ignoredEvents.contains { $0.gesture == .pinch })
      #expect(
        Replay.run(result.trace, configuration: configuration).events
          .allSatisfy { $0.gesture != .pinch }
      )
    }
  }

  @Test(
    "a hand back from a cancelling loss with its thumb closed pinches again at once",
    arguments: [
      "move right 0.1 over 0.3s; hold 0.3s; release 0.15s", "release 0.15s",
    ]
  )
  func closedThumbBack(after: String) throws {
    // The hand pinches from 0.5 s and leaves the view from 0.95 s for
    // 0.6 s: adaptive cancels its pinch 0.3 s after it was last seen,
    // handKit keeps it. Back at 1.55 s with its thumb still closed, as
    // it moves or as it releases, the hand pinches again at once for
    // adaptive, before its release ends the pinch.
    let result = try synthesizeChecked(
      "open 0.5s; pinch 0.15s; hold 0.3s; lose 0.6s; \(after); hold 0.5s",
      frameRate: 30,
      seed: 5,
      configurations: [.handKit, .adaptive]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      Self.kinds(result, "adaptive", [.pinch])
        == [
          "pinch began", "pinch cancelled", "pinch began", "pinch ended",
        ]
    )
    #expect(
      Self.kinds(result, "handKit", [.pinch]) == ["pinch began", "pinch ended"]
    )
    // Back at 1.55 s: the pinch begins within the pinch's allowance of it.
    let again = try #require(
      result.trace.expectationSet(for: "adaptive").expectations.last {
        $0.gesture == .pinch && $0.phase == .began
      }
    )
    let lag = SynthLatency(.adaptive, frameRate: 30).pinch
    #expect(
      SynthExpectationTests.window(again, isWithin: 1.55...(1.55 + lag))
    )
  }
}
