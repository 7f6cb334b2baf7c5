/// The accuracy a pose evaluation must reach: a minimum for every label
/// that expects a pose, minimums for single labels, a maximum share of
/// false positives among the samples that expect no pose, and a maximum
/// share of samples that cannot be read.
///
/// ```swift
/// let requirements = PoseRequirements(
///   minimumAccuracy: 0.93, maximumFalsePositives: 0.03)
/// let checks = requirements.check(evaluation)
/// print(checks.allSatisfy(\.isMet) ? "met" : "not met")
/// ```
///
/// Shares are from 0 to 1. A label's accuracy is its right samples over
/// its scored ones (``PoseTally/accuracy``); a requirement on a label or
/// group with no scored sample is not met, since nothing shows it holds.
public struct PoseRequirements: Hashable, Sendable {
  /// The least accuracy of every label that expects a pose
  /// (``PoseExpectation/pose(_:)`` and ``PoseExpectation/pointer``), where
  /// ``minimumAccuracyByLabel`` names no other; `nil` for none.
  public var minimumAccuracy: Double?
  /// The least accuracy of single labels, of any expectation (for a label
  /// that expects no pose, the share read as no pose).
  public var minimumAccuracyByLabel: [String: Double]
  /// The largest share of the samples whose label expects no pose
  /// (``PoseExpectation/noPose``), all such labels together, that may
  /// read as a pose; `nil` for none.
  public var maximumFalsePositives: Double?
  /// The largest share of all the samples that may be unreadable
  /// (``PoseEvaluation/Outcome/unreadable``), whatever their label; `nil`
  /// for none. Unreadable samples are out of every accuracy, so without
  /// this a file of hands that cannot be read can meet the others.
  public var maximumUnreadable: Double?

  /// Creates requirements.
  ///
  /// - Parameters:
  ///   - minimumAccuracy: The least accuracy of each label that expects a
  ///     pose, from 0 to 1.
  ///   - minimumAccuracyByLabel: The least accuracy of single labels.
  ///   - maximumFalsePositives: The largest share of no-pose samples read
  ///     as a pose, from 0 to 1.
  ///   - maximumUnreadable: The largest share of all the samples that may
  ///     be unreadable, from 0 to 1.
  public init(
    minimumAccuracy: Double? = nil,
    minimumAccuracyByLabel: [String: Double] = [:],
    maximumFalsePositives: Double? = nil,
    maximumUnreadable: Double? = nil
  ) {
    self.minimumAccuracy = minimumAccuracy
    self.minimumAccuracyByLabel = minimumAccuracyByLabel
    self.maximumFalsePositives = maximumFalsePositives
    self.maximumUnreadable = maximumUnreadable
  }

  /// Whether there is any requirement at all.
  public var isEmpty: Bool {
    minimumAccuracy == nil && minimumAccuracyByLabel.isEmpty
      && maximumFalsePositives == nil && maximumUnreadable == nil
  }

  /// One requirement, checked.
  public struct Check: Hashable, Sendable {
    /// What a requirement is about.
    public enum Subject: Hashable, Sendable {
      /// A label's accuracy must be at least the limit.
      case accuracy(label: String)
      /// The accuracy of every label that expects a pose must be at least
      /// the limit, and no label expects one: never met, since nothing
      /// shows that it holds.
      case poseLabels
      /// The share of no-pose samples read as a pose must be at most the
      /// limit.
      case falsePositives
      /// The share of all the samples that cannot be read must be at most
      /// the limit.
      case unreadable
    }

    /// What the requirement is about.
    public var subject: Subject
    /// The limit, from 0 to 1.
    public var limit: Double
    /// The measured share, from 0 to 1, or `nil` when no sample is scored
    /// (for ``Subject/unreadable``, when there is no sample at all).
    public var value: Double?
    /// Whether the requirement is met.
    public var isMet: Bool

    /// Creates a check.
    ///
    /// - Parameters:
    ///   - subject: What the requirement is about.
    ///   - limit: The limit.
    ///   - value: The measured share, if any.
    public init(subject: Subject, limit: Double, value: Double?) {
      self.subject = subject
      self.limit = limit
      self.value = value
      switch subject {
      case .accuracy, .poseLabels: isMet = value.map { $0 >= limit } ?? false
      case .falsePositives, .unreadable:
        isMet = value.map { $0 <= limit } ?? false
      }
    }
  }

  /// Checks an evaluation: the labels' minimums, in the evaluation's label
  /// order (or, for a bare ``minimumAccuracy`` where no label expects a
  /// pose, one check of ``Check/Subject/poseLabels`` that is not met), then
  /// the labels named in ``minimumAccuracyByLabel`` that have no sample, by
  /// name, then the false positives, then the unreadable samples.
  ///
  /// - Parameter evaluation: The evaluation.
  /// - Returns: Each requirement, checked.
  public func check(_ evaluation: PoseEvaluation) -> [Check] {
    var checks: [Check] = []
    let labels = evaluation.labels
    var someLabelExpectsPose = false
    for summary in labels {
      guard let label = summary.label else { continue }
      let bareLimit: Double?
      switch summary.expectation {
      case .pose, .pointer:
        bareLimit = minimumAccuracy
        someLabelExpectsPose = true
      case .noPose, .unscored: bareLimit = nil
      }
      let limit = minimumAccuracyByLabel[label] ?? bareLimit
      guard let limit else { continue }
      checks.append(
        Check(
          subject: .accuracy(label: label),
          limit: limit,
          value: summary.tally.accuracy
        )
      )
    }
    if let minimumAccuracy, !someLabelExpectsPose {
      checks.append(
        Check(subject: .poseLabels, limit: minimumAccuracy, value: nil)
      )
    }
    let present = Set(labels.compactMap(\.label))
    for (label, limit) in minimumAccuracyByLabel.sorted(by: {
      PoseEvaluation.byBytes($0.key, $1.key)
    }) where !present.contains(label) {
      checks.append(
        Check(subject: .accuracy(label: label), limit: limit, value: nil)
      )
    }
    if let maximumFalsePositives {
      let tally = evaluation.noPoseLabels
      checks.append(
        Check(
          subject: .falsePositives,
          limit: maximumFalsePositives,
          value: Self.share(tally.wrong, of: tally.scored)
        )
      )
    }
    if let maximumUnreadable {
      let tally = evaluation.overall
      checks.append(
        Check(
          subject: .unreadable,
          limit: maximumUnreadable,
          value: Self.share(tally.unreadable, of: tally.samples)
        )
      )
    }
    return checks
  }

  /// `part` over `whole`, or `nil` when `whole` is 0.
  private static func share(_ part: Int, of whole: Int) -> Double? {
    whole > 0 ? Double(part) / Double(whole) : nil
  }
}
