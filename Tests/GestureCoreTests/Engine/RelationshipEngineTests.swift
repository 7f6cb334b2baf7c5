import GestureCore
import Testing

@Suite("Relationships in the engine: preempting, waiting, refusing")
struct RelationshipEngineTests {
  /// A right hand's palm that rests for 0.5 s, moves right by `travel` in
  /// `duration` seconds (eased), and rests for a second, at 30 fps.
  static func stroke(travel: Double, duration: Double) -> [Hand?] {
    (0..<60).map { frame in
      let time = Double(frame) / 30
      let s = min(max((time - 0.5) / duration, 0), 1)
      let eased = s * s * (3 - 2 * s)
      return PalmHand.make(center: Point(x: 0.3 + travel * eased, y: 0.5))
    }
  }

  /// A flick: 0.3 units in 0.27 s, more than 1.4 palm sizes within 0.15 s.
  static let flick = stroke(travel: 0.3, duration: 0.27)
  /// A slide: 0.3 units in 0.9 s.
  static let slide = stroke(travel: 0.3, duration: 0.9)

  /// The events' kinds, without `slider changed` and poses.
  static func kinds(_ events: [GestureEvent]) -> [String] {
    events.filter { !($0.gesture == .slider && $0.phase == .changed) }
      .filter { $0.gesture != .pose }
      .map { "\($0.gesture.rawValue) \($0.phase.rawValue)" }
  }

  static func adaptive(
    movementWithSwipe: GestureConfiguration.Relationship
  ) -> GestureConfiguration {
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.movementWithSwipe = movementWithSwipe
    return configuration
  }

