/// The handedness of a hand: left, right, or not known.
///
/// A trace's chirality is what the tracker reported. Apple Vision and
/// MediaPipe both report the anatomical hand, but a mirrored image can make
/// a tracker report the opposite one; GestureCore reports the value it was
/// given and keys a hand's state by it.
public enum Chirality: String, CaseIterable, Hashable, Sendable, Codable {
  /// A left hand.
  case left
  /// A right hand.
  case right
  /// A hand whose chirality the tracker did not report.
  case unknown
}
