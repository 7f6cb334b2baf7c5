import GestureCore

extension GestureConfiguration {
  /// A configuration with every stage on that its preset leaves off: the
  /// thumb-middle pinch, the pinch strength, the palm's facing, holds (after
  /// 0.2 s, so that the benchmark's pinches, closed 0.45 s at most, make
  /// holds that begin and end), the two-hand pinch, swipes, poses and two
  /// sequences, one of a pinch and a slider, which the benchmark's hands
  /// make, and one of poses. The allocation proof runs it beside the presets,
  /// so that a stage that allocates on some frame is found even though the
  /// presets leave it off.
  ///
  /// - Parameters:
  ///   - base: The preset to start from.
  ///   - inputs: What the inputs it runs on are, if not the benchmark's
  ///     own, to name the proof.
  /// - Returns: The preset with every stage on, named after it.
  static func withEveryStage(
    _ base: GestureConfiguration,
    inputs: String = ""
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "\(base.name)EveryStage\(inputs)"
    configuration.pinch.isSecondaryEnabled = true
    configuration.pinch.reportsStrength = true
    configuration.facing.isEnabled = true
    configuration.hold.isEnabled = true
    configuration.hold.minimumDuration = 0.2
    configuration.twoHandPinch.isEnabled = true
    configuration.swipe.isEnabled = true
    configuration.poses.isEnabled = true
    configuration.sequences = [
      GestureSequence(
        name: "pinchThenSlide",
        steps: [.init(.pinch), .init(.slider)]
      ),
      GestureSequence(
        name: "grab",
        steps: [
          .init(.pose, name: "openPalm", minimumDuration: 0.3),
          .init(.pose, name: "closedFist"),
        ]
      ),
    ]
    return configuration
  }
}
