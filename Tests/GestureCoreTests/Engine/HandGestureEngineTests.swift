import GestureCore
import Testing

@Suite("HandGestureEngine")
struct HandGestureEngineTests {
  /// Feeds hands (or absences) to one hand's engine and returns each
  /// frame's events.
  static func run(
    _ engine: inout HandGestureEngine,
    _ hands: [Hand?],
    in space: CoordinateSpace = .mediaPipe
  ) -> [[GestureEvent]] {
    hands.enumerated().map { index, hand in
      var events: [GestureEvent] = []
      engine.process(
        hand,
        in: space,
        time: Double(index) * Frame.interval,
        frame: index,
        into: &events
      )
      return events
    }
  }

  @Test("starts idle, open, at the initial value, before any frame")
  func initialState() {
    var configuration = GestureConfiguration.handKit
    configuration.slider.initialValue = 30
    let engine = HandGestureEngine(configuration: configuration, hand: .left)
    #expect(engine.hand == .left)
    #expect(engine.movementState == .idle)
    #expect(engine.pinchState == .open)
    #expect(engine.sliderValue == 30)
    #expect(engine.diagnostics.frame == -1)
    #expect(!engine.diagnostics.isPresent)
    #expect(engine.diagnostics.sliderValue == 30)
  }

  @Test("reports nothing for a hand that was never seen")
  func neverSeen() {
    var engine = HandGestureEngine(configuration: .handKit, hand: .right)
    let events = Self.run(&engine, [nil, nil])
    #expect(Marble(events, gestures: Set(Gesture.builtIn)) == "--")
  }

  @Test("names its own hand in every event")
  func chirality() {
    var engine = HandGestureEngine(configuration: .handKit, hand: .left)
    let events = Self.run(
      &engine,
      [.pinching(distance: PinchDistance.closed), nil]
    )
    #expect(events.joined().map(\.hand) == [.left, .left, .left])
  }

  @Test("fills its diagnostics from the frame")
  func diagnostics() {
    var engine = HandGestureEngine(configuration: .handKit, hand: .right)
    // Vision coordinates: the display y is 1 - raw y.
    _ = Self.run(
      &engine,
      [
        .pinching(
          distance: PinchDistance.between,
          index: Point(x: 0.5, y: 0.75)
        ),
        .pinching(
          distance: PinchDistance.closed,
          index: Point(x: 0.5625, y: 0.75)
        ),
      ],
      in: .vision
    )
    let diagnostics = engine.diagnostics
    #expect(diagnostics.frame == 1)
    #expect(diagnostics.time == Frame.interval)
    #expect(diagnostics.isPresent)
    #expect(diagnostics.trackedPoint == Point(x: 0.5625, y: 0.25))
    #expect(diagnostics.pinchDistance == PinchDistance.closed)
    #expect(diagnostics.displacement == 0.0625)
    #expect(diagnostics.movementSignal == 0.0625)
    #expect(diagnostics.movementState == .moving)
    #expect(diagnostics.pinchState == .pinched)
    #expect(diagnostics.sliderValue == 0)
    #expect(diagnostics.sliderOption == nil)
    #expect(engine.pinchState == .pinched)
    #expect(engine.movementState == .moving)
  }

  @Test("reports the picker's option in its diagnostics")
  func pickerDiagnostics() {
    var configuration = GestureConfiguration.handKit
    configuration.slider.options = ["off", "dim", "bright"]
    configuration.slider.initialValue = 1.4
    let engine = HandGestureEngine(configuration: configuration, hand: .right)
    #expect(engine.sliderValue == 1)
    #expect(engine.diagnostics.sliderOption == "dim")
  }
}
