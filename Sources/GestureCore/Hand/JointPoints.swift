/// A hand's joints through the confidence gate, in the display frame and
/// in square units, worked out once per frame for every recognizer to read.
///
/// The pinch, the fist rule, the movement, the swipe and the pose
/// classifier each read some of the same joints. Each used to gate and
/// transform its own; the engine now does it once per hand-frame, for the
/// joints its configuration reads, into a temporary allocation on the
/// stack (see ``withPoints(of:joints:in:gate:readsWorld:densely:_:)``).
///
/// A point is what the recognizers computed before, bit for bit:
/// `space.displayPoint(landmark.position)` for a landmark that passes the
/// gate, and `space.squarePoint` of that.
struct JointPoints {
  /// The display points, 21 of them in ``Joint`` order; only those of
  /// accepted joints are written.
  private let points: UnsafeMutablePointer<Point>
  /// The square points, in the same order: the 21 after the display
  /// points, or the display points themselves in a space whose square
  /// points are its display points.
  private let squares: UnsafeMutablePointer<Point>
  /// The joints that were read: bit *n* for the joint of raw value *n*.
  let read: UInt32
  /// The joints that were read and passed the gate.
  let accepted: UInt32
  /// The accepted joints whose square point is finite.
  let finiteSquares: UInt32
  /// The hand's world landmarks, when they were asked for and the hand
  /// has them.
  let world: [Point3D]?

  /// Every joint: bits 0 to 20.
  static let allJoints: UInt32 = (1 << Joint.count) - 1

  /// The set of the given joints, one bit each.
  static func set(_ joints: some Sequence<Joint>) -> UInt32 {
    joints.reduce(0) { $0 | 1 << $1.rawValue }
  }

  /// The joint's point in the display frame, or `nil` when the joint is
  /// missing or fails the gate.
  ///
  /// - Precondition: The joint was among those read (checked in debug
  ///   builds).
  @inline(__always)
  func display(_ joint: Joint) -> Point? {
    let bit: UInt32 = 1 << joint.rawValue
    assert(read & bit != 0, "\(joint) was not read")
    return accepted & bit == 0 ? nil : points[joint.rawValue]
  }

  /// The joint's point in the display frame, known to be accepted.
  ///
  /// - Precondition: The joint is in ``accepted`` (checked in debug
  ///   builds).
  @inline(__always)
  func acceptedDisplay(_ joint: Joint) -> Point {
    assert(accepted & 1 << joint.rawValue != 0, "\(joint) was not accepted")
    return points[joint.rawValue]
  }

  /// The joint's point in square units of the display frame (see
  /// ``CoordinateSpace/squarePoint(_:)``), or `nil` when the joint is
  /// missing or fails the gate. The point may not be finite.
  ///
  /// - Precondition: The joint was among those read (checked in debug
  ///   builds).
  @inline(__always)
  func square(_ joint: Joint) -> Point? {
    let bit: UInt32 = 1 << joint.rawValue
    assert(read & bit != 0, "\(joint) was not read")
    return accepted & bit == 0 ? nil : squares[joint.rawValue]
  }

  /// The joint's point in square units, known to be accepted and finite.
  ///
  /// - Precondition: The joint is in ``finiteSquares`` (checked in debug
  ///   builds).
  @inline(__always)
  func finiteSquare(_ joint: Joint) -> Point {
    assert(finiteSquares & 1 << joint.rawValue != 0, "\(joint) is not finite")
    return squares[joint.rawValue]
  }

  /// The joints ``palmSize()`` reads.
  static let palmSizeJoints = set(Hand.palmSegments.flatMap { [$0.0, $0.1] })

  /// The hand's palm size from its points: the longest palm segment
  /// whose joints both passed the gate, in square units, or `nil` when
  /// there is none. ``Hand/palmSize(in:gate:)`` reads it here too.
  ///
  /// - Precondition: ``palmSizeJoints`` were among those read.
  func palmSize() -> Double? {
    var largest: Double?
    for (first, second) in Hand.palmSegments {
      guard let start = square(first), let end = square(second) else {
        continue
      }
      let length = start.distance(to: end)
      largest = Swift.max(largest ?? length, length)
    }
    return largest
  }

