import GestureCore
import Testing

/// A hand whose track's labels show it to be the other hand is renamed
/// only while no gesture of it is under way, so that every gesture's
/// events name one hand; a present hand is then lost under its old name
/// and found under the new one.
@Suite("GestureEngine: a hand is renamed between its gestures")
struct HandRenameTests {
  /// Right for 16 frames, then left: the track's vote names the hand left
  /// from frame 29 (see `HandIdentityTests.votes`).
  static func label(_ frame: Int) -> Chirality { frame < 16 ? .right : .left }

  /// A still hand pinched over the frames of `pinched`, labelled by
  /// ``label(_:)``.
  static func pinching(_ pinched: [Range<Int>], frames: Int) -> [[Hand]] {
    (0..<frames).map { frame in
      let isClosed = pinched.contains { $0.contains(frame) }
      return [
        Hand.whole(
          wrist: Point(x: 0.5, y: 0.75),
          pinch: isClosed ? WholePinch.closed : WholePinch.open,
          chirality: label(frame)
        )
      ]
    }
  }

  /// Runs frames at times `k / 32` through a new engine and returns
  /// their events, without the poses' unless asked for.
  static func events(
    _ hands: [[Hand]],
    configuration: GestureConfiguration = .handKit,
    stages: [any HandStage] = [],
    poses: Bool = false
  ) -> [GestureEvent] {
    var engine = GestureEngine(configuration: configuration, stages: stages)
    return engine.run(Frame.sequence(hands)).joined().filter {
      poses || $0.gesture != .pose
    }
  }

  /// The frame of each rename: a `hand lost` followed by a `hand found` of
  /// another name.
  static func renames(_ events: [GestureEvent]) -> [Int] {
    zip(events, events.dropFirst()).compactMap { lost, found in
      lost.gesture == .hand && lost.phase == .lost
        && found.gesture == .hand && found.phase == .found
        && lost.frame == found.frame && lost.hand != found.hand
        ? lost.frame : nil
    }
  }

