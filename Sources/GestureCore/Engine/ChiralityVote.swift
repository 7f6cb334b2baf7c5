/// A track's chirality: the label its hand has had most over the recent
/// past, changed only by a clear majority.
///
/// The vote keeps the *lean* of the track's labels: a mean of +1 for each
/// `right`, -1 for each `left` and 0 for each `unknown`, each label weighed
/// by the time it stood for and the weights fading with a time constant of
/// ``timeConstant``, as a low-pass filter of the labels. The chirality
/// starts as the first label, becomes `right` when the lean rises above
/// ``switchLevel`` and `left` when it falls below its opposite, and
/// otherwise stays. From a steady `right`, a `left` that lasts less than
/// `ln 4` time constants (0.42 s) changes nothing: MediaPipe flips a
/// turning hand's label for a few frames. A track whose first label was
/// wrong, or `unknown`, takes its hand's steady label within half a
/// second.
///
/// A frame's label stands for the time since the previous one, but for
/// ``longestInterval`` at most: a tracker decides a label per detection,
/// so at 30 fps and below a flip lasts a number of frames (14 frames
/// change a steady label), and above it, a time (0.42 s, whatever the
/// rate); and a single frame after a gap in the recording cannot outweigh
/// the past.
struct ChiralityVote: Sendable {
  /// How fast old labels fade, in seconds.
  static let timeConstant = 0.3
  /// How far the lean must go, towards +1 or -1, to name that hand.
  static let switchLevel = 0.5
  /// The longest time one frame's label stands for, in seconds: the
  /// interval of a tracker at 30 fps.
  static let longestInterval = 1.0 / 30

  /// The track's chirality: left, right or unknown.
  private(set) var chirality: Chirality
  /// The weighted mean of the recent labels, from -1 (left) to +1 (right).
  private(set) var lean: Double
  /// The time of the last label, in seconds.
  private var lastTime: Double
  /// A label whose value the lean is, bit for bit, if it is one.
  private var steadyLabel: Chirality?

  /// Creates the vote of a track first seen with a label.
  ///
  /// - Parameters:
  ///   - label: The first label; `both` counts as unknown.
  ///   - time: The frame's time, in seconds.
  init(_ label: Chirality, time: Double) {
    chirality = label == .both ? .unknown : label
    lean = Self.value(label)
    lastTime = time
    steadyLabel = label
  }

  /// Counts one frame's label.
  ///
  /// - Parameters:
  ///   - label: The label of the track's hand in this frame; `both` counts
  ///     as unknown.
  ///   - time: The frame's time, in seconds, not before the last one's.
  /// - Returns: Whether the chirality changed.
  @discardableResult
  @inline(__always)
  mutating func record(_ label: Chirality, time: Double) -> Bool {
    // A lean that is the label's value stays that value, bit for bit
    // (`keep` lies between 0.9 and 1, so `1 - keep` is exact and the two
    // parts sum to the value), and names the chirality it named.
    if label == steadyLabel {
      lastTime = time
      return false
    }
    let value = Self.value(label)
    if lean == value {
      steadyLabel = label
      lastTime = time
      return false
    }
    let interval = min(max(time - lastTime, 0), Self.longestInterval)
    lastTime = time
    let keep = Self.timeConstant / (Self.timeConstant + interval)
    lean = keep * lean + (1 - keep) * value
    steadyLabel = lean == value ? label : nil
    let named: Chirality =
      if lean > Self.switchLevel {
        .right
      } else if lean < -Self.switchLevel {
        .left
      } else {
        chirality
      }
    guard named != chirality else { return false }
    chirality = named
    return true
  }

  /// A label's vote: +1 right, -1 left, 0 unknown (and both).
  private static func value(_ label: Chirality) -> Double {
    switch label {
    case .right: 1
    case .left: -1
    case .unknown, .both: 0
    }
  }
}
