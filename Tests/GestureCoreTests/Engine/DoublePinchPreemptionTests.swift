import GestureCore
import Testing

/// A double pinch whose pinch a movement cancels (`isPreemptedBy`): the
/// first pinch is forgotten, and, awaiting the double pinch's failure, the
/// pinch that was held back reports nothing, its `cancelled` included.
@Suite("GestureEngine: a double pinch's pinch cancelled by a movement")
struct DoublePinchPreemptionTests {
  /// A hand that pinches with `finger` from frame 2 and slides right by
  /// 1/16 a frame from frame 4 (a movement that begins within the pinch's
  /// first 0.4 s), then stops and lets go at frame 20.
  static func hands(_ finger: Finger) -> [Hand?] {
    (0..<30).map { index in
      var hand = HoldEngineTests.hand(
        pinched: finger == .index && index >= 2 && index < 20,
        offset: Point(x: Double(min(max(0, index - 4), 8)) / 16, y: 0)
      )
      if finger == .middle, index >= 2, index < 20,
        let tip = hand[.middleTip]
      {
        hand[.thumbTip] = Landmark(x: tip.position.x, y: tip.position.y)
      }
      return hand
    }
  }

  static func events(
    _ finger: Finger,
    _ relationship: GestureConfiguration.Relationship
  ) -> [GestureEvent] {
    let configuration = DoublePinchEngineTests.doubling(.handKit, relationship)
    {
      $0.pinch.isSecondaryEnabled = true
      $0.relationships.pinchWithMovement = .isPreemptedBy
      $0.relationships.middlePinchWithMovement = .isPreemptedBy
    }
    var engine = GestureEngine(configuration: configuration)
    return engine.run(Frame.sequence(hands(finger))).joined()
      .filter { $0.gesture == .pinch || $0.gesture == .doublePinch }
  }

  @Test(
    "simultaneous: the pinch begins and is cancelled; no double pinch",
    arguments: [Finger.index, .middle]
  )
  func simultaneous(finger: Finger) {
    let events = Self.events(finger, .simultaneous)
    #expect(events.map(\.phase) == [.began, .cancelled])
    #expect(events.allSatisfy { $0.gesture == .pinch && $0.finger == finger })
    #expect(events.first?.frame == 2)
  }

  @Test(
    "awaiting: the held-back pinch, cancelled, reports nothing",
    arguments: [Finger.index, .middle]
  )
  func awaiting(finger: Finger) {
    #expect(Self.events(finger, .awaitsFailureOf).isEmpty)
  }
}
