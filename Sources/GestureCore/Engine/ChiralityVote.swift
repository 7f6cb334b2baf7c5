/// A track's chirality: the label its hand has had most over its recent
/// frames, changed only by a clear majority.
///
/// The vote keeps the labels of the last ``window`` frames on which the
/// track's hand was seen. The chirality starts as the first label and
/// changes to another only when that label fills at least
/// ``switchCount`` of them. A tracker that flips a hand's label for a few
/// frames as it turns (MediaPipe does, for up to about ten frames) changes
/// nothing; a track whose first label was wrong takes the right one after
/// ``switchCount`` frames of it.
///
/// The window is counted in frames, not seconds: a tracker decides a label
/// per detection, so a flip lasts a number of frames at any frame rate.
struct ChiralityVote: Sendable {
  /// The number of recent labels the vote keeps.
  static let window = 16
  /// How many of the recent labels must agree to change the chirality:
  /// three quarters of the window, so that a flip of up to 11 frames in
  /// a row never does.
  static let switchCount = 12

  /// The track's chirality: left, right or unknown.
  private(set) var chirality: Chirality
  /// The recent labels, two bits each, the newest in the lowest bits.
  private var recent: UInt32 = 0
  /// How many labels `recent` holds, up to ``window``.
  private var count = 0
  /// How many of the recent labels are left, right and unknown.
  private var tally: (left: Int, right: Int, unknown: Int) = (0, 0, 0)

  /// Creates the vote of a track first seen with a label.
  ///
  /// - Parameter label: The first label; `both` counts as unknown.
  init(_ label: Chirality) {
    chirality = Self.normalized(label)
    record(label)
  }

  /// Counts one frame's label.
  ///
  /// - Parameter label: The label of the track's hand in this frame;
  ///   `both` counts as unknown.
  /// - Returns: Whether the chirality changed.
  @discardableResult
  mutating func record(_ label: Chirality) -> Bool {
    let label = Self.normalized(label)
    if count == Self.window {
      let oldest = (recent >> UInt32(2 * (Self.window - 1))) & 3
      adjust(Self.label(code: oldest), by: -1)
    } else {
      count += 1
    }
    recent = (recent << 2) | Self.code(label)
    adjust(label, by: 1)
    guard label != chirality, votes(for: label) >= Self.switchCount else {
      return false
    }
    chirality = label
    return true
  }

  /// The number of recent labels that are `label`.
  func votes(for label: Chirality) -> Int {
    switch Self.normalized(label) {
    case .left: tally.left
    case .right: tally.right
    case .unknown, .both: tally.unknown
    }
  }

  private mutating func adjust(_ label: Chirality, by change: Int) {
    switch label {
    case .left: tally.left += change
    case .right: tally.right += change
    case .unknown, .both: tally.unknown += change
    }
  }

  /// No hand is both: a hand labelled so counts as unknown.
  private static func normalized(_ label: Chirality) -> Chirality {
    label == .both ? .unknown : label
  }

  private static func code(_ label: Chirality) -> UInt32 {
    switch label {
    case .left: 1
    case .right: 2
    case .unknown, .both: 0
    }
  }

  private static func label(code: UInt32) -> Chirality {
    switch code {
    case 1: .left
    case 2: .right
    default: .unknown
    }
  }
}
