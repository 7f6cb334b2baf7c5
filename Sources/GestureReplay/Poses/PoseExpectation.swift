import GestureCore

/// What a label of a pose file means: the pose its samples must give, no
/// pose, the pointer rule, or nothing to score.
///
/// ``init(label:poses:)`` gives the default meaning:
///
/// | label | expectation |
/// | --- | --- |
/// | a pose's name (`openPalm`, `thumbUp`, ...) | ``pose(_:)``: that pose |
/// | `pointer` | ``pointer``: `pointingUp` or no pose, by the finger's angle |
/// | starting with `none` (`none`, `none-ok`, ...) | ``noPose`` |
/// | anything else, or no label | ``unscored`` |
///
/// ```swift
/// PoseExpectation(label: "victory")  // .pose("victory")
/// PoseExpectation(label: "none-ok")  // .noPose
/// ```
public enum PoseExpectation: Hashable, Sendable {
  /// The samples must give the pose of this name.
  case pose(String)
  /// The samples must give no pose at all.
  case noPose
  /// A finger pointing: `Pose.pointingUp` when the index finger points
  /// within ``pointerUpLimit`` degrees of up, no pose when it points
  /// ``pointerSidewaysLimit`` degrees or more away from up, and not scored
  /// in between (see ``PointerBand``).
  case pointer
  /// The samples are counted and their readings shown, but not scored.
  case unscored

  /// The widest angle from up, in degrees, at which a pointing index
  /// finger must give `Pose.pointingUp`: 30.
  public static let pointerUpLimit = 30.0
  /// The narrowest angle from up, in degrees, at which a pointing index
  /// finger must give no pose: 60.
  public static let pointerSidewaysLimit = 60.0

  /// Creates a label's default expectation.
  ///
  /// - Parameters:
  ///   - label: The label, or `nil` for a sample without one.
  ///   - poses: The names of the poses read (a configuration's
  ///     descriptions); by default the seven built-in ones.
  public init(
    label: String?,
    poses: [String] = Pose.allCases.map(\.rawValue)
  ) {
    guard let label else {
      self = .unscored
      return
    }
    if poses.contains(label) {
      self = .pose(label)
    } else if label == "pointer" {
      self = .pointer
    } else if label.hasPrefix("none") {
      self = .noPose
    } else {
      self = .unscored
    }
  }

  /// Creates an expectation from its ``name``, as a command line gives
  /// it: a pose's name, `none`, `pointer` or `unscored`; `nil` for any
  /// other name.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - poses: The names of the poses read; by default the seven
  ///     built-in ones.
  public init?(name: String, poses: [String] = Pose.allCases.map(\.rawValue)) {
    switch name {
    case "none": self = .noPose
    case "pointer": self = .pointer
    case "unscored": self = .unscored
    default:
      guard poses.contains(name) else { return nil }
      self = .pose(name)
    }
  }

  /// The expectation's name: the pose's name, `none`, `pointer` or
  /// `unscored`.
  public var name: String {
    switch self {
    case .pose(let pose): pose
    case .noPose: "none"
    case .pointer: "pointer"
    case .unscored: "unscored"
    }
  }

  /// What a sample must read, given its index finger's direction.
  ///
  /// - Parameter indexAngleFromUp: The sample's
  ///   ``PoseSample/indexAngleFromUp``, in degrees; read only by
  ///   ``pointer``.
  /// - Returns: The target, and, for ``pointer``, the sample's band.
  public func target(
    indexAngleFromUp: Double?
  ) -> (target: PoseTarget, band: PointerBand?) {
    switch self {
    case .pose(let name): return (.pose(name), nil)
    case .noPose: return (.noPose, nil)
    case .unscored: return (.unscored, nil)
    case .pointer:
      let band = PointerBand(angleFromUp: indexAngleFromUp)
      switch band {
      case .up: return (.pose(Pose.pointingUp.rawValue), band)
      case .sideways: return (.noPose, band)
      case .between, .unknown: return (.unscored, band)
      }
    }
  }
}

/// What one sample must read: a pose, no pose, or nothing scored.
public enum PoseTarget: Hashable, Sendable {
  /// The pose of this name.
  case pose(String)
  /// No pose.
  case noPose
  /// Anything: the sample is not scored.
  case unscored

  /// Returns whether a reading meets the target.
  ///
  /// - Parameter read: The name of the pose read, or `nil` for none.
  /// - Returns: `nil` for ``unscored``, else whether the reading is right.
  public func isMet(by read: String?) -> Bool? {
    switch self {
    case .pose(let name): read == name
    case .noPose: read == nil
    case .unscored: nil
    }
  }
}

/// Where a `pointer` sample's index finger points, from its angle to up.
public enum PointerBand: String, CaseIterable, Hashable, Sendable {
  /// Within ``PoseExpectation/pointerUpLimit`` (30) degrees of up: must
  /// give `Pose.pointingUp`.
  case up
  /// More than 30 and less than ``PoseExpectation/pointerSidewaysLimit``
  /// (60) degrees from up: either reading is fair, and it is not scored.
  case between
  /// 60 degrees or more from up (sideways, or down): must give no pose.
  case sideways
  /// The direction cannot be measured (a joint missing, or the knuckle and
  /// tip at one place): not scored.
  case unknown

  /// Creates the band of an angle.
  ///
  /// - Parameter angleFromUp: The angle from up, in degrees (0 to 180),
  ///   or `nil` when it cannot be measured.
  public init(angleFromUp: Double?) {
    guard let angle = angleFromUp, !angle.isNaN else {
      self = .unknown
      return
    }
    if angle <= PoseExpectation.pointerUpLimit {
      self = .up
    } else if angle >= PoseExpectation.pointerSidewaysLimit {
      self = .sideways
    } else {
      self = .between
    }
  }
}
