import GestureCore
import Testing

@testable import GestureReplay

@Suite("Expected events of synthetic traces")
struct SynthExpectationTests {
  typealias Expected = GestureReplay.Expectation

  /// The expectations of a gesture and phase under a configuration, in
  /// time order.
  static func expected(
    _ trace: Trace,
    _ gesture: Gesture,
    _ phase: Phase,
    for configuration: String = "handKit"
  ) -> [Expected] {
    trace.expectationSet(for: configuration).expectations.filter {
      $0.gesture == gesture && $0.phase == phase
    }
  }

  /// Whether an expectation's window lies within a time range, in seconds.
  static func window(
    _ expectation: Expected,
    isWithin range: ClosedRange<Double>
  ) -> Bool {
    // Written to 4 decimals, a window may reach 1e-4 past what it covers.
    let slack = 1e-4 + 1e-9
    return expectation.time - expectation.within >= range.lowerBound - slack
      && expectation.time + expectation.within <= range.upperBound + slack
  }

  /// The kinds of a configuration's expectations, as `hand found`.
  static func kinds(_ trace: Trace, _ configuration: String) -> [String] {
    trace.expectationSet(for: configuration).expectations.map {
      "\($0.gesture.rawValue) \($0.phase.rawValue)"
    }
  }

  @Test("the trace's expectations are under each configuration's name")
  func keyed() throws {
    let trace = try synthesize("open 0.5s; pinch 0.2s; hold 0.3s").trace
    #expect(trace.expectations.isEmpty && trace.ignoredEvents.isEmpty)
    #expect(
      trace.expectationsByConfiguration.keys.sorted() == [
        "adaptive", "handKit",
      ]
    )
    for set in trace.expectationsByConfiguration.values {
      #expect(set.configuration == nil)
      #expect(set.ignoredEvents == SynthCheck.unspoken(in: .handKit))
      #expect(set.expectations.allSatisfy { $0.hand == .right })
    }
  }

  @Test(
    "handKit finds the hand at its first frame, loses it at its first absence"
  )
  func presence() throws {
    let trace = try synthesize(
      "hold 0.5s; open 0.5s; lose 0.3s; hold 0.1s; open 0.2s"
    ).trace
    let presence = trace.expectationSet(for: "handKit").expectations.filter {
      $0.gesture == .hand
    }
    #expect(presence.map(\.phase) == [.found, .lost, .found])
    #expect(presence.map(\.time) == [0.5, 1, 1.4])
    #expect(presence.allSatisfy { $0.within == 0 })
  }

  @Test("adaptive loses the hand after its loss timeout, with cancellations")
  func adaptiveLoss() throws {
    // At 25 fps the hand is last seen at 0.48 s; 0.76 s is 0.28 s later,
    // 0.8 s is 0.32 s later: lost there.
    let long = try synthesize(
      "open 0.3s; pinch 0.2s; lose 0.5s; open 0.3s",
      with: Synthesizer(frameRate: 25)
    ).trace
    #expect(
      Self.kinds(long, "adaptive") == [
        "hand found", "pinch began", "pinch cancelled", "hand lost",
        "hand found",
      ]
    )
    let lost = try #require(
      Self.expected(long, .hand, .lost, for: "adaptive").first
    )
    #expect(lost.time == 0.8 && lost.within == 0)
    // handKit keeps the pinch through the loss; the hand opens on its
    // return.
    #expect(
      Self.kinds(long, "handKit") == [
        "hand found", "pinch began", "hand lost", "hand found", "pinch ended",
      ]
    )
    let short = try synthesize(
      "open 0.3s; pinch 0.2s; lose 0.2s; open 0.3s",
      with: Synthesizer(frameRate: 25)
    ).trace
    #expect(
      Self.kinds(short, "adaptive") == [
        "hand found", "pinch began", "pinch ended",
      ]
    )
  }

  @Test(
    "a movement the hand leaves: cancelled with a lost hand, ended on its return"
  )
  func movementLeft() throws {
    let long = try synthesize(
      "open 0.5s; move right 0.3 over 0.6s; lose 0.5s; open 0.5s"
    ).trace
    // adaptive: lost after its loss timeout, which cancels the movement
    // and its slider on the frame the hand is lost.
    #expect(
      Self.kinds(long, "adaptive") == [
        "hand found", "movement began", "slider began", "slider cancelled",
        "movement cancelled", "hand lost", "hand found",
      ]
    )
    let lost = try #require(
      Self.expected(long, .hand, .lost, for: "adaptive").first
    )
    let cancelled = try #require(
      Self.expected(long, .movement, .cancelled, for: "adaptive").first
    )
    #expect(cancelled.time == lost.time && cancelled.within == lost.within)
    // handKit: lost at once, the movement goes on and ends after the hand
    // is back, still, within the median's lag.
    #expect(
      Self.kinds(long, "handKit") == [
        "hand found", "movement began", "slider began", "hand lost",
        "hand found", "slider ended", "movement ended",
      ]
    )
    let found = try #require(
      Self.expected(long, .hand, .found, for: "handKit").last
    )
    let ended = try #require(
      Self.expected(long, .movement, .ended, for: "handKit").first
    )
    #expect(ended.time - ended.within >= found.time - 1e-9)
    // A short absence, within adaptive's loss timeout: the movement ends
    // as if the hand had stayed.
    let short = try synthesize(
      "open 0.5s; move right 0.3 over 0.6s; lose 0.1s; open 0.5s"
    ).trace
    #expect(
      Self.kinds(short, "adaptive") == [
        "hand found", "movement began", "slider began", "slider ended",
        "movement ended",
      ]
    )
    for trace in [long, short] {
      for name in ["handKit", "adaptive"] {
        let configuration = try #require(
          GestureConfiguration.builtIn(named: name)
        )
        let replay = Replay.run(trace, configuration: configuration)
        #expect(
          ExpectationReport(
            trace: trace,
            configurationName: name,
            events: replay.events
          )
          .isSuccess
        )
      }
    }
  }

  @Test(
    "a pinch begins within its step and a frame; it ends within the release",
    arguments: [15.0, 30, 60, 120],
    [0, 0.001]
  )
  func pinchWindows(fps: Double, noise: Double) throws {
    let trace = try synthesize(
      "open 0.5s; pinch 0.25s; hold 0.5s; release 0.25s; hold 0.5s",
      with: Synthesizer(frameRate: fps, noise: noise)
    ).trace
    for name in ["handKit", "adaptive"] {
      let began = Self.expected(trace, .pinch, .began, for: name)
      let ended = Self.expected(trace, .pinch, .ended, for: name)
      #expect(began.count == 1 && ended.count == 1)
      let first = try #require(began.first)
      let last = try #require(ended.first)
      #expect(Self.window(first, isWithin: 0.5...(0.75 + 1 / fps)))
      #expect(Self.window(last, isWithin: 1.25...(1.5 + 1 / fps)))
      #expect(trace.expectationSet(for: name).expectations.count == 3)
    }
  }

  @Test(
    "a linear move begins and ends within the median's half window and a frame",
    arguments: [15.0, 30, 60]
  )
  func linearMove(fps: Double) throws {
    let result = try synthesize(
      "at 0.3 0.5; open 0.4s; move right 0.3 over 0.4s linear; hold 0.4s",
      with: Synthesizer(frameRate: fps)
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let trace = result.trace
    // A median of 5 follows once 3 displacements have changed; one frame
    // more for a move that does not start on a frame.
    let lag = 4 / fps
    let began = try #require(Self.expected(trace, .movement, .began).first)
    let ended = try #require(Self.expected(trace, .movement, .ended).first)
    #expect(Self.window(began, isWithin: 0.4...(0.4 + lag)))
    #expect(Self.window(ended, isWithin: 0.8...(0.8 + lag)))
    // The slider may take its reference as late as that: the tolerance is
    // the gain times the distance covered by then.
    let slider = try #require(Self.expected(trace, .slider, .ended).first)
    #expect(slider.value == 30)
    #expect(abs(slider.tolerance - 100 * 0.75 * lag) <= 2e-4)
    let start = try #require(Self.expected(trace, .slider, .began).first)
    #expect(start.value == 0 && start.tolerance == 0)
  }

  @Test(
    "adaptive's movement windows are its speed window and median span",
    arguments: [15.0, 30, 60]
  )
  func adaptiveLinearMove(fps: Double) throws {
    let trace = try synthesize(
      "at 0.3 0.5; open 0.4s; move right 0.3 over 0.4s linear; hold 0.6s",
      with: Synthesizer(frameRate: fps)
    ).trace
    let lag = 0.2 + 0.07 + 1 / fps
    let began = try #require(
      Self.expected(trace, .movement, .began, for: "adaptive").first
    )
    let ended = try #require(
      Self.expected(trace, .movement, .ended, for: "adaptive").first
    )
    // With a displacement start, a movement may begin as late as the
    // move's end.
    #expect(Self.window(began, isWithin: 0.4...(0.8 + lag)))
    #expect(!Self.window(began, isWithin: 0.4...(0.4 + lag)))
    #expect(Self.window(ended, isWithin: 0.8...(0.8 + lag)))
    // The reference is where the speed's window starts: only the median
    // span and a frame behind.
    let slider = try #require(
      Self.expected(trace, .slider, .ended, for: "adaptive").first
    )
    #expect(slider.value == 30)
    #expect(abs(slider.tolerance - 100 * 0.75 * (0.07 + 1 / fps)) <= 2e-4)
  }

  /// Moves and the values the slider ends each movement at.
  static let sliderCases: [(moves: String, values: [Double])] = [
    ("move right 0.3 over 0.6s linear; hold 0.4s", [30]),
    (
      "move right 0.5 over 1s linear; hold 0.4s; move left 0.2 over 0.4s "
        + "linear; hold 0.4s",
      [50, 30]
    ),
    ("move up 0.2 over 0.6s; hold 0.4s", [0]),
    (
      "move right 0.25 over 0.5s linear; move down 0.2 over 0.4s linear; "
        + "hold 0.4s",
      [25]
    ),
  ]

  @Test(
    "the slider ends at start + gain × horizontal travel, clamped",
    arguments: sliderCases
  )
  func sliderValues(moves: String, values: [Double]) throws {
    let result = try synthesize(
      "at 0.1 0.5; open 0.3s; " + moves,
      with: Synthesizer(handSize: 0.08)
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for name in ["handKit", "adaptive"] {
      let ended = Self.expected(result.trace, .slider, .ended, for: name)
      let began = Self.expected(result.trace, .slider, .began, for: name)
      #expect(ended.compactMap(\.value) == values)
      #expect(began.compactMap(\.value) == [0] + values.dropLast())
      // Tolerances accumulate: each movement adds its own to the last's.
      let tolerances = ended.map(\.tolerance)
      #expect(zip(tolerances, tolerances.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }

  @Test("the clamped slider starts again from its end, with no tolerance")
  func clampedSlider() throws {
    let trace = try synthesize(
      "at 0.4 0.5; open 0.3s; move left 0.3 over 0.3s; hold 0.4s"
    ).trace
    let ended = try #require(Self.expected(trace, .slider, .ended).first)
    #expect(ended.value == 0 && ended.tolerance == 0)
  }

  @Test("a confidence below the gate means no pinch and no movement")
  func gated() throws {
    let result = try synthesize(
      "confidence 0.5\nopen 0.3s; pinch 0.2s; move right 0.3 over 0.3s\n"
        + "hold 0.3s"
    )
    for name in ["handKit", "adaptive"] {
      #expect(Self.kinds(result.trace, name) == ["hand found"])
    }
    #expect(result.warnings.map(\.line) == [1, 1])
    #expect(
      result.warnings.first?.message
        == "confidence 0.5 is below handKit's minimumConfidence, 0.7: the "
        + "joints are not used, and the script means no pinch and no "
        + "movement"
    )
  }

  @Test(
    "a synthetic trace passes its own check in both configurations",
    arguments: SynthCheckTests.scripts,
    SynthCheckTests.settings
  )
  func passesItsOwnCheck(script: String, synthesizer: Synthesizer) throws {
    let trace = try synthesize(script, with: synthesizer).trace
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      let replay = Replay.run(trace, configuration: configuration)
      let report = ExpectationReport(
        trace: trace,
        configurationName: configuration.name,
        events: replay.events
      )
      #expect(report.isSuccess, "\(configuration.name): \(report)")
      #expect(report.matches.count >= 3)
    }
  }
}
