#if canImport(ARKit) && os(visionOS)
  import ARKit
  import GestureCore

  extension HandSkeleton.JointName {
    /// Creates ARKit's name of a skeleton joint.
    ///
    /// - Parameter joint: The joint, named as ARKit names it.
    public init(_ joint: SkeletonJoint) {
      self =
        switch joint {
        case .wrist: .wrist
        case .thumbKnuckle: .thumbKnuckle
        case .thumbIntermediateBase: .thumbIntermediateBase
        case .thumbIntermediateTip: .thumbIntermediateTip
        case .thumbTip: .thumbTip
        case .indexFingerMetacarpal: .indexFingerMetacarpal
        case .indexFingerKnuckle: .indexFingerKnuckle
        case .indexFingerIntermediateBase: .indexFingerIntermediateBase
        case .indexFingerIntermediateTip: .indexFingerIntermediateTip
        case .indexFingerTip: .indexFingerTip
        case .middleFingerMetacarpal: .middleFingerMetacarpal
        case .middleFingerKnuckle: .middleFingerKnuckle
        case .middleFingerIntermediateBase: .middleFingerIntermediateBase
        case .middleFingerIntermediateTip: .middleFingerIntermediateTip
        case .middleFingerTip: .middleFingerTip
        case .ringFingerMetacarpal: .ringFingerMetacarpal
        case .ringFingerKnuckle: .ringFingerKnuckle
        case .ringFingerIntermediateBase: .ringFingerIntermediateBase
        case .ringFingerIntermediateTip: .ringFingerIntermediateTip
        case .ringFingerTip: .ringFingerTip
        case .littleFingerMetacarpal: .littleFingerMetacarpal
        case .littleFingerKnuckle: .littleFingerKnuckle
        case .littleFingerIntermediateBase: .littleFingerIntermediateBase
        case .littleFingerIntermediateTip: .littleFingerIntermediateTip
        case .littleFingerTip: .littleFingerTip
        case .forearmWrist: .forearmWrist
        case .forearmArm: .forearmArm
        }
    }
  }
#endif
