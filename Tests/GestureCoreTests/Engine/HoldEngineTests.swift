import GestureCore
import Testing

/// The hold (issue #23): a pinch held still for a while, as a long press.
///
/// Frames are 1/32 s apart (``Frame/sequence(_:)``), so the minimum
/// duration of 0.5 s is 16 frames exactly.
@Suite("GestureEngine: holds")
struct HoldEngineTests {
  /// A preset with holds on.
  static func holding(
    _ base: GestureConfiguration = .handKit,
    _ change: (inout GestureConfiguration) -> Void = { _ in }
  ) -> GestureConfiguration {
    var configuration = base
    configuration.hold.isEnabled = true
    change(&configuration)
    return configuration
  }

  /// A whole right hand, its wrist at (0.5, 0.75) moved by `offset`, its
  /// palm `size` long, pinched or open.
  static func hand(
    pinched: Bool,
    offset: Point = .zero,
    size: Double = 0.125
  ) -> Hand {
    Hand.whole(
      wrist: Point(x: 0.5 + offset.x, y: 0.75 + offset.y),
      size: size,
      pinch: (pinched ? WholePinch.closed : WholePinch.open) * size / 0.125
    )
  }

  /// Two open frames, `pinched` pinched frames, then two open ones; the
  /// hand moved by `offset` from frame `movedAt` on (a frame index).
  static func pinch(
    for pinched: Int,
    movedBy offset: Point = .zero,
    at movedAt: Int = .max,
    size: Double = 0.125
  ) -> [Hand?] {
    (0..<(pinched + 4)).map { index in
      hand(
        pinched: index >= 2 && index < 2 + pinched,
        offset: index >= movedAt ? offset : .zero,
        size: size
      )
    }
  }

  /// The hold events of a replay, as `frame phase finger` (each names its
  /// finger, even with the thumb-index pinch alone on).
  static func holds(
    _ configuration: GestureConfiguration,
    _ hands: [Hand?]
  ) -> [String] {
    var engine = GestureEngine(configuration: configuration)
    return engine.run(Frame.sequence(hands)).joined()
      .filter { $0.gesture == .hold }
      .map { event in
        "\(event.frame) \(event.phase)"
          + (event.finger.map { " \($0)" } ?? "")
      }
  }

  /// The diagnostics of the last frame of a replay.
  static func lastDiagnostics(
    _ configuration: GestureConfiguration,
    _ hands: [Hand?]
  ) throws -> HandDiagnostics {
    var engine = GestureEngine(configuration: configuration)
    _ = engine.run(Frame.sequence(hands))
    return try #require(engine.diagnostics.first)
  }

