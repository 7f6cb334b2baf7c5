extension PoseDescription {
  /// The seven built-in poses, after MediaPipe's canned gestures, in the
  /// order of ``Pose``. Their reasons are in `Docs/Gestures/Poses.md`.
  public static let builtIns: [PoseDescription] = Pose.allCases.map(builtIn)

  /// The description of a built-in pose.
  ///
  /// - An open palm: four fingers extended; any thumb but one folded
  ///   across the palm (four fingers with the thumb folded is HaGRID's
  ///   `four`, not an open palm) or touching the index tip (a pinch).
  /// - A closed fist: four fingers curled; the thumb folded across them
  ///   or resting alongside.
  /// - Pointing up: only the index finger extended, within 45 degrees of
  ///   up; the thumb not extended (thumb and index out is a "gun").
  /// - A thumb up or down: the four fingers curled, the thumb extended,
  ///   within 55 degrees of up or down.
  /// - Victory: index and middle fingers extended, ring and little curled
  ///   or half bent (the ring finger is tied to the middle one by the
  ///   tendons of the back of the hand, and the thumb often holds the two
  ///   only partly down); any thumb.
  /// - "I love you": thumb, index and little fingers extended, middle and
  ///   ring curled.
  ///
  /// - Parameter pose: The built-in pose.
  /// - Returns: Its description, named by the pose's raw value.
  public static func builtIn(_ pose: Pose) -> PoseDescription {
    let name = pose.rawValue
    switch pose {
    case .openPalm:
      return PoseDescription(
        name: name,
        thumb: [.extended, .alongside, .neither],
        index: .extended,
        middle: .extended,
        ring: .extended,
        little: .extended,
        touches: [Touch(.index, isTouching: false)]
      )
    case .closedFist:
      return PoseDescription(
        name: name,
        thumb: [.curled, .alongside],
        index: .curled,
        middle: .curled,
        ring: .curled,
        little: .curled
      )
    case .pointingUp:
      return PoseDescription(
        name: name,
        thumb: [.curled, .alongside, .neither],
        index: .extended,
        middle: .curled,
        ring: .curled,
        little: .curled,
        pointing: [Pointing(.index, .up, within: 45)]
      )
    case .thumbUp, .thumbDown:
      return PoseDescription(
        name: name,
        thumb: .extended,
        index: .curled,
        middle: .curled,
        ring: .curled,
        little: .curled,
        pointing: [
          Pointing(.thumb, pose == .thumbUp ? .up : .down, within: 55)
        ]
      )
    case .victory:
      return PoseDescription(
        name: name,
        thumb: .any,
        index: .extended,
        middle: .extended,
        ring: [.curled, .neither],
        little: [.curled, .neither]
      )
    case .iLoveYou:
      return PoseDescription(
        name: name,
        thumb: .extended,
        index: .extended,
        middle: .curled,
        ring: .curled,
        little: .extended
      )
    }
  }
}