  @Test("adaptive: a flick's swipe cancels its movement, the slider back at 0")
  func flickPreempts() throws {
    let events = AdaptiveEngineTests.run(Self.flick)
    #expect(
      Self.kinds(events) == [
        "hand found", "movement began", "slider began", "swipe recognized",
        "slider cancelled", "movement cancelled",
      ]
    )
    let swipe = try #require(events.first { $0.gesture == .swipe })
    let cancelled = try #require(
      events.first { $0.gesture == .slider && $0.phase == .cancelled }
    )
    #expect(cancelled.frame == swipe.frame)
    #expect(cancelled.value == 0)
    // Nothing moves the slider after the cancel, though the hand goes on.
    #expect(
      !events.contains { $0.frame > swipe.frame && $0.gesture == .slider }
    )
  }

  @Test("simultaneous: the flick is a swipe and moves the slider")
  func flickSimultaneous() throws {
    let events = AdaptiveEngineTests.run(
      Self.flick,
      configuration: Self.adaptive(movementWithSwipe: .simultaneous)
    )
    #expect(
      Self.kinds(events) == [
        "hand found", "movement began", "slider began", "swipe recognized",
        "slider ended", "movement ended",
      ]
    )
    let ended = try #require(
      events.first { $0.gesture == .slider && $0.phase == .ended }
    )
    #expect(abs(try #require(ended.value) - 30) < 1)
  }

  @Test("awaiting the swipe's failure: a flick is a swipe and nothing else")
  func flickAwaits() {
    let events = AdaptiveEngineTests.run(
      Self.flick,
      configuration: Self.adaptive(movementWithSwipe: .awaitsFailureOf)
    )
    #expect(Self.kinds(events) == ["hand found", "swipe recognized"])
  }

  @Test("a slide is no swipe, and drives the slider under adaptive")
  func slide() throws {
    let events = AdaptiveEngineTests.run(Self.slide)
    #expect(
      Self.kinds(events) == [
        "hand found", "movement began", "slider began", "slider ended",
        "movement ended",
      ]
    )
    let ended = try #require(
      events.first { $0.gesture == .slider && $0.phase == .ended }
    )
    #expect(abs(try #require(ended.value) - 30) < 1)
  }

  @Test("awaiting the swipe's failure delays a slide, and loses no travel")
  func slideAwaits() throws {
    let waiting = AdaptiveEngineTests.run(
      Self.slide,
      configuration: Self.adaptive(movementWithSwipe: .awaitsFailureOf)
    )
    let atOnce = AdaptiveEngineTests.run(Self.slide)
    #expect(Self.kinds(waiting) == Self.kinds(atOnce))
    func began(_ events: [GestureEvent]) throws -> Int {
      try #require(events.first { $0.gesture == .movement }).frame
    }
    // 0.15 s at 30 fps: the first frame at least 4.5 frames later.
    #expect(try began(waiting) == began(atOnce) + 5)
    func final(_ events: [GestureEvent]) throws -> Double {
      try #require(
        events.first { $0.gesture == .slider && $0.phase == .ended }?.value
      )
    }
    #expect(try final(waiting) == final(atOnce))
  }

  @Test(
    "a pinch that awaits the movement's failure begins once the delay is up",
    // A delay within a nanosecond of the frames' span is met by it
    // (TimeBound.margin).
    arguments: zip(
      [0, 0.125 - 1.1e-9, 0.125, 0.125 + 0.9e-9, 0.125 + 1.1e-9] as [Double],
      [0, 4, 4, 4, 5] as [Int]
    )
  )
  func pinchAwaits(delay: Double, frames: Int) throws {
    // 32 fps: frame times are exact binary fractions, and 0.125 s is
    // exactly 4 frames.
    let hands: [Hand?] = (0..<30).map { frame in
      PalmHand.make(pinch: frame < 5 ? 1 : 0.1)
    }
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.pinchWithMovement = .awaitsFailureOf
    configuration.relationships.failureDelay = delay
    let events = AdaptiveEngineTests.run(
      hands,
      rate: 32,
      configuration: configuration
    )
    let pinch = try #require(events.first { $0.gesture == .pinch })
    #expect(pinch.frame == 5 + frames)
  }

  @Test("a pinch that opens while it waits never began")
  func pinchOpensWhileWaiting() {
    let hands: [Hand?] = (0..<30).map { frame in
      PalmHand.make(pinch: (5..<8).contains(frame) ? 0.1 : 1)
    }
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.pinchWithMovement = .awaitsFailureOf
    configuration.relationships.failureDelay = 0.2
    let events = AdaptiveEngineTests.run(hands, configuration: configuration)
    #expect(Self.kinds(events) == ["hand found"])
  }

  @Test("a pinch that waits is refused when the movement begins first")
  func pinchRefusedByMovement() throws {
    // Pinched from frame 5 on, and sliding right from frame 5 at 0.6
    // units a second: the movement begins while the pinch waits a second.
    let hands: [Hand?] = (0..<60).map { frame in
      let x = 0.3 + 0.6 * Double(max(frame - 5, 0)) / 32
      return PalmHand.make(
        center: Point(x: x, y: 0.5),
        pinch: frame < 5 ? 1 : 0.1
      )
    }
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.pinchWithMovement = .awaitsFailureOf
    configuration.relationships.failureDelay = 1
    let events = AdaptiveEngineTests.run(
      hands,
      rate: 32,
      configuration: configuration
    )
    let movement = try #require(events.first { $0.gesture == .movement })
    #expect(movement.phase == .began)
    #expect(movement.frame < 5 + 32)
    // Refused: the pinch reports nothing while the hand stays pinched.
    #expect(!events.contains { $0.gesture == .pinch })
    let notes = Self.notes(hands, rate: 32, configuration: configuration)
    #expect(
      notes.notes.map(\.note) == [
        "pinch waits for movement to fail", "pinch refused: movement began",
      ]
    )
  }

  /// One hand's engine over hands at `rate` frames a second: its events,
  /// and the timeline's arbitration notes with their frames.
  static func notes(
    _ hands: [Hand?],
    rate: Double = 30,
    configuration: GestureConfiguration = .adaptive
  ) -> (events: [GestureEvent], notes: [(frame: Int, note: String)]) {
    var engine = HandGestureEngine(configuration: configuration, hand: .right)
    var notes: [(Int, String)] = []
    var events: [GestureEvent] = []
    for (index, hand) in hands.enumerated() {
      engine.process(
        hand,
        in: CoordinateSpace(),
        time: Double(index) / rate,
        frame: index,
        into: &events
      )
      if let note = engine.diagnostics.arbitration {
        notes.append((index, note.description))
      }
    }
    return (events, notes)
  }

  @Test("the timeline's note names the decision on its frame")
  func note() throws {
    let (events, notes) = Self.notes(Self.flick)
    let swipe = try #require(events.first { $0.gesture == .swipe })
    #expect(notes.map(\.frame) == [swipe.frame])
    #expect(notes.map(\.note) == ["swipe preempted movement"])
  }
}
