/// The handedness of a hand: left, right, or not known; or both hands, in
/// an event of a gesture of two hands.
///
/// A trace's chirality is what the tracker reported. Apple Vision and
/// MediaPipe both report the anatomical hand, but a mirrored image can make
/// a tracker report the opposite one
/// (``GestureConfiguration/Hands-swift.struct/labels`` says which). The
/// engine takes a hand's label as a cue to its track, not as its key, and
/// an event names the label the track's hand has had most (see
/// ``GestureEngine``).
public enum Chirality: String, CaseIterable, Hashable, Sendable, Codable {
  /// A left hand.
  case left
  /// A right hand.
  case right
  /// A hand whose chirality the tracker did not report.
  case unknown
  /// Both hands: what an event of a gesture of two hands names (see
  /// ``FrameStage``). No hand is `both`: the engine takes a hand labelled
  /// so as `unknown`, and a trace's hand cannot say it.
  case both

  /// The chiralities a hand can have: left, right, unknown.
  public static let hands: [Chirality] = [.left, .right, .unknown]
}
