import GestureCore
import Testing

@testable import GestureReplay

/// What a script of two hands means of the two-hand pinch's end: when
/// both hands may let go first, when a hand is lost as it lets go, and
/// when the scale and rotation cannot be read, checked against the replay
/// of both presets with the two-hand pinch on.
@Suite("Synthetic traces of two hands: the two-hand pinch's end")
struct SynthTwoHandEndTests {
  /// The two-hand suite, for its configurations and helpers.
  typealias Base = SynthTwoHandTests

  /// The two-hand pinch's expectations of a configuration.
  static func twoHand(
    _ result: SynthResult,
    _ name: String
  ) -> [GestureReplay.Expectation] {
    result.trace.expectationSet(for: name).expectations.filter {
      $0.gesture == .twoHandPinch
    }
  }

  /// The left hand lets go from 1.75 s, the right from 1.7 s: at 30 fps
  /// their pinches may end from 1.75 to 1.9333 s and from 1.7 to
  /// 1.8833 s, windows that overlap, the right's first.
  static let overlapping = """
    hand left; size 0.08; at 0.3 0.5
    open 0.4s; pinch 0.15s; hold 1.2s; release 0.15s; hold 0.5s
    hand right; size 0.08; at 0.6 0.5
    open 0.5s; pinch 0.15s; hold 1.05s; release 0.15s; hold 0.5s
    """

  @Test(
    "both hands may let go first: it ends in the earlier window, the right hand's release"
  )
  func overlappingEnds() throws {
    let result = try Base.synthesize(Self.overlapping)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Base.configurations {
      let pinches = Self.twoHand(result, configuration.name)
      #expect(pinches.map(\.phase) == [.began, .ended])
      let releases = result.trace.expectationSet(for: configuration.name)
        .expectations.filter { $0.gesture == .pinch && $0.phase == .ended }
      let right = try #require(releases.first { $0.hand == .right })
      let left = try #require(releases.first { $0.hand == .left })
      let ended = try #require(pinches.last)
      // From the earlier start of the two windows to the earlier end.
      #expect(ended.time == right.time && ended.within == right.within)
      #expect(ended.time != left.time)
      // The step that means it is the right hand's release, on line 4:
      // a replay without the end names it there.
      let events = Replay.run(result.trace, configuration: configuration)
        .events.filter {
          !($0.gesture == .twoHandPinch && $0.phase == .ended)
        }
      let check = try synthCheck(
        Self.overlapping,
        against: events,
        configuration: configuration
      )
      let missing = check.warnings.filter {
        $0.message.contains("means twoHandPinch ended")
      }
      #expect(missing.map(\.line) == [4], "\(check.warnings)")
    }
  }

  @Test(
    "a hand lost as it may let go: the two-hand pinch is meant, not surely, and the replay says"
  )
  func lostAsItLetsGo() throws {
    // The right hand's pinch may end from 1.15 to 1.3333 s; the hand
    // leaves the view at 1.3 s. handKit loses it there, keeping its
    // pinch: the pinch may be on or off when it is lost, so the hand's
    // span is not sure, and its end is the release's (a cancellation at
    // the loss is left to the replay). adaptive's loss timeout loses it
    // after the window: its pinch surely ended first.
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 0.4s; pinch 0.15s; hold 1.5s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.6 0.5
      open 0.5s; pinch 0.15s; hold 0.5s; release 0.15s; lose 0.5s; open 0.5s
      """
    let result = try Base.synthesize(text)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let handKit = Base.twoHanded(.handKit)
    #expect(
      try SynthTwoHandCheckTests.meant(text, handKit) == [
        "twoHandPinch began (not sure)", "twoHandPinch ended (not sure)",
      ]
    )
    // The replay gives both, so the trace expects both.
    #expect(
      Self.twoHand(result, handKit.name).map(\.phase) == [.began, .ended]
    )
    // A replay without them is no less what the script means.
    let events = Replay.run(result.trace, configuration: handKit).events
      .filter { $0.gesture != .twoHandPinch }
    let check = try synthCheck(
      text,
      against: events,
      configuration: handKit
    )
    #expect(check.warnings.isEmpty, "\(check.warnings)")
    #expect(!check.set.expectations.contains { $0.gesture == .twoHandPinch })
    #expect(
      Self.twoHand(result, "adaptiveTwoHand").map(\.phase) == [.began, .ended]
    )
    #expect(
      try SynthTwoHandCheckTests.meant(text, Base.twoHanded(.adaptive)) == [
        "twoHandPinch began", "twoHandPinch ended",
      ]
    )
  }

  @Test(
    "a replay that gives no two-hand pinch: its end is meant with no scale or rotation"
  )
  func noReplayedPinch() throws {
    let configuration = Base.twoHanded(.handKit)
    let text = SynthTwoHandCheckTests.spread(0.35)
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: text), checkingWith: []).trace
    let replay = Replay.run(trace, configuration: configuration).events
    func ended(_ events: [GestureEvent]) throws -> SynthMeaning.Event {
      try #require(
        synthCheck(
          text,
          against: events,
          configuration: configuration
        ).meant.first {
          $0.event.gesture == .twoHandPinch && $0.event.phase == .ended
        }
      ).event
    }
    // With the replay's frames, the script's geometry gives them.
    let read = try ended(replay)
    #expect(read.scale != nil && read.rotation != nil)
    // Without them, no frame says when to read it.
    let unread = try ended(replay.filter { $0.gesture != .twoHandPinch })
    #expect(unread.scale == nil && unread.rotation == nil)
    #expect(unread.earliest == read.earliest && unread.latest == read.latest)
  }

  @Test(
    "two pinch points within the noise of each other: no scale or rotation is meant"
  )
  func samePinchPoint() throws {
    // A pinched hand's pinch point is half the pinch gap beside its index
    // tip, on the thumb's side: the right hand 2 × 0.0075 × 0.08 = 0.0012
    // to the right of the left one puts both at one point while both
    // pinch. The line between them has no length to measure a scale or a
    // turn against.
    let left = HandTemplate.joints(
      indexTip: Point(x: 0.5, y: 0.5),
      size: 0.08,
      chirality: .left,
      pinch: 1
    )
    let right = HandTemplate.joints(
      indexTip: Point(x: 0.5012, y: 0.5),
      size: 0.08,
      chirality: .right,
      pinch: 1
    )
    func pinchPoint(_ joints: [(point: Point, depth: Double)]) -> Point {
      let thumb = joints[Joint.thumbTip.rawValue].point
      let index = joints[Joint.indexTip.rawValue].point
      return Point(x: (thumb.x + index.x) / 2, y: (thumb.y + index.y) / 2)
    }
    #expect(abs(pinchPoint(left).x - pinchPoint(right).x) < 1e-9)
    #expect(abs(pinchPoint(left).y - pinchPoint(right).y) < 1e-9)
    let result = try Base.synthesize(
      """
      hand left; size 0.08; at 0.5 0.5
      open 0.4s; pinch 0.15s; hold 1s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.5012 0.5
      open 0.5s; pinch 0.15s; hold 0.6s; release 0.15s; hold 0.6s
      """
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    for configuration in Base.configurations {
      let pinches = Self.twoHand(result, configuration.name)
      #expect(pinches.map(\.phase) == [.began, .ended])
      let ended = try #require(pinches.last)
      #expect(ended.scale == nil && ended.rotation == nil)
      #expect(ended.scaleTolerance == 0 && ended.rotationTolerance == 0)
    }
  }
}
