import GestureCore
import Testing

/// Hands with a palm, so that the adaptive settings have something to
/// measure: wrist, the four knuckles, and the five tips.
enum PalmHand {
  /// A right hand whose middle knuckle is at `center` and whose palm
  /// (wrist to middle knuckle) is `size` long; its palm size, the longest
  /// palm segment, is `hypot(0.5, 0.9) * size`, about 1.03 `size`.
  ///
  /// - Parameters:
  ///   - center: The middle knuckle's raw position.
  ///   - size: The wrist to middle knuckle length, normalized units.
  ///   - pinch: The thumb tip's distance to the index tip, in `size`s.
  ///   - fist: Whether the middle, ring and little fingers are curled.
  ///   - score: The hand's score.
  ///   - world: Whether to add world landmarks, 0.09 m per `size`.
  /// - Returns: A hand with wrist, knuckles and tips.
  static func make(
    center: Point = Point(x: 0.5, y: 0.5),
    size: Double = 0.12,
    pinch: Double = 1,
    fist: Bool = false,
    score: Double = 1,
    world: Bool = false
  ) -> Hand {
    func at(_ dx: Double, _ dy: Double) -> Point {
      Point(x: center.x + dx * size, y: center.y + dy * size)
    }
    var points: [Joint: Point] = [
      .wrist: at(0, 1),
      .indexMCP: at(-0.3, 0.05),
      .middleMCP: at(0, 0),
      .ringMCP: at(0.25, 0.03),
      .littleMCP: at(0.5, 0.1),
      .indexTip: at(-0.3, -1),
    ]
    let curl = fist ? 0.35 : -1
    points[.middleTip] = at(0, curl)
    points[.ringTip] = at(0.25, curl + 0.03)
    points[.littleTip] = at(0.5, curl + 0.1)
    points[.thumbTip] = at(-0.3 - pinch, -1)
    var hand = Hand(chirality: .right, score: score)
    for (joint, point) in points {
      hand[joint] = Landmark(position: point)
    }
    if world {
      var worldPoints = Array(
        repeating: Point3D(x: 0, y: 0, z: 0),
        count: Joint.count
      )
      for (joint, point) in points {
        worldPoints[joint.rawValue] = Point3D(
          x: (point.x - center.x) / size * 0.09,
          y: (point.y - center.y) / size * 0.09,
          z: 0
        )
      }
      hand.worldLandmarks = worldPoints
    }
    return hand
  }
}

@Suite("GestureEngine: adaptive")
struct AdaptiveEngineTests {
  static func run(
    _ hands: [Hand?],
    rate: Double = 30,
    configuration: GestureConfiguration = .adaptive
  ) -> [GestureEvent] {
    var engine = GestureEngine(configuration: configuration)
    var events: [GestureEvent] = []
    for (index, hand) in hands.enumerated() {
      let frame = Frame(
        time: Double(index) / rate,
        hands: hand.map { [$0] } ?? []
      )
      events += engine.process(frame)
    }
    return events
  }

  static func kinds(_ events: [GestureEvent]) -> [String] {
    // These tests are about presence, pinches, movements and the slider:
    // a fast stroke is also a swipe, which Docs/Gestures/Swipe.md covers.
    events.filter { !($0.gesture == .slider && $0.phase == .changed) }
      .filter { $0.gesture != .swipe && $0.gesture != .pose }
      .map { "\($0.gesture.rawValue) \($0.phase.rawValue)" }
  }

