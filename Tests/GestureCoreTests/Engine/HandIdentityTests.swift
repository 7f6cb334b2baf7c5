import GestureCore
import Testing

/// `GestureEngine` keeps each hand's track through a tracker's glitches:
/// labels that flip, hands reported twice, hands listed in any order or
/// crossing; and starts a new one for a hand that enters elsewhere.
@Suite("GestureEngine: hands keep their identity")
struct HandIdentityTests {
  /// A still right hand, pinched from frame 10 to frame 29, for 40 frames.
  static func pinchingHand(frame: Int) -> Hand {
    .whole(
      wrist: Point(x: 0.5, y: 0.75),
      pinch: (10..<30).contains(frame) ? WholePinch.closed : WholePinch.open
    )
  }

  static func run(
    _ hands: [[Hand]],
    configuration: GestureConfiguration = .handKit
  ) -> (events: [[GestureEvent]], engine: GestureEngine) {
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(Frame.sequence(hands))
    return (events, engine)
  }

  @Test(
    "a label flipped for 1 to 11 frames during a pinch changes no event",
    arguments: [1, 2, 3, 4, 5, 8, 11],
    [GestureConfiguration.handKit, .adaptive]
  )
  func flips(length: Int, configuration: GestureConfiguration) throws {
    let plain = (0..<40).map { [Self.pinchingHand(frame: $0)] }
    let flipped = plain.enumerated().map { frame, hands in
      (12..<(12 + length)).contains(frame) ? [hands[0].labelled(.left)] : hands
    }
    let expected = Self.run(plain, configuration: configuration)
    let result = Self.run(flipped, configuration: configuration)
    #expect(result.events == expected.events)
    #expect(result.engine.diagnostics.count == 1)
    // The pinch shows in the plain run, so the comparison means something.
    #expect(expected.events.joined().contains { $0.gesture == .pinch })
  }

