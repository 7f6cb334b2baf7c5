/// A static hand shape that GestureCore recognizes, after MediaPipe's
/// canned gestures.
///
/// Each pose is a set of finger states (see ``PoseClassifier``); three of
/// them are also defined by a direction in the display frame the user sees:
/// ``pointingUp``, ``thumbUp`` and ``thumbDown``. A `pose` event's
/// ``GestureEvent/name`` is the raw value, such as `openPalm`.
public enum Pose: String, CaseIterable, Hashable, Sendable, Codable {
  /// The four fingers extended, the thumb not folded across the palm nor
  /// touching the index tip: an open hand, at any in-plane rotation.
  case openPalm
  /// The four fingers curled, the thumb folded across them or resting
  /// alongside: a fist, at any in-plane rotation.
  case closedFist
  /// Only the index finger extended, pointing up in the display frame; the
  /// thumb not extended.
  case pointingUp
  /// Only the thumb extended, pointing up in the display frame (within 55
  /// degrees, by default).
  case thumbUp
  /// Only the thumb extended, pointing down in the display frame (within
  /// 55 degrees, by default).
  case thumbDown
  /// Index and middle fingers extended, ring and little curled or half
  /// bent; the thumb in any state.
  case victory
  /// Thumb, index and little fingers extended, middle and ring curled.
  case iLoveYou
}
