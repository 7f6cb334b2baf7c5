// Vision: the hand pose API (developer.apple.com/documentation/vision/
// vnhumanhandposeobservation, vnchirality, humanhandposeobservation).
@_exported import CoreGraphics
@_exported import ImageIO

@available(macOS 10.13, iOS 11.0, tvOS 11.0, *)
public struct VNRecognizedPointKey: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

@available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
public class VNRecognizedPoint {
  public var location: CGPoint { CGPoint(x: 0, y: 0) }
  public var confidence: Float { 0 }
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, *)
public enum VNChirality: Int {
  case unknown = 0
  case left = -1
  case right = 1
}

@available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
public class VNHumanHandPoseObservation {
  public struct JointName: Hashable, RawRepresentable {
    public var rawValue: VNRecognizedPointKey
    public init(rawValue: VNRecognizedPointKey) { self.rawValue = rawValue }
  }
  public struct JointsGroupName: Hashable, RawRepresentable {
    public var rawValue: VNRecognizedPointKey
    public init(rawValue: VNRecognizedPointKey) { self.rawValue = rawValue }
    public static var all: JointsGroupName {
      JointsGroupName(rawValue: VNRecognizedPointKey(rawValue: "VNIPOAll"))
    }
  }
  public var confidence: Float { 0 }
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, *)
  public var chirality: VNChirality { .unknown }
  public func recognizedPoints(
    _ jointsGroupName: JointsGroupName
  ) throws -> [JointName: VNRecognizedPoint] { [:] }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *)
public struct NormalizedPoint {
  public var x: CGFloat
  public var y: CGFloat
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *)
public struct Joint {
  public let confidence: Float
  public let jointName: String
  public let location: NormalizedPoint
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *)
public struct HumanHandPoseObservation {
  public enum Chirality: Hashable {
    case left
    case right
  }
  public enum JointName: String, Hashable {
    case wrist, thumbCMC, thumbMP, thumbIP, thumbTip
    case indexMCP, indexPIP, indexDIP, indexTip
    case middleMCP, middlePIP, middleDIP, middleTip
    case ringMCP, ringPIP, ringDIP, ringTip
    case littleMCP, littlePIP, littleDIP, littleTip
  }
  public enum JointsGroupName: String, CaseIterable {
    case thumb, indexFinger, middleFinger, ringFinger, littleFinger, all
  }
  public let chirality: Chirality?
  public var confidence: Float { 0 }
  public func allJoints(in groupName: JointsGroupName? = nil) -> [JointName: Joint] {
    [:]
  }
}
