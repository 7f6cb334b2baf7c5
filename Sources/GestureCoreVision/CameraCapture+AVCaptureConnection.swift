#if canImport(AVFoundation) && canImport(Vision) && !os(visionOS)
  import AVFoundation
  import GestureCore

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, *)
  extension CameraCapture {
    /// Creates the capture of a connection whose buffers a tracker reads,
    /// reading the turn and mirroring the connection applies.
    ///
    /// - Parameters:
    ///   - connection: The video data output's connection, as configured;
    ///     read again when its angle or mirroring changes.
    ///   - displayRotation: The clockwise angle, in degrees, that shows the
    ///     camera's image as the user sees it: a rotation coordinator's
    ///     `videoRotationAngleForHorizonLevelPreview`.
    ///   - isDisplayMirrored: Whether the user sees the image mirrored:
    ///     the preview layer connection's `isVideoMirrored`.
    public init(
      connection: AVCaptureConnection,
      displayRotation: Double,
      isDisplayMirrored: Bool
    ) {
      self.init(
        displayRotation: displayRotation,
        isDisplayMirrored: isDisplayMirrored,
        bufferRotation: Double(connection.videoRotationAngle),
        isBufferMirrored: connection.isVideoMirrored
      )
    }
  }
#endif
