/// Counts of a group of samples: how many, how many scored, how many
/// right, and what they read.
public struct PoseTally: Hashable, Sendable {
  /// The number of samples.
  public var samples = 0
  /// The number of samples whose hand cannot be read at all
  /// (``PoseEvaluation/Outcome/unreadable``): neither scored nor in
  /// ``reads``.
  public var unreadable = 0
  /// The number of samples that are scored (readable, and whose target is
  /// not ``PoseTarget/unscored``).
  public var scored = 0
  /// The number of scored samples whose reading is right.
  public var right = 0
  /// How many readable samples read each pose, by name; `nil` counts
  /// those that read no pose. A row of the confusion matrix.
  public var reads: [String?: Int] = [:]

  /// Creates an empty tally.
  public init() {}

  /// The share of the scored samples that are right, from 0 to 1, or
  /// `nil` when none is scored.
  public var accuracy: Double? {
    scored > 0 ? Double(right) / Double(scored) : nil
  }

  /// The number of scored samples whose reading is wrong.
  public var wrong: Int { scored - right }

  /// Counts one sample's outcome.
  ///
  /// - Parameter outcome: The outcome.
  public mutating func add(_ outcome: PoseEvaluation.Outcome) {
    samples += 1
    guard outcome.unreadable == nil else {
      unreadable += 1
      return
    }
    reads[outcome.read, default: 0] += 1
    guard let isRight = outcome.isRight else { return }
    scored += 1
    if isRight { right += 1 }
  }

  /// Adds another tally's counts to this one.
  ///
  /// - Parameter other: The other tally.
  public mutating func add(_ other: PoseTally) {
    samples += other.samples
    unreadable += other.unreadable
    scored += other.scored
    right += other.right
    reads.merge(other.reads, uniquingKeysWith: +)
  }
}
