extension GestureSequence {
  /// Checks that the sequence can be recognized and says what it means.
  ///
  /// - Parameter key: The configuration key it is read from, such as
  ///   `sequences[1]`, which errors name.
  /// - Throws: A ``ConfigurationError`` naming the key and the field: a
  ///   name that is empty, longer than 40 characters or has other
  ///   characters than letters, digits, `-` and `_`; no step; a step's
  ///   gesture that is not a gesture's name, or is `sequence`, whose events
  ///   make no step; a minimum duration outside 0-60 s, or above 0 on a
  ///   step whose phase is neither `began` nor left open; a maximum delay
  ///   not above 0 or above 60 s.
  public func validate(key: String) throws(ConfigurationError) {
    try ConfigurationError.checkName(name, key: key + ".name")
    guard !steps.isEmpty else {
      throw ConfigurationError(
        key: key + ".steps",
        reason: "must hold at least one step"
      )
    }
    for (offset, step) in steps.enumerated() {
      let field = key + ".steps[\(offset)]"
      guard step.gesture.isValidName else {
        throw ConfigurationError(
          key: field + ".gesture",
          reason: "must be a gesture's name: letters and digits, starting "
            + "with a letter"
        )
      }
      guard step.gesture != .sequence else {
        throw ConfigurationError(
          key: field + ".gesture",
          reason: "must not be sequence: a sequence's events are not steps "
            + "of another, so the step would never come"
        )
      }
      guard step.minimumDuration.isFinite, step.minimumDuration >= 0,
        step.minimumDuration <= 60
      else {
        throw ConfigurationError(
          key: field + ".minimumDuration",
          reason: "must be a number of seconds from 0 to 60"
        )
      }
      if step.minimumDuration > 0, let phase = step.phase, phase != .began {
        throw ConfigurationError(
          key: field + ".minimumDuration",
          reason: "must be 0 for a step made by a \(phase.rawValue) event, "
            + "which does not last"
        )
      }
      guard step.maximumDelay.isFinite, step.maximumDelay > 0,
        step.maximumDelay <= 60
      else {
        throw ConfigurationError(
          key: field + ".maximumDelay",
          reason: "must be a number of seconds above 0, at most 60"
        )
      }
    }
  }
}
