import GestureCore
import Testing

@Suite("ValueCoalescer")
struct ValueCoalescerTests {
  /// The time of a timeline frame: 1/32 s, so that every time is exact.
  static let frame = 1.0 / 32

  /// Runs a coalescer over a timeline and returns what it delivered.
  ///
  /// The timeline has one symbol per frame of 1/32 s, spaces ignored: a
  /// letter offers that letter, `.` ticks, `|` flushes. The result has one
  /// symbol per frame: the letter delivered, or `-` for none.
  ///
  /// - Parameters:
  ///   - timeline: The calls, one per frame.
  ///   - interval: The coalescing interval, in frames.
  /// - Returns: The deliveries, one per frame.
  static func run(_ timeline: String, interval: Int) -> String {
    var coalescer = ValueCoalescer<Character>(
      interval: Double(interval) * frame
    )
    var delivered = ""
    for (index, symbol) in timeline.filter({ $0 != " " }).enumerated() {
      let time = Double(index) * frame
      let output: Character? =
        switch symbol {
        case ".": coalescer.tick(at: time)
        case "|": coalescer.flush(at: time)
        default: coalescer.offer(symbol, at: time)
        }
      delivered.append(output ?? "-")
    }
    return delivered
  }

  @Test(
    "delivers at most one value per interval, latest first, on a timeline",
    arguments: [
      // A burst, interval 2 frames: every other value, then the final one.
      ("abcdefg|", 2, "a-c-e-g-"),
      ("abcdef|", 2, "a-c-e-f"),
      // A held value goes out on the tick at which its interval elapses.
      ("ab...", 2, "a-b--"),
      ("ab.c", 2, "a-b-"),
      ("ab.c|", 2, "a-b-c"),
      // After a quiet interval, the first value of a burst is immediate.
      ("a...b", 2, "a---b"),
      ("a.b.c.d", 2, "a-b-c-d"),
      // Interval 3: the held value is replaced by newer ones.
      ("abcdefgh|", 3, "a--d--g-h"),
      ("abc.de|", 3, "a--c--e"),
      ("abcd....", 3, "a--d----"),
      // A single value, and nothing at all.
      ("a|", 2, "a-"),
      ("a", 5, "a"),
      ("|", 2, "-"),
      ("...", 2, "---"),
      // Interval 0 or 1 frame: every value at once.
      ("abc|", 0, "abc-"),
      ("abc|", 1, "abc-"),
      // A flush starts a new interval like any delivery.
      ("ab|c.d", 3, "a-b--d"),
    ]
  )
  func timeline(input: String, interval: Int, expected: String) {
    #expect(Self.run(input, interval: interval) == expected)
  }

  @Test(
    "delivers an offer at exactly the interval and after it, not before",
    arguments: zip(
      [Double(0.625).nextDown, 0.625, Double(0.625).nextUp, 0.7, 0.6],
      [false, true, true, true, false]
    )
  )
  func offerBoundary(time: Double, delivers: Bool) {
    // Delivered at 0.5 with an interval of 0.125: due at 0.625, computed
    // as 0.625 - 0.5 >= 0.125, which is exact for these numbers.
    var coalescer = ValueCoalescer<Int>(interval: 0.125)
    _ = coalescer.offer(1, at: 0.5)
    let output = coalescer.offer(2, at: time)
    #expect((output == 2) == delivers)
    #expect((coalescer.pendingValue == 2) == !delivers)
    #expect(coalescer.lastDeliveryTime == (delivers ? time : 0.5))
  }

  @Test(
    "releases a held value on a tick at exactly the interval, not before",
    arguments: zip(
      [Double(0.625).nextDown, 0.625, Double(0.625).nextUp, 0.55],
      [false, true, true, false]
    )
  )
  func tickBoundary(time: Double, releases: Bool) {
    var coalescer = ValueCoalescer<Int>(interval: 0.125)
    _ = coalescer.offer(1, at: 0.5)
    _ = coalescer.offer(2, at: 0.53125)
    let output = coalescer.tick(at: time)
    #expect(output == (releases ? 2 : nil))
    #expect(coalescer.pendingValue == (releases ? nil : 2))
  }

