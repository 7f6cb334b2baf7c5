import GestureCore
import GestureReplay
import Testing

@Suite("Expectation matching")
struct ExpectationReportTests {
  static func event(
    _ gesture: Gesture,
    _ phase: Phase,
    at time: Double,
    frame: Int = 0,
    hand: Chirality = .right,
    value: Double? = nil
  ) -> GestureEvent {
    GestureEvent(
      time: time,
      frame: frame,
      hand: hand,
      gesture: gesture,
      phase: phase,
      value: value
    )
  }

  @Test(
    "an event within the window meets the expectation, on its edge too",
    arguments: [
      (1.10, true), (1.20, true), (1.30, true), (1.0999, false),
      (1.3001, false),
    ]
  )
  func window(time: Double, met: Bool) {
    let expectation = Expectation(
      gesture: .pinch,
      phase: .began,
      time: 1.2,
      within: 0.1
    )
    #expect(expectation.isMet(by: Self.event(.pinch, .began, at: time)) == met)
  }

  @Test("gesture, phase and each given payload field must agree")
  func payload() {
    let slider = Self.event(.slider, .ended, at: 2, value: 42.5)
    #expect(
      Expectation(gesture: .slider, phase: .ended, time: 2, value: 42.5)
        .isMet(by: slider)
    )
    #expect(
      Expectation(
        gesture: .slider,
        phase: .ended,
        time: 2,
        value: 42,
        tolerance: 0.5
      ).isMet(by: slider)
    )
    #expect(
      !Expectation(
        gesture: .slider,
        phase: .ended,
        time: 2,
        value: 42,
        tolerance: 0.49
      ).isMet(by: slider)
    )
    #expect(
      !Expectation(gesture: .slider, phase: .began, time: 2).isMet(by: slider)
    )
    #expect(
      !Expectation(gesture: .pinch, phase: .ended, time: 2).isMet(by: slider)
    )
    #expect(
      !Expectation(gesture: .slider, phase: .ended, time: 2, hand: .left)
        .isMet(by: slider)
    )
    #expect(
      Expectation(gesture: .slider, phase: .ended, time: 2, hand: .right)
        .isMet(by: slider)
    )
    let noValue = Self.event(.slider, .ended, at: 2)
    #expect(
      !Expectation(gesture: .slider, phase: .ended, time: 2, value: 0)
        .isMet(by: noValue)
    )
  }

  @Test(
    "a number meets its expected one within the tolerance and 10⁻⁹ more",
    arguments: [
      (1e-9, 0, true), (-1e-9, 0, true), (1e-9.nextUp, 0, false),
      (-(1e-9.nextUp), 0, false), (0.5 + 1e-9, 0.5, true),
      (0.5 + 2e-9, 0.5, false),
    ]
  )
  func numberSlack(offset: Double, tolerance: Double, met: Bool) {
    let slider = Self.event(.slider, .changed, at: 0, value: offset)
    let expectation = Expectation(
      gesture: .slider,
      phase: .changed,
      time: 0,
      value: 0,
      tolerance: tolerance
    )
    #expect(expectation.isMet(by: slider) == met)
    let twoHand = GestureEvent(
      time: 0,
      frame: 0,
      hand: .both,
      gesture: .twoHandPinch,
      phase: .changed,
      scale: offset,
      rotation: offset
    )
    var rotation = Expectation(gesture: .twoHandPinch, phase: .changed, time: 0)
    rotation.rotation = 0
    rotation.rotationTolerance = tolerance
    #expect(rotation.isMet(by: twoHand) == met)
    var scale = Expectation(gesture: .twoHandPinch, phase: .changed, time: 0)
    scale.scale = 0
    scale.scaleTolerance = tolerance
    #expect(scale.isMet(by: twoHand) == met)
  }

  @Test("each event meets at most one expectation, the nearest in time")
  func oneToOne() {
    let events = [
      Self.event(.pinch, .began, at: 1.0, frame: 30),
      Self.event(.pinch, .began, at: 1.5, frame: 45),
    ]
    let expectations = [
      Expectation(gesture: .pinch, phase: .began, time: 1.4, within: 0.6),
      Expectation(gesture: .pinch, phase: .began, time: 1.1, within: 0.6),
    ]
    let report = ExpectationReport(expectations: expectations, events: events)
    #expect(report.isSuccess)
    let pairs = report.matches.map { ($0.expectation.time, $0.event.frame) }
    #expect(pairs.map(\.0) == [1.1, 1.4])
    #expect(pairs.map(\.1) == [30, 45])
  }

  @Test("missing and extra events are reported, with the nearest candidate")
  func missingAndExtra() {
    let events = [
      Self.event(.hand, .found, at: 0),
      Self.event(.pinch, .began, at: 1.45, frame: 43),
    ]
    let report = ExpectationReport(
      expectations: [
        Expectation(gesture: .pinch, phase: .began, time: 1.2, within: 0.1)
      ],
      events: events
    )
    #expect(!report.isSuccess)
    #expect(report.missing.count == 1)
    #expect(report.missing.first?.nearest?.frame == 43)
    #expect(report.extra.map(\.gesture) == [.hand, .pinch])
    #expect(
      report.description == """
        1 expected, 0 met, 1 missing, 2 extra
        missing: pinch began at 1.2000 s ±0.1000; nearest: pinch began at 1.4500 s (frame 43, right hand) (0.2500 s late)
        extra:   hand found at 0.0000 s (frame 0, right hand)
        extra:   pinch began at 1.4500 s (frame 43, right hand)
        """
    )
  }

  @Test("ignored events are neither required nor extra, but can still match")
  func ignoring() throws {
    let events = [
      Self.event(.hand, .found, at: 0),
      Self.event(.slider, .changed, at: 0.5, value: 3),
      Self.event(.slider, .changed, at: 0.6, value: 4),
    ]
    let patterns = try [
      #require(EventPattern("hand")), #require(EventPattern("slider.changed")),
    ]
    let none = ExpectationReport(
      expectations: [],
      ignoring: patterns,
      events: events
    )
    #expect(none.isSuccess)
    let named = ExpectationReport(
      expectations: [
        Expectation(gesture: .slider, phase: .changed, time: 0.6, value: 4)
      ],
      ignoring: patterns,
      events: events
    )
    #expect(named.isSuccess)
    #expect(named.matches.first?.event.time == 0.6)
  }

  @Test(
    "event patterns parse gesture or gesture.phase and nothing else",
    arguments: [
      ("hand", "hand"), ("slider.changed", "slider.changed"),
      ("pinch.began", "pinch.began"),
    ]
  )
  func patterns(text: String, description: String) throws {
    let pattern = try #require(EventPattern(text))
    #expect(pattern.description == description)
  }

  @Test(
    "malformed event patterns are refused",
    arguments: [
      "", "wa ve", "2d", "pinch.", "pinch.wobble", "pinch.began.x", ".began",
    ]
  )
  func badPatterns(text: String) {
    #expect(EventPattern(text) == nil)
  }

  /// The fixture's handKit and adaptive sets differ (adaptive ends each
  /// pinch a frame later): a report of adaptive's events against handKit's
  /// set fails, though adaptive does what the trace expects of it.
  @Test(
    "a trace's report checks the set of the configuration it names",
    arguments: ["handKit", "adaptive"]
  )
  func reportNamesItsConfiguration(name: String) throws {
    let trace = try FixtureFiles.trace("pinch-hold-release-pinch.json")
    let configuration = try #require(GestureConfiguration.builtIn(named: name))
    let replay = Replay.run(trace, configuration: configuration)
    let report = ExpectationReport(
      trace: trace,
      configurationName: configuration.name,
      events: replay.events
    )
    #expect(report.isSuccess, "\(report)")
    guard name == "adaptive" else { return }
    let againstHandKit = ExpectationReport(
      trace: trace,
      configurationName: GestureConfiguration.handKit.name,
      events: replay.events
    )
    #expect(!againstHandKit.isSuccess)
  }

  @Test("an empty expect list with no events succeeds")
  func emptySucceeds() {
    #expect(ExpectationReport(expectations: [], events: []).isSuccess)
  }
}
