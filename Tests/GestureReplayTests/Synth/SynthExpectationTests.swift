import GestureCore
import Testing

@testable import GestureReplay

@Suite("Expected events of synthetic traces")
struct SynthExpectationTests {
  typealias Expected = GestureReplay.Expectation

  /// The expectations of a gesture and phase, in time order.
  static func expected(
    _ trace: Trace,
    _ gesture: Gesture,
    _ phase: Phase
  ) -> [Expected] {
    trace.expectations.filter { $0.gesture == gesture && $0.phase == phase }
  }

  /// Whether an expectation's window lies within a time range, in seconds.
  static func window(
    _ expectation: Expected,
    isWithin range: ClosedRange<Double>
  )
    -> Bool
  {
    expectation.time - expectation.within >= range.lowerBound - 1e-4
      && expectation.time + expectation.within <= range.upperBound + 1e-4
  }

  @Test("the hand is found at its first frame and lost at its first absence")
  func presence() throws {
    let trace = try synthesize(
      "hold 0.5s; open 0.5s; lose 0.3s; hold 0.1s; open 0.2s"
    ).trace
    let presence = trace.expectations.filter { $0.gesture == .hand }
    #expect(presence.map(\.phase) == [.found, .lost, .found])
    #expect(presence.map(\.time) == [0.5, 1, 1.4])
    #expect(presence.allSatisfy { $0.within == 0 && $0.hand == .right })
    #expect(
      trace.ignoredEvents == [
        EventPattern(gesture: .slider, phase: .changed),
        EventPattern(gesture: .pose), EventPattern(gesture: .swipe),
      ]
    )
  }

  @Test(
    "a pinch begins within its step and ends within the release",
    arguments: [15.0, 30, 60],
    [0, 0.001]
  )
  func pinchWindows(fps: Double, noise: Double) throws {
    let trace = try synthesize(
      "open 0.5s; pinch 0.25s; hold 0.5s; release 0.25s; hold 0.5s",
      with: Synthesizer(frameRate: fps, noise: noise)
    ).trace
    let began = try #require(Self.expected(trace, .pinch, .began).first)
    let ended = try #require(Self.expected(trace, .pinch, .ended).first)
    #expect(Self.window(began, isWithin: 0.5...(0.75 + 1 / fps)))
    #expect(Self.window(ended, isWithin: 1.25...(1.5 + 1 / fps)))
    #expect(trace.expectations.count == 3)
  }

  @Test(
    "a linear move begins 3 frames in and ends 3 frames after it",
    arguments: [15.0, 30, 60]
  )
  func linearMove(fps: Double) throws {
    let trace = try synthesize(
      "open 0.4s; move right 0.4 over 0.4s linear; hold 0.4s",
      with: Synthesizer(frameRate: fps)
    ).trace
    let began = try #require(Self.expected(trace, .movement, .began).first)
    let ended = try #require(Self.expected(trace, .movement, .ended).first)
    #expect(abs(began.time - (0.4 + 3 / fps)) <= 1e-4)
    #expect(abs(ended.time - (0.8 + 3 / fps)) <= 1e-4)
    #expect(began.within <= 1e-4 && ended.within <= 1e-4)
    // The slider takes its reference 3 frames into the move: the tolerance
    // is the gain times the distance covered by then, speed × lag frames.
    let slider = try #require(Self.expected(trace, .slider, .ended).first)
    let speed = 0.4 / 0.4 / fps
    #expect(slider.value == 40)
    #expect(abs(slider.tolerance - 100 * speed * 3) <= 1e-3)
    #expect(slider.time == ended.time)
  }

  /// Moves and the values the slider ends each movement at.
  static let sliderCases: [(moves: String, values: [Double])] = [
    ("move right 0.3 over 0.3s; hold 0.4s", [30]),
    ("move left 0.3 over 0.3s; hold 0.4s", [0]),
    (
      "move right 0.5 over 0.4s; hold 0.4s; move left 0.2 over 0.3s; "
        + "hold 0.4s",
      [50, 30]
    ),
    (
      "move right 0.8 over 0.6s; hold 0.4s; move right 0.5 over 0.4s; "
        + "hold 0.4s",
      [80, 100]
    ),
    ("move up 0.2 over 0.3s; hold 0.4s", [0]),
    (
      "move right 0.25 over 0.25s linear; move down 0.2 over 0.2s linear; "
        + "hold 0.4s",
      [25]
    ),
  ]

  @Test(
    "the slider ends at start + 100 × horizontal distance, clamped",
    arguments: sliderCases
  )
  func sliderValues(moves: String, values: [Double]) throws {
    let trace = try synthesize(
      "at 0.1 0.5; open 0.3s; " + moves,
      with: Synthesizer(handSize: 0.08)
    ).trace
    let ended = Self.expected(trace, .slider, .ended)
    let began = Self.expected(trace, .slider, .began)
    #expect(ended.compactMap(\.value) == values)
    #expect(began.compactMap(\.value) == [0] + values.dropLast())
    #expect(began.first?.tolerance == 0)
    // Tolerances accumulate: each movement adds its lag to the last.
    let tolerances = ended.map(\.tolerance)
    #expect(zip(tolerances, tolerances.dropFirst()).allSatisfy { $0 <= $1 })
    if moves.hasPrefix("move up") {
      #expect(tolerances == [0])
    }
  }

  @Test("a move too slow for handKit is a warning and expects no movement")
  func slowMove() throws {
    let result = try synthesize(
      "open 0.5s\nmove right 0.05 over 1s\nhold 0.5s"
    )
    #expect(result.warnings.count == 2)
    let warning = try #require(result.warnings.first)
    #expect(warning.line == 2)
    #expect(
      warning.message
        == "'move right 0.05 over 1s' is too slow for handKit: the index tip "
        + "moves at most 0.0025 per frame at 30 fps, and a movement needs "
        + "more than 0.01 per frame; the trace expects no movement for it"
    )
    let adaptive = try #require(result.warnings.last)
    #expect(adaptive.line == 2)
    #expect(
      adaptive.message
        == "adaptive: 'move right 0.05 over 1s' is too slow or too short for "
        + "adaptive: its mean speed is 0.05 units/s, and a movement needs the "
        + "palm faster than 0.2 units/s over 0.2 s; the trace expects no "
        + "adaptive movement for it"
    )
    #expect(!result.trace.expectations.contains { $0.gesture == .movement })
    #expect(
      Self.expectedAdaptive(result.trace, .movement, .began).isEmpty
    )
    let replay = Replay.run(result.trace)
    #expect(
      ExpectationReport(trace: result.trace, events: replay.events).isSuccess
    )
  }

  @Test("a move too short for the median of 5 is a warning")
  func shortMove() throws {
    let result = try synthesize(
      "open 0.5s\nmove right 0.1 over 50ms linear\nhold 0.5s"
    )
    let warning = try #require(result.warnings.first)
    #expect(warning.line == 2)
    #expect(warning.message.contains("is too short for handKit"))
    #expect(!result.trace.expectations.contains { $0.gesture == .movement })
  }

  @Test(
    "other warnings name their line",
    arguments: [
      (
        "open 0.5s\nmove right 0.3 over 0.3s", 2,
        "the trace ends while the hand is moving"
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

  @Test("a confidence below the gate expects no pinch and no movement")
  func gated() throws {
    let result = try synthesize(
      "confidence 0.5; open 0.3s; pinch 0.2s; move right 0.3 over 0.3s; "
        + "hold 0.3s"
    )
    #expect(result.trace.expectations.map(\.gesture) == [.hand])
    #expect(
      result.trace.expectationSet(for: "adaptive").expectations.map(\.gesture)
        == [.hand]
    )
    #expect(result.warnings.map(\.line) == [nil, nil])
    #expect(result.warnings.last?.message.contains("adaptive's gate") == true)
    let replay = Replay.run(result.trace)
    #expect(
      ExpectationReport(trace: result.trace, events: replay.events).isSuccess
    )
  }

  @Test("noise that may change an event is a warning")
  func doubtfulNoise() throws {
    // At 60 fps the smooth move peaks at 0.0125 per frame, within the
    // noise bound of the 0.01 threshold.
    let result = try synthesize(
      "open 0.5s\nmove right 0.3 over 0.6s\nhold 0.5s",
      with: Synthesizer(frameRate: 60, noise: 0.001)
    )
    #expect(
      result.warnings.contains {
        $0.line == 2 && $0.message.contains("may not begin")
      }
    )
    let quiet = try synthesize(
      "open 0.5s\nmove right 0.3 over 0.6s\nhold 0.5s",
      with: Synthesizer(frameRate: 60)
    )
    #expect(quiet.warnings.isEmpty)
  }

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

  static let settings: [Synthesizer] = [15.0, 30, 60].flatMap { fps in
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

  @Test(
    "a synthetic trace meets its own expectations when replayed",
    arguments: scripts,
    settings
  )
  func replayMeetsExpectations(script: String, synthesizer: Synthesizer) throws
  {
    let trace = try synthesize(script, with: synthesizer).trace
    let replay = Replay.run(trace)
    let report = ExpectationReport(trace: trace, events: replay.events)
    #expect(report.isSuccess, "\(report)")
    #expect(report.matches.count >= 2)
  }

  @Test(
    "a synthetic trace meets its own adaptive expectations when replayed",
    arguments: scripts,
    settings
  )
  func adaptiveReplayMeetsExpectations(
    script: String,
    synthesizer: Synthesizer
  ) throws {
    let trace = try synthesize(script, with: synthesizer).trace
    let adaptive = GestureConfiguration.adaptive
    #expect(trace.expectationsByConfiguration[adaptive.name] != nil)
    let replay = Replay.run(trace, configuration: adaptive)
    let report = ExpectationReport(
      trace: trace,
      configurationName: adaptive.name,
      events: replay.events
    )
    #expect(report.isSuccess, "\(report)")
    // A pinch during a movement leaves only presence to expect.
    let ignoresGestures = trace.expectationSet(for: adaptive.name)
      .ignoredEvents.contains { $0.gesture == .pinch }
    #expect(report.matches.count >= (ignoresGestures ? 1 : 2))
  }

  /// The adaptive expectations of a gesture and phase, in time order.
  static func expectedAdaptive(
    _ trace: Trace,
    _ gesture: Gesture,
    _ phase: Phase
  ) -> [Expected] {
    trace.expectationSet(for: "adaptive").expectations.filter {
      $0.gesture == gesture && $0.phase == phase
    }
  }

  @Test(
    "a slow move is a movement for adaptive, not for handKit",
    arguments: [15.0, 30, 60, 120]
  )
  func slowMoveForAdaptive(fps: Double) throws {
    // 0.25 units per second: 0.0083 per frame at 30 fps.
    let result = try synthesize(
      "at 0.2 0.5; open 0.5s; move right 0.3 over 1.2s linear; hold 0.6s",
      with: Synthesizer(frameRate: fps)
    )
    let trace = result.trace
    // handKit needs more than 0.01 per frame: 0.0167 at 15 fps is.
    #expect(Self.expected(trace, .movement, .began).isEmpty == (fps >= 30))
    let began = try #require(
      Self.expectedAdaptive(trace, .movement, .began).first
    )
    // Over 0.2 s at 0.25 units/s the speed passes 0.2 units/s within the
    // window and the median's lag of the move's start.
    #expect(Self.window(began, isWithin: 0.5...(0.5 + 0.2 + 0.07 + 2 / fps)))
    let ended = try #require(
      Self.expectedAdaptive(trace, .slider, .ended).first
    )
    let value = try #require(ended.value)
    #expect(abs(value - 30) <= ended.tolerance + 1e-9)
    // The reference may lie up to the median's lag and a frame later.
    #expect(ended.tolerance < 100 * 0.25 * (0.07 + 3 / fps))
  }

  @Test("a loss longer than adaptive's timeout cancels; a shorter one does not")
  func adaptiveLoss() throws {
    let long = try synthesize(
      "open 0.4s; pinch 0.2s; hold 0.2s; lose 0.5s; open 0.4s"
    ).trace
    let kinds = long.expectationSet(for: "adaptive").expectations.map {
      "\($0.gesture.rawValue) \($0.phase.rawValue)"
    }
    #expect(
      kinds == [
        "hand found", "pinch began", "pinch cancelled", "hand lost",
        "hand found",
      ]
    )
    let lost = try #require(Self.expectedAdaptive(long, .hand, .lost).first)
    // Last seen at 23/30 s; 0.3 s later, up to rounding, is frame 32: lost
    // there or at the next frame.
    #expect(Self.window(lost, isWithin: (32.0 / 30)...(33.0 / 30)))
    #expect(lost.within > 0)
    let short = try synthesize(
      "open 0.4s; pinch 0.2s; hold 0.2s; lose 0.2s; open 0.4s"
    ).trace
    let shortKinds = short.expectationSet(for: "adaptive").expectations.map {
      "\($0.gesture.rawValue) \($0.phase.rawValue)"
    }
    // Back open: the pinch ends, it is not cancelled.
    #expect(shortKinds == ["hand found", "pinch began", "pinch ended"])
    // handKit loses the hand at the first absent frame.
    #expect(Self.expected(short, .hand, .lost).count == 1)
  }

  @Test("a move while pinched is held back until the release")
  func adaptiveHeldBack() throws {
    let result = try synthesize(
      "open 0.3s; pinch 0.2s; move right 0.2 over 0.3s; hold 0.3s; "
        + "release 0.2s; hold 0.3s"
    )
    let kinds = result.trace.expectationSet(for: "adaptive").expectations.map {
      "\($0.gesture.rawValue) \($0.phase.rawValue)"
    }
    #expect(kinds == ["hand found", "pinch began", "pinch ended"])
    #expect(
      result.warnings.contains {
        $0.message.hasSuffix(
          "holds a movement back until the release; the trace expects no "
            + "adaptive movement for it"
        )
      }
    )
    // handKit, which does not arbitrate, sees the movement.
    #expect(!Self.expected(result.trace, .movement, .began).isEmpty)
  }

  @Test("a pinch during a movement leaves adaptive's gestures unexpected")
  func adaptiveOverlap() throws {
    let result = try synthesize(
      "open 0.3s; move right 0.3 over 0.4s; pinch 0.15s; hold 0.4s; "
        + "release 0.2s; hold 0.3s"
    )
    let set = result.trace.expectationSet(for: "adaptive")
    #expect(set.expectations.map(\.gesture) == [.hand])
    #expect(
      set.ignoredEvents.map(\.gesture).sorted { $0.rawValue < $1.rawValue }
        == [.movement, .pinch, .pose, .slider, .swipe]
    )
    #expect(
      result.warnings.contains {
        $0.message.hasPrefix("adaptive: a pinch may begin during a movement")
      }
    )
  }
}
