import GestureCore

/// Writes a trace's parts as deterministic JSON.
///
/// Keys come in a fixed order; optional members are left out when they
/// hold their default (a confidence or score of 1, a `within` of 0). A hand
/// whose 21 joints all have a depth is written as `landmarks`, any other as
/// `joints`.
enum TraceEncoder {
  /// Writes a whole trace as it is, checking nothing: a non-finite number
  /// is written as `NaN`, `Infinity` or `-Infinity`, so that reading it
  /// back names the field. ``Trace/encoded(as:)`` checks first.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - format: The layout.
  /// - Returns: The text's bytes, ending with a newline.
  static func trace(_ trace: Trace, as format: TraceFormat) -> [UInt8] {
    var writer = JSONWriter()
    openHeader(trace.header, into: &writer)
    switch format {
    case .json:
      writer.raw(",\"frames\":[")
      for (index, frame) in trace.frames.enumerated() {
        writer.raw(index == 0 ? "\n" : ",\n")
        self.frame(frame, into: &writer)
      }
      writer.raw(trace.frames.isEmpty ? "]}\n" : "\n]}\n")
    case .jsonLines:
      writer.raw("}\n")
      for frame in trace.frames {
        self.frame(frame, into: &writer)
        writer.raw("\n")
      }
    }
    return writer.bytes
  }

  /// Writes a header object's members, without its closing brace.
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - writer: Where to write.
  static func openHeader(_ header: TraceHeader, into writer: inout JSONWriter) {
    var isFirst = true
    writer.raw("{")
    writer.key("version", isFirst: &isFirst)
    writer.integer(header.version)
    if let source = header.source {
      writer.key("source", isFirst: &isFirst)
      writer.string(source)
    }
    if let frameRate = header.frameRate {
      writer.key("frameRate", isFirst: &isFirst)
      writer.number(frameRate)
    }
    writer.key("coordinates", isFirst: &isFirst)
    coordinates(header.coordinates, into: &writer)
    if let size = header.coordinates.imageSize {
      writer.key("imageSize", isFirst: &isFirst)
      writer.numbers([size.width, size.height])
    }
    expectationSet(
      ExpectationSet(
        expectations: header.expectations,
        ignoredEvents: header.ignoredEvents
      ),
      into: &writer,
      isFirst: &isFirst
    )
    if !header.expectationsByConfiguration.isEmpty {
      writer.key("expectFor", isFirst: &isFirst)
      writer.raw("{")
      var isFirstSet = true
      for name in header.expectationsByConfiguration.keys.sorted() {
        guard let set = header.expectationsByConfiguration[name] else {
          continue
        }
        if !isFirstSet { writer.raw(",") }
        isFirstSet = false
        writer.string(name)
        writer.raw(":{")
        var isFirstMember = true
        if let configuration = set.configuration {
          writer.key("configuration", isFirst: &isFirstMember)
          writer.bytes.append(
            contentsOf: configuration.changedSettingsJSON.utf8
          )
        }
        expectationSet(set, into: &writer, isFirst: &isFirstMember)
        writer.raw("}")
      }
      writer.raw("}")
    }
  }

  /// Writes `expect` and `expectIgnoring`, each only when not empty.
  private static func expectationSet(
    _ set: ExpectationSet,
    into writer: inout JSONWriter,
    isFirst: inout Bool
  ) {
    if !set.expectations.isEmpty {
      writer.key("expect", isFirst: &isFirst)
      writer.raw("[")
      for (index, expectation) in set.expectations.enumerated() {
        if index > 0 { writer.raw(",") }
        self.expectation(expectation, into: &writer)
      }
      writer.raw("]")
    }
    if !set.ignoredEvents.isEmpty {
      writer.key("expectIgnoring", isFirst: &isFirst)
      writer.raw("[")
      for (index, pattern) in set.ignoredEvents.enumerated() {
        if index > 0 { writer.raw(",") }
        writer.string(pattern.description)
      }
      writer.raw("]")
    }
  }

  private static func coordinates(
    _ space: CoordinateSpace,
    into writer: inout JSONWriter
  ) {
    var isFirst = true
    writer.raw("{")
    writer.key("origin", isFirst: &isFirst)
    writer.string(space.origin.rawValue)
    writer.key("mirrored", isFirst: &isFirst)
    writer.bool(space.isMirrored)
    writer.key("orientation", isFirst: &isFirst)
    writer.string(space.orientation.rawValue)
    writer.raw("}")
  }

