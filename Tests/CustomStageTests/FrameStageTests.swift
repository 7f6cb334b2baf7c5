import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// Both hands pinched at once, a gesture of two hands written outside
/// GestureCore: `bothPinched began` when the second hand pinches, `ended`
/// when either lets go.
struct BothPinched: FrameStage {
  static let gesture = Gesture("bothPinched")
  private var isOn = false

  var joints: JointSet { [] }

  mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
    let pinched = hands.count(where: { $0.pinchState == .pinched }) >= 2
    if pinched != isOn {
      isOn = pinched
      events.emit(Self.gesture, pinched ? .began : .ended)
    }
  }
}

/// The hands a frame stage saw, frame by frame, with their chiralities
/// and their tracks.
struct HandsSeen: FrameStage {
  var joints: JointSet { JointSet(.wrist) }

  mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
    for hand in hands {
      events.emit(
        Gesture("seen"),
        .recognized,
        hand: hand.hand,
        value: hand.point(.wrist)?.x,
        track: hand.track
      )
    }
  }
}

/// A frame stage that gives an event of both hands a track, which is
/// wrong.
struct BothHandsTrack: FrameStage {
  var joints: JointSet { [] }

  mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
    events.emit(Gesture("wrong"), .recognized, track: 0)
  }
}

/// A frame stage that asks for some joints and reports, for each hand,
/// whether it is given the wrist and the index tip.
struct GivenJoints: FrameStage {
  var declared: JointSet
  var label: String
  var joints: JointSet { declared }

  mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
    for hand in hands {
      for joint in [Joint.wrist, .indexTip] {
        let given = hand.point(joint) != nil || hand.joints.contains(joint)
        events.emit(
          Gesture("given"),
          .recognized,
          hand: hand.hand,
          value: given ? 1 : 0,
          name: "\(label).\(joint)"
        )
      }
    }
  }
}

@Suite("A stage of the app's own that reads both hands")
struct FrameStageTests {
  /// A hand whose thumb tip is `gap` from its index tip, at `x`.
  static func hand(_ chirality: Chirality, x: Double, gap: Double) -> Hand {
    var hand = Hand(chirality: chirality)
    hand[.wrist] = Landmark(x: x, y: 0.8)
    hand[.indexTip] = Landmark(x: x, y: 0.4)
    hand[.thumbTip] = Landmark(x: x + gap, y: 0.4)
    return hand
  }

  /// Frames of two hands, each open (0.05) or pinched (0.005) per frame.
  static func frames(left: String, right: String) -> [Frame] {
    zip(left, right).enumerated().map { index, states in
      Frame(
        time: Double(index) / 30,
        hands: [
          hand(.left, x: 0.3, gap: states.0 == "p" ? 0.005 : 0.05),
          hand(.right, x: 0.7, gap: states.1 == "p" ? 0.005 : 0.05),
        ]
      )
    }
  }

  @Test("both hands pinched: began on the second pinch, ended on a release")
  func bothPinched() {
    var engine = GestureEngine(frameStages: [BothPinched()])
    var events: [GestureEvent] = []
    for frame in Self.frames(left: "-pppppp--", right: "---pppppp") {
      events += engine.process(frame)
    }
    let both = events.filter { $0.gesture == BothPinched.gesture }
    #expect(both.map(\.phase) == [.began, .ended])
    #expect(both.map(\.frame) == [3, 7])
    #expect(both.allSatisfy { $0.hand == .both })
    // After every hand's events of the frame: the right pinch comes first.
    let third = events.filter { $0.frame == 3 }.map(\.gesture)
    #expect(third == [.pinch, BothPinched.gesture])
  }

  @Test("a frame stage sees every hand seen, in track order, and no other")
  func handsSeen() {
    var engine = GestureEngine(frameStages: [HandsSeen()])
    let left = Self.hand(.left, x: 0.3, gap: 0.05)
    let right = Self.hand(.right, x: 0.7, gap: 0.05)
    let frames = [
      Frame(time: 0, hands: [right]),
      Frame(time: 0.1, hands: [left, right]),
      Frame(time: 0.2, hands: [left]),
      Frame(time: 0.3, hands: []),
    ]
    var seen: [[Chirality]] = []
    for frame in frames {
      seen.append(
        engine.process(frame).filter { $0.gesture == Gesture("seen") }
          .map(\.hand)
      )
    }
    // The right hand's track came first.
    #expect(seen == [[.right], [.right, .left], [.left], []])
  }

