import GestureCore
import Testing

@testable import GestureReplay

/// Where a configuration does not do what a script means: the warnings,
/// what the trace keeps, and the configurations it is checked with.
@Suite("Checking synthetic traces against their configurations")
struct SynthCheckTests {
  static let scripts = [
    "open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s; move right 0.3 over "
      + "0.3s; hold 0.3s; lose 0.4s; open 0.3s",
    "open 0.3s; move left 0.25 over 0.25s linear; hold 0.3s; move right 0.4 "
      + "over 0.4s; hold 0.4s",
    "hand left; size 0.08; at 0.3 0.5; open 0.4s; move up 0.2 over 0.25s; "
      + "hold 0.3s; pinch 0.15s; hold 0.3s; release 0.15s; hold 0.2s",
    "open 0.3s; move right 0.3 over 0.3s; move left 0.3 over 0.3s; hold 0.4s",
    "open 0.4s; pinch 0.2s; lose 0.3s; open 0.3s; hold 0.2s",
    "lose 0.3s; open 0.3s; move down 0.2 over 0.3s; hold 0.3s; lose 0.3s; "
      + "at 0.2 0.3; open 0.4s",
    "open 0.3s; pinch 0.2s; move right 0.2 over 0.2s; hold 0.3s; release "
      + "0.2s; hold 0.3s",
    "size 0.3; at 0.5 0.2; open 0.3s; pinch 0.3s; hold 0.3s; release 0.3s; "
      + "hold 0.3s",
  ]

  static let settings: [Synthesizer] = [15.0, 30, 60, 120].flatMap { fps in
    [
      Synthesizer(frameRate: fps),
      Synthesizer(
        frameRate: fps,
        seed: 3,
        noise: 0.001,
        coordinates: CoordinateSpace(isMirrored: true)
      ),
      Synthesizer(
        frameRate: fps,
        seed: 11,
        noise: 0.0005,
        coordinates: CoordinateSpace(origin: .bottomLeft, orientation: .right)
      ),
    ]
  }

  /// handKit with a pinch that a synthetic thumb never closes far enough
  /// for, under a name of its own.
  static let shallow: GestureConfiguration = {
    var configuration = GestureConfiguration.handKit
    configuration.name = "shallow"
    configuration.pinch.enterThreshold = 0.001
    return configuration
  }()

