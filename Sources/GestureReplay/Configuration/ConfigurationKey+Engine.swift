import GestureCore

extension ConfigurationKey {
  /// The engine's own settings, which no one stage owns: the name, the
  /// confidence gate, smoothing and the gestures' relationships.
  static let engineKeys: [ConfigurationKey] =
    [
      string("name", "the configuration's name, for reports", \.name),
      number(
        "minimumConfidence",
        "a landmark is used only with at least this confidence, 0 to 1",
        \.minimumConfidence
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
    ] + relationshipKeys

  /// The relationship of each pair of gestures, read from the first of
  /// the pair, and the wait for another gesture's failure.
  static let relationshipKeys: [ConfigurationKey] = [
    choice(
      "relationships.pinchWithMiddlePinch",
      "the thumb-index pinch's relationship with the thumb-middle pinch",
      \.relationships.pinchWithMiddlePinch
    ),
    choice(
      "relationships.pinchWithMovement",
      "the thumb-index pinch's relationship with the movement",
      \.relationships.pinchWithMovement
    ),
    choice(
      "relationships.middlePinchWithMovement",
      "the thumb-middle pinch's relationship with the movement",
      \.relationships.middlePinchWithMovement
    ),
    choice(
      "relationships.movementWithSwipe",
      "the movement's relationship with swipes",
      \.relationships.movementWithSwipe
    ),
    choice(
      "relationships.pinchWithSwipe",
      "the thumb-index pinch's relationship with swipes",
      \.relationships.pinchWithSwipe
    ),
    choice(
      "relationships.middlePinchWithSwipe",
      "the thumb-middle pinch's relationship with swipes",
      \.relationships.middlePinchWithSwipe
    ),
    choice(
      "relationships.twoHandPinchWithMovement",
      "the two-hand pinch's relationship with each hand's movement "
        + "(simultaneous, exclusive or preempts)",
      \.relationships.twoHandPinchWithMovement
    ),
    choice(
      "relationships.pinchWithDoublePinch",
      "a pinch's relationship with the double pinch of its finger "
        + "(simultaneous or awaitsFailureOf)",
      \.relationships.pinchWithDoublePinch
    ),
    number(
      "relationships.failureDelay",
      "how long a gesture waits for another to fail, in seconds",
      \.relationships.failureDelay
    ),
  ]
}
