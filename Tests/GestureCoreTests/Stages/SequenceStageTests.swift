import Testing

@testable import GestureCore

/// The sequence stage on the events of a hand's other stages, frame by
/// frame: each rule at its threshold and on both sides.
@Suite("Gesture sequences")
struct SequenceStageTests {
  /// An event of a frame, as another stage reports it.
  struct Given {
    var gesture: Gesture
    var phase: Phase
    var name: String?
    var direction: Direction?
    var finger: Finger?

    static func pose(_ name: String, _ phase: Phase) -> Given {
      Given(gesture: .pose, phase: phase, name: name)
    }
    static func swipe(_ direction: Direction) -> Given {
      Given(gesture: .swipe, phase: .recognized, direction: direction)
    }
    static func pinch(_ phase: Phase, _ finger: Finger = .index) -> Given {
      Given(gesture: .pinch, phase: phase, finger: finger)
    }
  }

  /// Runs the stage on frames of events, returning the times and names of
  /// the sequences recognized. A frame's events of an earlier hand come
  /// first, and the stage must not read them.
  static func run(
    _ sequences: [GestureSequence],
    _ frames: [(time: Double, events: [Given])],
    losingAt lost: Double? = nil
  ) -> [(time: Double, name: String)] {
    var stage = SequenceStage(sequences)
    var recognized: [(Double, String)] = []
    for (index, frame) in frames.enumerated() {
      if let lost, frame.time == lost { stage.reset() }
      var emitter = EventEmitter(time: frame.time, frame: index, hand: .right)
      // Another hand's events of the frame come first; each matches a step.
      var other = EventEmitter(time: frame.time, frame: index, hand: .left)
      for given in frame.events {
        other.emit(
          given.gesture,
          given.phase,
          name: given.name,
          direction: given.direction,
          finger: given.finger
        )
      }
      emitter.events = other.events
      emitter.first = emitter.events.count
      for given in frame.events {
        emitter.emit(
          given.gesture,
          given.phase,
          name: given.name,
          direction: given.direction,
          finger: given.finger
        )
      }
      let before = emitter.events.count
      stage.update(emitter: &emitter)
      for event in emitter.events[before...] {
        #expect(event.gesture == .sequence && event.phase == .recognized)
        #expect(event.hand == .right)
        recognized.append((event.time, event.name ?? ""))
      }
    }
    return recognized
  }

  static let grab = GestureSequence(
    name: "grab",
    steps: [
      .init(.pose, name: "openPalm", minimumDuration: 0.5, maximumDelay: 1),
      .init(.pose, name: "closedFist"),
    ]
  )

  /// A palm from `began` to `ended`, then a fist beginning at `fist`.
  static func palmThenFist(
    began: Double = 1,
    ended: Double,
    fist: Double
  ) -> [(time: Double, events: [Given])] {
    var frames: [(time: Double, events: [Given])] = []
    var time = 0.0
    while time <= fist + 0.5 {
      var events: [Given] = []
      if time == began { events.append(.pose("openPalm", .began)) }
      if time == ended { events.append(.pose("openPalm", .ended)) }
      if time == fist { events.append(.pose("closedFist", .began)) }
      frames.append((time, events))
      time += 0.125
    }
    return frames
  }

  @Test("a palm held 0.5 s, then a fist within 1 s of its end")
  func recognized() {
    let result = Self.run(
      [Self.grab],
      Self.palmThenFist(ended: 2, fist: 2.5)
    )
    #expect(result.map(\.time) == [2.5])
    #expect(result.map(\.name) == ["grab"])
  }

  @Test(
    "the next step at its maximum delay counts, later does not",
    arguments: [(3.0, true), (3.125, false)]
  )
  func maximumDelay(fist: Double, counts: Bool) {
    let result = Self.run([Self.grab], Self.palmThenFist(ended: 2, fist: fist))
    #expect(result.count == (counts ? 1 : 0))
  }

  @Test(
    "a step held its minimum duration is done, a shorter one resets",
    arguments: [(1.5, true), (1.375, false)]
  )
  func minimumDuration(ended: Double, done: Bool) {
    let result = Self.run(
      [Self.grab],
      Self.palmThenFist(ended: ended, fist: ended + 0.25)
    )
    #expect(result.count == (done ? 1 : 0))
  }

