import GestureCore

extension PoseEvaluation {
  /// The outcomes of one label.
  public struct LabelSummary: Hashable, Sendable {
    /// The label, or `nil` for the samples without one.
    public var label: String?
    /// What the label means.
    public var expectation: PoseExpectation
    /// The label's counts.
    public var tally: PoseTally
    /// For a ``PoseExpectation/pointer`` label, the counts of each band
    /// that has samples; empty for other labels.
    public var bands: [PointerBand: PoseTally]
  }

  /// The outcomes of one recorder.
  public struct RecorderSummary: Hashable, Sendable {
    /// The recorder's name.
    public var recorder: String
    /// The recorder's counts over all its labels.
    public var tally: PoseTally
    /// The recorder's counts per label, in the order of ``labels``.
    public var labels: [LabelTally]
  }

  /// A label's counts within a group, such as one recorder's samples.
  public struct LabelTally: Hashable, Sendable {
    /// The label, or `nil` for the samples without one.
    public var label: String?
    /// The counts.
    public var tally: PoseTally
  }

  /// The counts of every label, in report order: the labels that expect a
  /// pose in the order of `Pose.allCases` (`pointer` after
  /// `pointingUp`, other names after the seven, by name), then those that
  /// expect no pose, then those not scored, each by name, then the
  /// samples without a label.
  ///
  /// - Complexity: O(*n*) in the number of samples, and O(*l* log *l*) in
  ///   the number of labels.
  public var labels: [LabelSummary] {
    var summaries: [String?: LabelSummary] = [:]
    for outcome in outcomes {
      summaries[
        outcome.label,
        default: LabelSummary(
          label: outcome.label,
          expectation: outcome.expectation,
          tally: PoseTally(),
          bands: [:]
        )
      ].add(outcome)
    }
    return summaries.values.sorted {
      Self.precedes($0.label, $0.expectation, $1.label, $1.expectation)
    }
  }

  /// The counts of every recorder that samples name, by name; empty when
  /// no sample names one.
  ///
  /// - Complexity: O(*n*) in the number of samples, and O(*r* log *r*) in
  ///   the number of recorders.
  public var recorders: [RecorderSummary] {
    var byRecorder: [String: [String?: PoseTally]] = [:]
    var expectations: [String?: PoseExpectation] = [:]
    for outcome in outcomes {
      guard let recorder = outcome.recorder else { continue }
      byRecorder[recorder, default: [:]][outcome.label, default: PoseTally()]
        .add(outcome)
      expectations[outcome.label] = outcome.expectation
    }
    return byRecorder.keys.sorted(by: Self.byBytes).map { recorder in
      let labels = byRecorder[recorder] ?? [:]
      var total = PoseTally()
      for tally in labels.values { total.add(tally) }
      let sorted = labels.keys.sorted {
        Self.precedes(
          $0,
          expectations[$0] ?? .unscored,
          $1,
          expectations[$1] ?? .unscored
        )
      }
      return RecorderSummary(
        recorder: recorder,
        tally: total,
        labels: sorted.map {
          LabelTally(label: $0, tally: labels[$0] ?? .init())
        }
      )
    }
  }

  /// The counts of every scored sample, and of all samples.
  public var overall: PoseTally {
    var tally = PoseTally()
    for outcome in outcomes { tally.add(outcome) }
    return tally
  }

  /// The counts of the samples whose label expects no pose
  /// (``PoseExpectation/noPose``): those read as a pose are the false
  /// positives, ``PoseTally/wrong``.
  public var noPoseLabels: PoseTally {
    var tally = PoseTally()
    for outcome in outcomes where outcome.expectation == .noPose {
      tally.add(outcome)
    }
    return tally
  }

  /// The names of the poses read, as the columns of a confusion matrix:
  /// the seven of `Pose`, then any other read, by name.
  public var readColumns: [String] {
    let builtIn = Pose.allCases.map(\.rawValue)
    let others = Set(outcomes.compactMap(\.read)).subtracting(builtIn)
    return builtIn + others.sorted(by: Self.byBytes)
  }

  /// Returns the misread samples, at most `limit` of each label, label by
  /// label in the order of ``labels`` and in sample order within one.
  ///
  /// - Parameter limit: The most to list per label, or `nil` for all.
  /// - Returns: The outcomes whose reading is wrong.
  public func misread(limitPerLabel limit: Int?) -> [Outcome] {
    listed(limitPerLabel: limit) { $0.isRight == false }
  }

  /// Returns the unreadable samples (``Outcome/unreadable``), at most
  /// `limit` of each label, in the order of ``misread(limitPerLabel:)``.
  ///
  /// - Parameter limit: The most to list per label, or `nil` for all.
  /// - Returns: The outcomes whose hand cannot be read.
  public func unreadable(limitPerLabel limit: Int?) -> [Outcome] {
    listed(limitPerLabel: limit) { $0.unreadable != nil }
  }

  /// The outcomes that pass a test, at most `limit` of each label, label
  /// by label in the order of ``labels`` and in sample order within one.
  private func listed(
    limitPerLabel limit: Int?,
    where isListed: (Outcome) -> Bool
  ) -> [Outcome] {
    var byLabel: [String?: [Outcome]] = [:]
    for outcome in outcomes where isListed(outcome) {
      if let limit, byLabel[outcome.label, default: []].count >= limit {
        continue
      }
      byLabel[outcome.label, default: []].append(outcome)
    }
    return labels.flatMap { byLabel[$0.label] ?? [] }
  }

  /// Whether a label comes before another in report order.
  static func precedes(
    _ label: String?,
    _ expectation: PoseExpectation,
    _ other: String?,
    _ otherExpectation: PoseExpectation
  ) -> Bool {
    let (rank, otherRank) = (
      Self.rank(label, expectation), Self.rank(other, otherExpectation)
    )
    if rank != otherRank { return rank < otherRank }
    return byBytes(label ?? "", other ?? "")
  }

  /// A label's place in report order, before its name.
  private static func rank(
    _ label: String?,
    _ expectation: PoseExpectation
  ) -> Int {
    let poses = Pose.allCases.count
    switch expectation {
    case .pose(let name):
      return (Pose.allCases.firstIndex { $0.rawValue == name } ?? poses) * 2
    case .pointer:
      let index = Pose.allCases.firstIndex(of: .pointingUp) ?? poses
      return index * 2 + 1
    case .noPose: return poses * 2 + 2
    case .unscored: return label == nil ? poses * 2 + 4 : poses * 2 + 3
    }
  }

  /// Compares two strings by their UTF-8 bytes, the same in every locale.
  static func byBytes(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }
}

extension PoseEvaluation.LabelSummary {
  /// Counts one outcome of the label.
  mutating func add(_ outcome: PoseEvaluation.Outcome) {
    tally.add(outcome)
    if let band = outcome.band {
      bands[band, default: PoseTally()].add(outcome)
    }
  }
}
