extension Chirality {
  /// The hand a mirror shows this one as: left for right, right for left;
  /// unknown and both stay as they are.
  public var mirrored: Chirality {
    switch self {
    case .left: .right
    case .right: .left
    case .unknown: .unknown
    case .both: .both
    }
  }
}
