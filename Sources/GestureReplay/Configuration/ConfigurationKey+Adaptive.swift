import GestureCore

extension ConfigurationKey {
  /// The settings the adaptive configuration adds, in the same groups.
  static let adaptiveKeys: [ConfigurationKey] = [
    choice(
      "movement.measure",
      "perFrame (median displacement per frame) or speed (over a window)",
      \.movement.measure
    ),
    choice(
      "movement.point",
      "the point a movement follows: indexTip or palm",
      \.movement.point
    ),
    number(
      "movement.window",
      "the time the speed is measured over, in seconds",
      \.movement.window
    ),
    number(
      "movement.speedStartThreshold",
      "a movement starts above this speed, normalized units per second",
      \.movement.speedStartThreshold
    ),
    number(
      "movement.speedStopThreshold",
      "a movement stops below this speed, normalized units per second",
      \.movement.speedStopThreshold
    ),
    boolean(
      "movement.usesWorldLandmarks",
      "whether world landmarks, when present, measure the speed in m/s",
      \.movement.usesWorldLandmarks
    ),
    number(
      "movement.worldSpeedStartThreshold",
      "a movement starts above this speed, metres per second",
      \.movement.worldSpeedStartThreshold
    ),
    number(
      "movement.worldSpeedStopThreshold",
      "a movement stops below this speed, metres per second",
      \.movement.worldSpeedStopThreshold
    ),
    number(
      "movement.stopDelay",
      "seconds the signal must stay below the stop threshold to stop",
      \.movement.stopDelay
    ),
    number(
      "movement.medianSpan",
      "seconds of samples the speed's median filter takes, 0 for none",
      \.movement.medianSpan
    ),
    boolean(
      "movement.holdsThroughTurns",
      "whether a turn keeps a movement going (speed from a turn)",
      \.movement.holdsThroughTurns
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
      "slider.referencesMovementStart",
      "whether the slider's reference is where the movement began",
      \.slider.referencesMovementStart
    ),
    number(
      "hands.minimumScore",
      "a hand scoring below this counts as not seen, 0 to 1",
      \.hands.minimumScore
    ),
    optionalNumber(
      "hands.lossTimeout",
      "seconds a lost hand keeps its gestures before they are cancelled",
      \.hands.lossTimeout
    ),
    boolean(
      "smoothing.isEnabled",
      "whether landmark positions are smoothed by a One Euro filter",
      \.smoothing.isEnabled
    ),
    number(
      "smoothing.minimumCutoff",
      "the One Euro filter's cutoff at rest, in hertz",
      \.smoothing.minimumCutoff
    ),
    number(
      "smoothing.beta",
      "how fast the cutoff rises with speed, per unit per second",
      \.smoothing.beta
    ),
    number(
      "smoothing.derivativeCutoff",
      "the cutoff of the One Euro filter's speed estimate, in hertz",
      \.smoothing.derivativeCutoff
    ),
    choice(
      "arbitration",
      "independent, or exclusive (the first of pinch and movement wins)",
      \.arbitration
    ),
  ]
}
