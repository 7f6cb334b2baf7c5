import GestureCore
import Testing

/// Swipes, poses and the secondary pinch, through the engine.
@Suite("GestureEngine: swipes, poses and the secondary pinch")
struct GestureEngineShapeTests {
  /// Replays hands, one per frame at 30 fps (`nil` for no hand), and
  /// returns every event.
  static func events(
    _ hands: [Hand?],
    configuration: GestureConfiguration = .handKit,
    coordinates: CoordinateSpace = .mediaPipe
  ) -> [GestureEvent] {
    var engine = GestureEngine(
      configuration: configuration,
      coordinates: coordinates
    )
    var all: [GestureEvent] = []
    for (index, hand) in hands.enumerated() {
      let frame = Frame(
        time: Double(index) / 30,
        hands: hand.map { [$0] } ?? []
      )
      all += engine.process(frame)
    }
    return all
  }

  /// An open hand moving `step` per frame after 10 still frames, for
  /// `frames` frames, then still for 10: in display coordinates.
  static func stroke(step: Point, frames: Int) -> [Point] {
    var wrist = Point(
      x: 0.5 - step.x * Double(frames) / 2,
      y: 0.7 - step.y * Double(frames) / 2
    )
    var points = Array(repeating: wrist, count: 10)
    for _ in 0..<frames {
      wrist.x += step.x
      wrist.y += step.y
      points.append(wrist)
    }
    return points + Array(repeating: wrist, count: 10)
  }

  /// Returns the hand for a display-frame wrist in a coordinate space:
  /// raw points that the space turns into the template hand at `wrist`.
  static func rawHand(
    _ pose: Pose,
    wrist: Point,
    in space: CoordinateSpace
  ) -> Hand {
    let display = PoseHands.showing(pose, wrist: wrist)
    var raw = Hand(chirality: .right)
    for (joint, landmark) in display.joints {
      raw[joint] = Landmark(position: space.rawPoint(landmark.position))
    }
    return raw
  }

  static let spaces: [CoordinateSpace] = [
    .mediaPipe,
    CoordinateSpace(origin: .bottomLeft, isMirrored: true),
    CoordinateSpace(orientation: .right),
    CoordinateSpace(
      orientation: .left,
      imageSize: ImageSize(width: 1920, height: 1080)
    ),
  ]

