import GestureCore
import Testing

/// The double pinch (issue #23): two quick pinches of one finger, as a
/// double tap.
///
/// Frames are 1/32 s apart (``Frame/sequence(_:)``), one per character of
/// a timeline: `-` the hand open, `P` pinching thumb and index, `M`
/// thumb and middle, `.` no hand. A pinch begins on its first pinched
/// frame and ends on the first open one after, so a run of *n* pinched
/// frames lasts *n*/32 s, and *g* open frames between two runs are a
/// release of *g*/32 s. The defaults are 0.4 s (12.8 frames) and 0.3 s
/// (9.6 frames).
@Suite("GestureEngine: double pinches")
struct DoublePinchEngineTests {
  /// A preset with double pinches on, in a relationship with the pinch.
  static func doubling(
    _ base: GestureConfiguration = .handKit,
    _ relationship: GestureConfiguration.Relationship = .simultaneous,
    _ change: (inout GestureConfiguration) -> Void = { _ in }
  ) -> GestureConfiguration {
    var configuration = base
    configuration.doublePinch.isEnabled = true
    configuration.relationships.pinchWithDoublePinch = relationship
    change(&configuration)
    return configuration
  }

  /// The hands of a timeline.
  static func hands(_ timeline: String) -> [Hand?] {
    timeline.map { mark in
      guard mark != "." else { return nil }
      var hand = HoldEngineTests.hand(pinched: mark == "P")
      if mark == "M", let tip = hand[.middleTip] {
        hand[.thumbTip] = Landmark(x: tip.position.x, y: tip.position.y)
      }
      return hand
    }
  }

  /// The pinch, double pinch and hold events of a replay, as
  /// `frame gesture phase finger`.
  static func events(
    _ configuration: GestureConfiguration,
    _ timeline: String
  ) -> [String] {
    var engine = GestureEngine(configuration: configuration)
    let gestures: Set<Gesture> = [.pinch, .doublePinch, .hold]
    return engine.run(Frame.sequence(hands(timeline))).joined()
      .filter { gestures.contains($0.gesture) }
      .map { event in
        "\(event.frame) \(event.gesture) \(event.phase)"
          + (event.finger.map { " \($0)" } ?? "")
      }
  }

  /// Two pinches of 4 frames, 4 open frames apart.
  static let double = "--PPPP----PPPP----"
  /// Two pinches of 4 frames, 24 open frames apart.
  static let apart =
    "--PPPP" + String(repeating: "-", count: 24) + "PPPP"
    + String(repeating: "-", count: 14)

