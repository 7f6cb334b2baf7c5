import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of holds, with holds on: a pinch held still long
/// enough is a hold, checked against the replay of both presets.
@Suite("Synthetic traces' holds")
struct SynthHoldTests {
  /// A preset with holds on, under a name of its own.
  static func holding(_ base: GestureConfiguration) -> GestureConfiguration {
    var configuration = base
    configuration.name = "\(base.name)Hold"
    configuration.hold.isEnabled = true
    return configuration
  }

  static let configurations = [holding(.handKit), holding(.adaptive)]

  /// The hold expectations of a configuration's set, as `gesture phase`.
  static func holds(_ result: SynthResult, _ name: String) -> [String] {
    result.trace.expectationSet(for: name).expectations
      .filter { $0.gesture == .hold }
      .map { "\($0.gesture) \($0.phase)" }
  }

  /// Synthesizes a script at a frame rate and checks that the replay of
  /// each configuration meets what the script means.
  static func synthesize(
    _ text: String,
    frameRate: Double = 30
  ) throws -> SynthResult {
    try synthesizeChecked(
      text,
      frameRate: frameRate,
      seed: 7,
      configurations: configurations
    )
  }

  @Test(
    "a pinch held still a second is a hold that ends with the pinch",
    arguments: [15.0, 30, 60, 120]
  )
  func heldStill(frameRate: Double) throws {
    let result = try Self.synthesize(
      "open 0.3s; pinch 0.15s; hold 1s; release 0.15s; hold 0.3s",
      frameRate: frameRate
    )
    for configuration in Self.configurations {
      #expect(
        Self.holds(result, configuration.name)
          == ["hold began", "hold ended"]
      )
      #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
  }

  @Test("the hold begins the minimum duration after the pinch, within a frame")
  func window() throws {
    let result = try Self.synthesize(
      "open 0.3s; pinch 0.15s; hold 1s; release 0.15s; hold 0.3s"
    )
    let set = result.trace.expectationSet(for: "handKitHold")
    let pinch = try #require(set.expectations.first { $0.gesture == .pinch })
    let hold = try #require(set.expectations.first { $0.gesture == .hold })
    // The pinch's window plus 0.5 s, and a frame later at most.
    #expect(abs(hold.time - (pinch.time + 0.5 + 1.0 / 60)) < 1e-3)
    #expect(abs(hold.within - (pinch.within + 1.0 / 60)) < 1e-3)
  }

  @Test("a pinch too short for a hold means none, and the replay gives none")
  func tooShort() throws {
    // The release starts at 0.55 s, before a hold may begin at 0.8 s.
    let script = "open 0.3s; pinch 0.15s; hold 0.1s; release 0.15s; hold 0.3s"
    let result = try Self.synthesize(script)
    for configuration in Self.configurations {
      #expect(Self.holds(result, configuration.name).isEmpty)
      let meaning = try synthMeaning(script, configuration)
      #expect(!meaning.events.contains { $0.gesture == .hold })
    }
  }

  @Test("a pinch held to the end of the script is a hold that began")
  func heldToTheEnd() throws {
    let result = try Self.synthesize("open 0.3s; pinch 0.15s; hold 1s")
    for configuration in Self.configurations {
      #expect(Self.holds(result, configuration.name) == ["hold began"])
    }
  }

