/// A hand's joints through the confidence gate, in the display frame and
/// in square units, worked out once per frame for every recognizer to read.
///
/// The pinch, the fist rule, the movement, the swipe and the pose
/// classifier each read some of the same joints. Each used to gate and
/// transform its own; the engine now does it once per hand-frame, for the
/// joints its configuration reads, into a temporary allocation on the
/// stack (see ``withPoints(of:joints:in:gate:_:)``).
///
/// A point is what the recognizers computed before, bit for bit:
/// `space.displayPoint(landmark.position)` for a landmark that passes the
/// gate, and `space.squarePoint` of that.
struct JointPoints {
  /// The display points, 21 of them in ``Joint`` order, then the square
  /// points; only those of accepted joints are written.
  private let points: UnsafeMutablePointer<Point>
  /// The joints that were read: bit *n* for the joint of raw value *n*.
  let read: UInt32
  /// The joints that were read and passed the gate.
  let accepted: UInt32
  /// The accepted joints whose square point is finite.
  let finiteSquares: UInt32

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
    return accepted & bit == 0 ? nil : points[Joint.count + joint.rawValue]
  }

  /// The joint's point in square units, known to be accepted and finite.
  ///
  /// - Precondition: The joint is in ``finiteSquares`` (checked in debug
  ///   builds).
  @inline(__always)
  func finiteSquare(_ joint: Joint) -> Point {
    assert(finiteSquares & 1 << joint.rawValue != 0, "\(joint) is not finite")
    return points[Joint.count + joint.rawValue]
  }

  /// Gates and transforms the chosen joints of a hand and passes their
  /// points to `body`.
  ///
  /// The points are valid only inside `body`.
  ///
  /// - Parameters:
  ///   - hand: The hand whose joints to read.
  ///   - joints: The joints to read, one bit each (see ``set(_:)``).
  ///   - space: The coordinate space of the hand's raw landmarks.
  ///   - gate: The confidence gate each landmark must pass.
  ///   - body: What to do with the points.
  /// - Returns: What `body` returns.
  /// - Complexity: O(*n*) for *n* joints read; no heap allocation.
  @inline(__always)
  static func withPoints<Result>(
    of hand: Hand,
    joints: UInt32,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    _ body: (JointPoints) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(
      of: Point.self,
      capacity: 2 * Joint.count
    ) { buffer in
      guard let points = buffer.baseAddress else {
        preconditionFailure("A temporary allocation of 42 points failed.")
      }
      let size = space.displaySize
      // MediaPipe's space without an image size changes no point.
      let isIdentity =
        space.origin == .topLeft && space.orientation == .up
        && !space.isMirrored && size == nil
      var accepted: UInt32 = 0
      var infinite: UInt32 = 0
      var remaining = joints & allJoints
      while remaining != 0 {
        let index = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        guard let landmark = hand.landmark(at: index), gate.accepts(landmark)
        else { continue }
        let display: Point
        let square: Point
        if isIdentity {
          // The gate let only finite positions through.
          display = landmark.position
          square = display
        } else {
          display = space.displayPoint(landmark.position)
          square = CoordinateSpace.squarePoint(display, displaySize: size)
          if !square.isFinite { infinite |= 1 << index }
        }
        (points + index).initialize(to: display)
        (points + Joint.count + index).initialize(to: square)
        accepted |= 1 << index
      }
      return body(
        JointPoints(
          points: points,
          read: joints & allJoints,
          accepted: accepted,
          finiteSquares: accepted & ~infinite
        )
      )
    }
  }
}
