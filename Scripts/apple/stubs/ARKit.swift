// ARKit for visionOS: hand tracking (developer.apple.com/documentation/
// arkit/handanchor, handskeleton, anchorupdate), visionOS 1.0.
@_exported import simd

public typealias TimeInterval = Double

public struct HandSkeleton {
  public enum JointName: CaseIterable {
    case wrist
    case thumbKnuckle, thumbIntermediateBase, thumbIntermediateTip, thumbTip
    case indexFingerMetacarpal, indexFingerKnuckle
    case indexFingerIntermediateBase, indexFingerIntermediateTip
    case indexFingerTip
    case middleFingerMetacarpal, middleFingerKnuckle
    case middleFingerIntermediateBase, middleFingerIntermediateTip
    case middleFingerTip
    case ringFingerMetacarpal, ringFingerKnuckle
    case ringFingerIntermediateBase, ringFingerIntermediateTip, ringFingerTip
    case littleFingerMetacarpal, littleFingerKnuckle
    case littleFingerIntermediateBase, littleFingerIntermediateTip
    case littleFingerTip
    case forearmWrist, forearmArm
  }
  public struct Joint {
    public var anchorFromJointTransform: simd_float4x4
    public var isTracked: Bool
  }
  public func joint(_ named: JointName) -> Joint {
    fatalError("stub")
  }
}

public protocol Anchor {}

public struct HandAnchor: Anchor {
  public enum Chirality {
    case left
    case right
  }
  public var chirality: Chirality
  public var handSkeleton: HandSkeleton?
  public var isTracked: Bool
  public var originFromAnchorTransform: simd_float4x4
}

public struct AnchorUpdate<AnchorType: Anchor> {
  public enum Event {
    case added
    case updated
    case removed
  }
  public let anchor: AnchorType
  public var timestamp: TimeInterval
  public let event: Event
}
