#if canImport(Vision)
  import GestureCore
  import Vision

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  extension Hand {
    /// Creates a hand from a hand pose observation of Vision's Swift API.
    ///
    /// As for `VNHumanHandPoseObservation`: each joint as Vision reports
    /// it, origin at the lower left; the chirality made anatomical for the
    /// capture.
    ///
    /// - Parameters:
    ///   - observation: One hand of a `DetectHumanHandPoseRequest`'s
    ///     results.
    ///   - capture: How the buffers were captured and are seen.
    ///   - orientation: The orientation given to `perform(on:orientation:)`.
    public init(
      _ observation: HumanHandPoseObservation,
      capture: CameraCapture,
      orientation: ImageOrientation
    ) {
      let reported: Chirality =
        switch observation.chirality {
        case .some(.left): .left
        case .some(.right): .right
        default: .unknown
        }
      self.init(
        chirality: capture.anatomicalChirality(
          reported,
          trackerOrientation: orientation
        ),
        score: Double(observation.confidence)
      )
      for (name, point) in observation.allJoints(in: nil) {
        // The name's raw value is the joint's, such as "indexTip".
        guard let joint = Joint(name: name.rawValue) else { continue }
        self[joint] = Landmark(
          x: Double(point.location.x),
          y: Double(point.location.y),
          confidence: Double(point.confidence)
        )
      }
    }
  }
#endif