  /// Gates and transforms the chosen joints of a hand and passes their
  /// points to `body`.
  ///
  /// The hand is read where it lies, through a pointer: passing a `Hand`
  /// read from an array copies it, which costs a retain and a release of
  /// each of its arrays. The points are valid only inside `body`.
  ///
  /// - Parameters:
  ///   - hand: The hand whose joints to read.
  ///   - joints: The joints to read, one bit each (see ``set(_:)``).
  ///   - prepared: The coordinate space of the hand's raw landmarks,
  ///     prepared.
  ///   - gate: The confidence gate each landmark must pass.
  ///   - readsWorld: Whether to pass the hand's world landmarks on, in
  ///     ``world``.
  ///   - densely: Whether to read all 21 joints in one pass and keep
  ///     those asked for, the quicker way when most are; by default
  ///     ``readsDensely(_:)``. The engine works it out once.
  ///   - body: What to do with the points.
  /// - Returns: What `body` returns.
  /// - Complexity: O(*n*) for *n* joints read one by one, O(21) when read
  ///   in one pass; no heap allocation.
  @inline(__always)
  static func withPoints<Result>(
    of hand: UnsafePointer<Hand>,
    joints: UInt32,
    in prepared: CoordinateSpace.Prepared,
    gate: ConfidenceGate,
    readsWorld: Bool = false,
    densely: Bool? = nil,
    _ body: (JointPoints) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(
      of: Point.self,
      capacity: 2 * Joint.count
    ) { buffer in
      guard let points = buffer.baseAddress else {
        preconditionFailure("A temporary allocation of 42 points failed.")
      }
      let space = prepared.space
      let size = prepared.displaySize
      // MediaPipe's space without an image size changes no point, and a
      // space without an image size has its display points as its square
      // points.
      let isIdentity = prepared.isIdentity
      let squares = size == nil ? points : points + Joint.count
      let read = joints & allJoints
      // The landmarks are read, and the reading done, before `body` runs:
      // nothing in between can release the hand's storage.
      let (accepted, infinite) = Hand.withLandmarks(of: hand) {
        landmarks,
        finite -> (UInt32, UInt32) in
        // The hand keeps the set of its joints seen at finite positions,
        // so the gate is left with their confidence.
        let wanted = read & finite
        if isIdentity {
          // Most of the hand is read in one pass over all of its joints,
          // without a branch per joint; a few joints one by one.
          let accepted =
            densely ?? readsDensely(read)
            ? copyAllPositions(of: landmarks, gate: gate, to: points) & wanted
            : copyPositions(
              of: landmarks,
              joints: wanted,
              gate: gate,
              to: points
            )
          return (accepted, 0)
        }
        var accepted: UInt32 = 0
        var infinite: UInt32 = 0
        var remaining = wanted
        while remaining != 0 {
          let index = remaining.trailingZeroBitCount
          remaining &= remaining - 1
          let landmark = landmarks[index]
          guard passes(landmark.confidence, gate) else { continue }
          accepted |= 1 << index
          let display = space.displayPoint(landmark.position)
          // A finite position's display point is finite (`1 - v` of a
          // finite `v` is), and it is the square point when there is no
          // image size; with one, the scaling can overflow.
          assert(display.isFinite, "A display point is not finite.")
          (points + index).initialize(to: display)
          if let size {
            let square = CoordinateSpace.squarePoint(display, displaySize: size)
            (squares + index).initialize(to: square)
            if !square.isFinite { infinite |= 1 << index }
          }
        }
        return (accepted, infinite)
      }
      return body(
        JointPoints(
          points: points,
          squares: squares,
          read: read,
          accepted: accepted,
          finiteSquares: accepted & ~infinite,
          world: readsWorld ? hand.pointee.worldLandmarks : nil
        )
      )
    }
  }

