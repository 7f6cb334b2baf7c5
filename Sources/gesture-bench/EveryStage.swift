import GestureCore

extension GestureConfiguration {
  /// A configuration with every stage on that its preset leaves off: the
  /// thumb-middle pinch, the pinch strength, the palm's facing, holds
  /// (after 0.2 s, so that the benchmark's pinches, closed 0.45 s at most,
  /// make holds that begin and end), double pinches (of a first pinch up
  /// to 0.6 s and a release up to 2 s, so that the right hand's two
  /// pinches, 1.5 s apart, make one and the left hand's pinch is single),
  /// the two-hand pinch, swipes, poses and two sequences, one of a pinch
  /// and a slider, which the benchmark's hands make, and one of poses. The
  /// allocation proof runs it beside the presets, so that a stage that
  /// allocates on some frame is found even though the presets leave it
  /// off.
  ///
  /// - Parameters:
  ///   - base: The preset to start from.
  ///   - pinchWithDoublePinch: The pinch's relationship with the double
  ///     pinch: `awaitsFailureOf` holds the pinch's events back, and takes
  ///     them out of the frame's events and puts them back later.
  ///   - inputs: What the inputs it runs on are, if not the benchmark's
  ///     own, to name the proof.
  /// - Returns: The preset with every stage on, named after it (and
  ///   `PinchAwaitsDoublePinch` when the pinch awaits the double pinch).
  static func withEveryStage(
    _ base: GestureConfiguration,
    pinchWithDoublePinch: GestureConfiguration.Relationship = .simultaneous,
    inputs: String = ""
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "\(base.name)EveryStage\(inputs)"
    if pinchWithDoublePinch == .awaitsFailureOf {
      configuration.name += "PinchAwaitsDoublePinch"
    }
    // One case a stage: a stage added to GestureCore does not compile
    // here until the proof says how it turns it on.
    for stage in BuiltInStage.allCases {
      switch stage {
      case .presence, .movement:
        break  // always on
      case .facing:
        configuration.facing.isEnabled = true
      case .pinch:
        configuration.pinch.isSecondaryEnabled = true
        configuration.pinch.reportsStrength = true
      case .doublePinch:
        configuration.doublePinch.isEnabled = true
        configuration.doublePinch.maximumPinchDuration = 0.6
        configuration.doublePinch.maximumInterval = 2
        configuration.relationships.pinchWithDoublePinch = pinchWithDoublePinch
      case .hold:
        configuration.hold.isEnabled = true
        configuration.hold.minimumDuration = 0.2
      case .swipe:
        configuration.swipe.isEnabled = true
      case .pose:
        configuration.poses.isEnabled = true
      case .sequence:
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
      case .twoHandPinch:
        configuration.twoHandPinch.isEnabled = true
      }
    }
    return configuration
  }
}