  /// At 30 fps the pinch of `open 0.3s; pinch 0.15s` may begin from 0.3
  /// to 0.4833 s, so a hold may begin from 0.8 s and surely begins by
  /// 1.0167 s. The hand then stays still for `held` seconds and moves: a
  /// hold is meant, surely if it surely begins before the move, and the
  /// move may cancel it or leave it to end with the pinch; one that may
  /// begin only during the move is meant not surely, as the palm may stay
  /// within the allowance.
  @Test(
    "a hand that moves while pinched may hold before the move, or during it",
    arguments: [
      // The move at 1.05 s: the hold surely begins, and the move cancels
      // it.
      (
        0.6, replayed: ["hold began", "hold cancelled"],
        unsure: ["hold cancelled", "hold ended"]
      ),
      // The move at 0.78 s, a frame (to 0.8133 s) after which a hold may
      // begin: it may, and the replay begins none.
      (
        0.33, replayed: [],
        unsure: ["hold began", "hold cancelled", "hold ended"]
      ),
      // The move at 0.75 s, before any hold may begin: the palm may still
      // be within the allowance as the duration is up (a threshold), so a
      // hold may begin during the move, and the replay begins none.
      (
        0.3, replayed: [],
        unsure: ["hold began", "hold cancelled", "hold ended"]
      ),
    ] as [(Double, replayed: [String], unsure: [String])]
  )
  func moved(held: Double, replayed: [String], unsure: [String]) throws {
    let script =
      "open 0.3s; pinch 0.15s; hold \(held)s; move right 0.3 over 0.4s;"
      + " hold 0.3s; release 0.15s; hold 0.3s"
    let result = try Self.synthesize(script)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.configurations {
      #expect(Self.holds(result, configuration.name) == replayed)
      let meaning = try synthMeaning(script, configuration)
      #expect(
        unsureKinds(meaning).filter { $0.hasPrefix("hold") } == unsure
      )
    }
  }

  @Test("with holds off, as in the presets, a script means no hold")
  func presets() throws {
    let result = Synthesizer(frameRate: 30).synthesize(
      try SynthScript(
        parsing: "open 0.3s; pinch 0.15s; hold 1s; release 0.15s; hold 0.3s"
      )
    )
    for name in ["handKit", "adaptive"] {
      #expect(Self.holds(result, name).isEmpty)
    }
  }

  @Test("a hand lost after it held: cancelled after adaptive's timeout")
  func lost() throws {
    let result = try Self.synthesize(
      "open 0.3s; pinch 0.15s; hold 1s; lose 0.5s; open 0.3s"
    )
    #expect(
      Self.holds(result, "adaptiveHold") == ["hold began", "hold cancelled"]
    )
    // handKit keeps its gestures through a loss: the script leaves the
    // hold to the replay, which the warnings name.
    #expect(Self.holds(result, "handKitHold").isEmpty)
  }

  /// At 30 fps the pinch of `open 0.3s; pinch 0.15s` may begin from 0.3
  /// to 0.4833 s, so the hold may begin from 0.8 s and surely begins by
  /// 0.4833 + 0.5 + 1/30 = 1.0167 s: a release that starts after that
  /// means a hold surely, one that starts between them a hold the script
  /// may mean, kept where the replay gives it, and one before 0.8 s none.
  @Test(
    "a hold is surely meant only when it surely begins before the release",
    arguments: [
      (0.57, isSure: true, isReplayed: true),
      (0.56, isSure: false, isReplayed: true),
      (0.4, isSure: false, isReplayed: false),
    ]
  )
  func edge(held: Double, isSure: Bool, isReplayed: Bool) throws {
    let script =
      "open 0.3s; pinch 0.15s; hold \(held)s; release 0.15s; hold 0.3s"
    let result = try Self.synthesize(script)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.configurations {
      #expect(
        Self.holds(result, configuration.name)
          == (isReplayed ? ["hold began", "hold ended"] : [])
      )
      let meaning = try synthMeaning(script, configuration)
      #expect(
        unsureKinds(meaning).filter { $0.hasPrefix("hold") }
          == (isSure ? [] : ["hold began", "hold ended"])
      )
    }
  }

  @Test("a move within the allowance lets the hold begin during it")
  func withinAllowance() throws {
    // 0.01 in 0.8 s from 0.65 s, while the hold may begin from 0.8 s to
    // 1.0167 s: the palm stays within both presets' allowances (0.025,
    // and 0.3 palm widths), and the hold begins during the move and ends
    // with the pinch. The script means it, not surely.
    let script =
      "open 0.3s; pinch 0.15s; hold 0.2s; move right 0.01 over 0.8s linear;"
      + " release 0.15s; hold 0.3s"
    let result = try Self.synthesize(script)
    // The move is too slow for a movement, which the warnings say; none
    // is about the hold.
    #expect(
      result.warnings.allSatisfy {
        $0.message.contains("means movement began")
      },
      "\(result.warnings)"
    )
    for configuration in Self.configurations {
      #expect(
        Self.holds(result, configuration.name) == ["hold began", "hold ended"]
      )
      let meaning = try synthMeaning(script, configuration)
      #expect(
        unsureKinds(meaning).filter { $0.hasPrefix("hold") } == [
          "hold began", "hold cancelled", "hold ended",
        ]
      )
    }
  }

  @Test("a later move may be the one that cancels the hold")
  func laterMove() throws {
    // The hold surely begins by 1.0167 s; a move of 0.005 from 1.15 s
    // stays within the allowance, and one of 0.3 from 1.65 s leaves it.
    let script =
      "open 0.3s; pinch 0.15s; hold 0.7s; move right 0.005 over 0.3s linear;"
      + " hold 0.2s; move right 0.3 over 0.3s linear; release 0.15s; hold 0.3s"
    let result = try Self.synthesize(script)
    #expect(
      !result.warnings.contains { $0.message.contains("hold ") },
      "\(result.warnings)"
    )
    for configuration in Self.configurations {
      #expect(
        Self.holds(result, configuration.name)
          == ["hold began", "hold cancelled"]
      )
      let cancelled = try #require(
        result.trace.expectationSet(for: configuration.name).expectations
          .first { $0.gesture == .hold && $0.phase == .cancelled }
      )
      #expect(cancelled.time + cancelled.within >= 1.65)
    }
  }
}
