import GestureCore
import Testing

/// A frame stage that reports, for each hand, the states its reading
/// carries: a `state` event whose name is the movement's and pinch's
/// states and whose value is the slider's.
struct StatesRead: FrameStage {
  static let gesture = Gesture("state")

  var joints: JointSet { [] }

  mutating func update(_ hands: [HandReading], events: inout FrameEvents) {
    for hand in hands {
      events.emit(
        Self.gesture,
        .changed,
        hand: hand.hand,
        value: hand.sliderValue,
        name: "\(hand.movementState) \(hand.pinchState)"
      )
    }
  }
}

@Suite("A frame stage reads the states the frame left")
struct FrameStageStateTests {
  /// The left hand pinches, still; the right hand moves right 1/64 a
  /// frame, open, and pinches from frame 12 on while it goes on moving.
  static let frames: [Frame] = (0..<16).map { index in
    let right = 0.5 + Double(index) / 64
    return Frame(
      time: Double(index) / 30,
      hands: [
        FrameStageTests.hand(.left, x: 0.25, gap: 0.005),
        FrameStageTests.hand(.right, x: right, gap: index < 12 ? 0.05 : 0.005),
      ]
    )
  }

  @Test(
    "after the two-hand pinch: the movement it cancels is idle, its slider back",
    arguments: ["handKit", "adaptive"]
  )
  func afterTwoHandPinch(preset: String) {
    var configuration: GestureConfiguration =
      preset == "handKit" ? .handKit : .adaptive
    configuration.twoHandPinch.isEnabled = true
    configuration.relationships.pinchWithMovement = .simultaneous
    var engine = GestureEngine(
      configuration: configuration,
      frameStages: [StatesRead()]
    )
    var cancelled = false
    for frame in Self.frames {
      let events = engine.process(frame)
      cancelled =
        cancelled
        || events.contains { $0.gesture == .movement && $0.phase == .cancelled }
      let read = events.filter { $0.gesture == StatesRead.gesture }
      let after = engine.diagnostics.map {
        "\($0.hand) \($0.movementState) \($0.pinchState) \($0.sliderValue)"
      }
      #expect(
        read.map {
          "\($0.hand) \($0.name ?? "") \($0.value ?? .nan)"
        } == after,
        "frame \(engine.frameCount - 1)"
      )
    }
    // The scene does make the two-hand pinch cancel a movement.
    #expect(cancelled)
  }
}
