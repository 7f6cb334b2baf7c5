extension GestureConfiguration.Hands {
  /// What a tracker's left and right labels mean.
  ///
  /// Events always name the anatomical hand: the user's own right hand is
  /// `right`, whichever way the camera sees it.
  public enum Labels: String, CaseIterable, Hashable, Sendable, Codable {
    /// The labels name the anatomical hand, as Apple Vision's, ARKit's
    /// and Leap Motion's do, and MediaPipe's on a mirrored (selfie) image.
    case anatomical
    /// The labels name the other hand: MediaPipe labels a hand as if the
    /// image were a mirrored selfie, so on an image that is not mirrored
    /// (a back camera, a webcam frame used as captured) its `Left` is the
    /// user's right hand.
    case mirrored

    /// Returns the anatomical hand a label names.
    ///
    /// - Parameter label: The tracker's label.
    /// - Returns: `label` for anatomical labels, its mirror image for
    ///   mirrored ones; `unknown` stays unknown.
    @inline(__always)
    public func anatomical(_ label: Chirality) -> Chirality {
      switch self {
      case .anatomical: label
      case .mirrored: label.mirrored
      }
    }
  }
}
