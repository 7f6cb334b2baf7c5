import GestureCore
import Testing

@Suite("GestureEngine: hands, frames and event order")
struct GestureEngineHandsTests {
  @Test("orders one frame's events: hand, pinch, movement, slider")
  func orderWithinFrame() {
    let closed = PinchDistance.closed
    let hands: [Hand?] = [
      .open(index: Point(x: 0.5, y: 0.5)),
      nil,
      // Back 1/8 to the right and pinching: found, pinch, movement began.
      .pinching(distance: closed, index: Point(x: 0.625, y: 0.5)),
      .pinching(distance: closed, index: Point(x: 0.75, y: 0.5)),
      .pinching(distance: PinchDistance.between, index: Point(x: 0.75, y: 0.5)),
      .pinching(distance: PinchDistance.between, index: Point(x: 0.75, y: 0.5)),
      // Released as the median reaches 0: pinch, slider, movement ended.
      .pinching(distance: PinchDistance.open, index: Point(x: 0.75, y: 0.5)),
    ]
    var engine = GestureEngine()
    let events = engine.run(Frame.sequence(hands))
    #expect(
      events == [
        [.at(0, .hand, .found)],
        [.at(1, .hand, .lost)],
        [
          .at(2, .hand, .found), .at(2, .pinch, .began),
          .at(2, .movement, .began), .at(2, .slider, .began, value: 0),
        ],
        [.at(3, .slider, .changed, value: 12.5)],
        [],
        [],
        [
          .at(6, .pinch, .ended), .at(6, .slider, .ended, value: 12.5),
          .at(6, .movement, .ended),
        ],
      ]
    )
  }

  @Test("reports a hand found and lost, and keeps its pinch while away")
  func lostHandKeepsPinch() throws {
    let hands: [Hand?] = [
      .pinching(distance: PinchDistance.closed),
      nil,
      nil,
      .pinching(distance: PinchDistance.closed),
      .pinching(distance: PinchDistance.open),
    ]
    let frames = Frame.sequence(hands)
    var engine = GestureEngine()
    var events = engine.run(Array(frames.prefix(3)))
    let away = try #require(engine.diagnostics.first)
    #expect(!away.isPresent)
    #expect(away.pinchState == .pinched)
    events += engine.run(Array(frames.dropFirst(3)))
    #expect(Marble(events, gestures: [.hand, .pinch]) == "[fb]l-fe")
  }

  @Test(
    "a hand with no joints keeps its track, present and read as nothing",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func handWithoutJoints(configuration: GestureConfiguration) throws {
    let seen = Hand.pinching(distance: PinchDistance.closed)
    let empty = Hand(chirality: seen.chirality)
    let frames = Frame.sequence([seen, seen, empty, empty, empty, seen])
    var engine = GestureEngine(configuration: configuration)
    var events = engine.run(Array(frames.prefix(3)))
    let unread = try #require(engine.diagnostics.first)
    #expect(unread.isPresent)
    #expect(unread.pinchDistance == nil && unread.trackedPoint == nil)
    #expect(unread.pinchState == .pinched)
    events += engine.run(Array(frames.dropFirst(3)))
    // One track throughout: found once, never lost.
    #expect(
      events.joined().filter { $0.gesture == .hand }.map(\.phase) == [.found]
    )
    #expect(engine.diagnostics.count == 1)
  }

  @Test("reports no hand events when presence reporting is off")
  func presenceOff() {
    var configuration = GestureConfiguration.handKit
    configuration.hands.reportsPresence = false
    let hands: [Hand?] = [
      .pinching(distance: PinchDistance.closed), nil,
      .pinching(distance: PinchDistance.open),
    ]
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(Frame.sequence(hands))
    #expect(Marble(events, gestures: Set(Gesture.builtIn)) == "b-e")
  }

  @Test("reports no pinch events when the pinch is off")
  func pinchOff() throws {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isEnabled = false
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(
      Frame.sequence([Hand.pinching(distance: PinchDistance.closed)])
    )
    #expect(events == [[.at(0, .hand, .found)]])
    let diagnostics = try #require(engine.diagnostics.first)
    #expect(diagnostics.pinchDistance == PinchDistance.closed)
    #expect(diagnostics.pinchState == .open)
  }

  @Test("tracks a left and a right hand independently")
  func leftAndRight() throws {
    let rightStart = Point(x: 0.75, y: 0.5)
    let rightMoved = Point(x: 0.8125, y: 0.5)
    let left = Point(x: 0.25, y: 0.5)
    let frames = Frame.sequence([
      [.open(index: rightStart), .open(index: left, chirality: .left)],
      // Listed the other way round: the left hand pinches, the right moves.
      [
        .pinching(
          distance: PinchDistance.closed,
          index: left,
          chirality: .left
        ),
        .open(index: rightMoved),
      ],
      [
        .pinching(distance: PinchDistance.closed, index: left, chirality: .left)
      ],
      [
        .open(index: rightMoved),
        .pinching(distance: PinchDistance.open, index: left, chirality: .left),
      ],
    ])
    var engine = GestureEngine()
    var events = engine.run(Array(frames.prefix(2)))
    let diagnostics = engine.diagnostics
    try #require(diagnostics.count == 2)
    #expect(diagnostics.map(\.hand) == [.right, .left])
    #expect(diagnostics.map(\.movementState) == [.moving, .idle])
    #expect(diagnostics.map(\.pinchState) == [.open, .pinched])
    events += engine.run(Array(frames.dropFirst(2)))
    // Events of a frame come by track, the first hand seen first.
    #expect(
      events == [
        [.at(0, .hand, .found), .at(0, .hand, .found, hand: .left)],
        [
          .at(1, .movement, .began), .at(1, .slider, .began, value: 0),
          .at(1, .pinch, .began, hand: .left),
        ],
        [.at(2, .hand, .lost)],
        [.at(3, .hand, .found), .at(3, .pinch, .ended, hand: .left)],
      ]
    )
  }

  @Test("matches two unknown hands to the nearest wrist, not by list order")
  func unknownHandsByWrist() throws {
    func hand(wristX: Double, distance: Double) -> Hand {
      .pinching(
        distance: distance,
        index: Point(x: wristX, y: 0.5),
        chirality: .unknown,
        wrist: Point(x: wristX, y: 0.75)
      )
    }
    let open = PinchDistance.open
    let frames = Frame.sequence([
      [hand(wristX: 0.25, distance: open), hand(wristX: 0.75, distance: open)],
      // Listed in reverse; the hand near 0.75 pinches.
      [
        hand(wristX: 0.75, distance: PinchDistance.closed),
        hand(wristX: 0.25, distance: open),
      ],
    ])
    var engine = GestureEngine()
    let events = engine.run(frames)
    let diagnostics = engine.diagnostics
    try #require(diagnostics.count == 2)
    #expect(diagnostics.map(\.pinchState) == [.open, .pinched])
    #expect(diagnostics.map(\.trackedPoint?.x) == [0.25, 0.75])
    #expect(diagnostics.map(\.displacement) == [0, 0])
    #expect(
      events == [
        [
          .at(0, .hand, .found, hand: .unknown),
          .at(0, .hand, .found, hand: .unknown),
        ],
        [.at(1, .pinch, .began, hand: .unknown)],
      ]
    )
  }

  @Test("stamps events with their frame's index and time")
  func frameIndicesAndTimes() {
    let frames = [
      Frame(time: 10, hands: [.pinching(distance: PinchDistance.open)]),
      Frame(time: 10.5),
      Frame(time: 10.5, hands: [.pinching(distance: PinchDistance.closed)]),
      Frame(time: 11.25, hands: [.pinching(distance: PinchDistance.open)]),
    ]
    var engine = GestureEngine()
    let events = engine.run(frames).joined()
    #expect(events.map(\.frame) == [0, 1, 2, 2, 3])
    #expect(events.map(\.time) == [10, 10.5, 10.5, 10.5, 11.25])
    #expect(events.map(\.hand) == Array(repeating: .right, count: 5))
    #expect(engine.frameCount == 4)
    #expect(engine.diagnostics.first?.frame == 3)
    #expect(engine.diagnostics.first?.time == 11.25)
  }

  @Test("counts empty frames before any hand")
  func emptyFramesCount() {
    var engine = GestureEngine()
    let events = engine.run(
      [Frame(time: 0), Frame(time: 1)]
        + [Frame(time: 2, hands: [.open(index: Point(x: 0.5, y: 0.5))])]
    )
    #expect(
      events == [
        [], [],
        [
          GestureEvent(
            time: 2,
            frame: 2,
            hand: .right,
            gesture: .hand,
            phase: .found
          )
        ],
      ]
    )
  }

  /// A long seeded session: wandering, pinching, dropping out and failing
  /// the gate, with one or two hands.
  static func session(seed: UInt64) -> [Frame] {
    var random = SplitMix64(seed: seed)
    var x = 0.5
    return (0..<600).map { index in
      x += Double.random(in: -0.03...0.03, using: &random)
      let distance = Double.random(in: 0...0.05, using: &random)
      let confidence = Double.random(in: 0.6...1, using: &random)
      var hands: [Hand] = []
      if Int.random(in: 0..<10, using: &random) > 0 {
        hands.append(
          .pinching(
            distance: distance,
            index: Point(x: x, y: 0.5),
            thumbConfidence: confidence
          )
        )
      }
      if Bool.random(using: &random) {
        hands.append(.open(index: Point(x: 1 - x, y: 0.25), chirality: .left))
      }
      return Frame(time: Double(index) / 30, hands: hands)
    }
  }

  @Test(
    "produces identical events when the same frames are replayed",
    arguments: [11, 4242] as [UInt64]
  )
  func deterministic(seed: UInt64) {
    let frames = Self.session(seed: seed)
    var first = GestureEngine()
    var second = GestureEngine()
    let once = first.run(frames)
    let again = second.run(frames)
    #expect(once == again)
    #expect(first.diagnostics == second.diagnostics)
    // The session exercises every recognizer, so the comparison means
    // something.
    let gestures = Set(once.joined().map(\.gesture))
    #expect(gestures == [.hand, .pinch, .movement, .slider])
  }

  @Test("traps on a frame earlier than the one before")
  func framesOutOfOrderTrap() async {
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine()
      _ = engine.process(Frame(time: 1))
      _ = engine.process(Frame(time: 0.5))
    }
  }

  @Test("traps on a frame whose time is not finite")
  func nonFiniteTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine()
      _ = engine.process(Frame(time: .nan))
    }
  }

  @Test("appends to a reused events array")
  func processInto() {
    var engine = GestureEngine()
    var events: [GestureEvent] = [.at(99, .swipe, .recognized)]
    engine.process(
      Frame(time: 0, hands: [.pinching(distance: PinchDistance.closed)]),
      into: &events
    )
    #expect(events.map(\.gesture) == [.swipe, .hand, .pinch])
  }
}
