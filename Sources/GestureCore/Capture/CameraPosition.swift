/// Which side of the device a camera faces.
///
/// The front camera faces the user, who usually sees its image mirrored,
/// as in a mirror; the back camera faces away from the user.
public enum CameraPosition: String, CaseIterable, Hashable, Sendable,
  Codable
{
  /// The camera on the screen's side, facing the user.
  case front
  /// The camera on the back, facing away from the user.
  case back
}
