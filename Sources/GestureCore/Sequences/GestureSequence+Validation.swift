extension GestureSequence {
  /// Checks that the sequence can be recognized and says what it means.
  ///
  /// What depends on the rest of the configuration (a pose step's name, a
  /// step's finger with the secondary pinch off) is checked by
  /// ``GestureConfiguration/validate()``.
  ///
  /// - Parameter key: The configuration key it is read from, such as
  ///   `sequences[1]`, which errors name.
  /// - Throws: A ``ConfigurationError`` naming the key and the field: a
  ///   name that is empty, longer than 40 characters or has other
  ///   characters than letters, digits, `-` and `_`; no step; a step's
  ///   gesture that is not a gesture's name, or is `sequence`, whose events
  ///   make no step; a step no event of a built-in gesture can make (see
  ///   `Step.validateEvents(key:)`); a minimum duration outside 0-60 s, or
  ///   above 0 on a step whose phase is neither `began` nor left open; a
  ///   maximum delay not above 0 or above 60 s.
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
      try step.validateEvents(key: field)
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

extension GestureSequence.Step {
  /// Checks that an event of the step's gesture can make the step, for one
  /// of GestureCore's gestures (an app's own are not known here): a
  /// gesture whose events name one hand (not the two-hand pinch), a phase
  /// it reports (left open: `began` or `recognized`, one of which it must
  /// report), `began` among its phases for a minimum duration, and only
  /// the payloads it carries.
  ///
  /// - Parameter key: The step's configuration key, which errors name.
  /// - Throws: A ``ConfigurationError`` naming the field.
  func validateEvents(key: String) throws(ConfigurationError) {
    guard let form = BuiltInStage.eventForm(of: gesture) else { return }
    let never = ", so the step would never come"
    guard BuiltInStage.reporting(gesture)?.readsAllHands != true else {
      throw ConfigurationError(
        key: key + ".gesture",
        reason: "must not be \(gesture): its events name both hands, and a "
          + "sequence's steps are one hand's events" + never
      )
    }
    let phases =
      (form.phases.count == 1 ? "" : "one of ")
      + form.phases.map(\.rawValue).joined(separator: ", ")
    if let phase {
      guard form.phases.contains(phase) else {
        throw ConfigurationError(
          key: key + ".phase",
          reason: "must be \(phases): \(gesture) reports no "
            + "\(phase.rawValue) event" + never
        )
      }
    } else if !form.phases.contains(.began), !form.phases.contains(.recognized)
    {
      throw ConfigurationError(
        key: key + ".phase",
        reason: "must be given, \(phases): \(gesture) reports "
          + "neither began nor recognized, the phases a step without one "
          + "takes"
      )
    }
    if minimumDuration > 0, !form.phases.contains(.began) {
      throw ConfigurationError(
        key: key + ".minimumDuration",
        reason: "must be 0 for \(gesture), whose events do not last"
      )
    }
    if let finger, !form.fingers.isEmpty, !form.fingers.contains(finger) {
      throw ConfigurationError(
        key: key + ".finger",
        reason: "must be "
          + form.fingers.map(\.rawValue).joined(separator: " or ")
          + ": \(gesture)'s events name no \(finger.rawValue) finger" + never
      )
    }
    for (field, isSet, isCarried) in [
      ("name", name != nil, form.carriesName),
      ("direction", direction != nil, form.carriesDirection),
      ("finger", finger != nil, !form.fingers.isEmpty),
    ] where isSet && !isCarried {
      throw ConfigurationError(
        key: key + "." + field,
        reason: "must not be set: \(gesture)'s events carry no \(field)"
          + never
      )
    }
  }
}

extension GestureSequence.Step {
  /// Checks that an event of the configuration's pinches, holds or double
  /// pinches can carry the step's finger: with the secondary pinch off
  /// (``GestureConfiguration/Pinch-swift.struct/isSecondaryEnabled``), the
  /// thumb-index pinch is the only one, so a pinch's events carry no
  /// finger (the design contract's event table names it only when more
  /// than one pinch is on) and no event names the middle finger.
  ///
  /// - Parameters:
  ///   - key: The step's configuration key, which errors name.
  ///   - pinch: The configuration's pinch settings.
  /// - Throws: A ``ConfigurationError`` naming the finger.
  func validateFinger(
    key: String,
    pinch: GestureConfiguration.Pinch
  ) throws(ConfigurationError) {
    guard let finger, !(pinch.isEnabled && pinch.isSecondaryEnabled),
      let stage = BuiltInStage.reporting(gesture)
    else { return }
    let never = ", so the step would never come"
    switch stage {
    case .pinch:
      throw ConfigurationError(
        key: key + ".finger",
        reason: "must not be set with pinch.isSecondaryEnabled off: the "
          + "thumb-index pinch is the only one, and its events carry no "
          + "finger" + never
      )
    case .hold, .doublePinch:
      guard finger == .middle else { return }
      throw ConfigurationError(
        key: key + ".finger",
        reason: "must be index with pinch.isSecondaryEnabled off: there is "
          + "no thumb-middle pinch, and \(gesture)'s events name no middle "
          + "finger" + never
      )
    case .presence, .facing, .movement, .swipe, .pose, .sequence,
      .twoHandPinch:
      return
    }
  }
}