  private static func expectation(
    _ expectation: Expectation,
    into writer: inout JSONWriter
  ) {
    var isFirst = true
    writer.raw("{")
    writer.key("gesture", isFirst: &isFirst)
    writer.string(expectation.gesture.rawValue)
    writer.key("phase", isFirst: &isFirst)
    writer.string(expectation.phase.rawValue)
    writer.key("t", isFirst: &isFirst)
    writer.number(expectation.time)
    if expectation.within != 0 {
      writer.key("within", isFirst: &isFirst)
      writer.number(expectation.within)
    }
    if let hand = expectation.hand {
      writer.key("hand", isFirst: &isFirst)
      writer.string(hand.rawValue)
    }
    if let track = expectation.track {
      writer.key("track", isFirst: &isFirst)
      writer.integer(track)
    }
    measure(
      expectation.value,
      "value",
      tolerance: expectation.tolerance,
      "tolerance",
      into: &writer,
      isFirst: &isFirst
    )
    if let direction = expectation.direction {
      writer.key("direction", isFirst: &isFirst)
      writer.string(direction.rawValue)
    }
    if let name = expectation.name {
      writer.key("name", isFirst: &isFirst)
      writer.string(name)
    }
    if let finger = expectation.finger {
      writer.key("finger", isFirst: &isFirst)
      writer.string(finger.rawValue)
    }
    measure(
      expectation.scale,
      "scale",
      tolerance: expectation.scaleTolerance,
      "scaleTolerance",
      into: &writer,
      isFirst: &isFirst
    )
    measure(
      expectation.rotation,
      "rotation",
      tolerance: expectation.rotationTolerance,
      "rotationTolerance",
      into: &writer,
      isFirst: &isFirst
    )
    writer.raw("}")
  }

  /// Writes an expected number under its key, if given, and its
  /// tolerance under its own, if not 0.
  private static func measure(
    _ value: Double?,
    _ key: StaticString,
    tolerance: Double,
    _ toleranceKey: StaticString,
    into writer: inout JSONWriter,
    isFirst: inout Bool
  ) {
    if let value {
      writer.key(key, isFirst: &isFirst)
      writer.number(value)
    }
    if tolerance != 0 {
      writer.key(toleranceKey, isFirst: &isFirst)
      writer.number(tolerance)
    }
  }

  /// Writes a frame object: `{"t":...,"hands":[...]}`.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - writer: Where to write.
  static func frame(_ frame: Frame, into writer: inout JSONWriter) {
    writer.raw("{\"t\":")
    writer.number(frame.time)
    writer.raw(",\"hands\":[")
    for (index, hand) in frame.hands.enumerated() {
      if index > 0 { writer.raw(",") }
      self.hand(hand, into: &writer)
    }
    writer.raw("]}")
  }

  /// Returns whether a hand is written as `landmarks` rather than `joints`:
  /// when all 21 joints are present, each with a depth.
  static func usesLandmarks(_ hand: Hand) -> Bool {
    Joint.allCases.allSatisfy { hand[$0]?.depth != nil }
  }

  private static func hand(_ hand: Hand, into writer: inout JSONWriter) {
    var isFirst = true
    writer.raw("{")
    writer.key("chirality", isFirst: &isFirst)
    writer.string(hand.chirality.rawValue)
    if hand.score != 1 {
      writer.key("score", isFirst: &isFirst)
      writer.number(hand.score)
    }
    switch hand.id {
    case .number(let number)?:
      writer.key("id", isFirst: &isFirst)
      writer.number(number)
    case .string(let text)?:
      writer.key("id", isFirst: &isFirst)
      writer.string(text)
    case nil:
      break
    }
    if usesLandmarks(hand) {
      writer.key("landmarks", isFirst: &isFirst)
      landmarks(hand, into: &writer)
    } else if hand.jointCount > 0 {
      writer.key("joints", isFirst: &isFirst)
      joints(hand, into: &writer)
    }
    if let world = hand.worldLandmarks {
      writer.key("worldLandmarks", isFirst: &isFirst)
      writer.raw("[")
      for (index, point) in world.enumerated() {
        if index > 0 { writer.raw(",") }
        writer.numbers([point.x, point.y, point.z])
      }
      writer.raw("]")
    }
    writer.raw("}")
  }

  /// Writes `[[x,y,z],[x,y,z,confidence],...]`, 21 entries.
  private static func landmarks(_ hand: Hand, into writer: inout JSONWriter) {
    writer.raw("[")
    for (index, (_, landmark)) in hand.joints.enumerated() {
      if index > 0 { writer.raw(",") }
      var numbers = [landmark.position.x, landmark.position.y]
      numbers.append(landmark.depth ?? 0)
      if landmark.confidence != 1 { numbers.append(landmark.confidence) }
      writer.numbers(numbers)
    }
    writer.raw("]")
  }

  /// Writes `{"name":[x,y],"name":[x,y,confidence],"name":{...}}`; a joint
  /// with a depth is written as an object, since `[x, y, z]` would be read
  /// as `[x, y, confidence]`.
  private static func joints(_ hand: Hand, into writer: inout JSONWriter) {
    writer.raw("{")
    for (index, (joint, landmark)) in hand.joints.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.string(joint.name)
      writer.raw(":")
      if let depth = landmark.depth {
        var isFirst = true
        writer.raw("{")
        writer.key("x", isFirst: &isFirst)
        writer.number(landmark.position.x)
        writer.key("y", isFirst: &isFirst)
        writer.number(landmark.position.y)
        writer.key("z", isFirst: &isFirst)
        writer.number(depth)
        if landmark.confidence != 1 {
          writer.key("confidence", isFirst: &isFirst)
          writer.number(landmark.confidence)
        }
        writer.raw("}")
      } else {
        var numbers = [landmark.position.x, landmark.position.y]
        if landmark.confidence != 1 { numbers.append(landmark.confidence) }
        writer.numbers(numbers)
      }
    }
    writer.raw("}")
  }
}
