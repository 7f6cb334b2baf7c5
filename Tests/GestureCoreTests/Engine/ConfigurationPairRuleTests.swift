import GestureCore
import Testing

/// The rules that tie two settings together name both, with their values,
/// whichever of the two was changed.
@Suite("Configuration rules between two settings")
struct ConfigurationPairRuleTests {
  /// A configuration that breaks one rule, and the sentence that says so.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var configuration: GestureConfiguration
    var message: String

    init(
      _ description: String,
      _ message: String,
      _ change: (inout GestureConfiguration) -> Void
    ) {
      var configuration = GestureConfiguration.handKit
      change(&configuration)
      self.testDescription = description
      self.configuration = configuration
      self.message = message
    }
  }

  static let cases: [Case] = [
    Case(
      "pinch enter above exit",
      "The configuration's pinch.exitThreshold (0.03) must be at least "
        + "pinch.enterThreshold (0.04)."
    ) {
      $0.pinch.enterThreshold = 0.04
    },
    Case(
      "pinch exit below enter",
      "The configuration's pinch.exitThreshold (0.01) must be at least "
        + "pinch.enterThreshold (0.015)."
    ) {
      $0.pinch.exitThreshold = 0.01
    },
    Case(
      "relative pinch enter above exit",
      "The configuration's pinch.relativeEnterThreshold (0.5) must not "
        + "exceed pinch.relativeExitThreshold (0.4)."
    ) {
      $0.pinch.relativeEnterThreshold = 0.5
      $0.pinch.relativeExitThreshold = 0.4
    },
    Case(
      "world pinch enter above exit",
      "The configuration's pinch.worldEnterThreshold (0.05) must not "
        + "exceed pinch.worldExitThreshold (0.04)."
    ) {
      $0.pinch.worldEnterThreshold = 0.05
      $0.pinch.worldExitThreshold = 0.04
    },
    Case(
      "movement stop above start",
      "The configuration's movement.stopThreshold (0.02) must not exceed "
        + "movement.startThreshold (0.01)."
    ) {
      $0.movement.stopThreshold = 0.02
    },
    Case(
      "movement speed stop above start",
      "The configuration's movement.speedStopThreshold (0.3) must not "
        + "exceed movement.speedStartThreshold (0.2)."
    ) {
      $0.movement.speedStartThreshold = 0.2
      $0.movement.speedStopThreshold = 0.3
    },
    Case(
      "movement world speed stop above start",
      "The configuration's movement.worldSpeedStopThreshold (0.3) must not "
        + "exceed movement.worldSpeedStartThreshold (0.2)."
    ) {
      $0.movement.worldSpeedStartThreshold = 0.2
      $0.movement.worldSpeedStopThreshold = 0.3
    },
    Case(
      "displacement start not beyond the rest",
      "The configuration's movement.displacementStartThreshold (0.1) must be "
        + "greater than movement.restRadius (0.2), or null for none."
    ) {
      $0.movement.restRadius = 0.2
      $0.movement.displacementStartThreshold = 0.1
    },
    Case(
      "slider maximum below minimum",
      "The configuration's slider.maximum (10.0) must be at least "
        + "slider.minimum (20.0)."
    ) {
      $0.slider.minimum = 20
      $0.slider.maximum = 10
    },
    Case(
      "finger curled above extended",
      "The configuration's poses.fingerCurledRatio (1.5) must not exceed "
        + "poses.fingerExtendedRatio (1.25)."
    ) {
      $0.poses.fingerExtendedRatio = 1.25
      $0.poses.fingerCurledRatio = 1.5
    },
    Case(
      "thumb folded above extended",
      "The configuration's poses.thumbFoldedRatio (1.5) must not exceed "
        + "poses.thumbExtendedRatio (1.25)."
    ) {
      $0.poses.thumbExtendedRatio = 1.25
      $0.poses.thumbFoldedRatio = 1.5
    },
    Case(
      "thumb alongside above away",
      "The configuration's poses.thumbAlongsideRatio (1.5) must not exceed "
        + "poses.thumbAwayRatio (1.25)."
    ) {
      $0.poses.thumbAwayRatio = 1.25
      $0.poses.thumbAlongsideRatio = 1.5
    },
    Case(
      "a pointing tolerance and its margin above 90 degrees",
      "The configuration's poses.custom[0].pointing[0].tolerance (80.0) plus "
        + "poses.custom[0].heldToleranceMargin (11.0) must be at most 90 "
        + "degrees."
    ) {
      var pose = PoseDescription(name: "p")
      pose.pointing = [.init(.index, .up, within: 80)]
      pose.heldToleranceMargin = 11
      $0.poses.custom = [pose]
    },
  ]

  @Test("names both settings and their values", arguments: cases)
  func namesBoth(rule: Case) {
    let error = #expect(throws: ConfigurationError.self) {
      try rule.configuration.validate()
    }
    #expect(error?.description == rule.message)
  }
}
