#if canImport(ARKit) && os(visionOS)
  import ARKit
  import GestureCore

  extension Chirality {
    /// Creates the chirality of an ARKit hand anchor, anatomical.
    ///
    /// - Parameter chirality: The anchor's chirality.
    public init(_ chirality: HandAnchor.Chirality) {
      self = chirality == .left ? .left : .right
    }
  }
#endif
