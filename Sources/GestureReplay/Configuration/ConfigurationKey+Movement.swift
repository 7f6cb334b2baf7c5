import GestureCore

extension ConfigurationKey {
  /// The settings of `BuiltInStage.movement`: the movement
  /// signal and its thresholds, then the slider it drives.
  static let movementKeys: [ConfigurationKey] = [
    integer(
      "movement.medianWindow",
      "displacements the movement median is taken over, in frames",
      \.movement.medianWindow
    ),
    number(
      "movement.startThreshold",
      "a movement starts when the median exceeds this, normalized units",
      \.movement.startThreshold
    ),
    number(
      "movement.stopThreshold",
      "a movement stops when the median falls below this, normalized units",
      \.movement.stopThreshold
    ),
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
    optionalNumber(
      "movement.displacementStartThreshold",
      "palm sizes from where the hand rested that start a movement, or null",
      \.movement.displacementStartThreshold
    ),
    number(
      "movement.restRadius",
      "palm sizes a hand stays within to rest",
      \.movement.restRadius
    ),
    number(
      "movement.restTime",
      "seconds a hand stays within the rest radius to rest",
      \.movement.restTime
    ),
    boolean(
      "slider.isEnabled",
      "whether movements drive the slider",
      \.slider.isEnabled
    ),
    number(
      "slider.gain",
      "slider units per normalized unit of horizontal movement",
      \.slider.gain
    ),
    number("slider.minimum", "the slider's smallest value", \.slider.minimum),
    number("slider.maximum", "the slider's largest value", \.slider.maximum),
    number(
      "slider.initialValue",
      "the slider's value before the first movement",
      \.slider.initialValue
    ),
    numbers(
      "slider.values",
      "the allowed values of a discrete slider",
      \.slider.values
    ),
    optionalNumber(
      "slider.step",
      "the step of a discrete slider from minimum to maximum",
      \.slider.step
    ),
    strings(
      "slider.options",
      "the option names of a picker, each 1 to 40 letters, digits, - or _",
      \.slider.options
    ),
    boolean(
      "slider.referencesMovementStart",
      "whether the slider's reference is where the movement began",
      \.slider.referencesMovementStart
    ),
  ]
}
