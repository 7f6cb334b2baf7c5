import GestureCore
import Testing

@testable import GestureReplay

/// What a script of two hands means of the two-hand pinch, with it on,
/// checked against the replay of both presets.
@Suite("Synthetic traces of two hands")
struct SynthTwoHandTests {
  /// A preset with the two-hand pinch on, under a name of its own.
  static func twoHanded(
    _ base: GestureConfiguration,
    _ relationship: GestureConfiguration.Relationship = .preempts
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "\(base.name)TwoHand"
    configuration.twoHandPinch.isEnabled = true
    configuration.relationships.twoHandPinchWithMovement = relationship
    return configuration
  }

  static let configurations = [twoHanded(.handKit), twoHanded(.adaptive)]

  /// The expectations of a configuration's set of a gesture, as
  /// `gesture phase`.
  static func phases(
    _ result: SynthResult,
    _ name: String,
    _ gestures: Set<Gesture> = [.twoHandPinch]
  ) -> [String] {
    result.trace.expectationSet(for: name).expectations
      .filter { gestures.contains($0.gesture) }
      .map { "\($0.gesture) \($0.phase)" }
  }

  /// Synthesizes a script and checks that the replay of each
  /// configuration meets what the script means.
  static func synthesize(
    _ text: String,
    frameRate: Double = 30,
    configurations: [GestureConfiguration] = configurations
  ) throws -> SynthResult {
    try synthesizeChecked(
      text,
      frameRate: frameRate,
      seed: 7,
      configurations: configurations
    )
  }

  /// Two hands 0.35 apart pinch, then spread to 0.7 apart while the line
  /// between them turns a quarter turn counterclockwise (the left hand
  /// goes down and right, the right one up and left, about the centre),
  /// and the left lets go first. The pinch point of the hand that lets go
  /// drifts as its thumb opens before the pinch ends: by at most half
  /// handKit's 0.03 exit distance, about 2 % of the final 0.7.
  static let spread = """
    hand left; size 0.06; at 0.325 0.5
    open 0.4s; pinch 0.15s; hold 0.3s
    move down 0.35 over 0.5s; move right 0.175 over 0.4s
    hold 0.3s; release 0.15s; hold 0.5s
    hand right; size 0.06; at 0.675 0.5
    open 0.5s; pinch 0.15s; hold 0.2s
    move up 0.35 over 0.5s; move left 0.175 over 0.4s
    hold 0.45s; release 0.15s; hold 0.35s
    """

