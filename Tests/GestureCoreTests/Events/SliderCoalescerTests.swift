import GestureCore
import Testing

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

  /// A slider event of a hand at a time (frames at 32 a second).
  static func slider(
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

  @Test("keeps each hand's interval apart and releases the longest held first")
  func hands() {
    var coalescer = SliderCoalescer(interval: 0.5)
    var output: [GestureEvent] = []
    let frames: [(Double, [GestureEvent])] = [
      (
        0,
        [
          Self.slider(.began, .right, 0, 0),
          Self.slider(.began, .unknown, 0, 50),
        ]
      ),
      (0.125, [Self.slider(.changed, .unknown, 0.125, 51)]),
      (
        0.25,
        [
          Self.slider(.began, .left, 0.25, 90),
          Self.slider(.changed, .right, 0.25, 1),
        ]
      ),
      (0.5, [Self.slider(.changed, .left, 0.5, 91)]),
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

  @Test("a slider of both hands keeps an interval of its own")
  func bothHands() throws {
    var coalescer = SliderCoalescer(interval: 0.25)
    for hand in [Chirality.both, .right] {
      let began = Self.slider(.began, hand, 0, 0)
      #expect(coalescer.process(began) == began)
    }
    // Both held within their intervals, neither replacing the other.
    #expect(coalescer.process(Self.slider(.changed, .both, 0.125, 2)) == nil)
    #expect(coalescer.process(Self.slider(.changed, .right, 0.1875, 3)) == nil)
    #expect(coalescer.tick(at: 0.21875, frame: 7) == nil)
    // Due together: the one held longer first, each with its own value.
    let firstTick = coalescer.tick(at: 0.25, frame: 8)
    let secondTick = coalescer.tick(at: 0.25, frame: 8)
    let first = try #require(firstTick)
    let second = try #require(secondTick)
    #expect(coalescer.tick(at: 0.25, frame: 8) == nil)
    #expect([first.hand, second.hand] == [.both, .right])
    #expect([first.value, second.value] == [2, 3])
    // The both-hands slider ends; the right hand's goes on.
    let ended = Self.slider(.ended, .both, 0.3125, 4)
    #expect(coalescer.process(ended) == ended)
    let changed = Self.slider(.changed, .right, 0.5, 5)
    #expect(coalescer.process(changed) == changed)
    // Held since the same time, unknown comes before both hands.
    for hand in [Chirality.both, .unknown] {
      _ = coalescer.process(Self.slider(.began, hand, 1, 0))
      #expect(coalescer.process(Self.slider(.changed, hand, 1.125, 1)) == nil)
    }
    let tie = (
      coalescer.tick(at: 1.25, frame: 40), coalescer.tick(at: 1.25, frame: 40)
    )
    #expect([tie.0?.hand, tie.1?.hand] == [.unknown, .both])
  }

  @Test(
    "a slider event of a phase sliders do not have passes untouched",
    arguments: [Phase.found, .lost, .recognized]
  )
  func otherPhases(phase: Phase) {
    var coalescer = SliderCoalescer(interval: 0.25)
    let began = GestureEvent(
      time: 0,
      frame: 0,
      hand: .right,
      gesture: .slider,
      phase: .began,
      value: 0
    )
    #expect(coalescer.process(began) == began)
    var changed = began
    changed.phase = .changed
    changed.time = 0.125
    #expect(coalescer.process(changed) == nil)
    var other = changed
    other.phase = phase
    other.value = 7
    // Passed at once, within the interval, and the held event stays held.
    #expect(coalescer.process(other) == other)
    #expect(coalescer.tick(at: 0.25, frame: 8)?.value == 0)
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
