extension PoseClassifier {
  /// Reads a hand's shape as the rules are written: each distance with
  /// `hypot`, each ratio divided out. ``shape(of:in:gate:)`` comes here
  /// only when its quicker reading (`quickShape(of:)`) cannot be sure of
  /// the same answer.
  func exactShape(of joints: JointPoints) -> Shape? {
    Self.exactShape(of: joints, settings: settings)
  }

  /// `exactShape(of:)` with the settings passed in: the engine's reading
  /// calls it without needing a copy of the whole classifier.
  static func exactShape(
    of joints: JointPoints,
    settings: GestureConfiguration.Poses
  ) -> Shape? {
    func point(_ joint: Joint) -> Point? {
      guard let point = joints.square(joint), point.isFinite else {
        return nil
      }
      return point
    }
    guard let wrist = point(.wrist), let thumbMCP = point(.thumbMP),
      let thumbTip = point(.thumbTip), let littleMCP = point(.littleMCP)
    else { return nil }
    var states = (
      DigitState.neither, DigitState.neither, DigitState.neither,
      DigitState.neither, DigitState.neither
    )
    let thumbBase = thumbMCP.distance(to: littleMCP)
    guard thumbBase > 0, thumbBase.isFinite else { return nil }
    states.0 = Self.state(
      ratio: thumbTip.distance(to: littleMCP) / thumbBase,
      extended: settings.thumbExtendedRatio,
      curled: settings.thumbFoldedRatio
    )
    var shortestKnuckle = Double.infinity
    var longestKnuckle = 0.0
    var indexMCP = Point.zero
    var indexTip = Point.zero
    var middleMCP = Point.zero
    for (knuckleJoint, pipJoint, tipJoint) in Self.fingers {
      guard let knuckle = point(knuckleJoint), let pip = point(pipJoint),
        let tip = point(tipJoint)
      else { return nil }
      let base = wrist.distance(to: pip)
      guard base > 0, base.isFinite else { return nil }
      let state = Self.state(
        ratio: wrist.distance(to: tip) / base,
        extended: settings.fingerExtendedRatio,
        curled: settings.fingerCurledRatio
      )
      let knuckleDistance = wrist.distance(to: knuckle)
      shortestKnuckle = Swift.min(shortestKnuckle, knuckleDistance)
      longestKnuckle = Swift.max(longestKnuckle, knuckleDistance)
      switch knuckleJoint {
      case .indexMCP:
        states.1 = state
        indexMCP = knuckle
        indexTip = tip
      case .middleMCP:
        states.2 = state
        middleMCP = knuckle
      case .ringMCP: states.3 = state
      default: states.4 = state
      }
    }
    guard let indexDIP = point(.indexDIP), let middleDIP = point(.middleDIP),
      let indexPIP = point(.indexPIP), let middlePIP = point(.middlePIP)
    else { return nil }
    let touches =
      thumbTip.distance(to: indexTip)
      < settings.thumbTouchRatio * thumbMCP.distance(to: thumbTip)
    if states.0 != .curled {
      // A thumb resting on the fingers is alongside them; an extended one
      // must be away from them, and not on the index tip (a pinch).
      let nearest = Swift.min(
        Swift.min(
          thumbTip.distance(to: indexPIP),
          thumbTip.distance(to: indexDIP)
        ),
        Swift.min(
          thumbTip.distance(to: middlePIP),
          thumbTip.distance(to: middleDIP)
        )
      )
      if nearest < settings.thumbAlongsideRatio * longestKnuckle {
        states.0 = .alongside
      } else if states.0 == .extended,
        touches || !(nearest > settings.thumbAwayRatio * longestKnuckle)
      {
        states.0 = .neither
      }
    }
    let palmLength = wrist.distance(to: middleMCP)
    let palmWidth = indexMCP.distance(to: littleMCP)
    guard palmLength > 0, longestKnuckle > 0, longestKnuckle.isFinite
    else { return nil }
    let fourCurled =
      states.1 == .curled && states.2 == .curled && states.3 == .curled
      && states.4 == .curled
    let readable =
      palmWidth / palmLength > settings.minimumPalmWidth
      && (fourCurled
        || shortestKnuckle / longestKnuckle > settings.minimumKnuckleRatio)
    return Shape(
      states: states,
      thumbDirection: Self.direction(
        from: thumbMCP,
        to: thumbTip,
        verticalShare: settings.thumbVerticalShare
      ),
      indexDirection: Self.direction(from: indexMCP, to: indexTip),
      isPalmReadable: readable,
      thumbTouchesIndex: touches
    )
  }
}
