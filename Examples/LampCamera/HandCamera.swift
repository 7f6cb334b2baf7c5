#if canImport(SwiftUI) && canImport(Vision) && (os(iOS) || os(macOS))
  import AVFoundation
  import GestureCore
  import GestureCoreVision
  import Vision

  /// The camera: runs a capture session and, on its own queue, reads each
  /// buffer with Vision and sends a frame.
  ///
  /// `nonisolated`: AVFoundation calls ``captureOutput(_:didOutput:from:)``
  /// on ``queue``, not on the main actor an Xcode 26 app target isolates
  /// its code to by default.
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated final class HandCamera: NSObject,
    AVCaptureVideoDataOutputSampleBufferDelegate, @unchecked Sendable
  {
    // @unchecked: everything below but `frames` and `session` is used
    // only on `queue`, where the session is configured and the delegate
    // is called; `session` is handed to the preview layer once.

    /// The frames, newest first when the consumer lags.
    let frames = LatestFrameStream()
    /// The capture session, for the preview layer.
    let session = AVCaptureSession()
    /// The camera that captures.
    let position: AVCaptureDevice.Position
    private let output = AVCaptureVideoDataOutput()
    private let queue = DispatchQueue(label: "hand-camera")
    private let request = VNDetectHumanHandPoseRequest()
    private var capture: CameraCapture
    /// The time of the last frame sent, in seconds.
    private var lastSent = -Double.infinity
    /// How many ``start()`` calls no ``stop()`` has matched yet.
    private var starts = 0

    /// Creates a camera that is not running.
    ///
    /// - Parameter position: The camera to capture with.
    init(position: AVCaptureDevice.Position) {
      self.position = position
      self.capture = CameraCapture(
        device: .portrait,
        camera: position == .front ? .front : .back
      )
      super.init()
      request.maximumHandCount = 2
    }

    /// Starts the session, configuring it the first time.
    ///
    /// Each call wants a matching ``stop()``; the session runs while a
    /// call has none. So when SwiftUI restarts a `.task(id:)`, the new
    /// task's `start()` may come before the old task's `stop()`, and the
    /// camera keeps running.
    func start() {
      queue.async { [self] in
        starts += 1
        guard starts == 1 else { return }
        if session.inputs.isEmpty {
          guard
            let device = AVCaptureDevice.default(
              .builtInWideAngleCamera,
              for: .video,
              position: position
            ),
            let input = try? AVCaptureDeviceInput(device: device),
            session.canAddInput(input),
            session.canAddOutput(output)
          else { return }
          session.beginConfiguration()
          session.addInput(input)
          output.alwaysDiscardsLateVideoFrames = true
          output.setSampleBufferDelegate(self, queue: queue)
          session.addOutput(output)
          session.commitConfiguration()
        }
        session.startRunning()
      }
    }

    /// Matches a ``start()``: when every call has its match, stops the
    /// session, and frames stop coming.
    func stop() {
      queue.async { [self] in
        starts -= 1
        if starts == 0 { session.stopRunning() }
      }
    }

    /// Sets how the user sees the camera, and reads how the connection
    /// turns and mirrors the buffers.
    ///
    /// - Parameters:
    ///   - rotation: The preview's clockwise angle, in degrees: the
    ///     rotation coordinator's `videoRotationAngleForHorizonLevelPreview`.
    ///   - mirrored: Whether the preview mirrors the image.
    ///   - done: Called on the main actor with the new capture and the
    ///     time of the last frame read with the old one, in seconds: the
    ///     frames read with the new capture come after it.
    func display(
      rotation: Double,
      mirrored: Bool,
      done: @escaping @MainActor @Sendable (CameraCapture, Double) -> Void
    ) {
      queue.async { [self] in
        if let connection = output.connection(with: .video) {
          capture = CameraCapture(
            connection: connection,
            displayRotation: rotation,
            isDisplayMirrored: mirrored
          )
        } else {
          capture = CameraCapture(
            displayRotation: rotation,
            isDisplayMirrored: mirrored
          )
        }
        let (current, since) = (capture, lastSent)
        Task { @MainActor in done(current, since) }
      }
    }

    /// Reads one buffer's hands and sends them as a frame.
    func captureOutput(
      _ output: AVCaptureOutput,
      didOutput sampleBuffer: CMSampleBuffer,
      from connection: AVCaptureConnection
    ) {
      let orientation = capture.uprightOrientation
      let handler = VNImageRequestHandler(
        cmSampleBuffer: sampleBuffer,
        orientation: CGImagePropertyOrientation(orientation)
      )
      do {
        try handler.perform([request])
        let frame = try Frame(
          request.results ?? [],
          time: sampleBuffer.presentationTimeStamp.seconds,
          capture: capture,
          orientation: orientation
        )
        frames.send(frame)
        lastSent = frame.time
      } catch {
        // A buffer Vision cannot read is skipped; the next one follows.
      }
    }
  }
#endif