  @Test(
    "a pinch relative to the hand's size works near and far",
    arguments: [0.04, 0.12, 0.3]
  )
  func relativePinch(size: Double) {
    // Palm size is about 1.03 size; distances in sizes: open 1, then 0.15
    // (0.146 palms, below 0.2), 0.25 (0.243, between), 0.4 (0.389, above).
    let pinches = [1, 1, 0.15, 0.15, 0.25, 0.25, 0.4, 0.4]
    let events = Self.run(pinches.map { PalmHand.make(size: size, pinch: $0) })
    #expect(
      Self.kinds(events) == ["hand found", "pinch began", "pinch ended"]
    )
    #expect(events.first { $0.phase == .began }?.frame == 2)
    #expect(events.first { $0.phase == .ended }?.frame == 6)
  }

  @Test("the absolute handKit thresholds miss the near hand's pinch")
  func handKitMissesNearPinch() {
    let pinches = [1, 1, 0.15, 0.15, 0.4, 0.4]
    let hands = pinches.map { PalmHand.make(size: 0.3, pinch: $0) }
    // 0.15 * 0.3 = 0.045: above handKit's 0.015.
    #expect(
      Self.kinds(Self.run(hands, configuration: .handKit)) == ["hand found"]
    )
  }

  @Test("a closed fist does not pinch, though its tips meet")
  func fist() {
    let hands = [
      PalmHand.make(pinch: 1), PalmHand.make(pinch: 0.05, fist: true),
      PalmHand.make(pinch: 0.05, fist: true), PalmHand.make(pinch: 1),
    ]
    #expect(Self.kinds(Self.run(hands)) == ["hand found"])
    #expect(
      Self.kinds(Self.run(hands, configuration: .handKit)).contains(
        "pinch began"
      )
    )
    let worldHands = [
      PalmHand.make(pinch: 1, world: true),
      PalmHand.make(pinch: 0.05, fist: true, world: true),
      PalmHand.make(pinch: 1, world: true),
    ]
    #expect(Self.kinds(Self.run(worldHands)) == ["hand found"])
  }

  @Test("world landmarks measure the pinch in metres")
  func worldPinch() {
    // 0.09 m per size: 0.2 sizes = 18 mm (below 25), 0.33 = 29.7 mm
    // (between), 0.45 = 40.5 mm (above 35).
    let pinches = [1, 0.2, 0.33, 0.45]
    let events = Self.run(
      pinches.map { PalmHand.make(size: 0.3, pinch: $0, world: true) }
    )
    #expect(
      Self.kinds(events) == ["hand found", "pinch began", "pinch ended"]
    )
    #expect(events.map(\.frame) == [0, 1, 3])
  }

  @Test(
    "a movement is the same at any frame rate, its slider from where it began",
    arguments: [15.0, 24, 30, 60, 120]
  )
  func frameRate(rate: Double) throws {
    // Still for 0.5 s, then 0.5 units per second for 0.6 s (0.3 units),
    // then still for 0.6 s.
    var hands: [Hand?] = []
    for frame in 0..<Int(1.7 * rate) {
      let time = Double(frame) / rate
      let moved = 0.5 * min(max(time - 0.5, 0), 0.6)
      hands.append(PalmHand.make(center: Point(x: 0.3 + moved, y: 0.5)))
    }
    let events = Self.run(hands, rate: rate)
    #expect(
      Self.kinds(events) == [
        "hand found", "movement began", "slider began", "slider ended",
        "movement ended",
      ]
    )
    let began = try #require(events.first { $0.gesture == .movement })
    #expect(began.time >= 0.5 && began.time <= 0.5 + 0.2 + 1 / rate)
    let ended = try #require(
      events.first { $0.gesture == .slider && $0.phase == .ended }
    )
    #expect(abs((ended.value ?? 0) - 30) < 1.5, "\(ended.value ?? 0)")
  }

  /// A stroke right and back at 0.6 units per second, turning at 1 s, or
  /// a stroke right that stops dead at 1 s, at `rate` frames per second.
  static func stroke(rate: Double, turns: Bool) -> [Hand?] {
    (0..<Int(2 * rate)).map { frame in
      let time = Double(frame) / rate
      let out = 0.6 * min(max(time - 0.5, 0), 0.5)
      let back = turns ? 0.6 * min(max(time - 1, 0), 0.5) : 0
      return PalmHand.make(center: Point(x: 0.3 + out - back, y: 0.5))
    }
  }

  @Test(
    "a turn in one stroke is one movement; by its speed alone, two without holdsThroughTurns",
    arguments: [15.0, 24, 30, 60, 120]
  )
  func turn(rate: Double) {
    let hands = Self.stroke(rate: rate, turns: true)
    let one = [
      "hand found", "movement began", "slider began", "slider ended",
      "movement ended",
    ]
    #expect(Self.kinds(Self.run(hands, rate: rate)) == one)
    // A hand that turns does not rest either: with the displacement start,
    // the movement goes on through the turn whatever its speed.
    var speedOnly = GestureConfiguration.adaptive
    speedOnly.movement.displacementStartThreshold = nil
    #expect(
      Self.kinds(Self.run(hands, rate: rate, configuration: speedOnly)) == one
    )
    var off = speedOnly
    off.movement.holdsThroughTurns = false
    let split = Self.kinds(Self.run(hands, rate: rate, configuration: off))
    #expect(split.filter { $0 == "movement began" }.count == 2, "\(split)")
    var restOnly = GestureConfiguration.adaptive
    restOnly.movement.holdsThroughTurns = false
    #expect(
      Self.kinds(Self.run(hands, rate: rate, configuration: restOnly)) == one
    )
  }

  @Test(
    "holding through turns does not delay the end of a movement that stops",
    arguments: [15.0, 24, 30, 60, 120]
  )
  func turnHoldingKeepsEndings(rate: Double) throws {
    let hands = Self.stroke(rate: rate, turns: false)
    var off = GestureConfiguration.adaptive
    off.movement.holdsThroughTurns = false
    let held = Self.run(hands, rate: rate)
    let plain = Self.run(hands, rate: rate, configuration: off)
    #expect(held == plain)
    let ended = try #require(
      held.first { $0.gesture == .movement && $0.phase == .ended }
    )
    // It stops at 1 s: the window must empty of motion, 0.2 s, plus the
    // median's lag and a frame.
    #expect(ended.time > 1 && ended.time <= 1.2 + 0.035 + 1 / rate + 1e-9)
  }

  @Test("a slow deliberate movement is a movement")
  func slowMovement() {
    // 0.25 units per second for 2 s: 0.0083 per frame at 30 fps, which
    // handKit's 0.01 per frame never passes.
    let hands: [Hand?] = (0..<75).map { frame in
      let time = Double(frame) / 30
      return PalmHand.make(center: Point(x: 0.2 + 0.25 * min(time, 2), y: 0.5))
    }
    #expect(Self.kinds(Self.run(hands)).contains("movement began"))
    #expect(
      !Self.kinds(Self.run(hands, configuration: .handKit)).contains(
        "movement began"
      )
    )
  }

  @Test("a still hand with jitter does not move, at 120 fps either")
  func jitter() {
    var random = SplitMix64(seed: 7)
    let hands: [Hand?] = (0..<240).map { _ in
      let dx = Double.random(in: -0.002...0.002, using: &random)
      let dy = Double.random(in: -0.002...0.002, using: &random)
      return PalmHand.make(center: Point(x: 0.5 + dx, y: 0.5 + dy))
    }
    #expect(Self.kinds(Self.run(hands, rate: 120)) == ["hand found"])
  }

  @Test("a hand lost past the timeout cancels its gestures, then is found")
  func lossTimeout() {
    // Moving right and pinched, then gone from 1.0 s to 1.6 s.
    var hands: [Hand?] = []
    for frame in 0..<60 {
      let time = Double(frame) / 30
      if time >= 1.0 && time < 1.6 {
        hands.append(nil)
        continue
      }
      hands.append(
        PalmHand.make(
          center: Point(x: 0.2 + 0.4 * min(time, 1), y: 0.5),
          pinch: time < 0.2 ? 1 : 0.1
        )
      )
    }
    var configuration = GestureConfiguration.adaptive
    configuration.relationships = GestureConfiguration.Relationships()
    let events = Self.run(hands, configuration: configuration)
    let kinds = Self.kinds(events)
    #expect(
      kinds == [
        "hand found", "pinch began", "movement began", "slider began",
        "pinch cancelled", "slider cancelled", "movement cancelled",
        "hand lost", "hand found", "pinch began",
      ]
    )
    // Last seen at frame 29 (0.9667 s): lost at the first frame more than
    // 0.3 s later, frame 39 (1.3 s).
    #expect(events.first { $0.phase == .cancelled }?.frame == 39)
    #expect(events.first { $0.phase == .lost }?.frame == 39)
  }

  @Test("a brief dropout within the timeout changes nothing")
  func briefDropout() {
    var hands: [Hand?] = (0..<30).map { _ in PalmHand.make(pinch: 0.1) }
    for frame in 10..<18 { hands[frame] = nil }
    #expect(Self.kinds(Self.run(hands)) == ["hand found", "pinch began"])
    #expect(
      Self.kinds(Self.run(hands, configuration: .handKit)) == [
        "hand found", "pinch began", "hand lost", "hand found",
      ]
    )
  }

  @Test("a hand scoring below the minimum counts as not seen")
  func scoreGate() {
    let hands: [Hand?] = [
      PalmHand.make(score: 0.4), PalmHand.make(pinch: 0.1, score: 0.4),
    ]
    #expect(Self.kinds(Self.run(hands)).isEmpty)
    #expect(
      Self.kinds(Self.run(hands, configuration: .handKit)) == [
        "hand found", "pinch began",
      ]
    )
  }

  @Test("the pinch preempts the movement, and the slider goes back")
  func pinchDuringMovement() throws {
    // Moving from 0.3 s to 1.0 s; the thumb closes at 0.6 s and stays.
    let hands: [Hand?] = (0..<60).map { frame in
      let time = Double(frame) / 30
      return PalmHand.make(
        center: Point(x: 0.2 + 0.5 * min(max(time - 0.3, 0), 0.7), y: 0.5),
        pinch: time < 0.6 ? 1 : 0.1
      )
    }
    let events = Self.run(hands)
    #expect(
      Self.kinds(events) == [
        "hand found", "movement began", "slider began", "pinch began",
        "slider cancelled", "movement cancelled",
      ]
    )
    let pinch = try #require(events.first { $0.gesture == .pinch })
    #expect(pinch.frame == 18)
    let cancelled = try #require(
      events.first { $0.gesture == .slider && $0.phase == .cancelled }
    )
    #expect(cancelled.frame == 18)
    #expect(cancelled.value == 0)
  }

  @Test("with an exclusive pinch and movement a pinch waits for its end")
  func pinchDuringMovementExclusive() throws {
    let hands: [Hand?] = (0..<60).map { frame in
      let time = Double(frame) / 30
      return PalmHand.make(
        center: Point(x: 0.2 + 0.5 * min(max(time - 0.3, 0), 0.7), y: 0.5),
        pinch: time < 0.6 ? 1 : 0.1
      )
    }
    var exclusive = GestureConfiguration.adaptive
    exclusive.relationships.pinchWithMovement = .exclusive
    let events = Self.run(hands, configuration: exclusive)
    let movementEnd = try #require(
      events.first { $0.gesture == .movement && $0.phase == .ended }
    )
    let pinch = try #require(events.first { $0.gesture == .pinch })
    #expect(pinch.frame == movementEnd.frame + 1)
    var independent = GestureConfiguration.adaptive
    independent.relationships.pinchWithMovement = .simultaneous
    let both = Self.run(hands, configuration: independent)
    let early = try #require(both.first { $0.gesture == .pinch })
    #expect(early.frame == 18)
  }

  @Test("a held pinch holds the movement back: the slider holds")
  func movementDuringPinch() {
    // Pinched from the start; moves from 0.5 s to 1.0 s; releases at 1.5 s.
    let hands: [Hand?] = (0..<60).map { frame in
      let time = Double(frame) / 30
      return PalmHand.make(
        center: Point(x: 0.2 + 0.5 * min(max(time - 0.5, 0), 0.5), y: 0.5),
        pinch: time < 1.5 ? 0.1 : 1
      )
    }
    let kinds = Self.kinds(Self.run(hands))
    #expect(kinds == ["hand found", "pinch began", "pinch ended"])
  }
}