  @Test(
    "a swipe's direction is the one the user sees, in any coordinate space",
    arguments: spaces,
    [Direction.left, .right, .up, .down]
  )
  func swipeDirection(space: CoordinateSpace, direction: Direction) {
    // A flick: 0.09 a frame at 30 fps, 2.7 units/s, which adaptive's 0.15 s
    // window reads as more than 1.4 palm sizes in every space, the squeezed
    // horizontal of a 1920 x 1080 buffer read sideways included.
    let step: Point =
      switch direction {
      case .left: Point(x: -0.09, y: 0)
      case .right: Point(x: 0.09, y: 0)
      case .up: Point(x: 0, y: -0.09)
      case .down: Point(x: 0, y: 0.09)
      }
    let hands = Self.stroke(step: step, frames: 5).map {
      Self.rawHand(.openPalm, wrist: $0, in: space)
    }
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      let swipes = Self.events(
        hands,
        configuration: configuration,
        coordinates: space
      )
      .filter { $0.gesture == .swipe }
      #expect(swipes.map(\.direction) == [direction], "\(configuration.name)")
      #expect(swipes.allSatisfy { $0.phase == .recognized })
    }
  }

  @Test(
    "a slow stroke and a diagonal are no swipes; the slow one moves the slider"
  )
  func nearMisses() {
    let slow = Self.stroke(step: Point(x: 0.012, y: 0), frames: 30)
      .map { PoseHands.showing(.openPalm, wrist: $0) }
    let slowEvents = Self.events(slow)
    #expect(!slowEvents.contains { $0.gesture == .swipe })
    #expect(slowEvents.contains { $0.gesture == .slider && $0.phase == .ended })
    let diagonal = Self.stroke(step: Point(x: 0.03, y: -0.03), frames: 8)
      .map { PoseHands.showing(.openPalm, wrist: $0) }
    #expect(!Self.events(diagonal).contains { $0.gesture == .swipe })
  }

  @Test("adaptive measures a swipe in palm sizes: a small hand's short stroke")
  func relativeSwipe() {
    // A hand a third of the template's size moves 0.08 in 4 frames: under
    // handKit's 0.15, but 2 palm sizes (0.04 each).
    let points = Self.stroke(step: Point(x: 0.02, y: 0), frames: 4)
    let hands = points.map {
      PoseHands.showing(.openPalm, wrist: $0, scale: 1.0 / 3)
    }
    #expect(!Self.events(hands).contains { $0.gesture == .swipe })
    let adaptive = Self.events(hands, configuration: .adaptive)
      .filter { $0.gesture == .swipe }
    #expect(adaptive.map(\.direction) == [.right])
  }

  @Test("a pose begins after its dwell and ends when the hand is lost")
  func poseLifecycle() throws {
    let hand = PoseHands.showing(.victory)
    let hands: [Hand?] = Array(repeating: hand, count: 12) + [nil, nil]
    let handKit = Self.events(hands).filter { $0.gesture == .pose }
    // Frame 7 (0.2333 s) is the first more than 0.2 s after frame 0.
    #expect(handKit.map(\.frame) == [7, 12])
    #expect(handKit.map(\.phase) == [.began, .ended])
    #expect(handKit.allSatisfy { $0.name == "victory" })
    let all = Self.events(hands)
    let ended = try #require(
      all.firstIndex { $0.gesture == .pose && $0.phase == .ended }
    )
    #expect(all[ended + 1].gesture == .hand && all[ended + 1].phase == .lost)
  }

  @Test("a frame with a low-confidence joint changes no pose")
  func gatedFrames() {
    var gated = PoseHands.showing(.closedFist)
    gated[.ringTip] = Landmark(position: Point(x: 0.5, y: 0.5), confidence: 0.2)
    let open = PoseHands.showing(.openPalm)
    let hands: [Hand?] =
      Array(repeating: open, count: 10) + Array(repeating: gated, count: 10)
    let poses = Self.events(hands).filter { $0.gesture == .pose }
    #expect(poses.map(\.name) == ["openPalm"])
  }

  @Test("poses and swipes can be turned off")
  func disabled() {
    var configuration = GestureConfiguration.handKit
    configuration.poses.isEnabled = false
    configuration.swipe.isEnabled = false
    let hands = Self.stroke(step: Point(x: 0.04, y: 0), frames: 8)
      .map { PoseHands.showing(.openPalm, wrist: $0) }
    let events = Self.events(hands, configuration: configuration)
    #expect(!events.contains { $0.gesture == .pose || $0.gesture == .swipe })
    #expect(Self.events(hands).contains { $0.gesture == .pose })
    #expect(Self.events(hands).contains { $0.gesture == .swipe })
  }

  /// A still hand whose thumb tip is `gap` from the index tip (`index`)
  /// or from the middle tip (`middle`) on each frame.
  static func pinchHands(_ script: [(Finger?, Double)]) -> [Hand?] {
    script.map { finger, gap in
      var hand = PoseHands.showing(.openPalm)
      let target: Joint = finger == .middle ? .middleTip : .indexTip
      if finger != nil, let tip = hand[target]?.position {
        hand[.thumbTip] = Landmark(position: Point(x: tip.x + gap, y: tip.y))
      }
      return hand
    }
  }

  @Test("the secondary pinch is off by default and the primary names no finger")
  func secondaryOff() {
    let hands = Self.pinchHands(
      [
        (nil, 0), (.index, 0.01), (.index, 0.05), (.middle, 0.01),
        (.middle, 0.05),
      ]
    )
    let pinches = Self.events(hands).filter { $0.gesture == .pinch }
    #expect(pinches.map(\.phase) == [.began, .ended])
    #expect(pinches.allSatisfy { $0.finger == nil })
  }

  @Test("with the secondary pinch on, each pinch names its finger")
  func secondaryOn() {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isSecondaryEnabled = true
    let hands = Self.pinchHands(
      [
        (nil, 0), (.index, 0.01), (.index, 0.05), (.middle, 0.01),
        (.middle, 0.02), (.middle, 0.05), (.middle, 0.01),
      ]
    )
    let pinches = Self.events(hands, configuration: configuration)
      .filter { $0.gesture == .pinch }
    #expect(pinches.map(\.phase) == [.began, .ended, .began, .ended, .began])
    #expect(
      pinches.map(\.finger) == [.index, .index, .middle, .middle, .middle]
    )
    #expect(pinches.map(\.frame) == [1, 2, 3, 5, 6])
  }

  @Test("only one of the two pinches is held at a time")
  func onePinchAtATime() {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.isSecondaryEnabled = true
    // The thumb on the index tip, then with the middle tip brought onto
    // both: the middle pinch cannot begin while the index one is held.
    var both = PoseHands.showing(.openPalm)
    let index = both[.indexTip]?.position ?? .zero
    both[.thumbTip] = Landmark(position: index)
    both[.middleTip] = Landmark(position: Point(x: index.x + 0.005, y: index.y))
    let pinches = Self.events([both, both, both], configuration: configuration)
      .filter { $0.gesture == .pinch }
    #expect(pinches.map(\.finger) == [.index])
  }

  @Test("exclusive: a held middle pinch keeps a movement from beginning")
  func middlePinchHoldsMovementBack() {
    var configuration = GestureConfiguration.adaptive
    configuration.pinch.isSecondaryEnabled = true
    // The thumb on the middle tip, then the whole hand sweeps right at
    // 0.6 widths a second, well above the movement's start, still pinched.
    let pinched = Self.pinchHands([(.middle, 0.004)])[0] ?? Hand()
    let hands: [Hand?] =
      Self.pinchHands([(nil, 0)])
      + (0..<12).map { step in pinched.shifted(by: 0.02 * Double(step)) }
    let events = Self.events(hands, configuration: configuration)
    #expect(events.filter { $0.gesture == .pinch }.map(\.phase) == [.began])
    #expect(!events.contains { $0.gesture == .movement })
    // The same sweep, open, is a movement.
    let open = PoseHands.showing(.openPalm)
    let sweep = (0..<12).map { Optional(open.shifted(by: 0.02 * Double($0))) }
    let moved = Self.events(sweep, configuration: configuration)
    #expect(moved.contains { $0.gesture == .movement && $0.phase == .began })
  }

  @Test("the secondary pinch is cancelled with the hand after the loss timeout")
  func secondaryCancelled() {
    var configuration = GestureConfiguration.adaptive
    configuration.pinch.isSecondaryEnabled = true
    let hands =
      Self.pinchHands([(nil, 0), (.middle, 0.004), (.middle, 0.004)])
      + Array(repeating: nil, count: 12)
    let pinches = Self.events(hands, configuration: configuration)
      .filter { $0.gesture == .pinch }
    #expect(pinches.map(\.phase) == [.began, .cancelled])
    #expect(pinches.map(\.finger) == [.middle, .middle])
  }
}

extension Hand {
  /// The hand moved right by `dx`, normalized units.
  fileprivate func shifted(by dx: Double) -> Hand {
    var hand = self
    for joint in Joint.allCases {
      hand[joint]?.position.x += dx
    }
    return hand
  }
}

extension CoordinateSpace {
  /// Returns the raw point this space shows at a display point: the
  /// inverse of ``displayPoint(_:)``.
  func rawPoint(_ display: Point) -> Point {
    var point = display
    if isMirrored { point.x = 1 - point.x }
    var raw: Point
    switch orientation {
    case .up: raw = point
    case .right: raw = Point(x: point.y, y: 1 - point.x)
    case .down: raw = Point(x: 1 - point.x, y: 1 - point.y)
    case .left: raw = Point(x: 1 - point.y, y: point.x)
    }
    if origin == .bottomLeft { raw.y = 1 - raw.y }
    return raw
  }
}
