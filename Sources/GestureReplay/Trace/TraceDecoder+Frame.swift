import GestureCore

extension TraceDecoder {
  /// Decodes one frame: `{"t": seconds, "hands": [...]}`.
  ///
  /// `t` must be a finite number; `hands` may be absent (no hand seen) but
  /// otherwise must be an array of at most ``maximumHandCount`` hands.
  /// Whether `t` goes backwards is the caller's to check.
  ///
  /// - Parameter value: The frame's value.
  /// - Returns: The frame.
  /// - Throws: A problem whose path is within the frame.
  static func frame(_ value: JSONValue) throws(TraceProblem) -> Frame {
    let object = try object(value)
    let time = try finite(try required("t", in: object), "t")
    guard let handsValue = object["hands"] else { return Frame(time: time) }
    let elements = try array(handsValue, "hands")
    if let problem = handCountProblem(elements.count) { throw problem }
    var hands: [Hand] = []
    hands.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let hand = try within(.key("hands"), .index(index)) {
        () throws(TraceProblem) in try self.hand(element)
      }
      hands.append(hand)
    }
    return Frame(time: time, hands: hands)
  }

  /// Decodes one hand: chirality, score, identity, and `joints` or
  /// `landmarks`; a trace's frames and a pose file's samples hold hands
  /// alike.
  static func hand(_ value: JSONValue) throws(TraceProblem) -> Hand {
    let object = try object(value)
    var hand = Hand(chirality: try handChirality(in: object))
    if let score = optional("score", in: object) {
      hand.score = try unitInterval(score, "score")
    }
    if let id = optional("id", in: object) {
      hand.id = try handID(id)
    }
    let joints = optional("joints", in: object)
    let landmarks = optional("landmarks", in: object)
    if joints != nil && landmarks != nil {
      throw TraceProblem("joints and landmarks are both given; give one")
    }
    if let joints {
      try readJoints(joints, into: &hand)
    }
    if let landmarks {
      try readLandmarks(landmarks, into: &hand)
    }
    if let world = optional("worldLandmarks", in: object) {
      hand.worldLandmarks = try worldLandmarks(world)
    }
    return hand
  }

  /// Reads `joints`, an object keyed by joint name; a joint given twice
  /// (under two of its names) keeps its last value, and of a key given
  /// twice only the last member counts, as in every object of a trace.
  private static func readJoints(
    _ value: JSONValue,
    into hand: inout Hand
  ) throws(TraceProblem) {
    let object = try self.object(value, "joints")
    // Keys compared byte for byte, as joint names are.
    var keys = Set<[UInt8]>()
    let counts = object.members.indices.reversed().map { index in
      keys.insert(Array(object.members[index].key.utf8)).inserted
    }
    for (member, counts) in zip(object.members, counts.reversed())
    where counts {
      guard let joint = Joint(name: member.key) else {
        throw TraceProblem(
          "unknown joint name \(JSONValue.quoted(member.key))"
        ).within(.key("joints"))
      }
      hand[joint] = try within(.key("joints"), .key(member.key)) {
        () throws(TraceProblem) in try jointLandmark(member.value)
      }
    }
  }

  /// Reads `landmarks`, exactly 21 entries in ``Joint`` order.
  private static func readLandmarks(
    _ value: JSONValue,
    into hand: inout Hand
  ) throws(TraceProblem) {
    let elements = try array(value, "landmarks")
    guard elements.count == Joint.count else {
      throw TraceProblem(
        "landmarks has \(entries(elements.count)), expected \(Joint.count)"
      )
    }
    for (joint, element) in zip(Joint.allCases, elements) {
      hand[joint] = try within(.key("landmarks"), .index(joint.rawValue)) {
        () throws(TraceProblem) in try landmark(element)
      }
    }
  }

  /// Reads `worldLandmarks`, exactly 21 `[x, y, z]` in metres.
  private static func worldLandmarks(
    _ value: JSONValue
  ) throws(TraceProblem) -> [Point3D] {
    let elements = try array(value, "worldLandmarks")
    guard elements.count == Joint.count else {
      throw TraceProblem(
        "worldLandmarks has \(entries(elements.count)),"
          + " expected \(Joint.count)"
      )
    }
    var points: [Point3D] = []
    points.reserveCapacity(Joint.count)
    for (index, element) in elements.enumerated() {
      let point = try within(.key("worldLandmarks"), .index(index)) {
        () throws(TraceProblem) in try worldPoint(element)
      }
      points.append(point)
    }
    return points
  }

  /// Reads a hand's `id`: a finite number or a non-empty string.
  static func handID(_ value: JSONValue) throws(TraceProblem) -> HandID {
    switch value {
    case .number: return .number(try finite(value, "id"))
    case .string(let text) where !text.isEmpty: return .string(text)
    default:
      throw TraceProblem(
        "expected a number or a non-empty string, found \(value.summary)"
      ).within(.key("id"))
    }
  }

  /// Reads a hand's chirality: left, right or unknown (by default). `both`
  /// names events of two hands, never a hand.
  private static func handChirality(
    in object: JSONObject
  ) throws(TraceProblem) -> Chirality {
    guard let value = optional("chirality", in: object) else {
      return .unknown
    }
    if case .string(let text) = value,
      let chirality = Chirality(rawValue: text), chirality != .both
    {
      return chirality
    }
    let both =
      if case .string("both") = value {
        ", which names events of two hands, never a hand"
      } else {
        ""
      }
    throw TraceProblem(
      "expected left, right or unknown, found \(value.summary)\(both)"
    ).within(.key("chirality"))
  }
}
