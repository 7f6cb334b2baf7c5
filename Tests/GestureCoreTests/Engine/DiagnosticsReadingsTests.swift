import GestureCore
import Testing

/// A hand not seen shows no measurement of any stage: every reading the
/// stages wrote on the frames it was seen is cleared on the first frame
/// it is missing, while the states they are in stay.
@Suite("The diagnostics of a hand not seen")
struct DiagnosticsReadingsTests {
  /// adaptive with every stage that writes a reading on.
  static var everyReading: GestureConfiguration {
    var configuration = GestureConfiguration.adaptive
    configuration.pinch.isSecondaryEnabled = true
    configuration.pinch.reportsStrength = true
    configuration.facing.isEnabled = true
    configuration.hold.isEnabled = true
    configuration.swipe.isEnabled = true
    return configuration
  }

  /// The optional properties that a frame without the hand keeps: states
  /// (the pose held, a sequence's progress, the arbitration, the picker's
  /// option) and the thresholds of the settings.
  static let kept: Set<String> = [
    "pose", "sequence", "arbitration", "sliderOption", "pinchThresholds",
    "movementThresholds",
  ]

  /// Every reading a stage writes of a frame, by name.
  static func readings(
    _ diagnostics: HandDiagnostics
  ) -> KeyValuePairs<String, Bool> {
    [
      "trackedPoint": diagnostics.trackedPoint != nil,
      "pinchDistance": diagnostics.pinchDistance != nil,
      "displacement": diagnostics.displacement != nil,
      "movementSignal": diagnostics.movementSignal != nil,
      "swipeTravel": diagnostics.swipeTravel != nil,
      "holdDistance": diagnostics.holdDistance != nil,
      "pinchStrength": diagnostics.pinchStrength != nil,
      "middlePinchStrength": diagnostics.middlePinchStrength != nil,
      "palmFacingSignal": diagnostics.palmFacingSignal != nil,
    ]
  }

  /// Runs a whole hand for 12 frames at 32 fps, then a frame without it,
  /// and returns the diagnostics of the last frame with it and of the
  /// frame without it.
  static func seenThenLost(
    moving: Bool,
    pinch: Double
  ) throws -> (seen: HandDiagnostics, lost: HandDiagnostics) {
    var engine = GestureEngine(configuration: everyReading)
    for index in 0..<12 {
      let step = moving ? Double(index) / 64 : 0
      let hand = Hand.whole(wrist: Point(x: 0.25 + step, y: 0.75), pinch: pinch)
      _ = engine.process(Frame(time: Double(index) / 32, hands: [hand]))
    }
    let seen = try #require(engine.diagnostics.first)
    _ = engine.process(Frame(time: 12.0 / 32, hands: []))
    return (seen, try #require(engine.diagnostics.first))
  }

  @Test("every reading is cleared on the first frame without the hand")
  func cleared() throws {
    // A still pinching hand has the pinch's and the hold's readings, an
    // open moving one the movement's and the swipe's.
    let pinching = try Self.seenThenLost(moving: false, pinch: 1.0 / 256)
    let moving = try Self.seenThenLost(moving: true, pinch: 1.0 / 4)
    let seen = zip(Self.readings(pinching.seen), Self.readings(moving.seen))
    for (still, open) in seen {
      // Each reading is there while the hand is seen, so that its
      // clearing is tested.
      #expect(still.value || open.value, "\(still.key) never read")
    }
    // Every optional property, including one added after this test, is
    // cleared unless it is a state or a setting.
    for result in [pinching, moving] {
      for child in Mirror(reflecting: result.lost).children {
        guard let name = child.label, !Self.kept.contains(name) else {
          continue
        }
        let value = Mirror(reflecting: child.value)
        guard value.displayStyle == .optional else { continue }
        #expect(value.children.isEmpty, "\(name) kept")
      }
    }
    for result in [pinching, moving] {
      #expect(result.seen.isPresent)
      #expect(!result.lost.isPresent)
      // Within adaptive's loss timeout the states stay what they were.
      #expect(result.lost.pinchState == result.seen.pinchState)
      #expect(result.lost.movementState == result.seen.movementState)
      #expect(result.lost.sliderValue == result.seen.sliderValue)
    }
  }
}
