extension Hand {
  /// Creates a hand from the joints of a 3-D hand skeleton, such as ARKit's
  /// `HandAnchor` on visionOS, read through a viewer's eye.
  ///
  /// For each of GestureCore's 21 joints, `joint` gives the skeleton
  /// joint's transform relative to the hand's anchor and whether the
  /// tracker tracks it (see ``SkeletonJoint`` for the mapping). The hand
  /// gets:
  ///
  /// - ``worldLandmarks``: the 21 joints in metres, in the viewer's
  ///   display-aligned frame (`x` to the viewer's right, `y` down, `z` the
  ///   depth in front of the viewer), so that distances are the world's;
  /// - a landmark for each joint in front of the viewer: its position in
  ///   the view (see ``ViewProjection``), read in
  ///   ``CoordinateSpace/mediaPipe``'s space; its depth relative to the
  ///   wrist, in metres, positive away from the viewer; and a confidence of
  ///   1 when the joint is tracked, 0 when it is not, so that the
  ///   confidence gate sets an untracked joint aside;
  /// - no landmark for a joint at or behind the viewer's eye.
  ///
  /// - Parameters:
  ///   - chirality: The hand, as the tracker names it (ARKit's is
  ///     anatomical).
  ///   - worldFromAnchor: The hand's anchor in the world: ARKit's
  ///     `originFromAnchorTransform`.
  ///   - view: The viewer's eye.
  ///   - joint: The transform from a skeleton joint to the anchor
  ///     (ARKit's `anchorFromJointTransform`), and whether it is tracked.
  ///     Called once for each skeleton joint that has a ``Joint``.
  public init(
    chirality: Chirality,
    worldFromAnchor: Transform3D,
    view: ViewProjection,
    joint: (SkeletonJoint) -> (anchorFromJoint: Transform3D, isTracked: Bool)
  ) {
    let origin = Point3D(x: 0, y: 0, z: 0)
    var points = [Point3D](repeating: origin, count: Joint.count)
    var tracked = [Bool](repeating: false, count: Joint.count)
    for skeletonJoint in SkeletonJoint.allCases {
      guard let target = skeletonJoint.joint else { continue }
      let reading = joint(skeletonJoint)
      let world = worldFromAnchor.apply(to: reading.anchorFromJoint.translation)
      points[target.rawValue] = view.viewerPoint(world)
      tracked[target.rawValue] = reading.isTracked
    }
    self.init(chirality: chirality, score: 1, worldLandmarks: points)
    let wristDepth = points[Joint.wrist.rawValue].z
    for target in Joint.allCases {
      let point = points[target.rawValue]
      guard let position = view.project(viewerPoint: point) else { continue }
      self[target] = Landmark(
        position: position,
        depth: point.z - wristDepth,
        confidence: tracked[target.rawValue] ? 1 : 0
      )
    }
  }
}
