/// A digit of the hand.
public enum Finger: String, CaseIterable, Hashable, Sendable, Codable {
  /// The thumb.
  case thumb
  /// The index finger, the primary pinch's partner of the thumb.
  case index
  /// The middle finger, the secondary pinch's partner of the thumb.
  case middle
  /// The ring finger.
  case ring
  /// The little finger (MediaPipe's pinky).
  case little
}
