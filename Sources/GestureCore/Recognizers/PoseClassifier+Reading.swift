extension PoseClassifier {
  /// What the pose recognizer reads from a hand on each frame.
  struct Reading: Hashable {
    /// The position in ``descriptions`` of the pose the hand shows, if
    /// any; `nil` too when the held pose holds, as it is not needed then.
    var pose: Int?
    /// Whether the held pose still holds; `false` when none is held.
    var holds: Bool
  }

  /// Reads what the pose recognizer needs, which is often less than the
  /// whole shape: with no pose held, a hand whose digits match no pose
  /// shows none, whatever its palm and directions.
  ///
  /// - Parameters:
  ///   - joints: The hand's points; ``joints`` must be among those read.
  ///   - held: The position of the pose being held, if any.
  ///   - facing: The way the palm faces, for the descriptions that
  ///     require one.
  /// - Returns: The shape's pose and whether `held` holds, or `nil` when
  ///   ``shape(of:)`` is `nil`.
  func reading(
    of joints: JointPoints,
    held: Int?,
    facing: PalmFacing = .unknown
  ) -> Reading? {
    withUnsafePointer(to: self) {
      Self.reading(at: $0, of: joints, held: held, facing: facing)
    }
  }

  /// ``reading(of:held:facing:)`` for the classifier at `classifier`, which the
  /// engine keeps where it does not move.
  // Through a pointer, each threshold is read where it is compared; a
  // function of its own (see Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  static func reading(
    at classifier: UnsafePointer<PoseClassifier>,
    of joints: JointPoints,
    held: Int?,
    facing: PalmFacing
  ) -> Reading? {
    let shape: Shape?
    if readsWorld(joints, settings: classifier.pointee.settings) {
      shape = classifier.pointee.exactShape(of: joints)
    } else {
      switch quickShape(
        at: classifier,
        of: joints,
        stopsWithoutPose: held == nil,
        leavesThumbPlace: true,
        held: held,
        facing: facing
      ) {
      // Or one that matches and holds alike.
      case .decided(let decided): shape = decided
      case .noPose: return Reading(pose: nil, holds: false)
      case .holds: return Reading(pose: nil, holds: true)
      case .undecided: shape = classifier.pointee.exactShape(of: joints)
      }
    }
    guard let shape else { return nil }
    let states = shape.packedStates
    // A held pose that holds stays, whatever else matches: the recognizer
    // does not read the match then.
    if let held,
      classifier.pointee.table.flat.holds(
        shape,
        held,
        states: states,
        facing: facing
      )
    {
      return Reading(pose: nil, holds: true)
    }
    return Reading(
      pose: classifier.pointee.table.flat.match(
        shape,
        states: states,
        facing: facing
      ),
      holds: false
    )
  }

  /// `exactShape(of:)` of a hand's joints, for the tests that compare the
  /// two readings.
  func exactShape(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate
  ) -> Shape? {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate,
      readsWorld: settings.usesWorldLandmarks
    ) { exactShape(of: $0) }
  }

  /// `quickShape(of:)` of a hand's joints, for the tests that compare the
  /// two readings.
  func quickShape(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    held: Int? = nil,
    leavesThumbPlace: Bool = false
  ) -> QuickResult {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate
    ) {
      quickShape(of: $0, leavesThumbPlace: leavesThumbPlace, held: held)
    }
  }

  /// `reading(of:held:)` of a hand's joints, for the tests that compare
  /// it with the shape.
  func reading(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    held: Int?
  ) -> Reading? {
    JointPoints.withPoints(
      of: hand,
      joints: Self.joints,
      in: space,
      gate: gate,
      readsWorld: settings.usesWorldLandmarks
    ) { reading(of: $0, held: held) }
  }
}
