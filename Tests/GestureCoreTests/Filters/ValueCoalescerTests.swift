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
      [0.625 - 1.1e-9, 0.625 - 0.9e-9, 0.625, Double(0.625).nextUp, 0.7, 0.6],
      [false, true, true, true, true, false]
    )
  )
  func offerBoundary(time: Double, delivers: Bool) {
    // Delivered at 0.5 with an interval of 0.125: due at 0.625, or within
    // a nanosecond before it (TimeBound.margin).
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
      [0.625 - 1.1e-9, 0.625 - 0.9e-9, 0.625, Double(0.625).nextUp, 0.55],
      [false, true, true, true, false]
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

  @Test(
    "at 30 frames a second, an interval of 0.1 s delivers every third frame"
  )
  func everyThirdFrame() {
    // The frames' times round either side of tenths: 0.3 - 0.2 is
    // 0.09999999999999998.
    var coalescer = ValueCoalescer<Int>(interval: 0.1)
    var delivered: [Int] = []
    for frame in 0..<300
    where coalescer.offer(frame, at: Double(frame) / 30) != nil {
      delivered.append(frame)
    }
    #expect(delivered == Array(stride(from: 0, to: 300, by: 3)))
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
          time - lastDeliveryTime < interval - 1e-9
        {
          return "delivered at \(time), less than the interval after "
            + "\(lastDeliveryTime)"
        }
        lastDelivered = output
        lastDeliveryTime = time
      }
      // Nothing is held that could have gone out (a span within a
      // nanosecond of the interval is the interval: TimeBound.margin).
      if coalescer.pendingValue != nil, !isFlush, let lastDeliveryTime,
        time - lastDeliveryTime >= interval - 1e-9
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
