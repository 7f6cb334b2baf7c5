/// A pose evaluation as a report, in text or JSON: per-label accuracy, a
/// confusion matrix, accuracy per recorder, the misread samples, and the
/// requirements checked.
///
/// The same evaluation always gives the same text, byte for byte: labels
/// in ``PoseEvaluation/labels`` order, recorders by name, percentages
/// with one decimal (text) and shares with at most four (JSON), without
/// locale.
///
/// ```swift
/// let report = PoseEvaluationReport(
///   evaluation: evaluation,
///   inputs: ["poses.json"],
///   requirements: PoseRequirements(minimumAccuracy: 0.93))
/// print(report.text, terminator: "")
/// ```
public struct PoseEvaluationReport: Hashable, Sendable {
  /// The evaluation.
  public var evaluation: PoseEvaluation
  /// The files the samples came from, as the report names them.
  public var inputs: [String]
  /// The requirements, checked.
  public var checks: [PoseRequirements.Check]
  /// The most misread samples listed per label, or `nil` for all.
  public var misreadLimit: Int?

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - evaluation: The evaluation.
  ///   - inputs: The files the samples came from.
  ///   - requirements: The requirements to check.
  ///   - misreadLimit: The most misread samples to list per label, or
  ///     `nil` for all; 10 by default.
  public init(
    evaluation: PoseEvaluation,
    inputs: [String] = [],
    requirements: PoseRequirements = PoseRequirements(),
    misreadLimit: Int? = 10
  ) {
    self.evaluation = evaluation
    self.inputs = inputs
    self.checks = requirements.check(evaluation)
    self.misreadLimit = misreadLimit
  }

  /// Whether every requirement is met (`true` when there is none).
  public var isSuccess: Bool { checks.allSatisfy(\.isMet) }

  /// The name of a reading: the pose's, or `none`.
  static func readName(_ read: String?) -> String { read ?? "none" }

  /// The name of a label: the label, or `(no label)`.
  static func labelName(_ label: String?) -> String { label ?? "(no label)" }

  /// What a band expects, by its name.
  static func bandExpectation(_ band: PointerBand) -> String {
    switch band {
    case .up: "pointingUp"
    case .sideways: "none"
    case .between, .unknown: "unscored"
    }
  }
}
