import GestureCore

/// Checks a frame before it is written, with the messages and field paths
/// that reading the written frame back would give.
enum TraceValidator {
  /// Checks a frame's time, and its hands' chirality, score, identity,
  /// landmarks and world landmarks.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - lastTime: The previous frame's time, in seconds, if any.
  /// - Throws: A problem whose path is within the frame.
  static func check(
    _ frame: Frame,
    after lastTime: Double?
  ) throws(TraceProblem) {
    try checkTime(of: frame, after: lastTime)
    if let problem = TraceDecoder.handCountProblem(frame.hands.count) {
      throw problem
    }
    for (index, hand) in frame.hands.enumerated() {
      try within(.key("hands"), .index(index)) { () throws(TraceProblem) in
        try check(hand)
      }
    }
  }

  /// Checks a frame's time: finite, and not earlier than the previous
  /// frame's.
  static func checkTime(
    of frame: Frame,
    after lastTime: Double?
  ) throws(TraceProblem) {
    let time = try TraceDecoder.finite(.number(frame.time), "t")
    if let lastTime, time < lastTime {
      throw TraceProblem(
        "t goes backwards: \(JSONWriter.numberText(time)) after"
          + " \(JSONWriter.numberText(lastTime))"
      )
    }
  }

  private static func check(_ hand: Hand) throws(TraceProblem) {
    guard hand.chirality != .both else {
      throw TraceProblem(
        "expected left, right or unknown, found \"both\", which names "
          + "events of two hands, never a hand"
      ).within(.key("chirality"))
    }
    _ = try TraceDecoder.unitInterval(.number(hand.score), "score")
    switch hand.id {
    case .number(let number)?: _ = try TraceDecoder.handID(.number(number))
    case .string(let text)?: _ = try TraceDecoder.handID(.string(text))
    case nil: break
    }
    let usesLandmarks = TraceEncoder.usesLandmarks(hand)
    for (joint, landmark) in hand.joints {
      let place: JSONPathComponent =
        usesLandmarks ? .index(joint.rawValue) : .key(joint.name)
      let list: JSONPathComponent = .key(usesLandmarks ? "landmarks" : "joints")
      try within(list, place) { () throws(TraceProblem) in
        try check(landmark)
      }
    }
    for (index, point) in (hand.worldLandmarks ?? []).enumerated() {
      try within(.key("worldLandmarks"), .index(index)) {
        () throws(TraceProblem) in
        _ = try TraceDecoder.finite(.number(point.x), "x")
        _ = try TraceDecoder.finite(.number(point.y), "y")
        _ = try TraceDecoder.finite(.number(point.z), "z")
      }
    }
  }

  private static func check(_ landmark: Landmark) throws(TraceProblem) {
    _ = try TraceDecoder.finite(.number(landmark.position.x), "x")
    _ = try TraceDecoder.finite(.number(landmark.position.y), "y")
    if let depth = landmark.depth {
      _ = try TraceDecoder.finite(.number(depth), "z")
    }
    _ = try TraceDecoder.unitInterval(
      .number(landmark.confidence),
      "confidence"
    )
  }
}