  @Test(
    "two hands spreading to twice their distance and turning a quarter turn",
    arguments: [15.0, 30, 60, 120]
  )
  func spreadAndTurn(frameRate: Double) throws {
    let result = try Self.synthesize(Self.spread, frameRate: frameRate)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.configurations {
      let set = result.trace.expectationSet(for: configuration.name)
      let pinches = set.expectations.filter { $0.gesture == .twoHandPinch }
      #expect(pinches.map(\.phase) == [.began, .ended])
      #expect(pinches.allSatisfy { $0.hand == .both })
      let began = try #require(pinches.first)
      #expect(began.scale == 1 && began.rotation == 0)
      // When the right hand's pinch begins, the later one.
      let right = try #require(
        set.expectations.first { $0.gesture == .pinch && $0.hand == .right }
      )
      #expect(began.time == right.time && began.within == right.within)
      // The 5 % and 3 degrees, tolerance included.
      let ended = try #require(pinches.last)
      let scale = try #require(ended.scale)
      let rotation = try #require(ended.rotation)
      #expect(abs(scale - 2) + ended.scaleTolerance <= 0.1)
      #expect(
        abs(rotation - .pi / 2) + ended.rotationTolerance <= 3 * .pi / 180
      )
      // The hands move while both pinch: the two-hand pinch holds their
      // movements back, and the script means none.
      #expect(Self.phases(result, configuration.name, [.movement]).isEmpty)
      #expect(
        set.ignoredEvents.contains(
          EventPattern(gesture: .twoHandPinch, phase: .changed)
        )
      )
      #expect(!set.ignoredEvents.contains(EventPattern(gesture: .twoHandPinch)))
    }
  }

  @Test(
    "the fixture made from the spread script passes with the two-hand pinch on"
  )
  func fixture() throws {
    let trace = try FixtureFiles.trace("two-hand-synth-spread.json")
    for configuration in Self.configurations {
      let report = ExpectationReport(
        trace: trace,
        configurationName: configuration.name,
        events: Replay.run(trace, configuration: configuration).events
      )
      #expect(report.isSuccess, "\(configuration.name): \(report)")
      let ended = try #require(
        trace.expectationSet(for: configuration.name).expectations.first {
          $0.gesture == .twoHandPinch && $0.phase == .ended
        }
      )
      #expect(abs((ended.scale ?? 0) - 2) + ended.scaleTolerance <= 0.1)
      #expect(
        abs((ended.rotation ?? 0) - .pi / 2) + ended.rotationTolerance
          <= 3 * .pi / 180
      )
    }
  }

  @Test("a hand that lets go ends it, with the scale and rotation it had")
  func letGo() throws {
    let result = try Self.synthesize(
      """
      hand left; size 0.08; at 0.35 0.5
      open 0.4s; pinch 0.15s; hold 1.2s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.65 0.5
      open 0.5s; pinch 0.15s; hold 0.6s; release 0.15s; hold 0.8s
      """
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.configurations {
      let set = result.trace.expectationSet(for: configuration.name)
      let pinches = set.expectations.filter { $0.gesture == .twoHandPinch }
      #expect(pinches.map(\.phase) == [.began, .ended])
      // The right hand lets go first: the end is in its release's window.
      let release = try #require(
        set.expectations.first {
          $0.gesture == .pinch && $0.phase == .ended && $0.hand == .right
        }
      )
      let ended = try #require(pinches.last)
      #expect(ended.time == release.time && ended.within == release.within)
      // Still hands: about 1 and 0, off by what the opening thumb moves
      // the pinch point before the pinch ends.
      #expect(abs((ended.scale ?? 0) - 1) < 0.05)
      #expect(abs(ended.rotation ?? 1) < 0.05)
    }
  }

  @Test("a hand lost while both pinch cancels it, when the hand is lost")
  func lost() throws {
    let result = try Self.synthesize(
      """
      hand left; size 0.08; at 0.35 0.5
      open 0.4s; pinch 0.15s; hold 1.8s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.65 0.5
      open 0.5s; pinch 0.15s; hold 0.5s; lose 1.65s
      """
    )
    for configuration in Self.configurations {
      let set = result.trace.expectationSet(for: configuration.name)
      let pinches = set.expectations.filter { $0.gesture == .twoHandPinch }
      #expect(pinches.map(\.phase) == [.began, .cancelled])
      let lost = try #require(
        set.expectations.first { $0.gesture == .hand && $0.phase == .lost }
      )
      let cancelled = try #require(pinches.last)
      #expect(cancelled.time == lost.time && cancelled.within == lost.within)
      #expect(abs((cancelled.scale ?? 0) - 1) < 0.02)
    }
    // handKit loses the hand at once, adaptive after its 0.3 s timeout.
    let times = Self.configurations.map { configuration in
      result.trace.expectationSet(for: configuration.name).expectations
        .first { $0.gesture == .twoHandPinch && $0.phase == .cancelled }?
        .time
    }
    #expect(times[0] == 1.1667)
    #expect((times[1] ?? 0) >= 1.4333)
  }

  /// The right hand moves while both pinch.
  static let moveWhilePinched = """
    hand left; size 0.08; at 0.3 0.5
    open 0.4s; pinch 0.15s; hold 2s; release 0.15s; hold 0.3s
    hand right; size 0.08; at 0.6 0.5
    open 0.5s; pinch 0.15s; hold 0.3s; move right 0.25 over 0.6s
    hold 0.6s; release 0.15s; hold 0.7s
    """

  @Test(
    "a move while both pinch means no movement: the two-hand pinch preempts it"
  )
  func preempts() throws {
    let result = try Self.synthesize(
      Self.moveWhilePinched,
      configurations: [Self.twoHanded(.handKit)]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      Self.phases(result, "handKitTwoHand", [.movement, .slider]).isEmpty
    )
    #expect(
      Self.phases(result, "handKitTwoHand")
        == ["twoHandPinch began", "twoHandPinch ended"]
    )
  }

  @Test("with the relationship simultaneous, the move is a movement")
  func simultaneous() throws {
    let result = try Self.synthesize(
      Self.moveWhilePinched,
      configurations: [Self.twoHanded(.handKit, .simultaneous)]
    )
    #expect(
      Self.phases(result, "handKitTwoHand", [.movement])
        == ["movement began", "movement ended"]
    )
  }

  @Test("with the two-hand pinch off, as in the presets, it is left alone")
  func off() throws {
    let result = try Self.synthesize(
      Self.spread,
      configurations: [.handKit, .adaptive]
    )
    for name in ["handKit", "adaptive"] {
      let set = result.trace.expectationSet(for: name)
      #expect(Self.phases(result, name).isEmpty)
      #expect(set.ignoredEvents.contains(EventPattern(gesture: .twoHandPinch)))
    }
  }

  @Test("with the relationship exclusive, the script leaves it to the replay")
  func exclusive() throws {
    let configuration = Self.twoHanded(.handKit, .exclusive)
    let result = try Self.synthesize(
      Self.spread,
      configurations: [configuration]
    )
    let set = result.trace.expectationSet(for: configuration.name)
    #expect(Self.phases(result, configuration.name).isEmpty)
    #expect(set.ignoredEvents.contains(EventPattern(gesture: .twoHandPinch)))
  }

  /// At 30 fps the left hand's release from 1 s may end its pinch from 1
  /// to 1.1833 s. The right hand's pinch of 0.15 s from `start` may begin
  /// up to `start` + 0.1833 s: before 1 s, both surely pinch; in the
  /// release's window, they may or may not, and the replay says; after
  /// it, they never do.
  @Test(
    "a two-hand pinch is meant surely only when both surely pinch at once",
    arguments: [
      (0.8, ["twoHandPinch began", "twoHandPinch ended"]),
      (
        0.82,
        ["twoHandPinch began (not sure)", "twoHandPinch ended (not sure)"]
      ),
      (
        0.95,
        ["twoHandPinch began (not sure)", "twoHandPinch ended (not sure)"]
      ),
      (1.2, []),
    ]
  )
  func edge(start: Double, meant: [String]) throws {
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 0.4s; pinch 0.15s; hold 0.45s; release 0.15s; hold 1s
      hand right; size 0.08; at 0.6 0.5
      open \(start)s; pinch 0.15s; hold 0.5s; release 0.15s; hold 0.3s
      """
    let result = try Self.synthesize(text)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Self.configurations {
      #expect(try SynthTwoHandCheckTests.meant(text, configuration) == meant)
    }
  }

  /// At 30 fps the left hand's release from 1.15 s may end its pinch from
  /// 1.15 to 1.3333 s. handKit loses the right hand at the first frame
  /// without it: before the release, the two-hand pinch is cancelled;
  /// within the release's window, it may be cancelled or ended, each not
  /// surely, and the replay says which; after it, it is ended.
  @Test(
    "its end is meant surely only when it is surely a release or surely a loss",
    arguments: [
      (0.4, ["twoHandPinch began", "twoHandPinch cancelled"]),
      (
        0.55,
        [
          "twoHandPinch began", "twoHandPinch ended (not sure)",
          "twoHandPinch cancelled (not sure)",
        ]
      ),
      (0.75, ["twoHandPinch began", "twoHandPinch ended"]),
    ]
  )
  func endEdge(held: Double, meant: [String]) throws {
    let configuration = Self.twoHanded(.handKit)
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 0.4s; pinch 0.15s; hold 0.6s; release 0.15s; hold 0.5s
      hand right; size 0.08; at 0.6 0.5
      open 0.5s; pinch 0.15s; hold \(held)s; lose \(1.15 - held)s
      """
    let result = try Self.synthesize(text, configurations: [configuration])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(try SynthTwoHandCheckTests.meant(text, configuration) == meant)
    // One of the two ends comes, whichever the replay gives.
    #expect(
      Self.phases(result, configuration.name).count == 2,
      "\(Self.phases(result, configuration.name))"
    )
  }

  /// At 30 fps the left hand's pinch may begin from 1 to 1.1833 s. The
  /// right hand, pinched, is out of view for `away` from 0.45 s + `held`,
  /// within adaptive's loss timeout: seen again by the frame at 1 s, the
  /// two-hand pinch surely begins with the left's pinch; seen again after
  /// it, it may begin as the right hand's pinch shows again, even after
  /// the left's window (at 1.2 s, back from 0.9 s + 0.28 s), and the
  /// replay says.
  @Test(
    "it is meant surely only when both hands are seen through its began window",
    arguments: [(0.34, 0.2, true), (0.37, 0.2, false), (0.45, 0.28, false)]
  )
  func unseenEdge(held: Double, away: Double, isSure: Bool) throws {
    let configuration = Self.twoHanded(.adaptive)
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 1s; pinch 0.15s; hold 0.6s; release 0.15s; hold 0.5s
      hand right; size 0.08; at 0.6 0.5
      open 0.3s; pinch 0.15s; hold \(held)s; lose \(away)s; pinch 0.1s
      hold \(1.2 - held)s; release 0.15s; hold 0.3s
      """
    let result = try Self.synthesize(text, configurations: [configuration])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let mark = isSure ? "" : " (not sure)"
    #expect(
      try SynthTwoHandCheckTests.meant(text, configuration)
        == ["twoHandPinch began\(mark)", "twoHandPinch ended\(mark)"]
    )
  }

  @Test(
    "a hand back from a short loss: handKit pinches two hands again, adaptive goes on"
  )
  func back() throws {
    let result = try Self.synthesize(
      """
      hand left; size 0.08; at 0.3 0.5
      open 0.4s; pinch 0.15s; hold 1.6s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.6 0.5
      open 0.5s; pinch 0.15s; hold 0.3s; lose 0.2s; pinch 0.1s
      hold 0.5s; release 0.15s; hold 0.7s
      """
    )
    #expect(
      Self.phases(result, "handKitTwoHand")
        == [
          "twoHandPinch began", "twoHandPinch cancelled",
          "twoHandPinch began", "twoHandPinch ended",
        ]
    )
    #expect(
      Self.phases(result, "adaptiveTwoHand")
        == ["twoHandPinch began", "twoHandPinch ended"]
    )
  }

  /// The right hand's move of 0.4 s ends at `end`; handKit's movement may
  /// end up to 4 frames (0.1333 s) after it. The left hand's pinch may
  /// begin, and the two-hand pinch with it, from 1 s: a move whose
  /// movement surely ended before means a movement, one whose movement
  /// may go on then may mean one, or its cancellation, as the replay says.
  @Test(
    "a movement is meant surely only when no two-hand pinch may hold it back",
    arguments: [(0.85, true), (0.87, false)]
  )
  func movementEdge(end: Double, isSure: Bool) throws {
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 1s; pinch 0.15s; hold 0.6s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.6 0.5
      open 0.2s; pinch 0.15s; hold \(end - 0.75)s
      move right 0.2 over 0.4s linear; hold \(2.2 - end)s
      """
    let configuration = Self.twoHanded(.handKit)
    let result = try Self.synthesize(text, configurations: [configuration])
    // The replay gives the movement either way, and no warning says
    // otherwise.
    #expect(
      Self.phases(result, "handKitTwoHand", [.movement])
        == ["movement began", "movement ended"]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let check = try synthCheck(
      text,
      against: [],
      configuration: configuration
    )
    // The two-hand pinch preempts the movement: it may cancel it.
    let movement = check.meanings[1].events.filter { $0.gesture == .movement }
    #expect(
      movement.map(\.phase)
        == (isSure ? [.began, .ended] : [.began, .ended, .cancelled])
    )
    #expect(movement.allSatisfy { $0.isSure == isSure })
  }

  @Test("a move while both hands surely pinch means no movement")
  func heldBack() throws {
    // Both hands pinch, then spread: each move lies where both surely
    // pinch.
    let check = try synthCheck(
      Self.spread,
      against: [],
      configuration: Self.twoHanded(.handKit)
    )
    for meaning in check.meanings {
      #expect(!meaning.events.contains { $0.gesture == .movement })
    }
  }

  @Test("each hand is drawn as its part alone draws it")
  func drawing() throws {
    let two = try SynthScript(parsing: Self.spread)
    let synthesizer = Synthesizer(frameRate: 30)
    let both = synthesizer.synthesize(two, checkingWith: []).trace.frames
    for (part, side) in zip(two.parts, [Chirality.left, .right]) {
      let alone = synthesizer.synthesize(
        SynthScript(steps: part.steps),
        checkingWith: []
      ).trace.frames
      #expect(alone.count == both.count)
      for (one, frame) in zip(alone, both) {
        #expect(one.hands == frame.hands.filter { $0.chirality == side })
      }
    }
  }

  @Test("a script of one hand gives the bytes it gave before two hands")
  func oneHandBytes() throws {
    let result = try GestureReplayTests.synthesize(
      "hand left; size 0.1; at 0.3 0.5; open 0.3s; pinch 0.15s; "
        + "move right 0.3 over 0.6s; hold 0.3s; release 0.2s; lose 0.5s; "
        + "at 0.6 0.5; open 0.3s; move left 0.2 over 0.5s linear; hold 0.4s",
      with: Synthesizer(frameRate: 30, seed: 3, noise: 0.0005)
    )
    // FNV-1a of the trace as `gesture-replay synth` wrote it before
    // scripts had parts, but for `doublePinch`, which it no longer ignores
    // since scripts mean double pinches, and for adaptive's `began`
    // windows, which reach a move's end since the meaning reads its
    // displacement start.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in try result.trace.encoded(as: .json) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    #expect(hash == 0x0490_90da_871d_0c4d)
  }
}
