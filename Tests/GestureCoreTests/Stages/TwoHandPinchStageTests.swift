import GestureCore
import Testing

/// One frame of a two-hand scene: each hand's pinch point (raw, top-left
/// and not mirrored unless the engine says otherwise) and whether it
/// pinches; a hand that is `nil` is not in the frame.
struct TwoHandScene {
  var left: (point: Point, pinched: Bool)?
  var right: (point: Point, pinched: Bool)?

  /// Both hands pinched at their points.
  static func pinched(_ left: Point, _ right: Point) -> TwoHandScene {
    TwoHandScene(left: (left, true), right: (right, true))
  }

  /// A hand whose thumb and index tips lie on either side of its pinch
  /// point along x, closed (1/128 apart) or open (1/16 apart), so that
  /// their midpoint is the point exactly for dyadic coordinates.
  static func hand(
    _ chirality: Chirality,
    _ point: Point,
    pinched: Bool
  ) -> Hand {
    let gap = pinched ? PinchDistance.closed : PinchDistance.open
    return .tips(
      thumb: Point(x: point.x - gap / 2, y: point.y),
      index: Point(x: point.x + gap / 2, y: point.y),
      chirality: chirality
    )
  }

  var hands: [Hand] {
    var hands: [Hand] = []
    if let left {
      hands.append(Self.hand(.left, left.point, pinched: left.pinched))
    }
    if let right {
      hands.append(Self.hand(.right, right.point, pinched: right.pinched))
    }
    return hands
  }
}

extension GestureConfiguration {
  /// handKit with the two-hand pinch on, reporting every change.
  static func twoHand(
    _ relationship: Relationship = .preempts,
    minimumScaleChange: Double = 0,
    minimumRotationChange: Double = 0
  ) -> GestureConfiguration {
    var configuration = GestureConfiguration.handKit
    configuration.twoHandPinch = TwoHandPinch(
      isEnabled: true,
      minimumScaleChange: minimumScaleChange,
      minimumRotationChange: minimumRotationChange
    )
    configuration.relationships.twoHandPinchWithMovement = relationship
    return configuration
  }
}

/// Runs scenes through an engine, one frame every 1/32 s.
func twoHandEvents(
  _ scenes: [TwoHandScene],
  configuration: GestureConfiguration = .twoHand(),
  coordinates: CoordinateSpace = .mediaPipe
) -> [GestureEvent] {
  var engine = GestureEngine(
    configuration: configuration,
    coordinates: coordinates
  )
  return Frame.sequence(scenes.map(\.hands)).flatMap { engine.process($0) }
}

/// The two-hand pinch's events among others.
func twoHand(_ events: [GestureEvent]) -> [GestureEvent] {
  events.filter { $0.gesture == .twoHandPinch }
}

/// Scenes of both hands pinched on a line about (0.5, 0.5), turned by
/// each angle (counterclockwise as seen, raw y down) at a half length.
func turning(
  _ angles: [Double],
  halfLength: Double = 0.25
) -> [TwoHandScene] {
  angles.map { angle in
    let dx = halfLength * cos(angle)
    let dy = -halfLength * sin(angle)
    return .pinched(
      Point(x: 0.5 - dx, y: 0.5 - dy),
      Point(x: 0.5 + dx, y: 0.5 + dy)
    )
  }
}

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("Two-hand pinch: began, changed, ended, cancelled")
struct TwoHandPinchStageTests {
  static let left = Point(x: 0.375, y: 0.5)
  static let right = Point(x: 0.625, y: 0.5)