  @Test("is off in both presets: two quick pinches report no double pinch")
  func offByDefault() {
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(!configuration.doublePinch.isEnabled)
      #expect(configuration.relationships.pinchWithDoublePinch == .simultaneous)
      #expect(
        Self.events(configuration, Self.double) == [
          "2 pinch began", "6 pinch ended", "10 pinch began", "14 pinch ended",
        ]
      )
    }
  }

  @Test(
    "simultaneous: the pinches as they happen, and the double pinch on the second's began",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func simultaneous(base: GestureConfiguration) {
    #expect(
      Self.events(Self.doubling(base), Self.double) == [
        "2 pinch began", "6 pinch ended", "10 pinch began",
        "10 doublePinch recognized index", "14 pinch ended",
      ]
    )
  }

  @Test(
    "awaiting its failure: a double pinch's two pinches report nothing",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func awaited(base: GestureConfiguration) {
    #expect(
      Self.events(Self.doubling(base, .awaitsFailureOf), Self.double) == [
        "10 doublePinch recognized index"
      ]
    )
  }

  @Test(
    "two pinches too far apart: no double pinch; awaiting, each pinch reported once the interval passed",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func apart(base: GestureConfiguration) {
    #expect(
      Self.events(Self.doubling(base), Self.apart) == [
        "2 pinch began", "6 pinch ended", "30 pinch began", "34 pinch ended",
      ]
    )
    // Released at 6/32 s: 9/32 s later is within 0.3 s, 10/32 s is not.
    #expect(
      Self.events(Self.doubling(base, .awaitsFailureOf), Self.apart) == [
        "16 pinch began", "16 pinch ended", "44 pinch began", "44 pinch ended",
      ]
    )
  }

  @Test(
    "awaiting: a pinch longer than the maximum reports began then, ended as it comes",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func longPinch(base: GestureConfiguration) {
    let timeline =
      "--" + String(repeating: "P", count: 20) + "----PPPP"
      + String(repeating: "-", count: 12)
    // 13/32 s after it began is the first frame beyond 0.4 s; the next
    // pinch follows a long one, and is a single pinch.
    #expect(
      Self.events(Self.doubling(base, .awaitsFailureOf), timeline) == [
        "15 pinch began", "22 pinch ended", "40 pinch began", "40 pinch ended",
      ]
    )
    #expect(
      Self.events(Self.doubling(base), timeline) == [
        "2 pinch began", "22 pinch ended", "26 pinch began", "30 pinch ended",
      ]
    )
  }

  @Test(
    "the first pinch's duration at the maximum, within a nanosecond and beyond",
    arguments: zip(
      [0.375 - 1.1e-9, 0.375 - 0.9e-9, Double(0.375).nextDown, 0.375, 0.375],
      [12, 12, 12, 12, 13]
    )
  )
  func pinchDuration(maximum: Double, pinched: Int) {
    let timeline =
      "--" + String(repeating: "P", count: pinched) + "----PPPP----"
    let second = 2 + pinched + 4
    let configuration = Self.doubling {
      $0.doublePinch.maximumPinchDuration = maximum
    }
    let recognized = Self.events(configuration, timeline).filter {
      $0.contains("doublePinch")
    }
    // 12 pinched frames last exactly 0.375 s; a duration within a
    // nanosecond of the maximum is within it (TimeBound.margin).
    let isDouble = Double(pinched) / 32 <= maximum + 1e-9
    #expect(
      recognized == (isDouble ? ["\(second) doublePinch recognized index"] : [])
    )
    #expect(isDouble == (pinched == 12 && maximum > 0.375 - 1e-9))
  }

  @Test(
    "the interval at the maximum, within a nanosecond and beyond",
    arguments: zip(
      [0.25 - 1.1e-9, 0.25 - 0.9e-9, Double(0.25).nextDown, 0.25, 0.25],
      [8, 8, 8, 8, 9]
    )
  )
  func interval(maximum: Double, open: Int) {
    let timeline =
      "--PPPP" + String(repeating: "-", count: open) + "PPPP----"
    let configuration = Self.doubling {
      $0.doublePinch.maximumInterval = maximum
    }
    let recognized = Self.events(configuration, timeline).filter {
      $0.contains("doublePinch")
    }
    // 8 open frames are a release of exactly 0.25 s; one within a
    // nanosecond of the maximum is within it (TimeBound.margin).
    let isDouble = open == 8 && maximum > 0.25 - 1e-9
    #expect(
      recognized
        == (isDouble ? ["\(6 + open) doublePinch recognized index"] : [])
    )
  }

  @Test(
    "the defaults: 12 pinched frames (0.375 s) and 9 open ones (0.28 s) are a double pinch; 13 and 10 are not"
  )
  func defaults() {
    let configuration = Self.doubling()
    #expect(configuration.doublePinch.maximumPinchDuration == 0.4)
    #expect(configuration.doublePinch.maximumInterval == 0.3)
    func recognized(_ timeline: String) -> Int {
      Self.events(configuration, timeline).filter { $0.contains("doublePinch") }
        .count
    }
    let p12 = String(repeating: "P", count: 12)
    let p13 = String(repeating: "P", count: 13)
    #expect(
      recognized("--" + p12 + String(repeating: "-", count: 9) + "PP--") == 1
    )
    #expect(
      recognized("--" + p13 + String(repeating: "-", count: 9) + "PP--") == 0
    )
    #expect(
      recognized("--" + p12 + String(repeating: "-", count: 10) + "PP--") == 0
    )
  }

  @Test(
    "a third quick pinch begins a new double pinch, which a fourth completes"
  )
  func triple() {
    #expect(
      Self.events(Self.doubling(), "--PP--PP--PP--PP--").filter {
        $0.contains("doublePinch")
      } == [
        "6 doublePinch recognized index", "14 doublePinch recognized index",
      ]
    )
  }

  @Test("the thumb-middle pinch double pinches too, each naming its finger")
  func middleFinger() {
    let configuration = Self.doubling { $0.pinch.isSecondaryEnabled = true }
    #expect(
      Self.events(configuration, "--MMMM----MMMM----") == [
        "2 pinch began middle", "6 pinch ended middle",
        "10 pinch began middle", "10 doublePinch recognized middle",
        "14 pinch ended middle",
      ]
    )
    #expect(
      Self.events(configuration, Self.double) == [
        "2 pinch began index", "6 pinch ended index",
        "10 pinch began index", "10 doublePinch recognized index",
        "14 pinch ended index",
      ]
    )
    // A quick pinch of the other finger is no second pinch.
    #expect(
      Self.events(configuration, "--PPPP----MMMM----").filter {
        $0.contains("doublePinch")
      }.isEmpty
    )
    let awaiting = Self.doubling(.handKit, .awaitsFailureOf) {
      $0.pinch.isSecondaryEnabled = true
    }
    #expect(
      Self.events(awaiting, "--MMMM----MMMM----")
        == ["10 doublePinch recognized middle"]
    )
  }

  @Test(
    "handKit: a hand lost resets the double pinch; its pinch goes on as a single one",
    arguments: [
      GestureConfiguration.Relationship.simultaneous, .awaitsFailureOf,
    ]
  )
  func lossInHandKit(relationship: GestureConfiguration.Relationship) {
    let configuration = Self.doubling(.handKit, relationship)
    let awaits = relationship == .awaitsFailureOf
    // Lost during the release (frame 7): the first pinch was a single one.
    #expect(
      Self.events(
        configuration,
        "--PPPP-..-PPPP" + String(repeating: "-", count: 12)
      )
        == (awaits
          ? [
            "7 pinch began", "7 pinch ended", "24 pinch began",
            "24 pinch ended",
          ]
          : [
            "2 pinch began", "6 pinch ended", "10 pinch began",
            "14 pinch ended",
          ])
    )
    // Lost during the first pinch (frame 4), which goes on: no longer a
    // first pinch.
    #expect(
      Self.events(
        configuration,
        "--PP..PP----PPPP" + String(repeating: "-", count: 12)
      )
        == (awaits
          ? [
            "4 pinch began", "8 pinch ended", "26 pinch began",
            "26 pinch ended",
          ]
          : [
            "2 pinch began", "8 pinch ended", "12 pinch began",
            "16 pinch ended",
          ])
    )
  }

  @Test(
    "adaptive: a hand lost beyond the timeout cancels the first pinch and resets; within it, nothing",
    arguments: [
      GestureConfiguration.Relationship.simultaneous, .awaitsFailureOf,
    ]
  )
  func lossInAdaptive(relationship: GestureConfiguration.Relationship) {
    let configuration = Self.doubling(.adaptive, relationship)
    let awaits = relationship == .awaitsFailureOf
    // 12 frames unseen from frame 4: lost (and the pinch cancelled) on the
    // first frame more than 0.3 s after frame 3, frame 13. A pinch
    // cancelled while held back reports nothing.
    let lost =
      "--PP" + String(repeating: ".", count: 12) + "--PPPP"
      + String(repeating: "-", count: 12)
    #expect(
      Self.events(configuration, lost)
        == (awaits
          ? ["32 pinch began", "32 pinch ended"]
          : [
            "2 pinch began", "13 pinch cancelled", "18 pinch began",
            "22 pinch ended",
          ])
    )
    // Two frames unseen in the release: within the timeout, a double pinch.
    #expect(
      Self.events(configuration, "--PPPP-..-PPPP----").filter {
        $0.contains("doublePinch")
      } == ["10 doublePinch recognized index"]
    )
  }

  @Test("awaiting, a hold reads the pinch, whose began is reported first")
  func hold() {
    let configuration = Self.doubling(.handKit, .awaitsFailureOf) {
      $0.hold.isEnabled = true
    }
    #expect(
      Self.events(
        configuration,
        "--" + String(repeating: "P", count: 20) + "----"
      ) == [
        "15 pinch began", "18 hold began index", "22 pinch ended",
        "22 hold ended index",
      ]
    )
  }

  @Test("the diagnostics give the index finger's double pinch's phase")
  func diagnostics() throws {
    let hands = Self.hands(Self.double)
    func phase(
      _ count: Int,
      _ configuration: GestureConfiguration = Self.doubling()
    ) throws
      -> DoublePinchPhase
    {
      var engine = GestureEngine(configuration: configuration)
      _ = engine.run(Frame.sequence(Array(hands[..<count])))
      return try #require(engine.diagnostics.first).doublePinchPhase
    }
    #expect(try phase(2) == .idle)
    #expect(try phase(4) == .firstPinch)
    #expect(try phase(8) == .awaitingSecond)
    #expect(try phase(12) == .secondPinch)
    #expect(try phase(16) == .idle)
    #expect(try phase(12, .handKit) == .idle)
  }

  @Test(
    "validation names the key of a bad duration or interval",
    arguments: [
      ("doublePinch.maximumPinchDuration", 0),
      ("doublePinch.maximumPinchDuration", .nan),
      ("doublePinch.maximumPinchDuration", 10.5),
      ("doublePinch.maximumInterval", -0.1),
      ("doublePinch.maximumInterval", .infinity),
      ("doublePinch.maximumInterval", 0),
    ] as [(String, Double)]
  )
  func badSetting(key: String, value: Double) {
    var configuration = GestureConfiguration.handKit
    if key == "doublePinch.maximumPinchDuration" {
      configuration.doublePinch.maximumPinchDuration = value
    } else {
      configuration.doublePinch.maximumInterval = value
    }
    #expect(
      throws: ConfigurationError(
        key: key,
        reason: "must be a number of seconds greater than 0, at most 10"
      )
    ) { try configuration.validate() }
  }

  @Test(
    "a relationship other than simultaneous or awaitsFailureOf is refused, by key",
    arguments: GestureConfiguration.Relationship.allCases
  )
  func relationship(relationship: GestureConfiguration.Relationship) throws {
    var configuration = GestureConfiguration.adaptive
    configuration.relationships.pinchWithDoublePinch = relationship
    switch relationship {
    case .simultaneous, .awaitsFailureOf:
      try configuration.validate()
    case .exclusive, .preempts, .isPreemptedBy, .isAwaitedBy:
      #expect(
        throws: ConfigurationError(
          key: "relationships.pinchWithDoublePinch",
          reason: "must be simultaneous or awaitsFailureOf"
        )
      ) { try configuration.validate() }
    }
  }

  @Test("accepts durations and intervals on the edges of their ranges")
  func edges() throws {
    var configuration = GestureConfiguration.adaptive
    configuration.doublePinch.maximumPinchDuration = 10
    configuration.doublePinch.maximumInterval = Double.leastNonzeroMagnitude
    try configuration.validate()
  }

  @Test(
    "a pinch preempted by the movement after its stage ran: awaiting, neither its began nor its cancelled is reported"
  )
  func preemptedByMovement() {
    // The movement preempts the pinch: the hand, pinched from frame 2,
    // slides 0.02 units a frame from frame 4, and the movement, which
    // runs after the pinches, cancels the pinch within 0.4 s.
    let hands: [Hand?] = (0..<24).map { (index: Int) -> Hand? in
      let step: Int = max(0, min(index, 12) - 4)
      return HoldEngineTests.hand(
        pinched: index >= 2 && index < 14,
        offset: Point(x: 0.02 * Double(step), y: 0)
      )
    }
    func events(_ relationship: GestureConfiguration.Relationship) -> [String] {
      let configuration = Self.doubling(.handKit, relationship) {
        $0.relationships.pinchWithMovement = .isPreemptedBy
      }
      var engine = GestureEngine(configuration: configuration)
      let gestures: Set<Gesture> = [.pinch, .doublePinch, .movement]
      return engine.run(Frame.sequence(hands)).joined()
        .filter { gestures.contains($0.gesture) }
        .map { "\($0.frame) \($0.gesture) \($0.phase)" }
    }
    let simultaneous = events(.simultaneous)
    let cancelled = simultaneous.first { $0.hasSuffix("pinch cancelled") }
    #expect(simultaneous.first == "2 pinch began")
    #expect(cancelled != nil)
    #expect(
      cancelled.map { $0.split(separator: " ")[0] }
        == simultaneous.first { $0.hasSuffix("movement began") }.map {
          $0.split(separator: " ")[0]
        }
    )
    #expect(
      events(.awaitsFailureOf)
        == simultaneous.filter { !$0.contains("pinch ") }
    )
  }
}
