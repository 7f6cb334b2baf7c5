import GestureCore
import Testing

@Suite("GestureEngine: pinch and confidence gate")
struct GestureEnginePinchTests {
  /// Frames of the right hand pinching at the given distances, index tip
  /// fixed at (0.5, 0.5) so that nothing moves.
  static func pinchFrames(
    _ distances: [Double],
    thumbConfidence: Double = 1,
    indexConfidence: Double = 1
  ) -> [Frame] {
    Frame.sequence(
      distances.map {
        Hand.pinching(
          distance: $0,
          thumbConfidence: thumbConfidence,
          indexConfidence: indexConfidence
        )
      }
    )
  }

  @Test("pinch, hold, release, pinch again: two began, nothing while held")
  func pinchHoldReleasePinchAgain() {
    let d = PinchDistance.self
    let frames = Self.pinchFrames([
      d.open, d.closed, d.closed, d.closed, d.between, d.open, d.closed,
      d.closed, d.open,
    ])
    var engine = GestureEngine()
    let events = engine.run(frames)
    #expect(Marble(events, gesture: .pinch) == "-b---e b-e")
    #expect(
      Marble(events, gestures: [.hand, .movement, .slider]) == "f--------"
    )
    let began = events.joined().filter {
      $0.gesture == .pinch && $0.phase == .began
    }
    #expect(began.map(\.frame) == [1, 6])
    #expect(events[2...4].allSatisfy { $0.isEmpty })
  }

  @Test(
    "pinches only strictly below 0.015 and releases only strictly above 0.03",
    arguments: zip(
      [
        [0.015, 0.0149999, 0.03, 0.0300001],
        [
          Double(0.015).nextDown, Double(0.03).nextDown, 0.03,
          Double(0.03).nextUp,
        ],
        [0.02, 0.015, 0.0150001, 0.01],
      ],
      ["-b-e", "b--e", "---b"] as [Marble]
    )
  )
  func thresholds(distances: [Double], expected: Marble) {
    // The index tip sits at x = 0 and the thumb tip at x = d, so the
    // engine measures hypot(0 - d, 0) = d exactly, whatever d is.
    let frames = Frame.sequence(
      distances.map {
        Hand.tips(thumb: Point(x: $0, y: 0.5), index: Point(x: 0, y: 0.5))
      }
    )
    var engine = GestureEngine()
    let events = engine.run(frames)
    #expect(Marble(events, gesture: .pinch) == expected)
    #expect(Marble(events, gestures: [.movement, .slider]) == "----")
  }

  @Test(
    "needs both the thumb tip and the index tip to pass the gate",
    arguments: zip(
      [(1, 1), (0.7, 0.7), (0.69, 1), (1, 0.69), (0.69, 0.69), (.nan, 1)],
      ["-b-", "-b-", "---", "---", "---", "---"] as [Marble]
    )
  )
  func bothTipsGated(confidences: (Double, Double), expected: Marble) {
    let (thumb, index) = confidences
    let pinched = Hand.pinching(
      distance: PinchDistance.closed,
      thumbConfidence: thumb,
      indexConfidence: index
    )
    let hands: [Hand?] = [
      .pinching(distance: PinchDistance.open), pinched, pinched,
    ]
    var engine = GestureEngine()
    let events = engine.run(Frame.sequence(hands))
    #expect(Marble(events, gesture: .pinch) == expected)
  }

  @Test("a frame failing the gate changes no pinch state")
  func gatedFrameKeepsPinch() {
    let hands: [Hand?] = [
      .pinching(distance: PinchDistance.closed),
      // Wide open, but the thumb fails the gate: no release.
      .pinching(distance: 0.25, thumbConfidence: 0.5),
      .pinching(distance: PinchDistance.between),
      .pinching(distance: PinchDistance.open),
    ]
    var engine = GestureEngine()
    let events = engine.run(Frame.sequence(hands))
    #expect(Marble(events, gesture: .pinch) == "b--e")
    #expect(Marble(events, gesture: .hand) == "f---")
  }

  @Test("reports a gated frame's pinch distance as unknown")
  func gatedDiagnostics() throws {
    var engine = GestureEngine()
    _ = engine.process(
      Frame(time: 0, hands: [.pinching(distance: 0.25, indexConfidence: 0.2)])
    )
    let diagnostics = try #require(engine.diagnostics.first)
    #expect(diagnostics.isPresent)
    #expect(diagnostics.pinchDistance == nil)
    #expect(diagnostics.trackedPoint == nil)
    #expect(diagnostics.pinchState == .open)
  }
}
