extension CoordinateSpace {
  /// The corner of the image where raw coordinates have their origin.
  public enum Origin: String, CaseIterable, Hashable, Sendable, Codable {
    /// The top-left corner, `y` growing down (MediaPipe, most image APIs).
    case topLeft
    /// The bottom-left corner, `y` growing up (Apple Vision).
    case bottomLeft
  }
}