  @Test("is off in both presets: a long still pinch reports no hold")
  func offByDefault() {
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(!configuration.hold.isEnabled)
      #expect(Self.holds(configuration, Self.pinch(for: 40)).isEmpty)
    }
  }

  @Test(
    "begins once the pinch is held the minimum duration, ends on release",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func beginsAndEnds(base: GestureConfiguration) {
    // Pinched at frame 2; 16 frames later is 0.5 s; released at frame 22.
    #expect(
      Self.holds(Self.holding(base), Self.pinch(for: 20))
        == ["18 began index", "22 ended index"]
    )
  }

  /// Minimum durations and the frames a 20-frame pinch from frame 2 holds
  /// at, frames 1/32 s apart: a span within a nanosecond of the minimum
  /// meets it (TimeBound.margin).
  static let durations: [(Double, [String])] = [
    (0.5 - 2e-9, ["18 began index", "22 ended index"]),
    (0.5, ["18 began index", "22 ended index"]),
    (0.5 + 0.9e-9, ["18 began index", "22 ended index"]),
    (Double(0.5).nextUp, ["18 began index", "22 ended index"]),
    (0.5 + 1.1e-9, ["19 began index", "22 ended index"]),
    (15.0 / 32, ["17 began index", "22 ended index"]),
  ]

  @Test(
    "the minimum duration at 0.5 s, within a nanosecond of it and beyond",
    arguments: durations
  )
  func duration(minimum: Double, expected: [String]) {
    let configuration = Self.holding { $0.hold.minimumDuration = minimum }
    #expect(Self.holds(configuration, Self.pinch(for: 20)) == expected)
  }

  @Test("a pinch released before the minimum duration makes no hold")
  func tooShort() {
    // 16 pinched frames: the last is 15/32 s after the first.
    #expect(Self.holds(Self.holding(), Self.pinch(for: 16)).isEmpty)
    #expect(
      Self.holds(Self.holding(), Self.pinch(for: 17)) == [
        "18 began index", "19 ended index",
      ]
    )
  }

  /// The palm's distance from where the pinch began, as the engine
  /// measures it, for a hand moved by `offset` while pinched.
  static func measured(
    _ configuration: GestureConfiguration,
    _ offset: Point,
    size: Double = 0.125
  ) throws -> Double {
    var configuration = configuration
    // An allowance the hand stays within, to read its distance.
    configuration.hold.allowableMovement = 1
    configuration.hold.relativeAllowableMovement = 1
    let hands = Array(Self.pinch(for: 20, movedBy: offset, at: 6, size: size))
    let diagnostics = try lastDiagnostics(configuration, Array(hands[..<8]))
    return try #require(diagnostics.holdDistance)
  }

  @Test(
    "the allowance, at, below and above the palm's distance (both presets)",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func allowanceBeforeBegan(base: GestureConfiguration) throws {
    let offset = Point(x: 1.0 / 64, y: -1.0 / 128)
    let distance = try Self.measured(Self.holding(base), offset)
    #expect(distance > 0)
    for (allowance, expected) in [
      (distance, ["18 began index", "22 ended index"]),
      (distance.nextUp, ["18 began index", "22 ended index"]),
      (distance.nextDown, []),
    ] {
      let configuration = Self.holding(base) {
        $0.hold.allowableMovement = allowance
        $0.hold.relativeAllowableMovement = allowance
      }
      let hands = Self.pinch(for: 20, movedBy: offset, at: 6)
      #expect(Self.holds(configuration, hands) == expected)
    }
  }

  @Test(
    "moving beyond the allowance after began cancels the hold",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func allowanceAfterBegan(base: GestureConfiguration) throws {
    let offset = Point(x: -1.0 / 32, y: 0)
    let distance = try Self.measured(Self.holding(base), offset)
    for (allowance, expected) in [
      (distance, ["18 began index", "22 ended index"]),
      (distance.nextDown, ["18 began index", "20 cancelled index"]),
    ] {
      let configuration = Self.holding(base) {
        $0.hold.allowableMovement = allowance
        $0.hold.relativeAllowableMovement = allowance
      }
      let hands = Self.pinch(for: 20, movedBy: offset, at: 20)
      #expect(Self.holds(configuration, hands) == expected)
    }
  }

  @Test("the default allowances: 0.025 units in handKit, 0.3 palm sizes")
  func defaultAllowances() throws {
    #expect(GestureConfiguration.handKit.hold.allowableMovement == 0.025)
    #expect(!GestureConfiguration.handKit.hold.isHandRelative)
    #expect(GestureConfiguration.adaptive.hold.isHandRelative)
    #expect(GestureConfiguration.adaptive.hold.relativeAllowableMovement == 0.3)
    #expect(GestureConfiguration.adaptive.hold.minimumDuration == 0.5)
    // 0.03 units is beyond handKit's allowance, and 0.24 palm sizes of a
    // 0.125 palm within adaptive's.
    let hands = Self.pinch(for: 20, movedBy: Point(x: 0.03, y: 0), at: 20)
    #expect(
      Self.holds(Self.holding(), hands) == [
        "18 began index", "20 cancelled index",
      ]
    )
    #expect(
      Self.holds(Self.holding(.adaptive), hands) == [
        "18 began index", "22 ended index",
      ]
    )
  }

  @Test("a failed hold waits for the pinch to open; the next pinch may hold")
  func failedThenAgain() throws {
    var hands = Self.pinch(for: 20, movedBy: Point(x: 0.0625, y: 0), at: 6)
    hands += Self.pinch(for: 20).map {
      $0?.moved(by: Point(x: 0.0625, y: 0))
    }
    // The second replay's frames follow 24 frames later.
    #expect(
      Self.holds(Self.holding(), hands) == ["42 began index", "46 ended index"]
    )
    let failed = try Self.lastDiagnostics(Self.holding(), Array(hands[..<10]))
    #expect(failed.holdPhase == .failed)
    let pressing = try Self.lastDiagnostics(
      Self.holding(),
      Array(hands[..<5])
    )
    #expect(pressing.holdPhase == .pressing)
  }

  @Test("in palm sizes, a hand twice as large may move twice as far")
  func handRelative() {
    let adaptive = Self.holding(.adaptive)
    // 0.34 palm sizes of a 0.125 palm, then 0.17 of a 0.25 one.
    let offset = Point(x: 0.0425, y: 0)
    #expect(
      Self.holds(adaptive, Self.pinch(for: 20, movedBy: offset, at: 20))
        == ["18 began index", "20 cancelled index"]
    )
    #expect(
      Self.holds(
        adaptive,
        Self.pinch(for: 20, movedBy: offset, at: 20, size: 0.25)
      ) == ["18 began index", "22 ended index"]
    )
  }

  @Test("handKit: a hand lost while holding keeps its hold")
  func lossInHandKit() {
    var hands = Self.pinch(for: 30)
    for index in 22..<28 { hands[index] = nil }
    #expect(
      Self.holds(Self.holding(), hands) == ["18 began index", "32 ended index"]
    )
  }

  @Test(
    "adaptive: a hand lost beyond the timeout cancels the hold after its pinch"
  )
  func lossInAdaptive() {
    var hands = Self.pinch(for: 30)
    for index in 22..<34 { hands[index] = nil }
    var engine = GestureEngine(configuration: Self.holding(.adaptive))
    let events = engine.run(Frame.sequence(hands)).joined()
      .filter { $0.gesture == .hold || $0.gesture == .pinch }
      .map { "\($0.frame) \($0.gesture) \($0.phase)" }
    // Last seen at frame 21 (21/32 s); 0.3 s later is after frame 30.
    #expect(
      events == [
        "2 pinch began", "18 hold began", "31 pinch cancelled",
        "31 hold cancelled",
      ]
    )
  }

  @Test("adaptive: a hand lost within the timeout keeps its hold")
  func shortLossInAdaptive() {
    var hands = Self.pinch(for: 30)
    for index in 22..<27 { hands[index] = nil }
    #expect(
      Self.holds(Self.holding(.adaptive), hands) == [
        "18 began index", "32 ended index",
      ]
    )
  }

  @Test("a frame without the whole palm changes nothing")
  func gatedPalm() {
    var hands = Self.pinch(for: 20)
    for index in 10..<14 {
      // The wrist jumps, but below the confidence gate.
      var hand = hands[index]
      hand?[.wrist] = Landmark(x: 0.9, y: 0.1, confidence: 0.1)
      hands[index] = hand
    }
    #expect(
      Self.holds(Self.holding(), hands) == ["18 began index", "22 ended index"]
    )
  }

  @Test("a pinch cancelled by a movement cancels its hold, after the pinch")
  func pinchPreempted() {
    let configuration = Self.holding {
      $0.relationships.pinchWithMovement = .isPreemptedBy
      // The palm moves 0.0625 a frame: an allowance it stays within.
      $0.hold.allowableMovement = 1
    }
    let hands: [Hand?] = (0..<30).map { index in
      Self.hand(
        pinched: index >= 2,
        offset: Point(x: Double(max(0, index - 22)) / 16, y: 0)
      )
    }
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(Frame.sequence(hands)).joined()
      .filter { $0.gesture == .hold || $0.gesture == .pinch }
      .map { "\($0.frame) \($0.gesture) \($0.phase)" }
    #expect(events.count == 4)
    #expect(Array(events.prefix(2)) == ["2 pinch began", "18 hold began"])
    // The movement begins within the frames of the slide, and cancels the
    // pinch, then the hold, on that frame.
    let cancelled = events.dropFirst(2).map { $0.split(separator: " ") }
    #expect(
      cancelled.map { $0.dropFirst().joined(separator: " ") } == [
        "pinch cancelled", "hold cancelled",
      ]
    )
    #expect(Set(cancelled.map(\.first)).count == 1)
  }

  @Test("a thumb-middle pinch cancelled by a movement cancels its hold too")
  func middlePinchPreempted() {
    let configuration = Self.holding {
      $0.pinch.isSecondaryEnabled = true
      $0.relationships.middlePinchWithMovement = .isPreemptedBy
      $0.hold.allowableMovement = 1
    }
    let hands: [Hand?] = (0..<30).map { index in
      var hand = Self.hand(
        pinched: false,
        offset: Point(x: Double(max(0, index - 22)) / 16, y: 0)
      )
      if index >= 2, let tip = hand[.middleTip] {
        hand[.thumbTip] = Landmark(x: tip.position.x, y: tip.position.y)
      }
      return hand
    }
    var engine = GestureEngine(configuration: configuration)
    let events = engine.run(Frame.sequence(hands)).joined()
      .filter { $0.gesture == .hold || $0.gesture == .pinch }
    #expect(events.allSatisfy { $0.finger == .middle })
    let described = events.map { "\($0.gesture) \($0.phase)" }
    #expect(
      described == [
        "pinch began", "hold began", "pinch cancelled", "hold cancelled",
      ]
    )
    #expect(events.map(\.frame).prefix(2) == [2, 18])
    #expect(Set(events.dropFirst(2).map(\.frame)).count == 1)
  }

  @Test("the thumb-middle pinch holds too, each hold naming its finger")
  func middleFinger() {
    let configuration = Self.holding { $0.pinch.isSecondaryEnabled = true }
    let hands: [Hand?] = (0..<24).map { index in
      var hand = Self.hand(pinched: false)
      if index >= 2 && index < 22, let tip = hand[.middleTip] {
        hand[.thumbTip] = Landmark(x: tip.position.x, y: tip.position.y)
      }
      return hand
    }
    #expect(
      Self.holds(configuration, hands) == [
        "18 began middle", "22 ended middle",
      ]
    )
    #expect(
      Self.holds(configuration, Self.pinch(for: 20)) == [
        "18 began index", "22 ended index",
      ]
    )
  }

  @Test("the diagnostics give the hold's phase and the palm's distance")
  func diagnostics() throws {
    let hands = Self.pinch(for: 20)
    let idle = try Self.lastDiagnostics(Self.holding(), Array(hands[..<2]))
    #expect(idle.holdPhase == .idle)
    #expect(idle.holdDistance == nil)
    let holding = try Self.lastDiagnostics(Self.holding(), Array(hands[..<20]))
    #expect(holding.holdPhase == .holding)
    #expect(holding.holdDistance == 0)
    let off = try Self.lastDiagnostics(.handKit, Array(hands[..<20]))
    #expect(off.holdPhase == .idle)
    #expect(off.holdDistance == nil)
  }
}