  /// Whether reading all 21 joints in one pass
  /// (``copyAllPositions(of:gate:to:)``) is the quicker way to read these
  /// joints: it is when more than 8 are read, about what it costs to read
  /// joints one by one.
  static func readsDensely(_ joints: UInt32) -> Bool {
    (joints & allJoints).nonzeroBitCount > 8
  }

  /// Whether a landmark at a finite position passes the gate: whether
  /// its confidence does (`gate.accepts(_:)` for such a landmark; a NaN
  /// confidence passes no comparison).
  @inline(__always)
  private static func passes(
    _ confidence: Double,
    _ gate: ConfidenceGate
  ) -> Bool {
    confidence >= gate.minimumConfidence
  }

  /// Copies the positions of the chosen joints that pass the gate, and
  /// returns the set of those joints: the points of a space that changes
  /// no point (the gate lets only finite positions through).
  ///
  /// A function of its own, not inlined: in the engine's large frame
  /// function the loop's state spilled to the stack.
  ///
  /// - Precondition: Every joint in `joints` was seen at a finite
  ///   position.
  @inline(never)
  private static func copyPositions(
    of landmarks: UnsafePointer<Landmark>,
    joints: UInt32,
    gate: ConfidenceGate,
    to points: UnsafeMutablePointer<Point>
  ) -> UInt32 {
    var accepted: UInt32 = 0
    var remaining = joints
    while remaining != 0 {
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      guard passes(landmarks[index].confidence, gate) else { continue }
      accepted |= 1 << index
      (points + index).initialize(to: landmarks[index].position)
    }
    return accepted
  }

  /// Copies the positions of all 21 joints, and returns the set of those
  /// whose confidence passes the gate, whether they were seen at a finite
  /// position or not: the caller keeps those it read and that were.
  ///
  /// One pass, with no branch that depends on the landmarks: two
  /// confidences are compared at once in a vector register, and the
  /// compiler unrolls the ten steps. Inlined: with the confidences alone
  /// to compare, its state no longer spills where it is inlined.
  @inline(__always)
  private static func copyAllPositions(
    of landmarks: UnsafePointer<Landmark>,
    gate: ConfidenceGate,
    to points: UnsafeMutablePointer<Point>
  ) -> UInt32 {
    let minimum = SIMD2(repeating: gate.minimumConfidence)
    // The bits of the pair's joints, and those of the pairs accepted so
    // far, kept in vector registers until the end.
    var bits = SIMD2<UInt64>(1, 2)
    var acceptedPairs = SIMD2<UInt64>(repeating: 0)
    // Two joints a step: ten pairs, then the last.
    var index = 0
    while index + 1 < Joint.count {
      let confidence = SIMD2(
        landmarks[index].confidence,
        landmarks[index + 1].confidence
      )
      acceptedPairs |= SIMD2(repeating: 0).replacing(
        with: bits,
        where: confidence .>= minimum
      )
      bits &<<= 2
      (points + index).initialize(to: landmarks[index].position)
      (points + index + 1).initialize(to: landmarks[index + 1].position)
      index += 2
    }
    var accepted = UInt32(
      truncatingIfNeeded: acceptedPairs[0] | acceptedPairs[1]
    )
    if index < Joint.count {
      if passes(landmarks[index].confidence, gate) { accepted |= 1 << index }
      (points + index).initialize(to: landmarks[index].position)
    }
    return accepted
  }

  /// ``withPoints(of:joints:in:gate:readsWorld:densely:_:)`` for a hand passed by
  /// value, as the classifier's public methods and the tests have it.
  @inline(__always)
  static func withPoints<Result>(
    of hand: Hand,
    joints: UInt32,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    readsWorld: Bool = false,
    densely: Bool? = nil,
    _ body: (JointPoints) -> Result
  ) -> Result {
    withUnsafePointer(to: hand) { hand in
      withPoints(
        of: hand,
        joints: joints,
        in: CoordinateSpace.Prepared(space),
        gate: gate,
        readsWorld: readsWorld,
        densely: densely,
        body
      )
    }
  }
}
