import GestureCore

extension ReportWriter {
  /// The line above a timeline: the configuration's name, its confidence
  /// gate, what each stage is set to, and the relationships that are not
  /// `simultaneous` between gestures that are on.
  func thresholdsLine() -> String {
    let c = configuration
    var parts = [
      "configuration \(c.name)",
      "confidence >= \(Self.number(c.minimumConfidence))",
    ]
    for stage in BuiltInStage.allCases {
      parts += Self.settings(of: stage, in: c)
    }
    let relationships = Self.relationshipPhrases(c)
    if !relationships.isEmpty {
      parts.append(relationships.joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }

  /// The relationships that are not `simultaneous` between gestures that
  /// are on, as phrases such as "pinch preempts movement", in the order of
  /// the configuration's keys.
  static func relationshipPhrases(_ c: GestureConfiguration) -> [String] {
    let r = c.relationships
    let pinch = c.pinch.isEnabled
    let middle = pinch && c.pinch.isSecondaryEnabled
    let swipe = c.swipe.isEnabled
    let double = pinch && c.doublePinch.isEnabled
    let pairs: [(Bool, String, String, GestureConfiguration.Relationship)] = [
      (middle, "pinch", "middle pinch", r.pinchWithMiddlePinch),
      (pinch, "pinch", "movement", r.pinchWithMovement),
      (middle, "middle pinch", "movement", r.middlePinchWithMovement),
      (swipe, "movement", "swipe", r.movementWithSwipe),
      (pinch && swipe, "pinch", "swipe", r.pinchWithSwipe),
      (middle && swipe, "middle pinch", "swipe", r.middlePinchWithSwipe),
    ]
    let delay = number(r.failureDelay)
    let phrases: [String] = pairs.compactMap {
      isOn,
      first,
      second,
      relationship in
      guard isOn else { return nil }
      switch relationship {
      case .simultaneous: return nil
      case .exclusive: return "\(first) and \(second) exclusive"
      case .preempts: return "\(first) preempts \(second)"
      case .isPreemptedBy: return "\(second) preempts \(first)"
      case .awaitsFailureOf:
        return "\(first) awaits failure of \(second) (\(delay) s)"
      case .isAwaitedBy:
        return "\(second) awaits failure of \(first) (\(delay) s)"
      }
    }
    // The double pinch's wait is its own interval, not the failure delay;
    // it may be simultaneous or awaited, no other.
    guard double, r.pinchWithDoublePinch == .awaitsFailureOf else {
      return phrases
    }
    return phrases + ["pinch awaits failure of double pinch"]
  }

  /// What a stage is set to, in a few words for the timeline.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here what the timeline states of it (which may be nothing).
  ///
  /// - Parameters:
  ///   - stage: The stage.
  ///   - c: The configuration.
  /// - Returns: A part of the line per thing worth stating.
  static func settings(
    of stage: BuiltInStage,
    in c: GestureConfiguration
  ) -> [String] {
    switch stage {
    case .presence:
      return c.hands.lossTimeout.map { ["lost after \(number($0)) s"] } ?? []
    case .facing:
      guard c.readsPalmFacing else { return [] }
      return [
        "facing: margin \(number(c.facing.margin))"
          + (c.facing.usesWorldLandmarks ? " (world normal)" : "")
      ]
    case .pinch:
      return c.pinch.isEnabled ? [pinchSettings(c.pinch)] : []
    case .doublePinch:
      guard c.doublePinch.isEnabled, c.pinch.isEnabled else { return [] }
      return [
        "double pinch: first pinch <= "
          + "\(number(c.doublePinch.maximumPinchDuration)) s, second within "
          + "\(number(c.doublePinch.maximumInterval)) s"
      ]
    case .hold:
      guard c.hold.isEnabled, c.pinch.isEnabled else { return [] }
      let allowance =
        c.hold.isHandRelative
        ? "\(number(c.hold.relativeAllowableMovement)) palm sizes"
        : "\(number(c.hold.allowableMovement))"
      return [
        "hold: pinched >= \(number(c.hold.minimumDuration)) s, palm within "
          + allowance
      ]
    case .movement:
      var parts = [movementSettings(c.movement)]
      if c.slider.isEnabled {
        // What SliderControl builds: a picker, a discrete slider over its
        // values or over its range by steps, or a continuous one.
        let gain = number(c.slider.gain)
        let range = "\(number(c.slider.minimum))...\(number(c.slider.maximum))"
        if let options = c.slider.options {
          parts.append(
            "picker: gain \(gain), options "
              + options.joined(separator: ", ")
          )
        } else if let values = c.slider.values {
          parts.append(
            "slider: gain \(gain), values "
              + values.map(number).joined(separator: ", ")
          )
        } else if let step = c.slider.step {
          parts.append(
            "slider: gain \(gain), \(range) in steps of \(number(step))"
          )
        } else {
          parts.append("slider: gain \(gain), \(range)")
        }
      }
      return parts
    case .swipe:
      guard c.swipe.isEnabled else { return [] }
      let distance =
        c.swipe.isHandRelative
        ? "\(number(c.swipe.relativeMinimumDistance)) palm sizes"
        : "\(number(c.swipe.minimumDistance))"
      return [
        "swipe: travel > \(distance) within \(number(c.swipe.maximumDuration)) s"
      ]
    case .pose:
      guard c.poses.isEnabled else { return [] }
      return [
        "poses: after \(number(c.poses.dwell)) s, released after "
          + "\(number(c.poses.releaseDelay)) s"
      ]
    case .sequence:
      guard !c.sequences.isEmpty else { return [] }
      return [
        "sequences: " + c.sequences.map(\.name).joined(separator: ", ")
      ]
    case .twoHandPinch:
      guard c.twoHandPinch.isEnabled else { return [] }
      return [
        "two-hand pinch: changes > \(number(c.twoHandPinch.minimumScaleChange))"
          + " scale, > \(number(c.twoHandPinch.minimumRotationChange)) rad, "
          + "\(c.relationships.twoHandPinchWithMovement.rawValue) movement"
      ]
    }
  }

  private static func movementSettings(
    _ m: GestureConfiguration.Movement
  ) -> String {
    switch m.measure {
    case .perFrame:
      return "movement: median of \(m.medianWindow) displacements of the "
        + "\(m.point.rawValue), start > \(number(m.startThreshold)), stop < "
        + "\(number(m.stopThreshold)) per frame"
    case .speed:
      var text =
        "movement: \(m.point.rawValue) speed over \(number(m.window)) s, "
        + "start > \(number(m.speedStartThreshold)), stop < "
        + "\(number(m.speedStopThreshold)) units/s"
      if m.usesWorldLandmarks {
        text +=
          " (world: \(number(m.worldSpeedStartThreshold)), "
          + "\(number(m.worldSpeedStopThreshold)) m/s)"
      }
      if let threshold = m.displacementStartThreshold {
        text +=
          ", or > \(number(threshold)) palm sizes from where it rested "
          + "(within \(number(m.restRadius)) for \(number(m.restTime)) s)"
      }
      return text
    }
  }

  private static func pinchSettings(_ p: GestureConfiguration.Pinch) -> String {
    var text =
      p.isHandRelative
      ? "pinch: enter < \(number(p.relativeEnterThreshold)), exit > "
        + "\(number(p.relativeExitThreshold)) palm sizes"
      : "pinch: enter < \(number(p.enterThreshold)), exit > "
        + "\(number(p.exitThreshold))"
    if p.usesWorldLandmarks {
      text +=
        " (world: \(number(p.worldEnterThreshold)), "
        + "\(number(p.worldExitThreshold)) m)"
    }
    if p.rejectsFist { text += ", not in a fist" }
    if p.requiresPalmFacing != .any {
      text += ", palm \(p.requiresPalmFacing.rawValue)"
    }
    return text
  }

  private static func number(_ value: Double) -> String {
    NumberFormat.shortest(value)
  }
}
