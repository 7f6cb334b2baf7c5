import GestureCore
import Testing

/// A hand whose palm size is exactly 0.125 (wrist to middle knuckle,
/// straight up) and whose index tip the movement follows, so that its
/// displacement from where it rested is an exact binary fraction of palm
/// sizes.
private enum ExactHand {
  /// The palm size of every hand made here, in normalized units.
  static let palmSize = 0.125

  /// A right hand with its index tip at (`x`, 0.5), the thumb far from it.
  ///
  /// - Parameter x: The index tip's `x`, normalized units.
  /// - Returns: The hand.
  static func at(_ x: Double) -> Hand {
    var hand = Hand(chirality: .right, score: 1)
    let points: [Joint: Point] = [
      .wrist: Point(x: x + 1.0 / 32, y: 0.75),
      .middleMCP: Point(x: x + 1.0 / 32, y: 0.625),
      .indexMCP: Point(x: x, y: 0.6875),
      .littleMCP: Point(x: x + 1.0 / 16, y: 0.6875),
      .indexTip: Point(x: x, y: 0.5),
      .thumbTip: Point(x: x - 0.25, y: 0.5),
    ]
    for (joint, point) in points {
      hand[joint] = Landmark(position: point)
    }
    return hand
  }

  /// Adaptive, following the index tip, with a displacement start of half
  /// a palm size (0.0625 normalized units), and no swipes or poses.
  static let configuration: GestureConfiguration = {
    var configuration = GestureConfiguration.adaptive
    configuration.movement.point = .indexTip
    configuration.movement.displacementStartThreshold = 0.5
    configuration.swipe.isEnabled = false
    configuration.poses.isEnabled = false
    return configuration
  }()
}

@Suite("Movement from displacement (adaptive)")
struct DisplacementStartTests {
  /// Runs hands at a fixed rate and returns the events without presence.
  static func run(
    _ hands: [Hand],
    rate: Double,
    configuration: GestureConfiguration = .adaptive
  ) -> [GestureEvent] {
    var engine = GestureEngine(configuration: configuration)
    var events: [GestureEvent] = []
    for (index, hand) in hands.enumerated() {
      events += engine.process(
        Frame(time: Double(index) / rate, hands: [hand])
      )
    }
    return events.filter { $0.gesture != .hand }
  }

  /// A hand that rests 0.5 s at 0.25, goes right by `step` a frame (by
  /// default 0.125 units per second, 1 palm size per second: faster than a
  /// resting hand's 0.67, slower than the speed start of 0.2 units per
  /// second) by `travel`, and rests 1 s; 32 frames a second, every
  /// position exact with the default step.
  static func slowMove(travel: Double, step: Double = 1.0 / 256) -> [Hand] {
    var xs = Array(repeating: 0.25, count: 16)
    var x = 0.25
    while x + step <= 0.25 + travel {
      x += step
      xs.append(x)
    }
    if x < 0.25 + travel { xs.append(0.25 + travel) }
    xs += Array(repeating: xs[xs.count - 1], count: 32)
    return xs.map(ExactHand.at)
  }

  /// Travels 1/4096 below, at and 1/4096 above the displacement start of
  /// ``ExactHand/configuration``: half a palm size, 0.0625 normalized units.
  static let travels: [Double] = [
    0.0625 - 1.0 / 4096, 0.0625, 0.0625 + 1.0 / 4096,
  ]

  @Test(
    "a hand that leaves its rest by more than the threshold moves, however slowly",
    arguments: zip(Self.travels, [false, false, true])
  )
  func threshold(travel: Double, moves: Bool) {
    let events = Self.run(
      Self.slowMove(travel: travel),
      rate: 32,
      configuration: ExactHand.configuration
    )
    let began = events.filter { $0.gesture == .movement && $0.phase == .began }
    #expect(began.count == (moves ? 1 : 0), "\(events)")
  }

