/// A joint of the 27-joint hand skeleton of ARKit on visionOS, named as
/// `HandSkeleton.JointName` names it.
///
/// 21 of the 27 are the joints of GestureCore's skeleton (``joint``); the
/// four metacarpals and the two forearm joints have no counterpart and are
/// not read. ARKit's names count a finger's joints from the palm out, and
/// call the finger's MCP its knuckle:
///
/// | ARKit | GestureCore |
/// | --- | --- |
/// | `wrist` | `wrist` |
/// | `thumbKnuckle` | `thumbCMC` |
/// | `thumbIntermediateBase` | `thumbMP` |
/// | `thumbIntermediateTip` | `thumbIP` |
/// | `thumbTip` | `thumbTip` |
/// | `indexFingerMetacarpal` | none |
/// | `indexFingerKnuckle` | `indexMCP` |
/// | `indexFingerIntermediateBase` | `indexPIP` |
/// | `indexFingerIntermediateTip` | `indexDIP` |
/// | `indexFingerTip` | `indexTip` |
/// | middle, ring and little fingers | as the index finger |
/// | `forearmWrist`, `forearmArm` | none |
public enum SkeletonJoint: String, CaseIterable, Hashable, Sendable,
  Codable
{
  /// The wrist.
  case wrist
  /// The thumb's base, at the wrist: GestureCore's `thumbCMC`.
  case thumbKnuckle
  /// The thumb's middle joint: GestureCore's `thumbMP`.
  case thumbIntermediateBase
  /// The thumb's last joint: GestureCore's `thumbIP`.
  case thumbIntermediateTip
  /// The tip of the thumb.
  case thumbTip
  /// The index finger's metacarpal, in the palm: not read.
  case indexFingerMetacarpal
  /// The index finger's knuckle: GestureCore's `indexMCP`.
  case indexFingerKnuckle
  /// The index finger's middle joint: GestureCore's `indexPIP`.
  case indexFingerIntermediateBase
  /// The index finger's last joint: GestureCore's `indexDIP`.
  case indexFingerIntermediateTip
  /// The tip of the index finger.
  case indexFingerTip
  /// The middle finger's metacarpal, in the palm: not read.
  case middleFingerMetacarpal
  /// The middle finger's knuckle: GestureCore's `middleMCP`.
  case middleFingerKnuckle
  /// The middle finger's middle joint: GestureCore's `middlePIP`.
  case middleFingerIntermediateBase
  /// The middle finger's last joint: GestureCore's `middleDIP`.
  case middleFingerIntermediateTip
  /// The tip of the middle finger.
  case middleFingerTip
  /// The ring finger's metacarpal, in the palm: not read.
  case ringFingerMetacarpal
  /// The ring finger's knuckle: GestureCore's `ringMCP`.
  case ringFingerKnuckle
  /// The ring finger's middle joint: GestureCore's `ringPIP`.
  case ringFingerIntermediateBase
  /// The ring finger's last joint: GestureCore's `ringDIP`.
  case ringFingerIntermediateTip
  /// The tip of the ring finger.
  case ringFingerTip
  /// The little finger's metacarpal, in the palm: not read.
  case littleFingerMetacarpal
  /// The little finger's knuckle: GestureCore's `littleMCP`.
  case littleFingerKnuckle
  /// The little finger's middle joint: GestureCore's `littlePIP`.
  case littleFingerIntermediateBase
  /// The little finger's last joint: GestureCore's `littleDIP`.
  case littleFingerIntermediateTip
  /// The tip of the little finger.
  case littleFingerTip
  /// The wrist end of the forearm: not read.
  case forearmWrist
  /// The elbow end of the forearm: not read.
  case forearmArm

  /// The joint of GestureCore's 21-joint skeleton at the same place, or
  /// `nil` for a metacarpal or a forearm joint.
  public var joint: Joint? {
    switch self {
    case .wrist: .wrist
    case .thumbKnuckle: .thumbCMC
    case .thumbIntermediateBase: .thumbMP
    case .thumbIntermediateTip: .thumbIP
    case .thumbTip: .thumbTip
    case .indexFingerKnuckle: .indexMCP
    case .indexFingerIntermediateBase: .indexPIP
    case .indexFingerIntermediateTip: .indexDIP
    case .indexFingerTip: .indexTip
    case .middleFingerKnuckle: .middleMCP
    case .middleFingerIntermediateBase: .middlePIP
    case .middleFingerIntermediateTip: .middleDIP
    case .middleFingerTip: .middleTip
    case .ringFingerKnuckle: .ringMCP
    case .ringFingerIntermediateBase: .ringPIP
    case .ringFingerIntermediateTip: .ringDIP
    case .ringFingerTip: .ringTip
    case .littleFingerKnuckle: .littleMCP
    case .littleFingerIntermediateBase: .littlePIP
    case .littleFingerIntermediateTip: .littleDIP
    case .littleFingerTip: .littleTip
    case .indexFingerMetacarpal, .middleFingerMetacarpal,
      .ringFingerMetacarpal, .littleFingerMetacarpal, .forearmWrist,
      .forearmArm:
      nil
    }
  }
}
