/// A hand tracker's own identity for a hand: a number or a string that
/// stays the same while the tracker follows the hand.
///
/// ARKit's hand anchors, Leap Motion's hand IDs and a tracker's track
/// numbers are such identities. When a ``Hand`` carries one, the
/// ``GestureEngine`` follows the hand by it alone, and its chirality only
/// labels it; without one, hands are matched to their tracks by
/// continuity (see ``GestureEngine``).
///
/// ```swift
/// var hand = Hand(chirality: .right)
/// hand.id = .number(7)
/// ```
public enum HandID: Hashable, Sendable {
  /// A numeric identity, such as Leap Motion's hand ID; finite.
  case number(Double)
  /// A textual identity, such as an anchor's UUID string.
  case string(String)
}
