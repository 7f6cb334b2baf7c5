extension Chirality {
  /// The hand a mirror shows this one as: left for right, right for left;
  /// unknown stays unknown.
  public var mirrored: Chirality {
    switch self {
    case .left: .right
    case .right: .left
    case .unknown: .unknown
    }
  }
}
