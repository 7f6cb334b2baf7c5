/// A hand's joints through the confidence gate, in the display frame and
/// in square units, worked out once per frame for every recognizer to read.
///
/// The pinch, the fist rule, the movement, the swipe and the pose
/// classifier each read some of the same joints; the engine gates and
/// transforms them once per hand-frame, for the joints its stages read (see
/// ``withPoints(of:joints:in:gate:readsWorld:densely:_:)``). In a space that
/// changes no point, the points are the hand's own landmarks, read where
/// they lie; in any other, they are written to a temporary allocation on
/// the stack.
///
/// A point is what the recognizers computed before, bit for bit:
/// `space.displayPoint(landmark.position)` for a landmark that passes the
/// gate, and `space.squarePoint` of that.
struct JointPoints {
  /// The display points, the positions of 21 landmarks in ``Joint``
  /// order; only those of accepted joints mean anything. The hand's own
  /// landmarks in a space that changes no point.
  private let points: UnsafePointer<Landmark>
  /// The square points, in the same order: the 21 after the display
  /// points, or the display points themselves in a space whose square
  /// points are its display points.
  private let squares: UnsafePointer<Landmark>
  /// The joints that were read.
  let read: JointSet
  /// The joints that were read and passed the gate.
  let accepted: JointSet
  /// The accepted joints whose square point is finite.
  let finiteSquares: JointSet
  /// The hand the points are read from.
  private let hand: UnsafePointer<Hand>
  /// Whether the hand's world landmarks were asked for.
  private let readsWorld: Bool

  /// The hand's world landmarks, when they were asked for and the hand
  /// has them, all finite (``Hand/worldLandmarks``).
  var world: [Point3D]? {
    @inline(__always) get {
      readsWorld && hand.pointee.hasFiniteWorld
        ? hand.pointee.worldLandmarks : nil
    }
  }

  /// The joint's point in the display frame, or `nil` when the joint is
  /// missing or fails the gate.
  ///
  /// - Precondition: The joint was among those read (checked in debug
  ///   builds).
  @inline(__always)
  func display(_ joint: Joint) -> Point? {
    assert(read.contains(joint), "\(joint) was not read")
    return accepted.contains(joint) ? points[joint.rawValue].position : nil
  }

  /// The joint's point in the display frame, or `nil` when it was not
  /// read, is missing or fails the gate.
  @inline(__always)
  func display(ifRead joint: Joint) -> Point? {
    accepted.contains(joint) ? points[joint.rawValue].position : nil
  }

  /// The joint's point in the display frame, known to be accepted.
  ///
  /// - Precondition: The joint is in ``accepted`` (checked in debug
  ///   builds).
  @inline(__always)
  func acceptedDisplay(_ joint: Joint) -> Point {
    assert(accepted.contains(joint), "\(joint) was not accepted")
    return points[joint.rawValue].position
  }

  /// The joint's point in square units of the display frame (see
  /// ``CoordinateSpace/squarePoint(_:)``), or `nil` when the joint is
  /// missing or fails the gate. The point may not be finite.
  ///
  /// - Precondition: The joint was among those read (checked in debug
  ///   builds).
  @inline(__always)
  func square(_ joint: Joint) -> Point? {
    assert(read.contains(joint), "\(joint) was not read")
    return accepted.contains(joint) ? squares[joint.rawValue].position : nil
  }

  /// The joint's point in square units, known to be accepted and finite.
  ///
  /// - Precondition: The joint is in ``finiteSquares`` (checked in debug
  ///   builds).
  @inline(__always)
  func finiteSquare(_ joint: Joint) -> Point {
    assert(finiteSquares.contains(joint), "\(joint) is not finite")
    return squares[joint.rawValue].position
  }

  /// The hand's palm size from its points: the longest palm segment
  /// whose joints both passed the gate, in square units, or `nil` when
  /// there is none. ``Hand/palmSize(in:gate:)`` reads it here too.
  ///
  /// - Precondition: ``JointSet/palmSize`` was among those read.
  @inline(__always)
  func palmSize() -> Double? {
    assert(read.isSuperset(of: .palmSize), "The palm's joints were not read")
    return Self.palmSize(squares: squares, accepted: accepted)
  }

  /// Returns the longest palm segment whose joints are accepted.
  ///
  /// - Parameters:
  ///   - squares: The square points of the 21 joints, in ``Joint`` order.
  ///   - accepted: The joints whose points count.
  /// - Returns: The segment's length in square units, or `nil` when there
  ///   is none.
  private static func palmSize(
    squares: UnsafePointer<Landmark>,
    accepted: JointSet
  ) -> Double? {
    var largest: Double?
    for (first, second) in Hand.palmSegments {
      guard accepted.contains(first), accepted.contains(second) else {
        continue
      }
      let start = squares[first.rawValue].position
      let end = squares[second.rawValue].position
      let length = start.distance(to: end)
      largest = Swift.max(largest ?? length, length)
    }
    return largest
  }

