import GestureCore

extension FastTraceDecoder {
  /// The joints in ``Joint`` order, made once (`allCases` makes an array
  /// at each call).
  private static let jointsInOrder = Joint.allCases

  /// Decodes one hand object at the current position.
  ///
  /// - Parameter depth: The nesting level of the hand object.
  /// - Returns: The hand, as ``TraceDecoder`` decodes it.
  /// - Throws: ``Miss`` when the generic path must read the hand.
  mutating func hand(depth: Int) throws(Miss) -> Hand {
    try consume(UInt8(ascii: "{"))
    skipWhitespace()
    var hand = Hand()
    // One bit per member read, so that a duplicate is a miss.
    var seen: UInt8 = 0
    if peek() == UInt8(ascii: "}") {
      position += 1
      return hand
    }
    try members { (decoder, key) throws(Miss) in
      let bit: UInt8
      if decoder.key(key, is: "landmarks") {
        bit = 1
        try decoder.landmarks(into: &hand, depth: depth + 1)
      } else if decoder.key(key, is: "chirality") {
        bit = 2
        hand.chirality = try decoder.chirality()
      } else if decoder.key(key, is: "score") {
        bit = 4
        let score = try decoder.number()
        guard (0...1).contains(score) else { throw Miss() }
        hand.score = score
      } else if decoder.key(key, is: "worldLandmarks") {
        bit = 8
        hand.worldLandmarks = try decoder.worldLandmarks(depth: depth + 1)
      } else if decoder.key(key, is: "joints") {
        bit = 16
        try decoder.joints(into: &hand, depth: depth + 1)
      } else if decoder.key(key, is: "id") {
        bit = 32
        hand.id = try decoder.handID(depth: depth)
      } else {
        try decoder.skipValue(inside: depth)
        return
      }
      guard seen & bit == 0 else { throw Miss() }
      seen |= bit
    }
    // Both `landmarks` and `joints` is an error, for the generic path.
    guard seen & 17 != 17 else { throw Miss() }
    return hand
  }

  /// Reads a hand's `id`: a number straight from the bytes, anything else
  /// through the generic parser (a string may hold escapes).
  private mutating func handID(depth: Int) throws(Miss) -> HandID {
    let byte = peek()
    if byte == UInt8(ascii: "-")
      || (UInt8(ascii: "0")...UInt8(ascii: "9"))
        .contains(byte)
    {
      return .number(try number())
    }
    return try generic(inside: depth) { (value) throws(TraceProblem) in
      try TraceDecoder.handID(value)
    }
  }

  /// Reads `"left"`, `"right"` or `"unknown"`.
  private mutating func chirality() throws(Miss) -> Chirality {
    let range = try keyString()
    if key(range, is: "right") { return .right }
    if key(range, is: "left") { return .left }
    if key(range, is: "unknown") { return .unknown }
    throw Miss()
  }

  /// Reads `landmarks`: exactly 21 entries, `[x, y, z]`,
  /// `[x, y, z, confidence]` or an object, in ``Joint`` order.
  private mutating func landmarks(
    into hand: inout Hand,
    depth: Int
  ) throws(Miss) {
    try consume(UInt8(ascii: "["))
    skipWhitespace()
    var count = 0
    try elements { (decoder, index) throws(Miss) in
      guard index < Joint.count else { throw Miss() }
      let landmark: Landmark
      if decoder.peek() == UInt8(ascii: "[") {
        landmark = try decoder.landmarkArray()
      } else {
        landmark = try decoder.generic(inside: depth) {
          (value) throws(TraceProblem) in try TraceDecoder.landmark(value)
        }
      }
      hand[Self.jointsInOrder[index]] = landmark
      count = index + 1
    }
    guard count == Joint.count else { throw Miss() }
  }

  /// Reads `[x, y, z]` or `[x, y, z, confidence]`.
  @inline(__always)
  private mutating func landmarkArray() throws(Miss) -> Landmark {
    position += 1
    skipWhitespace()
    // Read all the numbers, then convert them: their divisions overlap.
    let x = try scanNumber()
    try separator(UInt8(ascii: ","))
    let y = try scanNumber()
    try separator(UInt8(ascii: ","))
    let z = try scanNumber()
    skipWhitespace()
    var confidence = JSONNumber(significand: 1, scale: 0, isNegative: false)
    if peek() == UInt8(ascii: ",") {
      position += 1
      skipWhitespace()
      confidence = try scanNumber()
      skipWhitespace()
    }
    try consume(UInt8(ascii: "]"))
    let landmark = Landmark(
      x: x.value,
      y: y.value,
      depth: z.value,
      confidence: confidence.value
    )
    guard (0...1).contains(landmark.confidence) else { throw Miss() }
    return landmark
  }

  /// Reads `worldLandmarks`: exactly 21 `[x, y, z]` or objects.
  private mutating func worldLandmarks(
    depth: Int
  ) throws(Miss) -> [Point3D] {
    try consume(UInt8(ascii: "["))
    skipWhitespace()
    var points: [Point3D] = []
    points.reserveCapacity(Joint.count)
    try elements { (decoder, index) throws(Miss) in
      guard index < Joint.count else { throw Miss() }
      if decoder.peek() == UInt8(ascii: "[") {
        decoder.position += 1
        decoder.skipWhitespace()
        let x = try decoder.number()
        try decoder.separator(UInt8(ascii: ","))
        let y = try decoder.number()
        try decoder.separator(UInt8(ascii: ","))
        let z = try decoder.number()
        decoder.skipWhitespace()
        try decoder.consume(UInt8(ascii: "]"))
        points.append(Point3D(x: x, y: y, z: z))
      } else {
        points.append(
          try decoder.generic(inside: depth) {
            (value) throws(TraceProblem) in try TraceDecoder.worldPoint(value)
          }
        )
      }
    }
    guard points.count == Joint.count else { throw Miss() }
    return points
  }

  /// Reads `joints`: an object keyed by joint name, each value `[x, y]`,
  /// `[x, y, confidence]` or an object; a joint given twice keeps its last
  /// value.
  private mutating func joints(into hand: inout Hand, depth: Int) throws(Miss) {
    try consume(UInt8(ascii: "{"))
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return
    }
    try members { (decoder, key) throws(Miss) in
      let name = UnsafeBufferPointer(rebasing: decoder.bytes[key])
      guard let joint = JointNameTable.joint(named: name) else {
        throw Miss()
      }
      if decoder.peek() == UInt8(ascii: "[") {
        hand[joint] = try decoder.jointArray()
      } else {
        hand[joint] = try decoder.generic(inside: depth) {
          (value) throws(TraceProblem) in try TraceDecoder.jointLandmark(value)
        }
      }
    }
  }

  /// Reads `[x, y]` or `[x, y, confidence]`.
  private mutating func jointArray() throws(Miss) -> Landmark {
    position += 1
    skipWhitespace()
    let x = try number()
    try separator(UInt8(ascii: ","))
    let y = try number()
    skipWhitespace()
    var confidence = 1.0
    if peek() == UInt8(ascii: ",") {
      position += 1
      skipWhitespace()
      confidence = try number()
      guard (0...1).contains(confidence) else { throw Miss() }
      skipWhitespace()
    }
    try consume(UInt8(ascii: "]"))
    return Landmark(x: x, y: y, confidence: confidence)
  }
}
