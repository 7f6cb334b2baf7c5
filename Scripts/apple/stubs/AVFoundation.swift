// AVFoundation: AVCaptureConnection (developer.apple.com/documentation/
// avfoundation/avcaptureconnection): macOS 10.7, iOS 4, tvOS 17;
// videoRotationAngle macOS 14, iOS 17, tvOS 17.
@_exported import CoreGraphics

@available(macOS 10.7, iOS 4.0, tvOS 17.0, *)
public class AVCaptureConnection {
  public var isVideoMirrored: Bool { false }
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, *)
  public var videoRotationAngle: CGFloat { 0 }
}
