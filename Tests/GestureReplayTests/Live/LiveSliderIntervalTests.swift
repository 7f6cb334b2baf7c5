import GestureCore
import GestureReplay
import Testing

@Suite("gestureEvents with a slider interval: a slow consumer's sliders")
struct LiveSliderIntervalTests {
  /// The events of a trace's frames through `gestureEvents`, every frame
  /// taken.
  static func live(
    _ trace: Trace,
    configuration: GestureConfiguration,
    sliderInterval: Double?
  ) async -> [GestureEvent] {
    let frames = trace.frameStream
    var events: [GestureEvent] = []
    for await event in frames.gestureEvents(
      configuration: configuration,
      coordinates: trace.coordinates,
      sliderInterval: sliderInterval
    ) {
      events.append(event)
    }
    return events
  }

  /// The events of a replay through a coalescer given each frame's events
  /// and ticked at its time.
  static func coalesced(
    _ trace: Trace,
    configuration: GestureConfiguration,
    interval: Double
  ) -> [GestureEvent] {
    var engine = GestureEngine(
      configuration: configuration,
      coordinates: trace.coordinates
    )
    var coalescer = SliderCoalescer(interval: interval)
    var output: [GestureEvent] = []
    for (index, frame) in trace.frames.enumerated() {
      coalescer.process(
        engine.process(frame),
        at: frame.time,
        frame: index,
        into: &output
      )
    }
    return output
  }

  @Test(
    "the events are a coalescer's, ticked at every frame",
    arguments: ["slider-sweep-return.json", "two-hands.json"],
    [GestureConfiguration.handKit, .adaptive]
  )
  func coalescerAtEveryFrame(
    fixture: String,
    configuration: GestureConfiguration
  ) async throws {
    let trace = try GestureEventSequenceTests.trace(fixture)
    let live = await Self.live(
      trace,
      configuration: configuration,
      sliderInterval: 0.25
    )
    let expected = Self.coalesced(
      trace,
      configuration: configuration,
      interval: 0.25
    )
    #expect(live == expected)
    // It did coalesce: fewer changes than the engine's, none closer than
    // the interval for a hand.
    let all = Replay.run(trace, configuration: configuration).events
    let changes = { (events: [GestureEvent]) in
      events.filter { $0.gesture == .slider && $0.phase == .changed }
    }
    #expect(changes(live).count < changes(all).count)
    for hand in Chirality.allCases {
      let sliders = live.filter { $0.gesture == .slider && $0.hand == hand }
      for (earlier, later) in zip(sliders, sliders.dropFirst())
      where later.phase == .changed {
        #expect(TimeBound.reaches(later.time - earlier.time, 0.25))
      }
    }
  }

  @Test(
    "without an interval, or with one of 0, the events are the engine's",
    arguments: [nil, 0] as [Double?]
  )
  func everyEvent(interval: Double?) async throws {
    let trace = try GestureEventSequenceTests.trace("slider-sweep-return.json")
    let live = await Self.live(
      trace,
      configuration: .adaptive,
      sliderInterval: interval
    )
    #expect(live == Replay.run(trace, configuration: .adaptive).events)
  }

  @Test("a negative or infinite interval is a programmer error")
  func badInterval() async {
    await #expect(processExitsWith: .failure) {
      _ = AsyncStream<Frame> { $0.finish() }.gestureEvents(sliderInterval: -1)
    }
    await #expect(processExitsWith: .failure) {
      _ = AsyncStream<Frame> { $0.finish() }
        .gestureEvents(sliderInterval: .infinity)
    }
  }
}
