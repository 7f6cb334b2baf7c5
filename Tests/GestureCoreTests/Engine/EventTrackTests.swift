import GestureCore
import Testing

/// With `hands.reportsTracks`, every event of a hand carries the number of
/// its track, from 0 in the order tracks are confirmed, so that two hands
/// of one name can be told apart; without it, none does.
@Suite("GestureEngine: events carry their hand's track when asked")
struct EventTrackTests {
  /// Two still hands labelled `unknown`, a palm and more apart, the second
  /// from frame 4; the first pinches over frames 10..<20, the second over
  /// 14..<24.
  static func hands(frame: Int) -> [Hand] {
    let first = Hand.whole(
      wrist: Point(x: 0.25, y: 0.75),
      pinch: (10..<20).contains(frame) ? WholePinch.closed : WholePinch.open,
      chirality: .unknown
    )
    let second = Hand.whole(
      wrist: Point(x: 0.75, y: 0.75),
      pinch: (14..<24).contains(frame) ? WholePinch.closed : WholePinch.open,
      chirality: .unknown
    )
    return frame < 4 ? [first] : [second, first]
  }

  static func events(
    _ configuration: GestureConfiguration,
    frames: Int = 30,
    hands: (Int) -> [Hand] = hands(frame:)
  ) -> [GestureEvent] {
    var engine = GestureEngine(configuration: configuration)
    return engine.run(Frame.sequence((0..<frames).map(hands))).joined()
      .filter { $0.gesture != .pose }
  }

  static func tracking(_ base: GestureConfiguration) -> GestureConfiguration {
    var configuration = base
    configuration.hands.reportsTracks = true
    return configuration
  }

  @Test(
    "off in both configurations: no event carries a track",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func off(configuration: GestureConfiguration) {
    #expect(!configuration.hands.reportsTracks)
    let events = Self.events(configuration)
    #expect(events.contains { $0.gesture == .pinch })
    #expect(events.allSatisfy { $0.track == nil })
  }

  @Test(
    "on: each hand's events carry its track, in the order confirmed",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func on(base: GestureConfiguration) {
    let events = Self.events(Self.tracking(base))
    let summary = events.map { "\($0.frame) \($0.track ?? -1) \($0.phase)" }
    // Adaptive confirms a hand scoring 1 at once, as handKit does.
    #expect(
      summary == [
        "0 0 found", "4 1 found", "10 0 began", "14 1 began", "20 0 ended",
        "24 1 ended",
      ]
    )
    // Otherwise the same events.
    #expect(
      events.map { event in
        var event = event
        event.track = nil
        return event
      } == Self.events(base)
    )
  }

  @Test("a hand that leaves and comes back keeps its track's number")
  func returns() {
    // The first hand leaves over frames 25..<40 and comes back.
    let events = Self.events(Self.tracking(.handKit), frames: 50) { frame in
      let hands = Self.hands(frame: frame)
      return (25..<40).contains(frame) ? [hands[0]] : hands
    }
    let presence = events.filter { $0.gesture == .hand }
      .map { "\($0.frame) \($0.track ?? -1) \($0.phase)" }
    #expect(presence == ["0 0 found", "4 1 found", "25 0 lost", "40 0 found"])
  }

  @Test("a track forgotten before it was confirmed takes no number")
  func tentative() {
    // A one-frame spurious hand at frame 2, far from the others, scoring
    // too little to count at once in adaptive.
    let spurious = Hand.whole(
      wrist: Point(x: 0.5, y: 0.25),
      chirality: .unknown,
      score: 0.6
    )
    let events = Self.events(Self.tracking(.adaptive)) { frame in
      Self.hands(frame: frame) + (frame == 2 ? [spurious] : [])
    }
    #expect(Set(events.compactMap(\.track)) == [0, 1])
    #expect(events.filter { $0.gesture == .hand }.count == 2)
  }

  @Test("a renamed hand keeps its track's number")
  func renamed() {
    // One hand, right for 16 frames, then left: renamed at frame 29.
    let events = Self.events(Self.tracking(.handKit), frames: 40) { frame in
      [
        Hand.whole(wrist: Point(x: 0.5, y: 0.75)).labelled(
          frame < 16 ? .right : .left
        )
      ]
    }
    #expect(
      events.map { "\($0.frame) \($0.hand) \($0.track ?? -1) \($0.phase)" } == [
        "0 right 0 found", "29 right 0 lost", "29 left 0 found",
      ]
    )
  }

  /// An app's stage that reports `seen` on a hand's first frame.
  struct Seen: HandStage {
    var isReported = false
    var joints: JointSet { JointSet([.wrist]) }

    mutating func update(_ hand: HandReading, events: inout StageEvents) {
      guard !isReported else { return }
      isReported = true
      events.emit(Gesture("seen"), .recognized)
    }
  }

  @Test("an app's stage's events carry the track too")
  func appStage() {
    var engine = GestureEngine(
      configuration: Self.tracking(.handKit),
      stages: [Seen()]
    )
    let events = engine.run(Frame.sequence((0..<8).map(Self.hands(frame:))))
      .joined().filter { $0.gesture == Gesture("seen") }
    #expect(events.map(\.frame) == [0, 4])
    #expect(events.map(\.track) == [0, 1])
  }
}
