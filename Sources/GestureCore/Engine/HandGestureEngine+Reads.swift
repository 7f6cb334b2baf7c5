/// What each of GestureCore's stages reads of a hand, given per
/// ``BuiltInStage`` by one exhaustive `switch`: a stage added to that list
/// does not compile until it says which joints it reads, whether it
/// measures the palm and whether it reads world landmarks.
extension HandGestureEngine {
  /// What one stage reads of a hand.
  struct StageReads {
    /// The joints the stage reads, through the confidence gate.
    var joints: JointSet = []
    /// Whether the stage measures in palm sizes, so that the engine tracks
    /// the hand's palm size (and reads the joints it is measured from).
    var measuresPalm = false
    /// Whether the stage reads world landmarks.
    var readsWorld = false

    init(
      joints: JointSet = [],
      measuresPalm: Bool = false,
      readsWorld: Bool = false
    ) {
      self.joints = joints
      self.measuresPalm = measuresPalm
      self.readsWorld = readsWorld
    }

    /// What an app's stage of one hand says it reads.
    init(_ stage: any HandStage) {
      joints = stage.joints
      measuresPalm = stage.readsPalmSize
      readsWorld = stage.readsWorldLandmarks
    }

    /// What an app's stage of every hand says it reads.
    init(_ stage: any FrameStage) {
      joints = stage.joints
      measuresPalm = stage.readsPalmSize
      readsWorld = stage.readsWorldLandmarks
    }

    /// Adds what another stage reads.
    mutating func formUnion(_ other: StageReads) {
      joints.formUnion(other.joints)
      measuresPalm = measuresPalm || other.measuresPalm
      readsWorld = readsWorld || other.readsWorld
    }
  }

  /// What a stage, as this engine's configuration and stages set it,
  /// reads of the hand: no joint for a stage that is off. The pinch's and
  /// the swipe's settings ask for the palm size whenever they are
  /// hand-relative, on or off.
  ///
  /// - Parameter stage: One of GestureCore's stages.
  /// - Returns: Its joints, and whether it measures the palm and reads
  ///   world landmarks.
  func reads(of stage: BuiltInStage) -> StageReads {
    switch stage {
    case .presence, .doublePinch, .sequence:
      // Presence reads the hand's score; the double pinches and the
      // sequences read other stages' events.
      return StageReads()
    case .facing:
      guard readsFacing else { return StageReads() }
      return StageReads(
        joints: PalmFacingStage.joints,
        readsWorld: configuration.facing.usesWorldLandmarks
      )
    case .pinch:
      var joints = indexPinch.joints
      if let middlePinch { joints.formUnion(middlePinch.joints) }
      return StageReads(
        joints: joints,
        measuresPalm: configuration.pinch.isHandRelative,
        readsWorld: configuration.pinch.usesWorldLandmarks
      )
    case .hold:
      guard holds != nil else { return StageReads() }
      return StageReads(
        joints: HoldStage.joints,
        measuresPalm: configuration.hold.isHandRelative
      )
    case .movement:
      return StageReads(
        joints: movement.joints,
        measuresPalm: configuration.movement.displacementStartThreshold != nil,
        readsWorld: movement.readsWorld
      )
    case .swipe:
      return StageReads(
        joints: runsSwipe ? SwipeStage.joints : [],
        measuresPalm: configuration.swipe.isHandRelative
      )
    case .pose:
      guard runsPose else { return StageReads() }
      return StageReads(
        joints: PoseStage.joints,
        readsWorld: configuration.poses.usesWorldLandmarks
      )
    case .twoHandPinch:
      // Each hand's pinch point, for the stage that reads both hands.
      guard readsPinchPoint else { return StageReads() }
      return StageReads(joints: JointSet([.thumbTip, .indexTip]))
    }
  }
}
