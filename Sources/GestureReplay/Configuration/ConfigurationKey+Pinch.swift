import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.pinch`: both pinches'
  /// thresholds in each unit, the fist rule, the secondary pinch, the
  /// strength and the palm facing a pinch requires.
  static let pinchKeys: [ConfigurationKey] = [
    boolean(
      "pinch.isEnabled",
      "whether pinches are recognized",
      \.pinch.isEnabled
    ),
    number(
      "pinch.enterThreshold",
      "a pinch begins when thumb-index distance is below this, normalized units",
      \.pinch.enterThreshold
    ),
    number(
      "pinch.exitThreshold",
      "a pinch ends when thumb-index distance is above this, normalized units",
      \.pinch.exitThreshold
    ),
    boolean(
      "pinch.isHandRelative",
      "whether pinch distances are divided by the hand's palm size",
      \.pinch.isHandRelative
    ),
    number(
      "pinch.relativeEnterThreshold",
      "a pinch begins below this distance, in palm sizes",
      \.pinch.relativeEnterThreshold
    ),
    number(
      "pinch.relativeExitThreshold",
      "a pinch ends above this distance, in palm sizes",
      \.pinch.relativeExitThreshold
    ),
    boolean(
      "pinch.usesWorldLandmarks",
      "whether world landmarks, when present, measure pinches in metres",
      \.pinch.usesWorldLandmarks
    ),
    number(
      "pinch.worldEnterThreshold",
      "a pinch begins below this distance, in metres",
      \.pinch.worldEnterThreshold
    ),
    number(
      "pinch.worldExitThreshold",
      "a pinch ends above this distance, in metres",
      \.pinch.worldExitThreshold
    ),
    boolean(
      "pinch.rejectsFist",
      "whether a closed fist is kept from beginning a pinch",
      \.pinch.rejectsFist
    ),
    number(
      "pinch.fistCurlRatio",
      "a finger is curled when its tip is nearer the wrist than this times "
        + "its knuckle (image)",
      \.pinch.fistCurlRatio
    ),
    number(
      "pinch.worldFistCurlRatio",
      "the same curl ratio in world landmarks",
      \.pinch.worldFistCurlRatio
    ),
    boolean(
      "pinch.isSecondaryEnabled",
      "whether a thumb-middle pinch is recognized too (finger: middle)",
      \.pinch.isSecondaryEnabled
    ),
    boolean(
      "pinch.reportsStrength",
      "whether each frame's pinch strength (0 open to 1 closed) is in the "
        + "diagnostics, the timeline and the plot",
      \.pinch.reportsStrength
    ),
    choice(
      "pinch.requiresPalmFacing",
      "the way the palm must face for a pinch to begin: any, toward or "
        + "away (the camera)",
      \.pinch.requiresPalmFacing
    ),
  ]
}