  @Test(
    "a per-frame signal starts from the displacement too, at its threshold",
    arguments: zip(Self.travels, [false, false, true])
  )
  func perFrameThreshold(travel: Double, moves: Bool) throws {
    // 1/256 units a frame: below the per-frame start of 0.01, so only the
    // displacement starts the movement.
    var configuration = ExactHand.configuration
    configuration.movement.measure = .perFrame
    #expect(1.0 / 256 < configuration.movement.startThreshold)
    let events = Self.run(
      Self.slowMove(travel: travel),
      rate: 32,
      configuration: configuration
    )
    let began = events.filter { $0.gesture == .movement && $0.phase == .began }
    #expect(began.count == (moves ? 1 : 0), "\(events)")
    guard moves else { return }
    // The slider's reference is where the hand rested, as with a speed.
    let ended = try #require(
      events.first { $0.gesture == .slider && $0.phase == .ended }
    )
    #expect(ended.value == travel * 100)
  }

  @Test(
    "the rest's settings are checked at their edges, the error naming the key",
    arguments: [
      (0, 0.15, 0.6, nil),
      (-Double.leastNonzeroMagnitude, 0.15, 0.6, "movement.restRadius"),
      (.infinity, 0.15, nil, "movement.restRadius"),
      (0.1, Double.leastNonzeroMagnitude, 0.6, nil),
      (0.1, 0, 0.6, "movement.restTime"),
      (0.1, 10, 0.6, nil),
      (0.1, Double(10).nextUp, 0.6, "movement.restTime"),
      (0.1, .nan, 0.6, "movement.restTime"),
      (0.1, 0.15, Double(0.1).nextUp, nil),
      (0.1, 0.15, 0.1, "movement.displacementStartThreshold"),
      (0.1, 0.15, .infinity, "movement.displacementStartThreshold"),
      (0.1, 0.15, .nan, "movement.displacementStartThreshold"),
      (5, 0.15, nil, nil),
    ] as [(Double, Double, Double?, String?)]
  )
  func settings(
    radius: Double,
    time: Double,
    threshold: Double?,
    key: String?
  ) {
    var configuration = GestureConfiguration.adaptive
    configuration.movement.restRadius = radius
    configuration.movement.restTime = time
    configuration.movement.displacementStartThreshold = threshold
    do {
      try configuration.validate()
      #expect(key == nil)
    } catch {
      #expect(error.key == key)
    }
  }

  @Test("without the displacement start, the same slow move is no movement")
  func offWithoutIt() {
    var configuration = ExactHand.configuration
    configuration.movement.displacementStartThreshold = nil
    let events = Self.run(
      Self.slowMove(travel: 0.125),
      rate: 32,
      configuration: configuration
    )
    #expect(events.isEmpty, "\(events)")
  }

  @Test("the slider's reference is where the hand rested: no travel is lost")
  func referenceIsTheRestPlace() throws {
    let events = Self.run(
      Self.slowMove(travel: 0.125),
      rate: 32,
      configuration: ExactHand.configuration
    )
    let began = try #require(
      events.first { $0.gesture == .slider && $0.phase == .began }
    )
    let ended = try #require(
      events.first { $0.gesture == .slider && $0.phase == .ended }
    )
    #expect(began.value == 0)
    // 0.125 units at a gain of 100, from the rest place at 0.25.
    #expect(ended.value == 12.5)
    // The movement began half a palm size (6.25) from the rest place,
    // and the slider went there at once.
    let first = try #require(
      events.first { $0.gesture == .slider && $0.phase == .changed }
    )
    #expect(first.value ?? 0 > 6.25)
    #expect(first.value ?? 0 < 6.25 + 1)
  }

  @Test("a movement slower than the speed stop goes on until the hand rests")
  func slowMovementGoesOn() throws {
    // 0.09 units per second: below the stop speed of 0.1, above a resting
    // hand's 0.67 palm sizes (0.083 units) per second.
    let hands = Self.slowMove(travel: 0.25, step: 0.09 / 32)
    let events = Self.run(
      hands,
      rate: 32,
      configuration: ExactHand.configuration
    )
    let movement = events.filter { $0.gesture == .movement }
    #expect(movement.map(\.phase) == [.began, .ended], "\(events)")
    // The hand stops 32 frames before the end; the movement ends once it
    // rests, within the rest time (0.15 s) and two frames.
    let stop = Double(hands.count - 33) / 32
    let ended = try #require(movement.last?.time)
    #expect(ended > stop && ended <= stop + 0.15 + 2.0 / 32, "\(ended)")
    let value = try #require(
      events.last(where: { $0.gesture == .slider })?.value
    )
    #expect(abs(value - 25) < 0.5, "\(value)")
  }

  /// The slider's value at the end of a slow move of 0.1 over 1 s
  /// (a minimum-jerk path from 0.3, then 1 s of rest), at a frame rate.
  static func slowReturn(rate: Double) -> (began: Double?, value: Double?) {
    let count = Int(3 * rate)
    let hands = (0..<count).map { index -> Hand in
      let t = Double(index) / rate
      let s = Swift.min(Swift.max(t - 0.8, 0), 1)
      let path = s * s * s * (10 - 15 * s + 6 * s * s)
      return PalmHand.make(center: Point(x: 0.3 + 0.1 * path, y: 0.5))
    }
    let events = run(hands, rate: rate)
    return (
      events.first { $0.gesture == .movement && $0.phase == .began }?.time,
      events.last(where: { $0.gesture == .slider && $0.phase == .ended })?.value
    )
  }

  @Test("the same slow move moves the slider alike at 15 to 120 fps")
  func frameRateIndependent() throws {
    let rates = [15.0, 24, 30, 60, 120]
    let results = rates.map(Self.slowReturn)
    for (rate, result) in zip(rates, results) {
      let began = try #require(result.began, "no movement at \(rate) fps")
      let value = try #require(result.value, "no slider at \(rate) fps")
      // The travel gives 10; the start is where the displacement passes
      // 0.6 palm sizes, the same time give or take a frame and the filter.
      #expect(abs(value - 10) < 1, "\(rate) fps: \(value)")
      #expect(abs(began - (results[2].began ?? 0)) <= 0.08, "\(rate) fps")
    }
  }

  @Test(
    "jitter never starts a movement, however long the hand rests",
    arguments: zip([1, 2, 3] as [UInt64], [0.0005, 0.002, 0.005])
  )
  func jitterNeverStarts(seed: UInt64, sigma: Double) {
    // 60 s at 30 fps, every coordinate of every joint with noise of
    // `sigma` (the fixtures' 0.0005, and 4 and 10 times that), a palm of
    // 0.12.
    let noise = NoisySignal(
      seed: seed,
      rate: 30 * 2 * Double(Joint.count),
      duration: 60,
      sigma: sigma
    ).noise
    let base = PalmHand.make(center: Point(x: 0.5, y: 0.5))
    let hands = (0..<(30 * 60)).map { frame -> Hand in
      var hand = base
      for joint in Joint.allCases {
        guard let landmark = base[joint] else { continue }
        let offset = (frame * Joint.count + joint.rawValue) * 2
        hand[joint] = Landmark(
          position: Point(
            x: landmark.position.x + noise[offset],
            y: landmark.position.y + noise[offset + 1]
          )
        )
      }
      return hand
    }
    let events = Self.run(hands, rate: 30)
    #expect(!events.contains { $0.gesture == .movement }, "\(events)")
  }
}