  /// Expects the gesture's events to be one `began` and one `ended`, both
  /// under the hand's old name, and the hand renamed on the frame after
  /// the `ended`; returns that `ended`'s frame.
  static func keptName(
    _ events: [GestureEvent],
    _ gesture: Gesture,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let own = events.filter { $0.gesture == gesture }
    #expect(
      own.map(\.phase) == [.began, .ended],
      sourceLocation: sourceLocation
    )
    #expect(
      own.allSatisfy { $0.hand == .right },
      sourceLocation: sourceLocation
    )
    let ended = try #require(own.last?.frame, sourceLocation: sourceLocation)
    #expect(renames(events) == [ended + 1], sourceLocation: sourceLocation)
    return ended
  }

  @Test(
    "a pinch under way keeps its name to its end",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func pinch(configuration: GestureConfiguration) throws {
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(
      Frame.sequence(Self.pinching([10..<30], frames: 40))
    )
    .joined().filter { $0.gesture != .pose }
    // Renamed on the frame after the pinch's end, past the vote (frame 29).
    let ended = try Self.keptName(events, .pinch)
    #expect(ended >= 30)
    #expect(events.last?.hand == .left)
    #expect(engine.diagnostics.map(\.hand) == [.left])
  }

  @Test("a hand with nothing under way is renamed when its vote changes")
  func idle() {
    let events = Self.events(Self.pinching([], frames: 40))
    #expect(
      events == [
        .at(0, .hand, .found), .at(29, .hand, .lost),
        .at(29, .hand, .found, hand: .left),
      ]
    )
  }

  @Test(
    "a pose held ends at the rename and begins again under the new name",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func pose(configuration: GestureConfiguration) throws {
    let events = Self.events(
      Self.pinching([], frames: 50),
      configuration: configuration,
      poses: true
    )
    // The open hand holds an open palm from its dwell (0.2 s, frame 7)
    // until the rename at frame 29, and again a dwell after it.
    let summary = events.map {
      "\($0.frame) \($0.hand) \($0.phase) \($0.name ?? "")"
    }
    #expect(
      summary == [
        "0 right found ", "7 right began openPalm", "29 right ended openPalm",
        "29 right lost ", "29 left found ", "36 left began openPalm",
      ]
    )
  }

  @Test(
    "a hold keeps its pinch's name to its end",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func hold(configuration: GestureConfiguration) throws {
    var configuration = configuration
    configuration.hold.isEnabled = true
    // Pinched from frame 10 to 40: held from 0.5 s in (frame 26), over
    // the vote's change at frame 29.
    let events = Self.events(
      Self.pinching([10..<40], frames: 50),
      configuration: configuration
    )
    let ended = try Self.keptName(events, .hold)
    #expect(ended >= 40)
  }

  @Test("a double pinch awaited keeps the first pinch's name")
  func doublePinch() throws {
    // A short first pinch released at frame 26: the double pinch awaits a
    // second one for 0.3 s, over the vote's change at frame 29, holding
    // the first pinch's events back until it fails.
    var configuration = GestureConfiguration.handKit
    configuration.doublePinch.isEnabled = true
    configuration.relationships.pinchWithDoublePinch = .awaitsFailureOf
    let events = Self.events(
      Self.pinching([22..<26], frames: 50),
      configuration: configuration
    )
    let released = try Self.keptName(events, .pinch)
    #expect(released > 29)
  }

  @Test("a thumb-middle pinch under way keeps its name to its end")
  func middlePinch() throws {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isSecondaryEnabled = true
    // The thumb tip on the middle finger's tip from frame 20 to 34.
    let hands = Self.pinching([], frames: 50).enumerated().map { frame, hands in
      var hand = hands[0]
      if (20..<35).contains(frame), let middle = hand[.middleTip] {
        hand[.thumbTip] = middle
      }
      return [hand]
    }
    let events = Self.events(hands, configuration: configuration)
    _ = try Self.keptName(events, .pinch)
    #expect(
      events.filter { $0.gesture == .pinch }.allSatisfy { $0.finger == .middle }
    )
  }

  @Test("a movement and its slider keep their name to their end")
  func movement() throws {
    // Still, then moving right for 20 frames from frame 10, then still.
    let hands = (0..<60).map { frame in
      let x = 0.3 + 0.01 * Double(min(max(frame - 10, 0), 20))
      return [
        Hand.whole(
          wrist: Point(x: x, y: 0.75),
          chirality: Self.label(frame)
        )
      ]
    }
    let events = Self.events(hands)
    let moves = events.filter {
      $0.gesture == .movement || $0.gesture == .slider
    }
    let ended = try #require(
      moves.last { $0.gesture == .movement && $0.phase == .ended }
    )
    #expect(ended.frame > 29)
    #expect(moves.allSatisfy { $0.hand == .right })
    #expect(Self.renames(events) == [ended.frame + 1])
  }

  @Test("without presence events the hand is renamed without a word")
  func withoutPresence() {
    var configuration = GestureConfiguration.handKit
    configuration.hands.reportsPresence = false
    let events = Self.events(
      Self.pinching([10..<30, 40..<45], frames: 50),
      configuration: configuration
    )
    #expect(events.allSatisfy { $0.gesture == .pinch })
    #expect(events.map(\.hand) == [.right, .right, .left, .left])
  }

  /// An app's stage with a gesture under way from the first frame until
  /// `end` seconds, or until the hand is lost.
  struct Busy: HandStage {
    let end: Double
    var isUnderWay = false
    var isDone = false
    var joints: JointSet { JointSet([.wrist]) }
    var isIdle: Bool { !isUnderWay }

    mutating func update(_ hand: HandReading, events: inout StageEvents) {
      if !isDone, !isUnderWay {
        isUnderWay = true
        events.emit(Gesture("busy"), .began)
      } else if isUnderWay, hand.time >= end {
        finish(&events)
      }
    }

    mutating func handLost(
      cancellingGestures: Bool,
      events: inout StageEvents
    ) {
      if isUnderWay { finish(&events) }
    }

    private mutating func finish(_ events: inout StageEvents) {
      isUnderWay = false
      isDone = true
      events.emit(Gesture("busy"), .ended)
    }
  }

  @Test("an app's stage that is not idle keeps the old name")
  func appStage() {
    let events = Self.events(
      Self.pinching([], frames: 40),
      stages: [Busy(end: 36 * Frame.interval)]
    )
    #expect(
      events == [
        .at(0, .hand, .found), .at(0, Gesture("busy"), .began),
        .at(36, Gesture("busy"), .ended), .at(37, .hand, .lost),
        .at(37, .hand, .found, hand: .left),
      ]
    )
  }

  @Test("a sequence's steps are one name's: a rename starts it over")
  func sequenceStartsOver() {
    var configuration = GestureConfiguration.handKit
    configuration.sequences = [
      GestureSequence(name: "twice", steps: [.init(.pinch), .init(.pinch)])
    ]
    // Pinched before the rename (frame 29) and after it.
    let pinches = [2..<6, 32..<36]
    let renamed = Self.events(
      Self.pinching(pinches, frames: 40),
      configuration: configuration
    )
    #expect(Self.renames(renamed) == [29])
    #expect(!renamed.contains { $0.gesture == .sequence })
    // The same pinches under one name make the sequence.
    let kept = Self.events(
      Self.pinching(pinches, frames: 40).map { hands in
        hands.map {
          var hand = $0
          hand.chirality = .right
          return hand
        }
      },
      configuration: configuration
    )
    #expect(
      kept.filter { $0.gesture == .sequence }.map(\.frame) == [32]
    )
  }

  @Test(
    "a hand is seen, and renamed, at the minimum score; below it, missed",
    arguments: [0.5, Double(0.5).nextDown]
  )
  func minimumScore(score: Double) {
    // The hand's score falls to `score` when its vote changes.
    var hands = Self.pinching([], frames: 40)
    for frame in 29..<40 { hands[frame][0].score = score }
    var configuration = GestureConfiguration.handKit
    configuration.hands.minimumScore = 0.5
    let events = Self.events(hands, configuration: configuration)
    if score == 0.5 {
      #expect(
        events == [
          .at(0, .hand, .found), .at(29, .hand, .lost),
          .at(29, .hand, .found, hand: .left),
        ]
      )
    } else {
      // Unseen from frame 29: lost under its old name, never renamed.
      #expect(Self.renames(events).isEmpty)
      #expect(events.first == .at(0, .hand, .found))
      #expect(events.dropFirst().map(\.phase) == [.lost])
      #expect(events.allSatisfy { $0.hand == .right })
    }
  }

  @Test("a hand renamed while away is found under its new name")
  func whileAway() {
    // Busy until lost at frame 32; back at frame 36, within the 0.25 s
    // a track waits for a hand of another label.
    var hands = Self.pinching([], frames: 40)
    for frame in 32..<36 { hands[frame] = [] }
    let events = Self.events(hands, stages: [Busy(end: 100)])
    #expect(
      events == [
        .at(0, .hand, .found), .at(0, Gesture("busy"), .began),
        .at(32, Gesture("busy"), .ended), .at(32, .hand, .lost),
        .at(36, .hand, .found, hand: .left),
      ]
    )
  }
}