  @Test("begins on the frame both hands are pinched, not before")
  func begins() throws {
    let events = twoHandEvents([
      TwoHandScene(left: (Self.left, false), right: (Self.right, false)),
      TwoHandScene(left: (Self.left, true), right: (Self.right, false)),
      .pinched(Self.left, Self.right),
      .pinched(Self.left, Self.right),
    ])
    let pinch = twoHand(events)
    #expect(pinch.map(\.phase) == [.began])
    let began = try #require(pinch.first)
    #expect(began.frame == 2)
    #expect(began.hand == .both)
    #expect(began.scale == 1 && began.rotation == 0)
    // After each hand's own events of the frame, the right pinch's among
    // them.
    let index = try #require(events.firstIndex(of: began))
    #expect(index == events.count - 1 || events[index + 1].frame > 2)
    #expect(
      events[..<index].contains {
        $0.frame == 2 && $0.gesture == .pinch && $0.hand == .right
      }
    )
  }

  @Test("is off in both presets: no event, whatever the hands do")
  func offByDefault() {
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      #expect(!configuration.twoHandPinch.isEnabled)
      let events = twoHandEvents(
        [.pinched(Self.left, Self.right), .pinched(Self.left, Self.right)],
        configuration: configuration
      )
      #expect(twoHand(events).isEmpty)
    }
  }

  @Test("one hand letting go ends it, with the last scale and rotation")
  func ends() throws {
    let wider = Point(x: 0.75, y: 0.5)
    let events = twoHand(
      twoHandEvents([
        .pinched(Self.left, Self.right),
        .pinched(Self.left, Point(x: 0.6875, y: 0.5)),
        .pinched(Self.left, wider),
        TwoHandScene(left: (Self.left, true), right: (wider, false)),
        TwoHandScene(left: (Self.left, true), right: (wider, false)),
      ])
    )
    #expect(events.map(\.phase) == [.began, .changed, .changed, .ended])
    // 0.3125 / 0.25 and 0.375 / 0.25: dyadic, exact.
    #expect(events.map(\.scale) == [1, 1.25, 1.5, 1.5])
    #expect(events.map(\.rotation) == [0, 0, 0, 0])
    #expect(events.last?.frame == 3)
  }

  @Test("a hand lost cancels it at once in handKit")
  func lostCancels() {
    let events = twoHand(
      twoHandEvents([
        .pinched(Self.left, Self.right),
        TwoHandScene(left: (Self.left, true), right: nil),
        .pinched(Self.left, Self.right),
      ])
    )
    // The right hand keeps its pinch while away (handKit), so both pinch
    // again when it returns.
    #expect(events.map(\.phase) == [.began, .cancelled, .began])
    #expect(events.map(\.frame) == [0, 1, 2])
  }

  @Test(
    "with a loss timeout, a hand away within it changes nothing; beyond it, cancels",
    arguments: [(7, false), (9, true)]
  )
  func lossTimeout(framesAway: Int, cancels: Bool) {
    var configuration = GestureConfiguration.twoHand()
    configuration.hands.lossTimeout = 0.25  // 8 frames of 1/32 s
    var scenes: [TwoHandScene] = [.pinched(Self.left, Self.right)]
    scenes += Array(
      repeating: TwoHandScene(left: (Self.left, true), right: nil),
      count: framesAway
    )
    scenes.append(.pinched(Self.left, Self.right))
    let events = twoHand(twoHandEvents(scenes, configuration: configuration))
    if cancels {
      // Lost 9 frames (0.28125 s) after it was last seen.
      #expect(events.map(\.phase) == [.began, .cancelled, .began])
      #expect(events.map(\.frame) == [0, 9, 10])
    } else {
      #expect(events.map(\.phase) == [.began])
    }
  }

  @Test(
    "a changed needs more than the minimum change of scale",
    arguments: [(1.0 / 256, false), (2.0 / 256, true)]
  )
  func scaleThreshold(step: Double, reports: Bool) {
    // 1/256 over 0.25 is exactly 1/64, the minimum: not more.
    let events = twoHand(
      twoHandEvents(
        [
          .pinched(Self.left, Self.right),
          .pinched(Self.left, Point(x: Self.right.x + step, y: 0.5)),
        ],
        configuration: .twoHand(
          minimumScaleChange: 1.0 / 64,
          minimumRotationChange: 1
        )
      )
    )
    #expect(events.map(\.phase) == (reports ? [.began, .changed] : [.began]))
  }

  @Test(
    "a changed needs more than the minimum change of rotation",
    arguments: [(0.0099, false), (0.0101, true)]
  )
  func rotationThreshold(angle: Double, reports: Bool) {
    let events = twoHand(
      twoHandEvents(
        turning([0, angle]),
        configuration: .twoHand(
          minimumScaleChange: 1,
          minimumRotationChange: 0.01
        )
      )
    )
    #expect(events.map(\.phase) == (reports ? [.began, .changed] : [.began]))
  }

  @Test("a change below the minimum is reported once the sum exceeds it")
  func changesAccumulate() {
    let events = twoHand(
      twoHandEvents(
        turning([0, 0.006, 0.012]),
        configuration: .twoHand(
          minimumScaleChange: 1,
          minimumRotationChange: 0.01
        )
      )
    )
    #expect(events.map(\.phase) == [.began, .changed])
    #expect(isClose(events[1].rotation, to: 0.012, within: 1e-9))
  }

  @Test("the rotation is counterclockwise positive as the user sees it")
  func sign() throws {
    // The right hand rises and the left falls on the screen (raw y down,
    // not mirrored): counterclockwise.
    let events = twoHand(twoHandEvents(turning([0, 0.25])))
    let rotation = try #require(events.last?.rotation)
    #expect(isClose(rotation, to: 0.25, within: 1e-9))
    let clockwise = twoHand(twoHandEvents(turning([0, -0.25])))
    #expect(isClose(clockwise.last?.rotation, to: -0.25, within: 1e-9))
  }

  @Test("the rotation unwraps: one and a quarter turns read 2.5 pi")
  func unwraps() throws {
    let angles = (0...50).map { Double($0) * 2.5 * .pi / 50 }
    let events = twoHand(twoHandEvents(turning(angles)))
    let rotations = events.compactMap(\.rotation)
    #expect(isClose(rotations.last, to: 2.5 * .pi, within: 1e-9))
    // Continuous: no jump of a turn where the line passes a half turn.
    for (a, b) in zip(rotations, rotations.dropFirst()) {
      #expect(b > a && b - a < 0.2)
    }
    // And back the other way, past minus a half turn.
    let back = twoHand(twoHandEvents(turning(angles.map { -$0 })))
    #expect(isClose(back.last?.rotation, to: -2.5 * .pi, within: 1e-9))
  }

  @Test("the scale and rotation do not depend on the image's aspect")
  func squareUnits() throws {
    // On a 2:1 image, a raw turn is not a turn on the screen: the same
    // display line measured in square units.
    let angles = [0.0, 0.3]
    var wide = CoordinateSpace.mediaPipe
    wide.imageSize = ImageSize(width: 2000, height: 1000)
    let scenes = angles.map { angle -> TwoHandScene in
      // Screen half-length 0.25 (square units), its raw y stretched.
      let dx = 0.25 * cos(angle)
      let dy = -0.25 * sin(angle) * 2
      return .pinched(
        Point(x: 0.5 - dx, y: 0.5 - dy),
        Point(x: 0.5 + dx, y: 0.5 + dy)
      )
    }
    let events = twoHand(twoHandEvents(scenes, coordinates: wide))
    #expect(isClose(events.last?.rotation, to: 0.3, within: 1e-9))
    #expect(isClose(events.last?.scale, to: 1, within: 1e-9))
  }

  @Test("the live reading gives the hands, scale and rotation")
  func liveReading() throws {
    var engine = GestureEngine(configuration: .twoHand())
    _ = engine.process(
      Frame(time: 0, hands: TwoHandScene.pinched(Self.left, Self.right).hands)
    )
    let reading = try #require(engine.twoHandPinch)
    #expect(reading.first == .left && reading.second == .right)
    #expect(reading.scale == 1 && reading.rotation == 0)
    _ = engine.process(
      Frame(
        time: 1.0 / 32,
        hands: TwoHandScene.pinched(Self.left, Point(x: 0.875, y: 0.5)).hands
      )
    )
    #expect(engine.twoHandPinch?.scale == 2)
    let diagnostics = engine.diagnostics
    #expect(diagnostics.map(\.twoHandPinchScale) == [2, 2])
    _ = engine.process(
      Frame(
        time: 2.0 / 32,
        hands: TwoHandScene(left: (Self.left, true), right: (Self.right, false))
          .hands
      )
    )
    #expect(engine.twoHandPinch == nil)
    #expect(engine.diagnostics.map(\.twoHandPinchScale) == [nil, nil])
  }
}