  @Test("a label held for longer than ln 4 time constants renames the hand")
  func relabel() throws {
    // Right for 16 frames, then left: the 14th left frame, frame 29, names
    // the hand (see `votes`), once no gesture is under way.
    let hands = (0..<32).map { frame in
      [Self.pinchingHand(frame: frame).labelled(frame < 16 ? .right : .left)]
    }
    let (events, engine) = Self.run(hands)
    #expect(events[10] == [.at(10, .pinch, .began)])
    #expect(events[30] == [.at(30, .pinch, .ended)])
    #expect(
      events[31] == [
        .at(31, .hand, .lost), .at(31, .hand, .found, hand: .left),
      ]
    )
    let diagnostics = try #require(engine.diagnostics.first)
    #expect(diagnostics.hand == .left)
    #expect(engine.diagnostics.count == 1)
  }

  @Test(
    "a chirality changes once the lean of its labels passes 0.5",
    arguments: [
      // At 32 fps a label weighs 0.3 / (0.3 + 1/32) of the lean before it:
      // from +1, 13 frames of left leave the lean at -0.45, 14 at -0.50.
      ("RRRR RRRR RRRR RRRR LLLL LLLL LLLL L", nil),
      ("RRRR RRRR RRRR RRRR LLLL LLLL LLLL LL", 29),
      ("RRRR RRRR RRRR RRRR LLLL LLLL LLLL L RRRR RRRR RRRR RRRR", nil),
      // From 0, 6 frames of right leave it at 0.45, 7 at 0.50.
      ("URRR RRRR", 7),
      ("URRR RRR", nil),
      ("RLRL RLRL RLRL RLRL RLRL RLRL RLRL RLRL", nil),
      ("UUUU UUUU LUUU", nil),
    ] as [(String, Int?)]
  )
  func votes(labels: String, switchesAt expected: Int?) {
    let sequence = labels.compactMap { symbol -> Chirality? in
      switch symbol {
      case "R": .right
      case "L": .left
      case "U": .unknown
      default: nil
      }
    }
    // Frame by frame, with the hand still: the vote alone decides.
    let hands = sequence.map {
      [Hand.whole(wrist: Point(x: 0.5, y: 0.75)).labelled($0)]
    }
    var engine = GestureEngine()
    var switched: Int?
    for (index, frame) in Frame.sequence(hands).enumerated() {
      _ = engine.process(frame)
      if switched == nil, engine.diagnostics.first?.hand != sequence[0] {
        switched = index
      }
    }
    #expect(switched == expected)
    #expect(engine.diagnostics.count == 1)
  }

  @Test("one frame after a gap in the recording weighs a thirtieth of a second")
  func voteAfterGap() {
    let right = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    var engine = GestureEngine()
    for index in 0..<8 {
      _ = engine.process(Frame(time: Double(index) / 32, hands: [right]))
    }
    // Seen in the frame before, five seconds ago: followed, and its one
    // left label brings the lean from about +1 to +0.8, far from -0.5.
    _ = engine.process(Frame(time: 5, hands: [right.labelled(.left)]))
    #expect(engine.diagnostics.map(\.hand) == [.right])
  }

  // MARK: Duplicates

  @Test(
    "a hand repeated closer than the duplicate distance is one hand",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func duplicateAtThreshold(configuration: GestureConfiguration) throws {
    // A distance of 1/8 palm size, 1/64 here, so that the sums are exact.
    var configuration = configuration
    configuration.hands.duplicateDistance = 0.125
    let limit = 0.125 * 0.125
    let below = limit - 1.0 / 1_048_576
    for (offset, isDuplicate) in [(below, true), (limit, false)] {
      let hands = (0..<40).map { frame -> [Hand] in
        let hand = Self.pinchingHand(frame: frame)
        guard (12..<15).contains(frame) else { return [hand] }
        var copy = hand.moved(by: Point(x: offset, y: 0)).labelled(.left)
        copy.score = 0.9
        return [hand, copy]
      }
      var engine = GestureEngine(configuration: configuration)
      let frames = Frame.sequence(hands)
      var events = engine.run(Array(frames.prefix(13)))
      let diagnostics = engine.diagnostics
      events += engine.run(Array(frames.dropFirst(13)))
      let plain = Self.run(
        (0..<40).map { [Self.pinchingHand(frame: $0)] },
        configuration: configuration
      )
      if isDuplicate {
        #expect(events == plain.events)
        #expect(diagnostics.map(\.duplicates) == [1])
        #expect(engine.diagnostics.count == 1)
      } else {
        #expect(events != plain.events)
        #expect(diagnostics.map(\.duplicates) == [0, 0])
        #expect(engine.diagnostics.map(\.hand) == [.right, .left])
      }
    }
  }

  @Test("of two duplicates the higher score is kept, or the first listed")
  func duplicateKeepsHigherScore() throws {
    let still = Hand.whole(wrist: Point(x: 0.5, y: 0.75), pinch: 0.017578125)
    // The thumb tips 0.0098 apart, within the duplicate distance (0.0125),
    // one pinching (below 0.015), the other not.
    let pinching = Hand.whole(
      wrist: Point(x: 0.5, y: 0.75),
      pinch: WholePinch.closed
    )
    for (first, second, pinches) in [
      (0.75, 1.0, true), (1.0, 0.75, false), (1.0, 1.0, false),
    ] {
      var open = still
      open.score = first
      var closed = pinching.labelled(.left)
      closed.score = second
      let (events, engine) = Self.run([[open, closed]])
      #expect(events[0].contains { $0.gesture == .pinch } == pinches)
      let diagnostics = try #require(engine.diagnostics.first)
      #expect(engine.diagnostics.count == 1)
      #expect(diagnostics.duplicates == 1)
      // The track takes the kept hand's label.
      #expect(diagnostics.hand == (pinches ? .left : .right))
    }
  }

  @Test(
    "three copies of one hand are one hand, whichever of them is kept",
    arguments: [[0.5, 1.0, 0.75], [1.0, 0.5, 0.75], [0.5, 0.75, 1.0]]
  )
  func threeCopies(scores: [Double]) throws {
    let hands = scores.map {
      var hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
      hand.score = $0
      return hand
    }
    let (_, engine) = Self.run([hands])
    #expect(engine.diagnostics.count == 1)
    #expect(try #require(engine.diagnostics.first).duplicates == 2)
  }

  @Test("hands with different ids, or with the setting 0, are never one")
  func duplicatesRefused() {
    let hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75), id: .number(1))
    var other = hand
    other.id = .string("2")
    #expect(Self.run([[hand, other]]).engine.diagnostics.count == 2)
    var configuration = GestureConfiguration.handKit
    configuration.hands.duplicateDistance = 0
    let twin = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    #expect(
      Self.run([[twin, twin]], configuration: configuration).engine
        .diagnostics.count == 2
    )
    #expect(Self.run([[twin, twin]]).engine.diagnostics.count == 1)
  }

  // MARK: Continuity

  /// The number of tracks after a right hand at x 0.5 and, `frames` later,
  /// a left-labelled hand at x `x`; without their ring knuckles, so that
  /// their palm points, means of four joints, are exact.
  static func tracks(afterFrames frames: Int, x: Double) -> Int {
    func hand(_ x: Double, _ chirality: Chirality) -> Hand {
      var hand = Hand.whole(wrist: Point(x: x, y: 0.75), chirality: chirality)
      hand[.ringMCP] = nil
      return hand
    }
    var hands: [[Hand]] = [[hand(0.5, .right)]]
    hands += Array(repeating: [], count: frames - 1)
    hands.append([hand(x, .left)])
    return run(hands).engine.diagnostics.count
  }

  @Test(
    "a hand of another label continues a track within its reach, not past it",
    arguments: [
      // One frame later (1/32 s): 1 + 10 / 32 = 1.3125 palm sizes.
      (1, 1.3125),
      // An eighth of a second later the reach is at its maximum, 2 palm
      // sizes.
      (4, 2),
      // A quarter of a second later it still holds.
      (8, 2),
    ]
  )
  func reach(frames: Int, sizes: Double) {
    let x = 0.5 + sizes * 0.125
    #expect(Self.tracks(afterFrames: frames, x: x) == 1)
    #expect(Self.tracks(afterFrames: frames, x: x.nextUp) == 2)
  }

  @Test(
    "a hand back where it left returns to its own track, not its neighbour's"
  )
  func ownTrackFirst() {
    let right = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    let left = Hand.whole(wrist: Point(x: 0.625, y: 0.75), chirality: .left)
    // The left hand leaves for half a second while the right stays; then
    // the right leaves as the left comes back where it was, a palm from
    // where the right just was.
    var hands: [[Hand]] = [[right, left]]
    hands += Array(repeating: [right], count: 16)
    hands.append([left])
    let (events, engine) = Self.run(hands)
    #expect(engine.diagnostics.map(\.hand) == [.right, .left])
    #expect(
      events.last?.filter { $0.gesture == .hand }
        == [.at(17, .hand, .lost), .at(17, .hand, .found, hand: .left)]
    )
  }

  @Test("a flipped hand keeps its track over a track of its label nearby")
  func flipNearDormant() {
    let right = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    let left = Hand.whole(wrist: Point(x: 0.5625, y: 0.75), chirality: .left)
    // The left hand left half a palm away; the right one is labelled left.
    var hands: [[Hand]] = [[right, left]]
    hands += Array(repeating: [right], count: 16)
    hands.append([right.labelled(.left)])
    let (events, engine) = Self.run(hands)
    #expect(engine.diagnostics.map(\.isPresent) == [true, false])
    #expect(events.last == [])
  }

  @Test("a hand of another label back after more than 0.25 s is another")
  func horizon() {
    #expect(Self.tracks(afterFrames: 8, x: 0.5) == 1)
    #expect(Self.tracks(afterFrames: 9, x: 0.5) == 2)
  }

  @Test("a hand seen in the frame before is followed however long ago")
  func timestampGap() {
    let right = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    var engine = GestureEngine()
    _ = engine.process(Frame(time: 0, hands: [right]))
    _ = engine.process(Frame(time: 5, hands: [right.labelled(.left)]))
    #expect(engine.diagnostics.map(\.hand) == [.right])
  }

  @Test("a hand missing its wrist is followed by its knuckles")
  func missingWrist() {
    let hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    var wristless = hand.labelled(.left)
    wristless[.wrist] = nil
    let (_, engine) = Self.run([[hand], [wristless], [hand]])
    #expect(engine.diagnostics.map(\.hand) == [.right])
  }

  @Test("a hand without a palm is measured by the box of its joints")
  func boxSize() {
    let hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    // Without the wrist and the little knuckle no palm segment is left.
    var bare = hand.labelled(.left)
    bare[.wrist] = nil
    bare[.littleMCP] = nil
    var copy = bare.moved(by: Point(x: 0.001, y: 0))
    copy.score = 0.5
    let (_, engine) = Self.run([[bare, copy], [bare], [hand]])
    #expect(engine.diagnostics.map(\.hand) == [.left])
  }

  @Test("a hand of one joint is taken to be as big as its track's")
  func unmeasuredSize() {
    let hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75))
    var wrist = Hand(chirality: .left)
    wrist[.wrist] = hand[.wrist]
    var copy = wrist
    copy.score = 0.5
    let flipped = Self.run([[hand], [wrist], [hand]]).engine
    #expect(flipped.diagnostics.map(\.hand) == [.right])
    let doubled = Self.run([[hand], [wrist.labelled(.right), copy]]).engine
    #expect(doubled.diagnostics.map(\.duplicates) == [1])
    // Without any size known, neither holds.
    #expect(Self.run([[wrist], [wrist, copy]]).engine.diagnostics.count == 2)
    #expect(
      Self.run([[wrist], [wrist.labelled(.right)]]).engine.diagnostics.count
        == 2
    )
  }

  /// Two hands crossing: the right from x 0.25 to 0.75, the left from
  /// 0.75 to 0.25, both at height 0.75; the right pinched from frame 4.
  static func crossing(frame: Int) -> [Hand] {
    let step = 1.0 / 64
    return [
      .whole(
        wrist: Point(x: 0.25 + Double(frame) * step, y: 0.75),
        pinch: frame >= 4 ? WholePinch.closed : WholePinch.open
      ),
      .whole(
        wrist: Point(x: 0.75 - Double(frame) * step, y: 0.75),
        chirality: .left
      ),
    ]
  }

  @Test(
    "two hands that cross, in any order, keep their tracks",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func crossing(configuration: GestureConfiguration) throws {
    let frames = (0..<33).map(Self.crossing(frame:))
    var random = SplitMix64(seed: 25)
    // The first frame keeps its order, which decides the tracks' order.
    let shuffled =
      [frames[0]] + frames.dropFirst().map { $0.shuffled(using: &random) }
    let right = Self.run(frames.map { [$0[0]] }, configuration: configuration)
    let left = Self.run(frames.map { [$0[1]] }, configuration: configuration)
    for hands in [frames, shuffled] {
      let (events, engine) = Self.run(hands, configuration: configuration)
      #expect(engine.diagnostics.map(\.hand) == [.right, .left])
      for (index, frame) in events.enumerated() {
        #expect(frame.filter { $0.hand == .right } == right.events[index])
        #expect(frame.filter { $0.hand == .left } == left.events[index])
      }
    }
    // The hands pass through each other at frame 16.
    #expect(frames[16][0][.wrist] == frames[16][1][.wrist])
    #expect(right.events.joined().contains { $0.gesture == .pinch })
  }

  // MARK: Identity, labels, confirmation

  @Test("a hand's id is its identity, whatever its label and place")
  func identity() throws {
    let first = Point(x: 0.25, y: 0.75)
    let second = Point(x: 0.75, y: 0.75)
    // The hands swap places and labels every frame; hand 1 pinches.
    let hands = (0..<8).map { frame -> [Hand] in
      let swap = frame % 2 == 1
      return [
        .whole(
          wrist: swap ? second : first,
          pinch: WholePinch.closed,
          chirality: swap ? .left : .right,
          id: .number(1)
        ),
        .whole(
          wrist: swap ? first : second,
          chirality: swap ? .right : .left,
          id: .string("two")
        ),
      ]
    }
    let (events, engine) = Self.run(hands)
    #expect(engine.diagnostics.map(\.hand) == [.right, .left])
    #expect(engine.diagnostics.map(\.pinchState) == [.pinched, .open])
    #expect(events.joined().filter { $0.gesture == .pinch }.count == 1)
    // A hand with an id never continues a track without one.
    let plain = Hand.whole(wrist: first)
    var tagged = plain
    tagged.id = .number(3)
    #expect(Self.run([[plain], [tagged]]).engine.diagnostics.count == 2)
  }

  @Test("mirrored labels name the other hand", arguments: Chirality.hands)
  func mirroredLabels(label: Chirality) throws {
    var configuration = GestureConfiguration.handKit
    configuration.hands.labels = .mirrored
    let hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75), chirality: label)
    let (events, _) = Self.run([[hand]], configuration: configuration)
    #expect(events == [[.at(0, .hand, .found, hand: label.mirrored)]])
  }

  /// Runs a hand scoring `score` on the frames marked `x` and returns the
  /// first frame with an event, under a confirmation of 1/8 s at 0.875.
  static func firstEvent(
    score: Double,
    frames: String,
    confirmationTime: Double = 0.125
  ) -> Int? {
    var configuration = GestureConfiguration.handKit
    configuration.hands.confirmationTime = confirmationTime
    configuration.hands.confirmationScore = 0.875
    let hand = Hand.whole(wrist: Point(x: 0.5, y: 0.75), score: score)
    let (events, _) = run(
      frames.map { $0 == "x" ? [hand] : [] },
      configuration: configuration
    )
    return events.firstIndex { !$0.isEmpty }
  }

  @Test(
    "a new hand counts after the confirmation time, or at once at its score",
    arguments: [
      (0.875, "xxxxxx", 0),
      (0.875.nextDown, "xxxxxx", 4),
      (0.5, "xxxx", nil),
      (0.5, "x-xxxxx", 6),
      (0.5, "xx-xxxxxx", 7),
    ] as [(Double, String, Int?)]
  )
  func confirmation(score: Double, frames: String, expected: Int?) {
    #expect(Self.firstEvent(score: score, frames: frames) == expected)
  }

  @Test(
    "a confirmation time within a nanosecond of the frames' span is met by it",
    arguments: zip(
      [0.125 - 1.1e-9, 0.125, 0.125 + 0.9e-9, 0.125 + 1.1e-9] as [Double],
      [4, 4, 4, 5] as [Int]
    )
  )
  func confirmationMargin(time: Double, expected: Int) {
    // Four frames at 32 fps span 0.125 s (TimeBound.margin).
    let first = Self.firstEvent(
      score: 0.5,
      frames: "xxxxxxx",
      confirmationTime: time
    )
    #expect(first == expected)
  }

  @Test("a spurious one-frame hand makes no event and no track in adaptive")
  func spuriousHand() {
    let real = Hand.whole(wrist: Point(x: 0.75, y: 0.75), score: 0.95)
    let spurious = Hand.whole(
      wrist: Point(x: 0.125, y: 0.25),
      pinch: WholePinch.closed,
      chirality: .left,
      score: 0.6
    )
    let (events, engine) = Self.run(
      [[real], [real, spurious], [real]],
      configuration: .adaptive
    )
    #expect(events == [[.at(0, .hand, .found)], [], []])
    #expect(engine.diagnostics.count == 1)
  }
}