  @Test("delivers the final value exactly once, held or not")
  func finalValueOnce() {
    var held = ValueCoalescer<Int>(interval: 1)
    _ = held.offer(1, at: 0)
    let heldOffer = held.offer(2, at: 0.5)
    let firstFlush = held.flush(at: 0.5)
    let secondFlush = held.flush(at: 0.75)
    #expect(heldOffer == nil)
    #expect(firstFlush == 2)
    #expect(secondFlush == nil)

    var delivered = ValueCoalescer<Int>(interval: 1)
    _ = delivered.offer(1, at: 0)
    let dueOffer = delivered.offer(2, at: 1)
    let flush = delivered.flush(at: 1)
    #expect(dueOffer == 2)
    #expect(flush == nil)

    var released = ValueCoalescer<Int>(interval: 1)
    _ = released.offer(1, at: 0)
    _ = released.offer(2, at: 0.5)
    let tick = released.tick(at: 1)
    let afterTick = released.flush(at: 1.25)
    #expect(tick == 2)
    #expect(afterTick == nil)
  }

  @Test("reports the held value and the time of the latest delivery")
  func state() {
    var coalescer = ValueCoalescer<Int>(interval: 0.25)
    #expect(coalescer.interval == 0.25)
    #expect(coalescer.pendingValue == nil)
    #expect(coalescer.lastDeliveryTime == nil)
    _ = coalescer.offer(1, at: 2)
    #expect(coalescer.lastDeliveryTime == 2)
    _ = coalescer.offer(2, at: 2.125)
    _ = coalescer.offer(3, at: 2.1875)
    #expect(coalescer.pendingValue == 3)
    #expect(coalescer.lastDeliveryTime == 2)
    _ = coalescer.flush(at: 2.1875)
    #expect(coalescer.pendingValue == nil)
    #expect(coalescer.lastDeliveryTime == 2.1875)
  }

  @Test("forgets the held value and the last delivery on reset")
  func reset() {
    var coalescer = ValueCoalescer<Int>(interval: 10)
    _ = coalescer.offer(1, at: 5)
    _ = coalescer.offer(2, at: 6)
    coalescer.reset()
    #expect(coalescer.pendingValue == nil)
    #expect(coalescer.lastDeliveryTime == nil)
    let flushed = coalescer.flush(at: 0)
    #expect(flushed == nil)
    // Time may start again from 0, and the next value goes out at once.
    let output = coalescer.offer(3, at: 0)
    #expect(output == 3)
    var fresh = ValueCoalescer<Int>(interval: 10)
    _ = fresh.offer(3, at: 0)
    #expect(coalescer == fresh)
  }

  @Test("holds and delivers NaN values like any other value")
  func nanValues() throws {
    var coalescer = ValueCoalescer<Double>(interval: 1)
    let offered = coalescer.offer(.nan, at: 0)
    let first = try #require(offered)
    #expect(first.isNaN)
    _ = coalescer.offer(1, at: 0.25)
    _ = coalescer.offer(-.nan, at: 0.5)
    let flushed = coalescer.flush(at: 0.5)
    let final = try #require(flushed)
    #expect(final.isNaN)
  }

  @Test("coalesces any payload: the latest wins, whole")
  func anyPayload() {
    struct Brightness: Hashable, Sendable {
      var level: Int
      var label: String
    }
    var coalescer = ValueCoalescer<Brightness>(interval: 0.5)
    _ = coalescer.offer(Brightness(level: 1, label: "dim"), at: 0)
    _ = coalescer.offer(Brightness(level: 2, label: "mid"), at: 0.1)
    _ = coalescer.offer(Brightness(level: 3, label: "bright"), at: 0.2)
    let released = coalescer.tick(at: 0.5)
    #expect(released == Brightness(level: 3, label: "bright"))
    var copy = coalescer
    #expect(copy == coalescer)
    _ = copy.offer(Brightness(level: 4, label: "max"), at: 0.6)
    #expect(copy != coalescer)
    #expect(Set([copy, coalescer]).count == 2)
  }

