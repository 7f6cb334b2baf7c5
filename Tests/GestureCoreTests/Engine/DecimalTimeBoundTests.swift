import GestureCore
import Testing

/// Bounds met "exactly" by times written in decimals, as trackers and
/// traces write them: 0.7 - 0.2 is 0.49999999999999994 in a `Double`,
/// 0.8 - 0.5 is 0.30000000000000004. A span within a nanosecond of its
/// bound is on it, wherever in the trace it falls.
@Suite("Time bounds met by decimal times")
struct DecimalTimeBoundTests {
  /// Frames every 0.1 s, at times written as decimals (`Double("0.7")`),
  /// of a hand pinched on the frames of `pinched`.
  static func frames(count: Int, pinched: Set<Int>) -> [Frame] {
    (0..<count).map { index in
      Frame(
        time: Double("\(index / 10).\(index % 10)") ?? .nan,
        hands: [HoldEngineTests.hand(pinched: pinched.contains(index))]
      )
    }
  }

  /// The events of a gesture in a replay, as `time phase`.
  static func events(
    _ gesture: Gesture,
    _ configuration: GestureConfiguration,
    _ frames: [Frame]
  ) -> [String] {
    var engine = GestureEngine(configuration: configuration)
    return engine.run(frames).joined().filter { $0.gesture == gesture }
      .map { "\($0.time) \($0.phase)" }
  }

  @Test(
    "a hold begins 0.5 s after the pinch, from any start",
    arguments: [2, 3, 5, 7]
  )
  func hold(start: Int) {
    let frames = Self.frames(count: 16, pinched: Set(start..<(start + 8)))
    let holds = Self.events(.hold, HoldEngineTests.holding(), frames)
    #expect(holds.first == "\(frames[start + 5].time) began")
  }

  @Test(
    "a release of exactly the double pinch's interval, from any start",
    arguments: [0, 1, 2, 4]
  )
  func doublePinchInterval(start: Int) {
    // Pinched 4 frames (0.4 s), released 3 (0.3 s), pinched again.
    let pinched = Set(start..<(start + 4)).union((start + 7)..<(start + 9))
    let configuration = DoublePinchEngineTests.doubling {
      $0.doublePinch.maximumInterval = 0.3
      $0.doublePinch.maximumPinchDuration = 0.4
    }
    let frames = Self.frames(count: 14, pinched: pinched)
    #expect(
      Self.events(.doublePinch, configuration, frames) == [
        "\(frames[start + 7].time) recognized"
      ]
    )
  }

  @Test("a span reaches its bound to the margin, and exceeds it past it")
  func margins() {
    // The ends, worked out as the bounds work them out.
    let bound = 0.25
    let lowest = bound - TimeBound.margin
    let highest = bound + TimeBound.margin
    #expect(TimeBound.reaches(lowest, bound))
    #expect(!TimeBound.reaches(lowest.nextDown, bound))
    #expect(!TimeBound.exceeds(highest, bound))
    #expect(TimeBound.exceeds(highest.nextUp, bound))
  }
}
