extension PoseDescription {
  /// Checks that the description can match a hand and says what it means.
  ///
  /// - Parameter key: The configuration key it is read from, such as
  ///   `poses.custom[2]`, which errors name.
  /// - Throws: A ``ConfigurationError`` naming the key and the field: a
  ///   name that is empty, too long or has other characters than letters,
  ///   digits, `-` and `_`, or is `none`, which names no pose where poses
  ///   are evaluated and expected; a digit's states with bits that name no
  ///   state (a ``PoseClassifier/DigitStates`` made from a raw value); a
  ///   digit allowed no state (a finger, which is never `alongside`, must
  ///   allow `extended`, `curled` or `neither`); a
  ///   tolerance not above 0, or above 90 degrees with its margin (naming
  ///   both, with their values); two
  ///   directions for one digit; a touch of the thumb itself, two of one
  ///   finger or a touch's ratio not finite and above 0; a dwell or
  ///   release delay outside 0-10 s.
  public func validate(key: String) throws(ConfigurationError) {
    try ConfigurationError.checkName(name, key: key + ".name")
    guard name != "none" else {
      throw ConfigurationError(
        key: key + ".name",
        reason: "must not be none, which means no pose"
      )
    }
    for digit in Finger.allCases
    where !states(of: digit).subtracting(.any).isEmpty {
      throw ConfigurationError(
        key: key + "." + digit.rawValue,
        reason: "has bits that name no state (raw value "
          + "\(states(of: digit).rawValue)): only extended, curled, neither "
          + "and alongside"
      )
    }
    guard !thumb.isEmpty else {
      throw ConfigurationError(
        key: key + ".thumb",
        reason: "must allow at least one state"
      )
    }
    for finger in [Finger.index, .middle, .ring, .little] {
      guard
        !states(of: finger).intersection([.extended, .curled, .neither])
          .isEmpty
      else {
        throw ConfigurationError(
          key: key + "." + finger.rawValue,
          reason: "must allow extended, curled or neither (a finger is "
            + "never alongside)"
        )
      }
    }
    guard heldToleranceMargin.isFinite, heldToleranceMargin >= 0 else {
      throw ConfigurationError(
        key: key + ".heldToleranceMargin",
        reason: "must be a finite number of degrees, 0 or more"
      )
    }
    for (offset, requirement) in pointing.enumerated() {
      let field = key + ".pointing[\(offset)]"
      guard requirement.tolerance.isFinite, requirement.tolerance > 0 else {
        throw ConfigurationError(
          key: field + ".tolerance",
          reason: "must be a finite number of degrees above 0"
        )
      }
      guard requirement.tolerance + heldToleranceMargin <= 90 else {
        throw ConfigurationError.pair(
          field + ".tolerance",
          requirement.tolerance,
          "plus",
          key + ".heldToleranceMargin",
          heldToleranceMargin,
          trailer: " must be at most 90 degrees"
        )
      }
      guard
        !pointing[..<offset].contains(where: { $0.digit == requirement.digit })
      else {
        throw ConfigurationError(
          key: field + ".digit",
          reason: "names \(requirement.digit.rawValue) a second time"
        )
      }
    }
    for (offset, touch) in touches.enumerated() {
      let field = key + ".touches[\(offset)].finger"
      guard touch.finger != .thumb else {
        throw ConfigurationError(
          key: field,
          reason: "must be a finger: the thumb tip cannot touch itself"
        )
      }
      guard !touches[..<offset].contains(where: { $0.finger == touch.finger })
      else {
        throw ConfigurationError(
          key: field,
          reason: "names \(touch.finger.rawValue) a second time"
        )
      }
      if let ratio = touch.ratio, !(ratio.isFinite && ratio > 0) {
        throw ConfigurationError(
          key: key + ".touches[\(offset)].ratio",
          reason: "must be a finite number of thumb lengths above 0, or null"
        )
      }
    }
    for (field, value) in [("dwell", dwell), ("releaseDelay", releaseDelay)] {
      if let value, !(value.isFinite && value >= 0 && value <= 10) {
        throw ConfigurationError(
          key: key + "." + field,
          reason: "must be a number of seconds from 0 to 10, or null"
        )
      }
    }
  }
}