  @Test(
    "keeps its promises over thousands of random streams",
    arguments: [1, 2, 3, 4, 5] as [UInt64]
  )
  func randomStreams(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    for stream in 0..<1000 {
      let interval = [0, 1.0 / 32, 3.0 / 32, 0.1, 0.25, 1][
        Int.random(in: 0..<6, using: &random)
      ]
      if let failure = Self.checkStream(interval: interval, using: &random) {
        failures.append("stream \(stream), interval \(interval): \(failure)")
      }
    }
    let failed = failures.count
    #expect(failed == 0, "first failures: \(failures.prefix(3))")
  }

  /// Runs one random stream of offers, ticks and flushes, ending with a
  /// flush, and returns the first broken promise, if any.
  static func checkStream(
    interval: Double,
    using random: inout SplitMix64
  ) -> String? {
    var coalescer = ValueCoalescer<Int>(interval: interval)
    var time = Double.random(in: 0...10, using: &random)
    var lastOffered: Int?
    var lastDelivered: Int?
    var lastDeliveryTime: Double?
    var nextValue = 0
    let count = Int.random(in: 1...80, using: &random)
    for step in 0...count {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: break  // the same time again
      case 1: time += Double(Int.random(in: 1...8, using: &random)) / 64
      default: time += Double.random(in: 0...0.2, using: &random)
      }
      let action = step == count ? 9 : Int.random(in: 0..<10, using: &random)
      let output: Int?
      let isFlush: Bool
      switch action {
      case 0..<6:
        lastOffered = nextValue
        output = coalescer.offer(nextValue, at: time)
        nextValue += 1
        isFlush = false
        if let output, output != lastOffered {
          return "an offer delivered \(output), not the value offered"
        }
      case 6..<9:
        output = coalescer.tick(at: time)
        isFlush = false
      default:
        output = coalescer.flush(at: time)
        isFlush = true
      }
      if let output {
        // The latest value wins: whatever goes out is the newest offered.
        if output != lastOffered {
          return "delivered \(output) at \(time) after \(lastOffered ?? -1)"
        }
        // A subsequence of the values offered, each at most once.
        if let lastDelivered, output <= lastDelivered {
          return "delivered \(output) after \(lastDelivered)"
        }
        if !isFlush, let lastDeliveryTime,
          time - lastDeliveryTime < interval
        {
          return "delivered at \(time), less than the interval after "
            + "\(lastDeliveryTime)"
        }
        lastDelivered = output
        lastDeliveryTime = time
      }
      // Nothing is held that could have gone out.
      if coalescer.pendingValue != nil, !isFlush, let lastDeliveryTime,
        time - lastDeliveryTime >= interval
      {
        return "held \(coalescer.pendingValue ?? -1) at \(time) though due"
      }
      if coalescer.lastDeliveryTime != lastDeliveryTime {
        return "reports its last delivery at the wrong time"
      }
    }
    // After the final flush, the last value offered was delivered.
    if lastDelivered != lastOffered {
      return "ended on \(lastDelivered ?? -1), offered \(lastOffered ?? -1)"
    }
    if coalescer.pendingValue != nil {
      return "still holds a value after the final flush"
    }
    return nil
  }

  @Test("traps on a NaN time")
  func nanTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var coalescer = ValueCoalescer<Int>(interval: 0.1)
      _ = coalescer.offer(1, at: .nan)
    }
  }

  @Test("traps on an infinite time")
  func infiniteTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var coalescer = ValueCoalescer<Int>(interval: 0.1)
      _ = coalescer.offer(1, at: 0)
      _ = coalescer.tick(at: .infinity)
    }
  }

  @Test("traps when time goes backwards from one call to the next")
  func backwardsTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var coalescer = ValueCoalescer<Int>(interval: 0.1)
      _ = coalescer.offer(1, at: 1)
      _ = coalescer.flush(at: 1)
      _ = coalescer.offer(2, at: 0.5)
    }
  }

  @Test("traps on a negative interval")
  func negativeIntervalTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = ValueCoalescer<Int>(interval: -0.1)
    }
  }

  @Test("traps on an infinite interval")
  func infiniteIntervalTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = ValueCoalescer<Int>(interval: .infinity)
    }
  }
}

