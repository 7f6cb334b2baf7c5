import GestureCore
import Testing

/// The two-hand pinch's scale from finite landmarks is finite: a pinch
/// begun a subnormal distance apart, then apart by a normal one, reports
/// the largest finite scale, where it reported infinity.
@Suite("Two-hand pinch: a finite scale from any finite landmarks")
struct TwoHandPinchExtremeTests {
  /// A pinched hand at `x`, with an identity of its own.
  static func hand(_ x: Double, id: Double, _ chirality: Chirality) -> Hand {
    var hand = Hand.tips(
      thumb: Point(x: x, y: 0),
      index: Point(x: x, y: 0),
      chirality: chirality
    )
    hand.id = .number(id)
    return hand
  }

  @Test(
    "a pinch begun a subnormal distance apart reports finite scales",
    arguments: [0.5, 1e300]
  )
  func subnormalStart(apart: Double) {
    var configuration = GestureConfiguration.handKit
    configuration.twoHandPinch.isEnabled = true
    var engine = GestureEngine(configuration: configuration)
    var events = engine.process(
      Frame(
        time: 0,
        hands: [
          Self.hand(0, id: 1, .right),
          Self.hand(.leastNonzeroMagnitude, id: 2, .left),
        ]
      )
    )
    events += engine.process(
      Frame(
        time: 0.1,
        hands: [Self.hand(0, id: 1, .right), Self.hand(apart, id: 2, .left)]
      )
    )
    let scales = events.filter { $0.gesture == .twoHandPinch }
      .compactMap(\.scale)
    #expect(scales.first == 1)
    #expect(scales.last == .greatestFiniteMagnitude)
    #expect(engine.twoHandPinch?.scale == .greatestFiniteMagnitude)
  }
}

/// Two pinch points in one place make no line: no two-hand pinch begins
/// from them, and one begins at the first frame they lie apart.
@Suite("Two-hand pinch: two pinch points in one place")
struct TwoHandPinchCoincidentTests {
  /// A frame of two pinched hands: the right one's pinch point at x = 0,
  /// the left one's at `x`.
  static func frame(_ time: Double, leftAt x: Double) -> Frame {
    Frame(
      time: time,
      hands: [
        TwoHandPinchExtremeTests.hand(0, id: 1, .right),
        TwoHandPinchExtremeTests.hand(x, id: 2, .left),
      ]
    )
  }

  @Test(
    "begins only once the pinch points lie apart",
    arguments: [0, -0.0]
  )
  func beginsApart(sameX: Double) throws {
    var configuration = GestureConfiguration.handKit
    configuration.twoHandPinch.isEnabled = true
    var engine = GestureEngine(configuration: configuration)
    let together = engine.process(Self.frame(0, leftAt: sameX))
    #expect(!together.contains { $0.gesture == .twoHandPinch })
    #expect(engine.twoHandPinch == nil)
    let apart = engine.process(Self.frame(0.1, leftAt: 0.5))
    let began = try #require(apart.first { $0.gesture == .twoHandPinch })
    #expect(began.phase == .began)
    #expect(began.frame == 1)
    #expect(began.scale == 1)
    #expect(engine.twoHandPinch?.scale == 1)
    // Once begun, a frame with the points in one place keeps the reading.
    let stillTogether = engine.process(Self.frame(0.2, leftAt: sameX))
    #expect(!stillTogether.contains { $0.gesture == .twoHandPinch })
    #expect(engine.twoHandPinch?.scale == 1)
    #expect(engine.twoHandPinch?.rotation == 0)
  }
}
