/// Which way a hand's palm faces: toward the camera, away from it, or not
/// known.
///
/// The engine reads it each frame from the hand's chirality and the
/// winding of its wrist, index knuckle and little knuckle, with
/// hysteresis (see ``PalmFacingRecognizer`` and
/// `Docs/Gestures/PalmFacing.md`).
public enum PalmFacing: String, CaseIterable, Hashable, Sendable, Codable {
  /// Not known: the facing is off, the hand was not read yet, its palm has
  /// been edge-on since it was found, or its chirality is unknown.
  case unknown
  /// The palm faces the camera: the camera sees the palm.
  case toward
  /// The palm faces away from the camera: the camera sees the back of the
  /// hand.
  case away
}
