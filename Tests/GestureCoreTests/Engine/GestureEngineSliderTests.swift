import GestureCore
import Testing

@Suite("GestureEngine: slider, discrete slider and picker")
struct GestureEngineSliderTests {
  /// A sweep of the index tip to the right by 1/64 per frame from 0.25
  /// (nine frames), then three still frames. The first step starts the
  /// movement; the third still frame brings the median to 0 and ends it.
  static let sweepAndStop =
    sweep(from: 0.25, step: 1.0 / 64, count: 9)
    + Array(repeating: 0.25 + 8.0 / 64, count: 3)

  static func sliderEvents(_ events: [[GestureEvent]]) -> [GestureEvent] {
    events.joined().filter { $0.gesture == .slider }
  }

  @Test("begins at the start value, changes with x, ends where it stopped")
  func sweepEvents() {
    var engine = GestureEngine()
    let events = engine.run(
      Frame.sequence(openHands(indexX: Self.sweepAndStop))
    )
    // x - startX is k/64 and 100 * k/64 = 1.5625 k: every value is exact.
    var expected: [[GestureEvent]] = [
      [.at(0, .hand, .found)],
      [.at(1, .movement, .began), .at(1, .slider, .began, value: 0)],
    ]
    expected += (2...8).map { frame in
      [.at(frame, .slider, .changed, value: 1.5625 * Double(frame - 1))]
    }
    expected += [
      [], [],
      [
        .at(11, .slider, .ended, value: 10.9375),
        .at(11, .movement, .ended),
      ],
    ]
    #expect(events == expected)
    #expect(Marble(events, gesture: .slider) == "-bccccccc--e")
    #expect(engine.diagnostics.first?.sliderValue == 10.9375)
  }

