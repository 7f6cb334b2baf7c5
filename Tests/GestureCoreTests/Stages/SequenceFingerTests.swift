import GestureCore
import Testing

/// A sequence step's `finger` against the configuration's pinches: a
/// pinch's events name a finger only with the secondary pinch on, and
/// there is a thumb-middle pinch only then.
@Suite("A sequence step's finger and the secondary pinch")
struct SequenceFingerTests {
  /// The configuration with a sequence of one step, holds and double
  /// pinches on, and the secondary pinch on or off.
  static func configuration(
    _ step: GestureSequence.Step,
    secondary: Bool
  ) -> GestureConfiguration {
    var configuration = GestureConfiguration.handKit
    configuration.hold.isEnabled = true
    configuration.doublePinch.isEnabled = true
    configuration.pinch.isSecondaryEnabled = secondary
    configuration.declareSequence(then: step)
    return configuration
  }

  @Test(
    "with the secondary pinch off, a step no pinch, hold or double pinch can make is refused",
    arguments: [
      (GestureSequence.Step(.pinch, finger: .index), "must not be set"),
      (GestureSequence.Step(.pinch, finger: .middle), "must not be set"),
      (GestureSequence.Step(.hold, finger: .middle), "must be index"),
      (GestureSequence.Step(.doublePinch, finger: .middle), "must be index"),
    ]
  )
  func refused(step: GestureSequence.Step, reason: String) {
    let configuration = Self.configuration(step, secondary: false)
    #expect {
      try configuration.validate()
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.key == "sequences[0].steps[1].finger"
        && error.reason.hasPrefix(reason)
        && error.reason.contains("pinch.isSecondaryEnabled")
    }
    // With the secondary pinch on, the same step is valid.
    let secondary = Self.configuration(step, secondary: true)
    #expect(throws: Never.self) { try secondary.validate() }
  }

  @Test(
    "steps the index finger's pinch, hold and double pinch make are valid without it",
    arguments: [
      GestureSequence.Step(.pinch),
      GestureSequence.Step(.hold, finger: .index),
      GestureSequence.Step(.doublePinch, finger: .index),
    ]
  )
  func valid(step: GestureSequence.Step) {
    let configuration = Self.configuration(step, secondary: false)
    #expect(throws: Never.self) { try configuration.validate() }
  }

  @Test("a pinch's steps are refused with the pinch off, secondary or not")
  func pinchOff() {
    var configuration = Self.configuration(
      .init(.hold, finger: .middle),
      secondary: true
    )
    configuration.pinch.isEnabled = false
    #expect {
      try configuration.validate()
    } throws: { error in
      (error as? ConfigurationError)?.key == "sequences[0].steps[0].gesture"
        && "\(error)".contains("which is off (pinch.isEnabled)")
    }
  }

  @Test("a pinch step comes: without a finger alone, with index beside middle")
  func recognized() {
    let pinches = [
      Hand.pinching(distance: PinchDistance.open),
      Hand.pinching(distance: PinchDistance.closed),
      Hand.pinching(distance: PinchDistance.open),
      Hand.pinching(distance: PinchDistance.closed),
    ]
    for (step, secondary) in [
      (GestureSequence.Step(.pinch), false),
      (GestureSequence.Step(.pinch, finger: .index), true),
    ] {
      var engine = GestureEngine(
        configuration: Self.configuration(step, secondary: secondary)
      )
      let events = Frame.sequence(pinches).flatMap { engine.process($0) }
      #expect(
        events.filter { $0.gesture == .sequence }.map(\.frame) == [3],
        "\(step)"
      )
    }
  }
}

extension GestureConfiguration {
  /// Declares one sequence: a pinch, then the step.
  fileprivate mutating func declareSequence(then step: GestureSequence.Step) {
    sequences = [
      GestureSequence(name: "twice", steps: [.init(.pinch), step])
    ]
  }
}
