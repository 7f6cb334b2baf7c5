/// The rule that tells a closed fist, whose thumb and index tips meet too,
/// from a pinch: the middle, ring and little fingers are all curled.
///
/// A finger is curled when its tip is nearer the wrist than ``ratio``
/// times its knuckle (MCP) is, in square units of the display frame; or,
/// when the hand has world landmarks and ``usesWorldLandmarks``, nearer
/// than ``worldRatio`` times, in metres.
struct FistRule: Sendable {
  /// The curl ratio in the display frame.
  let ratio: Double
  /// The curl ratio in world landmarks.
  let worldRatio: Double
  /// Whether the rule reads world landmarks when the hand has them.
  let usesWorldLandmarks: Bool
  /// The curl ratio made ready for the quick reading, or
  /// ``QuickThreshold/undecided`` when it cannot be squared for a quick
  /// comparison (see `isQuickThreshold(_:)`).
  private let quickRatio: QuickThreshold

  /// The joints the rule reads.
  static let joints = JointSet.fist

  /// Reads the rule's settings.
  ///
  /// - Parameter settings: The pinch settings, with the curl ratios.
  init(_ settings: GestureConfiguration.Pinch) {
    ratio = settings.fistCurlRatio
    worldRatio = settings.worldFistCurlRatio
    usesWorldLandmarks = settings.usesWorldLandmarks
    quickRatio = QuickThreshold(squaring: settings.fistCurlRatio) ?? .undecided
  }

  /// The knuckle and tip of each finger that curls in a fist: the middle,
  /// ring and little fingers (0, 1 and 2).
  @inline(__always)
  private static func finger(_ finger: Int) -> (knuckle: Joint, tip: Joint) {
    switch finger {
    case 0: (.middleMCP, .middleTip)
    case 1: (.ringMCP, .ringTip)
    default: (.littleMCP, .littleTip)
    }
  }

  /// Whether the middle, ring and little fingers are all curled.
  ///
  /// - Parameter joints: The hand's points, the fist joints among them,
  ///   and its world landmarks if it has them.
  /// - Returns: Whether each of the three fingers' tips is nearer the
  ///   wrist than the curl ratio times its knuckle is; `false` when a
  ///   joint is missing.
  func isFist(_ joints: JointPoints) -> Bool {
    quickIsFist(joints) ?? exactIsFist(joints)
  }

  /// Whether the hand of a frame is a fist (see ``isFist(_:)``).
  ///
  /// - Parameter frame: The frame, whose joints include the fist joints.
  /// - Returns: Whether the hand's middle, ring and little fingers are all
  ///   curled.
  // A function of its own: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  func isFist(in frame: StageFrame) -> Bool {
    isFist(frame.joints)
  }

  /// ``isFist(_:)`` as the rule is written, with `hypot` distances.
  func exactIsFist(_ joints: JointPoints) -> Bool {
    if usesWorldLandmarks, let world = joints.world {
      let wrist = world[Joint.wrist.rawValue]
      for index in 0..<3 {
        let (knuckle, tip) = Self.finger(index)
        if wrist.distance(to: world[tip.rawValue])
          >= worldRatio * wrist.distance(to: world[knuckle.rawValue])
        {
          return false
        }
      }
      return true
    }
    guard let wrist = joints.square(.wrist) else { return false }
    for index in 0..<3 {
      let (knuckle, tip) = Self.finger(index)
      guard let knucklePoint = joints.square(knuckle),
        let tipPoint = joints.square(tip)
      else { return false }
      if wrist.distance(to: tipPoint) >= ratio
        * wrist.distance(to: knucklePoint)
      {
        return false
      }
    }
    return true
  }

  /// ``isFist(_:)`` by squared distances (see `Support/Math.swift`), or
  /// `nil` when a finger is too near the ratio, or a distance out of
  /// range, to be sure of the exact rule's answer. World landmarks are
  /// left to the exact rule.
  func quickIsFist(_ joints: JointPoints) -> Bool? {
    if usesWorldLandmarks, joints.world != nil {
      return nil
    }
    guard let wrist = joints.square(.wrist) else { return false }
    var isFist = true
    for index in 0..<3 {
      let (knuckle, tip) = Self.finger(index)
      guard let knucklePoint = joints.square(knuckle),
        let tipPoint = joints.square(tip)
      else { return false }
      guard let reach = quickSquaredDistance(wrist, tipPoint),
        let base = quickSquaredDistance(wrist, knucklePoint),
        let far = quickRatio.isAbove(reach, over: base)
      else { return nil }
      if far { isFist = false }
    }
    return isFist
  }

  /// Calls `body` with the fist joints of a hand and its world landmarks,
  /// for the tests of the rule.
  static func withJoints<Result>(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    _ body: (JointPoints) -> Result
  ) -> Result {
    JointPoints.withPoints(
      of: hand,
      joints: joints,
      in: space,
      gate: gate,
      readsWorld: true,
      body
    )
  }
}