  @Test("the next step while the first is active counts once it is done")
  func whileActive() {
    // The fist comes 0.375 s into the palm: not yet done, so ignored.
    #expect(
      Self.run([Self.grab], Self.palmThenFist(ended: 3, fist: 1.375)).isEmpty
    )
    // At 0.5 s it is done.
    #expect(
      Self.run([Self.grab], Self.palmThenFist(ended: 3, fist: 1.5)).map(\.time)
        == [1.5]
    )
  }

  @Test("a last step with a minimum duration completes when it has lasted")
  func lastStepHeld() {
    let hold = GestureSequence(
      name: "hold",
      steps: [.init(.pinch, minimumDuration: 0.5)]
    )
    let held: [(time: Double, events: [Given])] = [
      (0, [.pinch(.began)]), (0.25, []), (0.5, []), (0.75, [.pinch(.ended)]),
    ]
    #expect(Self.run([hold], held).map(\.time) == [0.5])
    let short: [(time: Double, events: [Given])] = [
      (0, [.pinch(.began)]), (0.25, []), (0.375, [.pinch(.ended)]), (0.5, []),
    ]
    #expect(Self.run([hold], short).isEmpty)
    // Ending on the very frame it has lasted long enough still counts.
    let edge: [(time: Double, events: [Given])] = [
      (0, [.pinch(.began)]), (0.5, [.pinch(.ended)]),
    ]
    #expect(Self.run([hold], edge).map(\.time) == [0.5])
  }

  @Test(
    "times written in decimals meet a step's bounds exactly on them",
    arguments: [(0.4, 0.7), (0.2, 0.5), (0.5, 0.8), (1.4, 1.7)]
  )
  func decimalTimes(start: Double, end: Double) {
    // 0.7 - 0.4 is 0.29999999999999993, 0.8 - 0.5 0.30000000000000004.
    let held = GestureSequence(
      name: "held",
      steps: [.init(.pinch, minimumDuration: 0.3)]
    )
    let long: [(time: Double, events: [Given])] = [
      (start, [.pinch(.began)]), (end, [.pinch(.ended)]),
    ]
    #expect(Self.run([held], long).map(\.time) == [end])
    let twice = GestureSequence(
      name: "twice",
      steps: [.init(.pinch, maximumDelay: 0.3), .init(.pinch)]
    )
    let spaced: [(time: Double, events: [Given])] = [
      (start - 0.1, [.pinch(.began)]), (start, [.pinch(.ended)]),
      (end, [.pinch(.began)]),
    ]
    #expect(Self.run([twice], spaced).map(\.time) == [end])
  }

  @Test("a gesture that does not last: the delay runs from its event")
  func instantaneous() {
    let leftRight = GestureSequence(
      name: "shake",
      steps: [
        .init(.swipe, direction: .left, maximumDelay: 0.5),
        .init(.swipe, direction: .right),
      ]
    )
    let inTime: [(time: Double, events: [Given])] = [
      (0, [.swipe(.left)]), (0.25, [.swipe(.left)]), (0.75, [.swipe(.right)]),
    ]
    // The second left swipe starts it again, so the right one is in time.
    #expect(Self.run([leftRight], inTime).map(\.time) == [0.75])
    let late: [(time: Double, events: [Given])] = [
      (0, [.swipe(.left)]), (0.5, []), (0.625, [.swipe(.right)]),
    ]
    #expect(Self.run([leftRight], late).isEmpty)
    // Both in one frame, in order.
    #expect(
      Self.run([leftRight], [(0, [.swipe(.left), .swipe(.right)])]).count == 1
    )
    // Right then left is not the sequence.
    #expect(
      Self.run([leftRight], [(0, [.swipe(.right)]), (0.25, [.swipe(.left)])])
        .isEmpty
    )
  }

  @Test("the first step's event while a later step is active starts again")
  func restartWhileActive() {
    let wave = GestureSequence(
      name: "wave",
      steps: [
        .init(.swipe, direction: .left),
        .init(.pose, name: "openPalm"),
        .init(.swipe, direction: .right),
      ]
    )
    // The palm is active when the second left swipe comes: the sequence
    // starts again, so the right swipe finds the palm step not yet made.
    let restarted: [(time: Double, events: [Given])] = [
      (0, [.swipe(.left)]), (0.125, [.pose("openPalm", .began)]),
      (0.25, [.swipe(.left)]), (0.375, [.swipe(.right)]),
    ]
    #expect(Self.run([wave], restarted).isEmpty)
    // Without the second left swipe, the right one completes it.
    var straight = restarted
    straight[2].events = []
    #expect(Self.run([wave], straight).map(\.time) == [0.375])
    // After starting again, the steps that follow complete it.
    let again =
      restarted + [
        (0.5, [.pose("openPalm", .ended)]),
        (0.625, [.pose("openPalm", .began)]), (0.75, [.swipe(.right)]),
      ]
    #expect(Self.run([wave], again).map(\.time) == [0.75])
  }

  @Test("other events in between change nothing; a lost hand resets")
  func betweenAndLost() {
    var frames = Self.palmThenFist(ended: 2, fist: 2.5)
    frames[17].events.append(.pinch(.began))
    frames[18].events.append(.pose("victory", .began))
    #expect(Self.run([Self.grab], frames).map(\.time) == [2.5])
    #expect(Self.run([Self.grab], frames, losingAt: 2.25).isEmpty)
  }

  @Test(
    "a step matches the gesture, phase, name, direction and finger it names"
  )
  func matching() {
    let step = GestureSequence.Step(.pinch, finger: .middle)
    func event(_ phase: Phase, _ finger: Finger?) -> GestureEvent {
      GestureEvent(
        time: 0,
        frame: 0,
        hand: .left,
        gesture: .pinch,
        phase: phase,
        finger: finger
      )
    }
    #expect(step.matches(event(.began, .middle)))
    #expect(!step.matches(event(.began, .index)))
    #expect(!step.matches(event(.ended, .middle)))
    #expect(
      GestureSequence.Step(.pinch, phase: .ended).matches(event(.ended, nil))
    )
    // A step that must last is made only by a `began`.
    let lasting = GestureSequence.Step(.swipe, minimumDuration: 0.1)
    #expect(
      !lasting.matches(
        GestureEvent(
          time: 0,
          frame: 0,
          hand: .left,
          gesture: .swipe,
          phase: .recognized,
          direction: .left
        )
      )
    )
  }

  @Test("several sequences run side by side, reported in their order")
  func several() {
    let fist = GestureSequence(
      name: "fist",
      steps: [.init(.pose, name: "closedFist")]
    )
    let result = Self.run(
      [Self.grab, fist],
      Self.palmThenFist(ended: 2, fist: 2.5)
    )
    #expect(result.map(\.name) == ["grab", "fist"])
    #expect(result.map(\.time) == [2.5, 2.5])
  }
}
