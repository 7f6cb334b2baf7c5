/// A static hand shape that GestureCore recognizes, after MediaPipe's
/// canned gestures.
///
/// Each pose is a set of finger states (see ``PoseClassifier``); three of
/// them are also defined by a direction in the display frame the user sees:
/// ``pointingUp``, ``thumbUp`` and ``thumbDown``. A `pose` event's
/// ``GestureEvent/name`` is the raw value, such as `openPalm`.
public enum Pose: String, CaseIterable, Hashable, Sendable, Codable {
  /// All five digits extended: an open hand, at any in-plane rotation.
  case openPalm
  /// All five digits curled or folded: a fist, at any in-plane rotation.
  case closedFist
  /// Only the index finger extended, pointing up in the display frame.
  case pointingUp
  /// Only the thumb extended, pointing up in the display frame.
  case thumbUp
  /// Only the thumb extended, pointing down in the display frame.
  case thumbDown
  /// Index and middle fingers extended, the others curled or folded.
  case victory
  /// Thumb, index and little fingers extended, middle and ring curled.
  case iLoveYou
}
