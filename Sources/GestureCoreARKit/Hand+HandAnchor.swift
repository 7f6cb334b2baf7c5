#if canImport(ARKit) && os(visionOS)
  import ARKit
  import GestureCore

  extension Hand {
    /// Creates a hand from an ARKit hand anchor, read through a viewer's
    /// eye, or `nil` when the anchor is not tracked or has no skeleton.
    ///
    /// See `Hand(chirality:worldFromAnchor:view:joint:)` for what the hand
    /// holds: world landmarks in metres, a 2-D landmark per joint in front
    /// of the viewer, untracked joints at confidence 0.
    ///
    /// - Parameters:
    ///   - anchor: The hand anchor of a `HandTrackingProvider` update.
    ///   - view: The viewer's eye; a viewer at the world's origin by
    ///     default. Give the device anchor's pose at the update's time.
    public init?(_ anchor: HandAnchor, view: ViewProjection = ViewProjection())
    {
      guard anchor.isTracked, let skeleton = anchor.handSkeleton else {
        return nil
      }
      self.init(
        chirality: Chirality(anchor.chirality),
        worldFromAnchor: Transform3D(anchor.originFromAnchorTransform),
        view: view
      ) { joint in
        let reading = skeleton.joint(HandSkeleton.JointName(joint))
        return (
          Transform3D(reading.anchorFromJointTransform), reading.isTracked
        )
      }
    }
  }
#endif
