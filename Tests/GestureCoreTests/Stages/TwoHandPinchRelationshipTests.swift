import GestureCore
import Testing

@Suite("Two-hand pinch: its relationship with each hand's movement")
struct TwoHandPinchRelationshipTests {
  /// The left hand pinches, still; the right hand moves right 1/64 a frame
  /// for 14 frames, open, pinches from frame 4 while it goes on moving,
  /// rests from frame 14, and lets go at frame 18.
  static let scenes: [TwoHandScene] = (0..<22).map { frame in
    let x = 0.5 + Double(min(frame, 13)) / 64
    return TwoHandScene(
      left: (Point(x: 0.25, y: 0.5), true),
      right: (Point(x: x, y: 0.5), (4..<18).contains(frame))
    )
  }

  static func kinds(_ events: [GestureEvent]) -> [String] {
    events.map { "\($0.hand.rawValue) \($0.gesture.rawValue) \($0.phase)" }
  }

  @Test("preempts: the two-hand pinch cancels the moving hand's slider first")
  func preempts() throws {
    let events = twoHandEvents(Self.scenes, configuration: .twoHand(.preempts))
    let began = try #require(
      events.firstIndex { $0.gesture == .twoHandPinch && $0.phase == .began }
    )
    #expect(events[began].frame == 4)
    let frame = events.filter { $0.frame == 4 }
    #expect(Self.kinds(frame).contains("right pinch began"))
    #expect(
      Self.kinds(frame).suffix(3) == [
        "right slider cancelled", "right movement cancelled",
        "both twoHandPinch began",
      ]
    )
    let ended = try #require(
      events.firstIndex { $0.gesture == .twoHandPinch && $0.phase == .ended }
    )
    #expect(events[ended].frame == 18)
    // While both pinch, neither moves a slider.
    let during = events[began..<ended]
    #expect(!during.contains { $0.gesture == .movement && $0.phase == .began })
    #expect(!during.contains { $0.gesture == .slider && $0.phase == .changed })
  }

  @Test(
    "a hand's sequences see the movement the two-hand pinch cancels",
    arguments: [GestureConfiguration.Relationship.preempts, .simultaneous]
  )
  func sequences(relationship: GestureConfiguration.Relationship) {
    // A movement held 0.3 s: the right hand's moves for 14 frames of
    // 1/32 s, unless the two-hand pinch cancels it at frame 4.
    var configuration = GestureConfiguration.twoHand(relationship)
    configuration.sequences = [
      GestureSequence(
        name: "slide",
        steps: [GestureSequence.Step(.movement, minimumDuration: 0.3)]
      )
    ]
    let events = twoHandEvents(Self.scenes, configuration: configuration)
    let recognized = events.filter { $0.gesture == .sequence }
    if relationship == .preempts {
      #expect(recognized.isEmpty, "\(Self.kinds(recognized))")
    } else {
      #expect(Self.kinds(recognized) == ["right sequence recognized"])
    }
  }

  @Test("simultaneous: each hand's movement goes on as if it were not there")
  func simultaneous() throws {
    let events = twoHandEvents(
      Self.scenes,
      configuration: .twoHand(.simultaneous)
    )
    #expect(!events.contains { $0.phase == .cancelled })
    let began = try #require(events.first { $0.gesture == .twoHandPinch })
    #expect(began.frame == 4)
    #expect(
      events.contains {
        $0.gesture == .slider && $0.phase == .changed && $0.frame > 4
      }
    )
    // The same hands' events as with the two-hand pinch off.
    let off = twoHandEvents(Self.scenes, configuration: .handKit)
    #expect(events.filter { $0.gesture != .twoHandPinch } == off)
  }

  @Test("exclusive: it waits for the moving hand to rest, and holds it back")
  func exclusive() throws {
    let events = twoHandEvents(Self.scenes, configuration: .twoHand(.exclusive))
    #expect(!events.contains { $0.phase == .cancelled })
    let stopped = try #require(
      events.first { $0.gesture == .movement && $0.phase == .ended }
    )
    let began = try #require(
      events.first { $0.gesture == .twoHandPinch && $0.phase == .began }
    )
    #expect(began.frame == stopped.frame)
    #expect(
      Self.kinds(events.filter { $0.frame == began.frame }).suffix(3) == [
        "right slider ended", "right movement ended", "both twoHandPinch began",
      ]
    )
  }

  @Test("the relationship is simultaneous, exclusive or preempts")
  func validation() {
    for relationship in GestureConfiguration.Relationship.allCases {
      var configuration = GestureConfiguration.handKit
      configuration.relationships.twoHandPinchWithMovement = relationship
      let allowed: [GestureConfiguration.Relationship] = [
        .simultaneous, .exclusive, .preempts,
      ]
      if allowed.contains(relationship) {
        #expect(throws: Never.self) { try configuration.validate() }
      } else {
        #expect {
          try configuration.validate()
        } throws: { error in
          (error as? ConfigurationError)?.key
            == "relationships.twoHandPinchWithMovement"
        }
      }
    }
    #expect(
      GestureConfiguration.handKit.relationships.twoHandPinchWithMovement
        == .preempts
    )
    #expect(
      GestureConfiguration.adaptive.relationships.twoHandPinchWithMovement
        == .preempts
    )
  }

  @Test(
    "the minimum changes are checked at each edge, the error naming the key",
    arguments: [
      ("twoHandPinch.minimumScaleChange", 0.0, true),
      ("twoHandPinch.minimumScaleChange", 1.0, true),
      ("twoHandPinch.minimumScaleChange", -0.001, false),
      ("twoHandPinch.minimumScaleChange", 1.001, false),
      ("twoHandPinch.minimumScaleChange", Double.nan, false),
      ("twoHandPinch.minimumRotationChange", 0.0, true),
      ("twoHandPinch.minimumRotationChange", Double.pi, true),
      ("twoHandPinch.minimumRotationChange", -0.001, false),
      ("twoHandPinch.minimumRotationChange", Double.pi + 0.001, false),
      ("twoHandPinch.minimumRotationChange", Double.infinity, false),
    ]
  )
  func minimumChanges(key: String, value: Double, isValid: Bool) {
    var configuration = GestureConfiguration.handKit
    if key == "twoHandPinch.minimumScaleChange" {
      configuration.twoHandPinch.minimumScaleChange = value
    } else {
      configuration.twoHandPinch.minimumRotationChange = value
    }
    if isValid {
      #expect(throws: Never.self) { try configuration.validate() }
    } else {
      #expect {
        try configuration.validate()
      } throws: { error in
        (error as? ConfigurationError)?.key == key
      }
    }
  }
}
