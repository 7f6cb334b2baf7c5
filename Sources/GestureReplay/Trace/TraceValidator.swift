import GestureCore

/// Checks a trace, a header or a frame before it is written, with the
/// messages and field paths that reading it back would give.
///
/// ``Trace/encoded(as:)``, ``Trace/write(toFile:format:)`` and
/// ``TraceRecorder`` all check through it, so that whatever they write
/// reads back.
enum TraceValidator {
  /// Checks a whole trace: its header, then its frames in order.
  ///
  /// - Parameter trace: The trace.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the first frame and field a reader would refuse.
  /// - Complexity: O(*n*) in the number of frames and joints.
  static func check(_ trace: Trace) throws(TraceError) {
    try check(trace.header)
    var lastTime: Double?
    for (index, frame) in trace.frames.enumerated() {
      do throws(TraceProblem) {
        try check(frame, after: lastTime)
      } catch {
        throw error.traceError(frame: index)
      }
      lastTime = frame.time
    }
  }

  /// Checks that written text fits the limits a file's reader keeps: a
  /// JSON document, or each line of JSON Lines, at most `limit` bytes.
  ///
  /// - Parameters:
  ///   - bytes: The text, as ``TraceEncoder`` writes it.
  ///   - format: Its layout.
  ///   - limit: The longest document or line a reader accepts, in bytes.
  /// - Throws: The ``TraceError`` reading the file would give.
  /// - Complexity: O(*n*) in the length of the text.
  static func checkLength(
    of bytes: [UInt8],
    format: TraceFormat,
    limit: Int
  ) throws(TraceError) {
    switch format {
    case .json:
      if bytes.count > limit {
        throw TraceLineSource.documentTooLong(limit: limit)
      }
    case .jsonLines:
      let lines = bytes.split(
        separator: 0x0A,
        omittingEmptySubsequences: false
      )
      for (index, line) in lines.enumerated() where line.count > limit {
        var error = TraceLineSource.lineTooLong(line: index + 1, limit: limit)
        // The header's line, then one line per frame.
        error.frame = index == 0 ? nil : index - 1
        throw error
      }
    }
  }

  /// Checks that a header reads back: its line, as written, read as a
  /// reader reads a trace's header.
  ///
  /// - Parameter header: The header.
  /// - Throws: A ``TraceError`` of kind ``TraceError/Kind/invalidData``
  ///   naming the field a reader would refuse.
  static func check(_ header: TraceHeader) throws(TraceError) {
    var writer = JSONWriter()
    TraceEncoder.openHeader(header, into: &writer)
    writer.raw("}")
    guard let value = try? JSONParser.parse(writer.bytes) else {
      preconditionFailure("A header written by TraceEncoder is JSON.")
    }
    do throws(TraceProblem) {
      _ = try TraceDecoder.header(value)
    } catch {
      throw error.traceError()
    }
  }

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