  /// Gates and transforms the chosen joints of a hand and passes their
  /// points to `body`.
  ///
  /// The hand is read where it lies, through a pointer: passing a `Hand`
  /// read from an array copies it, all 21 landmarks. In a space that
  /// changes no point, the points are the hand's own landmarks, and a hand
  /// whose every joint clears the gate is gated by one comparison. The
  /// points are valid only inside `body`.
  ///
  /// - Parameters:
  ///   - hand: The hand whose joints to read.
  ///   - joints: The joints to read, one bit each (see ``set(_:)``).
  ///   - prepared: The coordinate space of the hand's raw landmarks,
  ///     prepared.
  ///   - gate: The confidence gate each landmark must pass.
  ///   - readsWorld: Whether to pass the hand's world landmarks on, in
  ///     ``world``.
  ///   - densely: Whether to gate all 21 joints in one pass and keep
  ///     those asked for, the quicker way when most are; by default
  ///     ``readsDensely(_:)``. The engine works it out once.
  ///   - body: What to do with the points.
  /// - Returns: What `body` returns.
  /// - Complexity: O(1) in a space that changes no point when every joint
  ///   clears the gate; otherwise O(*n*) for *n* joints read one by one,
  ///   O(21) when read in one pass. No heap allocation.
  @inline(__always)
  static func withPoints<Result>(
    of hand: UnsafePointer<Hand>,
    joints: JointSet,
    in prepared: CoordinateSpace.Prepared,
    gate: ConfidenceGate,
    readsWorld: Bool = false,
    densely: Bool? = nil,
    _ body: (JointPoints) -> Result
  ) -> Result {
    let read = joints.rawValue
    // The landmarks lie in the hand, valid as long as the pointer is: for
    // all of `body`.
    let landmarks = Hand.landmarks(of: hand)
    // The hand keeps the set of its joints seen at finite positions, and
    // whether all of them pass the gate; when not, the gate is left with
    // their confidences.
    let wanted = read & hand.pointee.finite
    let allPass = hand.pointee.clears(gate)
    if prepared.isIdentity {
      // MediaPipe's space without an image size changes no point: the
      // points are the landmarks' positions, and the square points the
      // display points.
      let accepted =
        allPass
        ? wanted
        : densely ?? readsDensely(joints)
          ? passingAll(landmarks, gate: gate) & wanted
          : passing(landmarks, joints: wanted, gate: gate)
      return body(
        JointPoints(
          points: landmarks,
          squares: landmarks,
          read: joints,
          accepted: JointSet(joints: accepted),
          finiteSquares: JointSet(joints: accepted),
          hand: hand,
          readsWorld: readsWorld
        )
      )
    }
    return withUnsafeTemporaryAllocation(
      of: Landmark.self,
      capacity: 2 * Joint.count
    ) { buffer in
      guard let points = buffer.baseAddress else {
        preconditionFailure("A temporary allocation of 42 points failed.")
      }
      let space = prepared.space
      let size = prepared.displaySize
      // A space without an image size has its display points as its
      // square points.
      let squares = size == nil ? points : points + Joint.count
      var accepted: UInt32 = 0
      var infinite: UInt32 = 0
      var remaining = wanted
      while remaining != 0 {
        let index = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        let landmark = landmarks[index]
        guard allPass || passes(landmark.confidence, gate) else { continue }
        accepted |= 1 << index
        let display = space.displayPoint(landmark.position)
        // A finite position's display point is finite (`1 - v` of a
        // finite `v` is), and it is the square point when there is no
        // image size; with one, the scaling can overflow.
        assert(display.isFinite, "A display point is not finite.")
        (points + index).initialize(to: Landmark(position: display))
        if let size {
          let square = CoordinateSpace.squarePoint(display, displaySize: size)
          (squares + index).initialize(to: Landmark(position: square))
          if !square.isFinite { infinite |= 1 << index }
        }
      }
      return body(
        JointPoints(
          points: points,
          squares: squares,
          read: joints,
          accepted: JointSet(joints: accepted),
          finiteSquares: JointSet(joints: accepted & ~infinite),
          hand: hand,
          readsWorld: readsWorld
        )
      )
    }
  }

  /// Whether comparing all 21 confidences in one pass
  /// (``passingAll(_:gate:)``) is the quicker way to gate these joints:
  /// it is when more than 8 are read, about what it costs to gate joints
  /// one by one.
  static func readsDensely(_ joints: JointSet) -> Bool {
    joints.count > 8
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

  /// Returns the set of the chosen joints whose confidence passes the
  /// gate, compared one by one.
  // Not inlined: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  private static func passing(
    _ landmarks: UnsafePointer<Landmark>,
    joints: UInt32,
    gate: ConfidenceGate
  ) -> UInt32 {
    var accepted: UInt32 = 0
    var remaining = joints
    while remaining != 0 {
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      if passes(landmarks[index].confidence, gate) { accepted |= 1 << index }
    }
    return accepted
  }

  /// Returns the set of all 21 joints whose confidence passes the gate,
  /// whether they were seen at a finite position or not: the caller keeps
  /// those it read and that were.
  ///
  /// One pass, with no branch that depends on the landmarks: two
  /// confidences are compared at once.
  // Not inlined: the engine needs it only for a hand with a joint below
  // the gate (see `Hand.clears(_:)`); see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  private static func passingAll(
    _ landmarks: UnsafePointer<Landmark>,
    gate: ConfidenceGate
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
      index += 2
    }
    var accepted = UInt32(
      truncatingIfNeeded: acceptedPairs[0] | acceptedPairs[1]
    )
    if index < Joint.count, passes(landmarks[index].confidence, gate) {
      accepted |= 1 << index
    }
    return accepted
  }

  /// ``withPoints(of:joints:in:gate:readsWorld:densely:_:)`` for a hand passed by
  /// value, as the classifier's public methods and the tests have it.
  @inline(__always)
  static func withPoints<Result>(
    of hand: Hand,
    joints: JointSet,
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
