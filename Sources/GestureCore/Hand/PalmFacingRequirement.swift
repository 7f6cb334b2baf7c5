/// The way a palm must face for a gesture or a pose: toward the camera,
/// away from it, or either.
public enum PalmFacingRequirement: String, CaseIterable, Hashable, Sendable,
  Codable
{
  /// Any facing, `unknown` included: no condition.
  case any
  /// The palm must face the camera.
  case toward
  /// The palm must face away from the camera (MRTK's rule for a pinch).
  case away

  /// Returns whether a facing meets the requirement.
  ///
  /// - Parameter facing: The palm's facing.
  /// - Returns: `true` for ``any``; otherwise `true` only when `facing` is
  ///   the one required (`unknown` meets neither ``toward`` nor ``away``).
  @inline(__always)
  public func isMet(by facing: PalmFacing) -> Bool {
    switch self {
    case .any: true
    case .toward: facing == .toward
    case .away: facing == .away
    }
  }
}