  @Test("with tracks reported, a frame stage tells two unknown hands apart")
  func tracks() {
    let first = Self.hand(.unknown, x: 0.3, gap: 0.05)
    let second = Self.hand(.unknown, x: 0.7, gap: 0.05)
    let frames = [
      Frame(time: 0, hands: [second]),
      Frame(time: 0.1, hands: [first, second]),
    ]
    for reportsTracks in [true, false] {
      var configuration = GestureConfiguration.handKit
      configuration.hands.reportsTracks = reportsTracks
      var engine = GestureEngine(
        configuration: configuration,
        frameStages: [HandsSeen()]
      )
      var seen: [GestureEvent] = []
      for frame in frames {
        seen += engine.process(frame).filter { $0.gesture == Gesture("seen") }
      }
      // The hand at 0.7 was seen first: track 0, its wrist at x 0.7.
      #expect(seen.map(\.value) == [0.7, 0.7, 0.3])
      #expect(
        seen.map(\.track) == (reportsTracks ? [0, 0, 1] : [nil, nil, nil])
      )
    }
  }

  @Test("an event of both hands naming a track is a programmer error")
  func bothHandsTrack() async {
    await #expect(processExitsWith: .failure) {
      var engine = GestureEngine(frameStages: [BothHandsTrack()])
      _ = engine.process(Frame(time: 0))
    }
  }

  @Test("replays and live loops take frame stages too")
  func replayAndLive() async {
    let frames = Self.frames(left: "-pppppp--", right: "---pppppp")
    var trace = Trace(frames: frames)
    trace.expectations = [
      Expectation(gesture: BothPinched.gesture, phase: .began, time: 0.1),
      Expectation(gesture: BothPinched.gesture, phase: .ended, time: 0.2333),
    ].map {
      var expectation = $0
      expectation.within = 0.001
      expectation.hand = .both
      return expectation
    }
    trace.ignoredEvents = [
      EventPattern(gesture: .hand), EventPattern(gesture: .pinch),
    ]
    let report = expectReplay(trace, frameStages: [BothPinched()])
    #expect(report.isSuccess)

    let stream = AsyncStream(Frame.self) { continuation in
      for frame in frames { continuation.yield(frame) }
      continuation.finish()
    }
    var phases: [Phase] = []
    for await event in stream.gestureEvents(frameStages: [BothPinched()])
    where event.gesture == BothPinched.gesture {
      phases.append(event.phase)
    }
    #expect(phases == [.began, .ended])
  }

  @Test("no hand is both: the engine takes one labelled so as unknown")
  func bothIsNoHand() {
    var engine = GestureEngine()
    let events = engine.process(
      Frame(time: 0, hands: [Self.hand(.both, x: 0.5, gap: 0.05)])
    )
    #expect(events.map(\.hand) == [.unknown])
  }

  @Test("each frame stage is given only the joints it asks for")
  func onlyDeclaredJoints() {
    var engine = GestureEngine(frameStages: [
      GivenJoints(declared: JointSet([.wrist, .indexTip]), label: "both"),
      GivenJoints(declared: JointSet(.wrist), label: "wrist"),
      GivenJoints(declared: [], label: "none"),
    ])
    let frame = Self.frames(left: "-", right: "-")[0]
    let given = engine.process(frame).filter { $0.gesture == Gesture("given") }
    let read = given.map { "\($0.hand) \($0.name ?? "") \($0.value ?? -1)" }
    #expect(
      read == [
        "left both.wrist 1.0", "left both.indexTip 1.0",
        "right both.wrist 1.0", "right both.indexTip 1.0",
        "left wrist.wrist 1.0", "left wrist.indexTip 0.0",
        "right wrist.wrist 1.0", "right wrist.indexTip 0.0",
        "left none.wrist 0.0", "left none.indexTip 0.0",
        "right none.wrist 0.0", "right none.indexTip 0.0",
      ]
    )
  }
}