@Suite("SliderCoalescer")
struct SliderCoalescerTests {
  /// Builds a frame's events from a marble timeline: `b`, `c`, `e`, `x`
  /// are slider began, changed, ended and cancelled with the frame's index
  /// as value; `f` and `l` are the hand found and lost; `r` is a swipe.
  static func events(
    _ timeline: Marble,
    hand: Chirality = .right
  ) -> [[GestureEvent]] {
    timeline.frames.enumerated().map { index, symbols in
      symbols.map { symbol in
        let (gesture, phase): (Gesture, Phase) =
          switch symbol {
          case "b": (.slider, .began)
          case "c": (.slider, .changed)
          case "e": (.slider, .ended)
          case "x": (.slider, .cancelled)
          case "f": (.hand, .found)
          case "l": (.hand, .lost)
          default: (.swipe, .recognized)
          }
        return .at(
          index,
          gesture,
          phase,
          value: gesture == .slider ? Double(index) : nil,
          hand: hand
        )
      }
    }
  }

  /// Runs frames of events through a coalescer, frame by frame.
  static func run(
    _ frames: [[GestureEvent]],
    interval: Int
  ) -> [[GestureEvent]] {
    var coalescer = SliderCoalescer(interval: Double(interval) / 32)
    return frames.enumerated().map { index, events in
      coalescer.process(events, at: Double(index) / 32, frame: index)
    }
  }

  @Test(
    "passes began and ended, and one changed per interval, on a timeline",
    arguments: [
      // Interval 2 frames: every other changed; the stale one is dropped.
      ("bccccccce", 2, "b-c-c-c-e"),
      // A held changed goes out when its interval elapses.
      ("bc------", 3, "b--c----"),
      ("bc-c----", 3, "b--c----"),
      // Held changed events are stale once the gesture ends or cancels.
      ("bcce", 4, "b--e"),
      ("bccx", 4, "b--x"),
      // began passes even right after the previous gesture's end.
      ("bce b", 4, "b-eb"),
      ("bcxbc---", 4, "b-xb---c"),
      // A single changed after a quiet interval passes at once.
      ("b----c-e", 2, "b----c-e"),
      // Other gestures pass through and do not count.
      ("fb[cr]c r l", 2, "fbrc rl"),
      // Interval 0: everything passes.
      ("bccce", 0, "bccce"),
    ]
  )
  func timeline(input: String, interval: Int, expected: String) {
    let output = Self.run(Self.events(Marble(input)), interval: interval)
    let all = Set(Gesture.builtIn)
    #expect(Marble(output, gestures: all) == Marble(expected))
  }

  @Test("delivers events unchanged, and the last value with ended")
  func values() {
    // Interval 2 frames: began 0, changed 2 and 4 pass, 1, 3 and 5 are
    // held and replaced, ended 6 passes.
    let input = Self.events("bccccce")
    let output = Self.run(input, interval: 2).flatMap { $0 }
    #expect(output.map(\.value) == [0, 2, 4, 6])
    #expect(output == [input[0][0], input[2][0], input[4][0], input[6][0]])
  }