  @Test("a move too slow for a configuration is a warning, and no movement")
  func slowMove() throws {
    let result = try synthesize("open 0.5s\nmove right 0.05 over 1s\nhold 0.5s")
    #expect(result.warnings.map(\.line) == [2, 2])
    #expect(result.warnings.map(\.configuration) == ["handKit", "adaptive"])
    #expect(
      result.warnings.first?.message
        == "'move right 0.05 over 1s' means movement began (0.5 to 1.1333 s), "
        + "slider began (0.5 to 1.1333 s), slider ended (1.3667 to 1.6333 s) "
        + "and movement ended (1.3667 to 1.6333 s), but handKit gives none of "
        + "them; the trace does not expect them"
    )
    for name in ["handKit", "adaptive"] {
      let set = result.trace.expectationSet(for: name)
      #expect(set.expectations.map(\.gesture) == [.hand])
    }
  }

  @Test("a warning quotes a step with its numbers as written, not rounded")
  func unroundedQuote() throws {
    let result = try synthesize(
      "open 0.5s\nmove right 0.0000001 over 0.5s\nhold 0.5s"
    )
    #expect(result.warnings.map(\.line) == [2, 2])
    for warning in result.warnings {
      #expect(
        warning.message.hasPrefix(
          "'move right 0.0000001 over 0.5s' means movement began"
        ),
        "\(warning)"
      )
    }
  }

  @Test("each of 4,000 steps that no pinch follows has its warning")
  func manyMissedSteps() throws {
    // Each pinch held closed for a frame, so that the script surely means
    // it, and too shallow for the configuration.
    let script = try SynthScript(
      parsing: "open 0.5s\n"
        + String(repeating: "pinch 1ms; hold 34ms; release 1ms\n", count: 2_000)
    )
    let result = Synthesizer().synthesize(
      script,
      checkingWith: [Self.shallow]
    )
    #expect(result.warnings.count == 4_000)
  }

  @Test("a setting that keeps a pinch from closing reaches the expectations")
  func shallowPinch() throws {
    let result = try synthesize(
      "open 0.5s\npinch 0.2s\nhold 0.5s\nrelease 0.2s\nhold 0.3s",
      checkingWith: [Self.shallow]
    )
    #expect(
      result.trace.expectationsByConfiguration.keys.sorted() == ["shallow"]
    )
    let set = result.trace.expectationSet(for: "shallow")
    #expect(set.expectations.map(\.gesture) == [.hand])
    #expect(set.configuration == Self.shallow)
    #expect(
      result.warnings.map(\.description) == [
        "script line 2: 'pinch 0.2s' means pinch began (0.5 to 0.7333 s), "
          + "but shallow gives none; the trace does not expect it",
        "script line 4: 'release 0.2s' means pinch ended (1.2 to 1.4333 s), "
          + "but shallow gives none; the trace does not expect it",
      ]
    )
    // The settings come back from the file, under the set's name.
    let read = try Trace(bytes: result.trace.encoded(as: .jsonLines))
    #expect(read.expectationSet(for: "shallow") == set)
  }

  @Test("a changed configuration under a built-in name is recorded, not hidden")
  func changedBuiltIn() throws {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.enterThreshold = 0.001
    let trace = try synthesize(
      "open 0.5s; pinch 0.2s; hold 0.3s",
      checkingWith: [configuration]
    ).trace
    #expect(trace.expectationSet(for: "handKit").configuration == configuration)
  }

  @Test("a slider value the configuration does not reach is left out")
  func sliderValue() throws {
    let result = try synthesize(
      "open 0.5s\nmove right 0.3 over 0.6s\nhold 0.4s",
      with: Synthesizer(frameRate: 60)
    )
    let slider = try #require(
      SynthExpectationTests.expected(result.trace, .slider, .ended).first
    )
    #expect(slider.value == nil && slider.tolerance == 0)
    let warning = try #require(result.warnings.first)
    #expect(warning.line == 2 && warning.configuration == "handKit")
    #expect(
      warning.message.hasPrefix(
        "'move right 0.3 over 0.6s' means slider ended with value 30 ± "
      )
    )
    #expect(warning.message.hasSuffix("; the trace expects it without a value"))
    // adaptive takes its reference where the movement began.
    let adaptive = try #require(
      SynthExpectationTests.expected(
        result.trace,
        .slider,
        .ended,
        for: "adaptive"
      ).first
    )
    #expect(adaptive.value == 30)
  }

  @Test("a move a configuration does not see leaves the slider where it is")
  func unseenMove() throws {
    let result = try synthesize(
      "at 0.2 0.5\nopen 0.4s\nmove right 0.05 over 1s linear\nhold 0.5s\n"
        + "move right 0.3 over 0.5s linear\nhold 0.5s"
    )
    #expect(result.warnings.map(\.line) == [3, 3])
    for name in ["handKit", "adaptive"] {
      let values = result.trace.expectationSet(for: name).expectations
        .filter { $0.gesture == .slider }.map(\.value)
      #expect(values == [0, 30], "\(name)")
    }
  }

  @Test("a start value that follows from a missed one is not warned about")
  func missedValueOnce() throws {
    let result = try synthesize(
      "open 0.5s\nmove right 0.3 over 0.4s\nhold 0.4s\n"
        + "move left 0.3 over 0.3s linear\nhold 0.4s",
      with: Synthesizer(frameRate: 60)
    )
    let handKit = result.warnings.filter { $0.configuration == "handKit" }
    #expect(handKit.first?.line == 2)
    #expect(!handKit.contains { $0.message.contains("slider began with") })
    let began = SynthExpectationTests.expected(result.trace, .slider, .began)
    #expect(began.map(\.value) == [0, nil])
  }

  @Test("an event no step means is ignored by its kind, with a warning")
  func extraEvents() throws {
    // A replay that gives a pinch no step means, at 0.8333 s (frame 25),
    // during the release.
    var configuration = GestureConfiguration.handKit
    configuration.name = "custom"
    let text = "open 0.3s; pinch 0.3s; release 0.58s\nhold 0.3s"
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: text), checkingWith: []).trace
    var events = Replay.run(trace, configuration: configuration).events
    let extra = GestureEvent(
      time: trace.frames[25].time,
      frame: 25,
      hand: .right,
      gesture: .pinch,
      phase: .began
    )
    events.insert(extra, at: events.firstIndex { $0.frame > 25 } ?? 0)
    let check = try synthCheck(
      text,
      against: events,
      configuration: configuration
    )
    #expect(
      check.set.ignoredEvents.map(\.description) == [
        "slider.changed", "swipe", "pose", "sequence", "twoHandPinch",
        "pinch.began",
      ]
    )
    #expect(
      check.warnings.map(\.description) == [
        "script line 1: custom gives pinch began at 0.8333 s, during "
          + "'release 0.58s', which the script does not mean; the trace "
          + "ignores pinch.began under custom"
      ]
    )
    // What the script means is still expected: the pinch and its end.
    #expect(
      check.set.expectations.map { "\($0.gesture) \($0.phase)" } == [
        "hand found", "pinch began", "pinch ended",
      ]
    )
    #expect(
      ExpectationReport(
        expectations: check.set.expectations,
        ignoring: check.set.ignoredEvents,
        events: events
      ).isSuccess
    )
  }

  @Test("when a pinch holds the movement back, a move while pinched means none")
  func heldBack() throws {
    let trace = try synthesize(
      "open 0.3s; pinch 0.2s; move right 0.2 over 0.3s; hold 0.3s; "
        + "release 0.2s; hold 0.3s"
    ).trace
    #expect(
      SynthExpectationTests.kinds(trace, "adaptive") == [
        "hand found", "pinch began", "pinch ended",
      ]
    )
    // handKit, which does not arbitrate, sees the movement.
    #expect(
      !SynthExpectationTests.expected(trace, .movement, .began).isEmpty
    )
  }

  @Test("when the movement holds a pinch back, the pinch may wait for its end")
  func pinchWaits() throws {
    var exclusive = GestureConfiguration.adaptive
    exclusive.name = "exclusive"
    exclusive.relationships.pinchWithMovement = .exclusive
    let trace = try synthesize(
      "open 0.3s; move right 0.3 over 0.4s; pinch 0.15s; hold 0.4s; "
        + "release 0.2s; hold 0.3s",
      checkingWith: [.handKit, .adaptive, exclusive]
    ).trace
    let handKit = try #require(
      SynthExpectationTests.expected(trace, .pinch, .began).first
    )
    let adaptive = try #require(
      SynthExpectationTests.expected(trace, .pinch, .began, for: "adaptive")
        .first
    )
    let waiting = try #require(
      SynthExpectationTests.expected(trace, .pinch, .began, for: "exclusive")
        .first
    )
    // handKit and adaptive, whose pinch preempts the movement: the step
    // and its allowance; exclusive: until the movement may end, 0.2 +
    // 0.07 + 1/30 s after the move, and a frame.
    #expect(
      SynthExpectationTests.window(handKit, isWithin: 0.7...(0.85 + 1 / 30))
    )
    #expect(adaptive.time - adaptive.within >= 0.7 - 1e-9)
    #expect(adaptive.time + adaptive.within < 0.7 + 0.3033)
    #expect(
      abs(waiting.time + waiting.within - (0.7 + 0.3033 + 1 / 30)) < 2e-4
    )
  }

  @Test(
    "other warnings name their line",
    arguments: [
      (
        "open 0.5s\nmove right 0.3 over 0.3s", 2,
        "'move right 0.3 over 0.3s' means slider ended (0.6667 to 0.9333 s) "
          + "and movement ended (0.6667 to 0.9333 s), but handKit gives none "
          + "of them (the trace ends at 0.8 s)"
      ),
      ("open 0.51s\nlose 10ms\nopen 0.5s", 2, "'lose 0.01s' has no frame"),
      (
        "at 0.95 0.5\nopen 0.5s", 2,
        "part of the hand is outside the image from about 0 s"
      ),
    ]
  )
  func warnings(text: String, line: Int, message: String) throws {
    let result = try synthesize(text)
    #expect(
      result.warnings.contains {
        $0.line == line && $0.message.hasPrefix(message)
      },
      "\(result.warnings)"
    )
  }

  @Test("a hand scoring below the configuration's minimum means nothing")
  func unseen() throws {
    var configuration = GestureConfiguration.adaptive
    configuration.name = "picky"
    configuration.hands.minimumScore = 0.99
    let result = try synthesize(
      "open 0.5s; pinch 0.2s; hold 0.3s",
      checkingWith: [configuration]
    )
    #expect(result.trace.expectationSet(for: "picky").expectations.isEmpty)
    #expect(
      result.warnings.map(\.description) == [
        "the hand's score, 0.95, is below picky's hands.minimumScore, 0.99: "
          + "the hand is never seen and the script means no event"
      ]
    )
  }

  @Test("no configuration, no expectations")
  func unchecked() throws {
    let result = try synthesize("open 0.5s; pinch 0.2s", checkingWith: [])
    #expect(result.trace.expectationsByConfiguration.isEmpty)
    #expect(result.warnings.isEmpty)
  }

  @Test("two configurations of one name are a programmer error")
  func sameName() async {
    await #expect(processExitsWith: .failure) {
      _ = try synthesize(
        "open 0.5s",
        checkingWith: [.handKit, .handKit]
      )
    }
  }

  @Test("a hand of both or of no side is a programmer error")
  func sideless() async {
    await #expect(processExitsWith: .failure) {
      _ = try synthesize(
        "open 0.5s",
        with: Synthesizer(chirality: .both),
        checkingWith: []
      )
    }
    await #expect(processExitsWith: .failure) {
      _ = try synthesize(
        "open 0.5s",
        with: Synthesizer(chirality: .unknown),
        checkingWith: []
      )
    }
  }
}

/// Parses a script and synthesizes it, checked with some configurations.
func synthesize(
  _ text: String,
  with synthesizer: Synthesizer = Synthesizer(),
  checkingWith configurations: [GestureConfiguration]
) throws -> SynthResult {
  synthesizer.synthesize(
    try SynthScript(parsing: text),
    checkingWith: configurations
  )
}
