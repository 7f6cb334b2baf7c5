/// A set of joints of the hand skeleton, such as those a recognizer reads.
///
/// ```swift
/// let read: JointSet = .palm.union(JointSet([.thumbTip, .indexTip]))
/// read.contains(.wrist)  // true
/// read.count             // 7
/// ```
public struct JointSet: OptionSet, Hashable, Sendable {
  /// One bit for each joint: bit *n* for the joint of raw value *n*.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: Bit *n* for the joint of raw value *n*; bits
  ///   21 and above are ignored.
  @inlinable @inline(__always)
  public init(rawValue: UInt32) {
    self.rawValue = rawValue & (1 << Joint.count - 1)
  }

  /// Creates a set from bits known to name joints only, without masking
  /// them.
  @inline(__always)
  init(joints bits: UInt32) {
    assert(bits < 1 << Joint.count, "Bits beyond the 21 joints.")
    self.rawValue = bits
  }

  /// Creates the set of one joint.
  ///
  /// - Parameter joint: The joint.
  @inlinable
  public init(_ joint: Joint) {
    self.init(rawValue: 1 << joint.rawValue)
  }

  /// Creates the set of some joints.
  ///
  /// - Parameter joints: The joints, in any order, repeated or not.
  public init(_ joints: some Sequence<Joint>) {
    self.init(rawValue: joints.reduce(0) { $0 | 1 << $1.rawValue })
  }

  /// Returns whether the set holds a joint.
  ///
  /// - Parameter joint: The joint.
  /// - Returns: `true` if the joint is in the set.
  @inlinable @inline(__always)
  public func contains(_ joint: Joint) -> Bool {
    rawValue & joint.bit != 0
  }

  /// The number of joints in the set.
  public var count: Int { rawValue.nonzeroBitCount }

  /// The joints in the set, in ``Joint`` order.
  public var joints: [Joint] {
    Joint.allCases.filter(contains)
  }

  /// All 21 joints.
  public static var all: JointSet {
    @inlinable @inline(__always) get {
      JointSet(rawValue: 1 << Joint.count - 1)
    }
  }

  /// The wrist and the four knuckles (MCP joints), whose mean is the palm
  /// point that swipes and the adaptive movement follow.
  public static var palm: JointSet {
    @inlinable @inline(__always) get {
      JointSet(
        rawValue:
          bit(.wrist) | bit(.indexMCP) | bit(.middleMCP) | bit(.ringMCP)
          | bit(.littleMCP)
      )
    }
  }

  /// The joints of the palm segments that measure a hand's size (see
  /// ``Hand/palmSegments``).
  public static var palmSize: JointSet {
    @inlinable @inline(__always) get {
      JointSet(
        rawValue:
          bit(.wrist) | bit(.indexMCP) | bit(.middleMCP) | bit(.littleMCP)
      )
    }
  }

  /// The joints the fist rule reads: the wrist, and the knuckle and tip of
  /// the middle, ring and little fingers.
  public static var fist: JointSet {
    @inlinable @inline(__always) get {
      JointSet(
        rawValue:
          bit(.wrist) | bit(.middleMCP) | bit(.middleTip) | bit(.ringMCP)
          | bit(.ringTip) | bit(.littleMCP) | bit(.littleTip)
      )
    }
  }

  /// The joints a pose is read from: the wrist, the thumb's MP joint and
  /// tip, and every joint of the four fingers.
  public static var pose: JointSet {
    @inlinable @inline(__always) get {
      JointSet(
        rawValue:
          bit(.wrist) | bit(.thumbMP) | bit(.thumbTip) | bit(.indexMCP)
          | bit(.indexPIP) | bit(.indexDIP) | bit(.indexTip)
          | bit(.middleMCP) | bit(.middlePIP) | bit(.middleDIP)
          | bit(.middleTip) | bit(.ringMCP) | bit(.ringPIP) | bit(.ringDIP)
          | bit(.ringTip) | bit(.littleMCP) | bit(.littlePIP)
          | bit(.littleDIP) | bit(.littleTip)
      )
    }
  }

  /// A joint's bit in ``rawValue``.
  @inlinable @inline(__always)
  static func bit(_ joint: Joint) -> UInt32 {
    1 << joint.rawValue
  }
}