  @Test("restamps a released changed event with the tick's time and frame")
  func restamps() throws {
    var coalescer = SliderCoalescer(interval: 0.25)
    #expect(coalescer.interval == 0.25)
    let began = GestureEvent(
      time: 1,
      frame: 30,
      hand: .left,
      gesture: .slider,
      phase: .began,
      value: 10
    )
    var changed = began
    changed.phase = .changed
    changed.time = 1.0625
    changed.frame = 32
    changed.value = 15
    changed.name = "medium"
    let passed = coalescer.process(began)
    let held = coalescer.process(changed)
    let early = coalescer.tick(at: 1.125, frame: 34)
    #expect(passed == began)
    #expect(held == nil)
    #expect(early == nil)
    let tick = coalescer.tick(at: 1.25, frame: 37)
    let released = try #require(tick)
    var expected = changed
    expected.time = 1.25
    expected.frame = 37
    #expect(released == expected)
    let again = coalescer.tick(at: 1.25, frame: 37)
    #expect(again == nil)
  }

  @Test("keeps each hand's interval apart and releases the longest held first")
  func hands() {
    func slider(
      _ phase: Phase,
      _ hand: Chirality,
      _ time: Double,
      _ value: Double
    ) -> GestureEvent {
      GestureEvent(
        time: time,
        frame: Int(time * 32),
        hand: hand,
        gesture: .slider,
        phase: phase,
        value: value
      )
    }
    var coalescer = SliderCoalescer(interval: 0.5)
    var output: [GestureEvent] = []
    let frames: [(Double, [GestureEvent])] = [
      (0, [slider(.began, .right, 0, 0), slider(.began, .unknown, 0, 50)]),
      (0.125, [slider(.changed, .unknown, 0.125, 51)]),
      (
        0.25,
        [slider(.began, .left, 0.25, 90), slider(.changed, .right, 0.25, 1)]
      ),
      (0.5, [slider(.changed, .left, 0.5, 91)]),
      (0.75, []),
    ]
    for (time, events) in frames {
      coalescer.process(events, at: time, frame: Int(time * 32), into: &output)
    }
    // At 0.5 the unknown hand (held since 0.125) goes before the right
    // hand (held since 0.25); the left hand's changed at 0.5 is held until
    // 0.75.
    #expect(output.map(\.value) == [0, 50, 90, 51, 1, 91])
    #expect(
      output.map(\.hand) == [.right, .unknown, .left, .unknown, .right, .left]
    )
    #expect(output.map(\.time) == [0, 0, 0.25, 0.5, 0.5, 0.75])
    #expect(output.map(\.frame) == [0, 0, 8, 16, 16, 24])
  }

  @Test("forgets held events on reset")
  func reset() {
    var coalescer = SliderCoalescer(interval: 1)
    let events = Self.events("bcc").flatMap { $0 }
    for event in events {
      _ = coalescer.process(event)
    }
    coalescer.reset()
    let released = coalescer.tick(at: 5, frame: 160)
    #expect(released == nil)
    #expect(coalescer == SliderCoalescer(interval: 1))
  }

  @Test(
    "keeps its promises over thousands of random sessions of two hands",
    arguments: [1, 2, 3] as [UInt64]
  )
  func randomSessions(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    for stream in 0..<1000 {
      let interval = [0, 1.0 / 32, 3.0 / 32, 0.1, 0.25][
        Int.random(in: 0..<5, using: &random)
      ]
      let frames = Self.randomFrames(using: &random)
      if let failure = Self.check(frames, interval: interval) {
        failures.append("stream \(stream), interval \(interval): \(failure)")
      }
    }
    let failed = failures.count
    #expect(failed == 0, "first failures: \(failures.prefix(3))")
  }

  /// Random frames of slider sessions of the left and right hands, with
  /// other gestures mixed in; each session ends or is cancelled.
  static func randomFrames(
    using random: inout SplitMix64
  ) -> [(time: Double, events: [GestureEvent])] {
    var frames: [(time: Double, events: [GestureEvent])] = []
    var active: [Chirality: Bool] = [.left: false, .right: false]
    var time = 0.0
    let count = Int.random(in: 1...120, using: &random)
    for index in 0..<count {
      time += Double(Int.random(in: 0...3, using: &random)) / 64
      var events: [GestureEvent] = []
      for hand in [Chirality.left, .right] {
        let roll = Int.random(in: 0..<20, using: &random)
        let isActive = active[hand] ?? false
        let last = index == count - 1
        let phase: Phase? =
          switch (isActive, roll) {
          case (false, 0..<3): last ? nil : .began
          case (true, _) where last: roll < 15 ? .ended : .cancelled
          case (true, 0..<14): .changed
          case (true, 14): .ended
          case (true, 15): .cancelled
          default: nil
          }
        if roll == 19 {
          events.append(
            GestureEvent(
              time: time,
              frame: index,
              hand: hand,
              gesture: .pinch,
              phase: .began
            )
          )
        }
        guard let phase else { continue }
        active[hand] = phase == .began || phase == .changed
        events.append(
          GestureEvent(
            time: time,
            frame: index,
            hand: hand,
            gesture: .slider,
            phase: phase,
            value: Double(Int.random(in: 0...100, using: &random))
          )
        )
      }
      frames.append((time, events))
    }
    return frames
  }

  /// Runs frames through a coalescer and returns the first broken promise.
  static func check(
    _ frames: [(time: Double, events: [GestureEvent])],
    interval: Double
  ) -> String? {
    var coalescer = SliderCoalescer(interval: interval)
    var output: [GestureEvent] = []
    // Per hand: the latest changed event offered and not yet superseded
    // by a delivery, and the time of the latest delivered slider event.
    var latestChanged: [Chirality: GestureEvent] = [:]
    var lastDelivery: [Chirality: Double] = [:]
    var inputOthers: [GestureEvent] = []
    var inputBoundaries: [GestureEvent] = []
    for (index, frame) in frames.enumerated() {
      let start = output.count
      coalescer.process(
        frame.events,
        at: frame.time,
        frame: index,
        into: &output
      )
      for event in frame.events {
        if event.gesture != .slider {
          inputOthers.append(event)
        } else if event.phase == .changed {
          latestChanged[event.hand] = event
        } else {
          inputBoundaries.append(event)
          latestChanged[event.hand] = nil
        }
      }
      for event in output[start...] where event.gesture == .slider {
        if event.time != frame.time || event.frame != index {
          return "frame \(index): delivered an event stamped \(event.time)"
        }
        if event.phase == .changed {
          // The latest value wins, at least an interval after the last.
          guard let latest = latestChanged[event.hand],
            latest.value == event.value
          else {
            return "frame \(index): delivered a stale changed event"
          }
          if let last = lastDelivery[event.hand],
            event.time - last < interval
          {
            return "frame \(index): changed less than an interval after \(last)"
          }
          latestChanged[event.hand] = nil
        }
        lastDelivery[event.hand] = event.time
      }
      // Nothing is held that could have gone out.
      for (hand, _) in latestChanged {
        if let last = lastDelivery[hand], frame.time - last >= interval {
          return "frame \(index): held a due changed event of \(hand)"
        }
      }
    }
    if output.filter({ $0.gesture != .slider }) != inputOthers {
      return "other gestures did not pass through unchanged"
    }
    let boundaries = output.filter {
      $0.gesture == .slider && $0.phase != .changed
    }
    if boundaries != inputBoundaries {
      return "began, ended and cancelled did not all pass unchanged"
    }
    if !latestChanged.isEmpty {
      return "a changed event was still held after the sessions ended"
    }
    if zip(output, output.dropFirst()).contains(where: { $0.time > $1.time }) {
      return "the output is not in time order"
    }
    return nil
  }

  @Test("traps on a slider event with a NaN time")
  func nanTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var coalescer = SliderCoalescer(interval: 0.1)
      _ = coalescer.process(
        GestureEvent(
          time: .nan,
          frame: 0,
          hand: .right,
          gesture: .slider,
          phase: .began,
          value: 0
        )
      )
    }
  }
}
