#if canImport(Vision)
  import GestureCore
  import Vision

  @available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
  extension Hand {
    /// Creates a hand from a Vision hand pose observation.
    ///
    /// Each of the 21 points becomes a landmark as Vision reports it, in
    /// its normalized space with the origin at the lower left; a joint
    /// Vision did not find keeps its confidence of 0, which the
    /// confidence gate sets aside. The chirality (macOS 12, iOS 15; unknown
    /// before) is made anatomical for the capture.
    ///
    /// - Parameters:
    ///   - observation: One hand of a `VNDetectHumanHandPoseRequest`'s
    ///     results.
    ///   - capture: How the buffers were captured and are seen.
    ///   - orientation: The orientation given to the request handler.
    /// - Throws: The error of `recognizedPoints(_:)`.
    public init(
      _ observation: VNHumanHandPoseObservation,
      capture: CameraCapture,
      orientation: ImageOrientation
    ) throws {
      var reported = Chirality.unknown
      if #available(macOS 12.0, iOS 15.0, tvOS 15.0, *) {
        switch observation.chirality {
        case .left: reported = .left
        case .right: reported = .right
        default: reported = .unknown
        }
      }
      self.init(
        chirality: capture.anatomicalChirality(
          reported,
          trackerOrientation: orientation
        ),
        score: Double(observation.confidence)
      )
      for (name, point) in try observation.recognizedPoints(.all) {
        // The key's raw value is Vision's, such as "VNHLKITIP".
        guard let joint = Joint(name: name.rawValue.rawValue) else { continue }
        self[joint] = Landmark(
          x: Double(point.location.x),
          y: Double(point.location.y),
          confidence: Double(point.confidence)
        )
      }
    }
  }

  @available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
  extension Frame {
    /// Creates a frame from the hands one hand pose request found.
    ///
    /// - Parameters:
    ///   - observations: The request's results, in Vision's order.
    ///   - time: The buffer's presentation time, in seconds.
    ///   - capture: How the buffers were captured and are seen.
    ///   - orientation: The orientation given to the request handler.
    /// - Throws: The error of `recognizedPoints(_:)`.
    public init(
      _ observations: [VNHumanHandPoseObservation],
      time: Double,
      capture: CameraCapture,
      orientation: ImageOrientation
    ) throws {
      self.init(
        time: time,
        hands: try observations.map {
          try Hand($0, capture: capture, orientation: orientation)
        }
      )
    }
  }
#endif