  @Test("keeps its value between gestures")
  func persistsAcrossGestures() {
    // A pause long enough to end the first movement, then a second sweep
    // by 1/32 per frame. The second movement starts at x = 0.46875, once
    // three of the five displacements in the median are large.
    let xs = Self.sweepAndStop + sweep(from: 0.375, step: 1.0 / 32, count: 6)
    var engine = GestureEngine()
    let sliders = Self.sliderEvents(
      engine.run(Frame.sequence(openHands(indexX: xs)))
    )
    let phases = sliders.map(\.phase)
    let values = sliders.map(\.value)
    #expect(
      phases == [.began] + Array(repeating: .changed, count: 7) + [.ended]
        + [.began, .changed, .changed]
    )
    // The second gesture starts from 10.9375 and adds 100 / 32 = 3.125
    // per frame.
    #expect(values.suffix(4) == [10.9375, 10.9375, 14.0625, 17.1875])
  }

  @Test("keeps its movement and value while the hand is away")
  func persistsWhileLost() throws {
    // The sweep of `sweepAndStop`, with the hand gone for two frames after
    // the fifth: it returns one step further on, still moving, and the
    // slider continues from the same start x.
    let sweepXs = sweep(from: 0.25, step: 1.0 / 64, count: 9)
    var hands = openHands(indexX: Array(sweepXs.prefix(5)))
    hands += [nil, nil]
    hands += openHands(indexX: Array(sweepXs.suffix(4)))
    hands += openHands(indexX: Array(repeating: 0.375, count: 3))
    let frames = Frame.sequence(hands)
    var engine = GestureEngine()
    var events = engine.run(Array(frames.prefix(7)))
    let whileAway = try #require(engine.diagnostics.first)
    #expect(!whileAway.isPresent)
    #expect(whileAway.movementState == .moving)
    #expect(whileAway.sliderValue == 4.6875)
    events += engine.run(Array(frames.dropFirst(7)))
    #expect(Marble(events, gesture: .hand) == "f----l-f------")
    #expect(Marble(events, gesture: .slider) == "-bccc--cccc--e")
    #expect(
      events[7] == [
        .at(7, .hand, .found), .at(7, .slider, .changed, value: 6.25),
      ]
    )
  }

  @Test("clamps at 100 and at 0")
  func clamps() {
    // Right by 1/8 per frame from 0 to 1.25: began at x = 0.125, then
    // 12.5 per frame up to 100 at x = 1.125; 1.25 would be 112.5. Then
    // still until the movement ends, then left by 1/4 per frame from 1 to
    // -1: the movement starts at x = 0.5 (once three of the five
    // displacements are large) from 100, and goes down by 25 per frame to
    // 0 at x = -0.5; -0.75 would be -25.
    let right = sweep(from: 0, step: 0.125, count: 11)
    let pause = Array(repeating: 1.25, count: 3)
    let left =
      sweep(from: 1, step: -0.25, count: 9) + Array(repeating: -1, count: 3)
    var engine = GestureEngine()
    let sliders = Self.sliderEvents(
      engine.run(Frame.sequence(openHands(indexX: right + pause + left)))
    )
    let values = sliders.compactMap(\.value)
    #expect(
      values == [0, 12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100, 100]
        + [100, 75, 50, 25, 0, 0]
    )
    #expect(
      sliders.map(\.phase)
        == [.began] + Array(repeating: .changed, count: 8) + [.ended]
        + [.began] + Array(repeating: .changed, count: 4) + [.ended]
    )
  }

  @Test("does not move when the hand moves left from 0")
  func leftFromZero() {
    let xs = sweep(from: 0.5, step: -1.0 / 16, count: 6)
    var engine = GestureEngine()
    let events = engine.run(Frame.sequence(openHands(indexX: xs)))
    #expect(Marble(events, gesture: .slider) == "-b----")
    #expect(Self.sliderEvents(events).map(\.value) == [0])
  }

  @Test(
    "returns to the start value exactly at the start x after a noisy path",
    arguments: [5, 31_337, 8_675_309] as [UInt64]
  )
  func backAtStart(seed: UInt64) throws {
    var configuration = GestureConfiguration.handKit
    configuration.slider.initialValue = 40
    var random = SplitMix64(seed: seed)
    let startX = 0.6
    // Jumps of at least 0.1 each way keep the median far above the stop.
    let noisy = (0..<200).map { step in
      let offset = Double.random(in: 0.05...0.3, using: &random)
      return startX + (step.isMultiple(of: 2) ? offset : -offset)
    }
    let xs = [0.5, startX] + noisy + [startX]
    var engine = GestureEngine(configuration: configuration)
    let sliders = Self.sliderEvents(
      engine.run(Frame.sequence(openHands(indexX: xs)))
    )
    let began = try #require(sliders.first)
    let last = try #require(sliders.last)
    #expect(began.phase == .began)
    #expect(began.value == 40)
    #expect(last.phase == .changed)
    #expect(last.value == 40)
    #expect(engine.diagnostics.first?.movementState == .moving)
  }

  @Test("drives a picker, reporting the index and the option's name")
  func picker() {
    var configuration = GestureConfiguration.handKit
    configuration.slider.options = ["off", "dim", "bright"]
    configuration.slider.gain = 16
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(
      Frame.sequence(openHands(indexX: Self.sweepAndStop))
    )
    // Position 16 * (k - 1) / 64 = (k - 1) / 4: 0.5 is a tie (stays 0),
    // 0.75 selects 1, 1.5 is a tie (stays 1), 1.75 selects 2.
    #expect(
      Self.sliderEvents(events) == [
        .at(1, .slider, .began, value: 0, name: "off"),
        .at(4, .slider, .changed, value: 1, name: "dim"),
        .at(8, .slider, .changed, value: 2, name: "bright"),
        .at(11, .slider, .ended, value: 2, name: "bright"),
      ]
    )
    #expect(engine.diagnostics.first?.sliderOption == "bright")
  }

  @Test(
    "drives a discrete slider, breaking ties towards the lower value",
    arguments: zip(
      [
        GestureConfiguration.Slider(gain: 800, values: [0, 25, 50, 100]),
        GestureConfiguration.Slider(gain: 800, step: 25),
      ],
      [
        [(1, 0), (3, 25), (5, 50), (8, 100), (11, 100)],
        [(1, 0), (3, 25), (5, 50), (7, 75), (11, 75)],
      ] as [[(frame: Int, value: Double)]]
    )
  )
  func discrete(
    slider: GestureConfiguration.Slider,
    expected: [(frame: Int, value: Double)]
  ) {
    // Position 800 * (k - 1) / 64 = 12.5 (k - 1): 12.5, 37.5, 62.5 and
    // (for the list) 75 are ties.
    var configuration = GestureConfiguration.handKit
    configuration.slider = slider
    var engine = GestureEngine(configuration: configuration)
    let sliders = Self.sliderEvents(
      engine.run(Frame.sequence(openHands(indexX: Self.sweepAndStop)))
    )
    #expect(sliders.map(\.frame) == expected.map(\.frame))
    #expect(sliders.map(\.value) == expected.map(\.value))
  }

  @Test("reports movements but no slider events when the slider is off")
  func sliderDisabled() {
    var configuration = GestureConfiguration.handKit
    configuration.slider.isEnabled = false
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(
      Frame.sequence(openHands(indexX: Self.sweepAndStop))
    )
    #expect(Marble(events, gesture: .movement) == "-b---------e")
    #expect(Marble(events, gesture: .slider) == "------------")
    #expect(engine.diagnostics.first?.sliderValue == 0)
  }
}
