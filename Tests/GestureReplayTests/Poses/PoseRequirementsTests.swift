import GestureReplay
import Testing

/// Outcomes made by hand, without reading any hand.
enum MadeOutcomes {
  /// An outcome of a label's default meaning; `angle` for a pointer.
  static func outcome(
    _ label: String?,
    read: String?,
    recorder: String? = nil,
    angle: Double? = nil,
    id: String? = nil
  ) -> PoseEvaluation.Outcome {
    let expectation = PoseExpectation(label: label)
    let (target, band) = expectation.target(indexAngleFromUp: angle)
    return PoseEvaluation.Outcome(
      id: id ?? "\(label ?? "-")/\(read ?? "none")",
      label: label,
      recorder: recorder,
      expectation: expectation,
      band: band,
      indexAngleFromUp: angle,
      target: target,
      read: read
    )
  }

  /// An outcome of a `none` label whose hand cannot be read (its index
  /// tip missing).
  static func unreadable(_ label: String) -> PoseEvaluation.Outcome {
    PoseEvaluation.Outcome(
      id: "bad",
      label: label,
      expectation: .noPose,
      target: .noPose,
      read: nil,
      unreadable: .missingJoint(.indexTip)
    )
  }

  /// An evaluation of outcomes, as handKit's.
  static func evaluation(
    _ outcomes: [PoseEvaluation.Outcome]
  ) -> PoseEvaluation {
    PoseEvaluation(
      outcomes: outcomes,
      configurationName: "handKit",
      holdFrameCount: 9
    )
  }

  /// `right` right and `wrong` wrong outcomes of a label that expects a
  /// pose, or, for a `none` label, no pose.
  static func tally(
    _ label: String,
    right: Int,
    wrong: Int
  ) -> [PoseEvaluation.Outcome] {
    let isNone = label.hasPrefix("none")
    let rightRead = isNone ? nil : label
    let wrongRead = isNone ? "victory" : nil
    return Array(repeating: outcome(label, read: rightRead), count: right)
      + Array(repeating: outcome(label, read: wrongRead), count: wrong)
  }
}

@Suite("Pose evaluation: requirements")
struct PoseRequirementsTests {
  typealias M = MadeOutcomes

  static let evaluation = M.evaluation(
    M.tally("openPalm", right: 3, wrong: 1)
      + M.tally("victory", right: 1, wrong: 1)
      + [
        M.outcome("pointer", read: "pointingUp", angle: 5),
        M.outcome("pointer", read: nil, angle: 10),
        M.outcome("pointer", read: "pointingUp", angle: 40),
        M.outcome("call", read: "victory"),
      ]
      + M.tally("none-ok", right: 3, wrong: 1)
      + M.tally("none-gun", right: 2, wrong: 0)
  )

  @Test("a bare minimum holds for every label that expects a pose, pointer too")
  func minimum() {
    let checks = PoseRequirements(minimumAccuracy: 0.75).check(Self.evaluation)
    #expect(
      checks.map(\.subject) == [
        .accuracy(label: "openPalm"), .accuracy(label: "pointer"),
        .accuracy(label: "victory"),
      ]
    )
    #expect(checks.map(\.value) == [0.75, 0.5, 0.5])
    // 3 of 4 is exactly 0.75: met.
    #expect(checks.map(\.isMet) == [true, false, false])
  }

  @Test("a label's own minimum replaces the bare one, for any label")
  func perLabel() {
    let requirements = PoseRequirements(
      minimumAccuracy: 0.75,
      minimumAccuracyByLabel: [
        "victory": 0.5, "none-ok": 0.8, "call": 0.1, "thumbUp": 0.9,
      ]
    )
    let checks = requirements.check(Self.evaluation)
    #expect(
      checks.map(\.subject) == [
        .accuracy(label: "openPalm"), .accuracy(label: "pointer"),
        .accuracy(label: "victory"), .accuracy(label: "none-ok"),
        .accuracy(label: "call"), .accuracy(label: "thumbUp"),
      ]
    )
    #expect(checks.map(\.limit) == [0.75, 0.75, 0.5, 0.8, 0.1, 0.9])
    #expect(checks.map(\.value) == [0.75, 0.5, 0.5, 0.75, nil, nil])
    // A label with nothing scored, or no sample, does not meet its minimum.
    #expect(checks.map(\.isMet) == [true, false, true, false, false, false])
  }

  @Test(
    "false positives: the share of every no-pose label's samples read as a pose",
    arguments: [(1.0 / 6, true), (0.16, false), (0, false), (1, true)]
  )
  func falsePositives(limit: Double, isMet: Bool) throws {
    let checks = PoseRequirements(maximumFalsePositives: limit)
      .check(Self.evaluation)
    let check = try #require(checks.first)
    #expect(checks.count == 1)
    #expect(check.subject == .falsePositives)
    #expect(check.value == 1.0 / 6)
    #expect(check.isMet == isMet)
  }

  @Test("a bare minimum where no label expects a pose is one check, never met")
  func minimumWithoutPoseLabels() {
    // Only labels that expect no pose, or that are not scored, and one
    // label's own minimum: the bare minimum applies to no label.
    let evaluation = M.evaluation(
      M.tally("none-ok", right: 3, wrong: 0)
        + [M.outcome("call", read: "victory")]
    )
    let checks = PoseRequirements(
      minimumAccuracy: 0.5,
      minimumAccuracyByLabel: ["none-ok": 0.9],
      maximumFalsePositives: 0.1
    ).check(evaluation)
    #expect(
      checks.map(\.subject) == [
        .accuracy(label: "none-ok"), .poseLabels, .falsePositives,
      ]
    )
    #expect(checks.map(\.isMet) == [true, false, true])
    #expect(checks[1].value == nil)
    #expect(checks[1].limit == 0.5)
    // No sample at all.
    let empty = PoseRequirements(minimumAccuracy: 0).check(M.evaluation([]))
    #expect(empty.map(\.subject) == [.poseLabels])
    #expect(empty.map(\.isMet) == [false])
    // One label that expects a pose, whatever its own minimum: no such check.
    let withPose = PoseRequirements(
      minimumAccuracy: 0.5,
      minimumAccuracyByLabel: ["victory": 0.1]
    ).check(M.evaluation(M.tally("victory", right: 1, wrong: 0)))
    #expect(withPose.map(\.subject) == [.accuracy(label: "victory")])
  }

  @Test("false positives without a no-pose sample are not met")
  func noFalsePositiveSamples() throws {
    let evaluation = M.evaluation(M.tally("openPalm", right: 1, wrong: 0))
    let check = try #require(
      PoseRequirements(maximumFalsePositives: 1).check(evaluation).first
    )
    #expect(check.value == nil)
    #expect(!check.isMet)
  }

  /// Four samples of two labels, one of which cannot be read.
  static let quarterUnreadable = M.evaluation(
    M.tally("openPalm", right: 2, wrong: 0)
      + [M.outcome("none-ok", read: nil), M.unreadable("none-ok")]
  )

  @Test(
    "unreadable: the share of all the samples, at most the limit",
    arguments: [(0.25, true), (0.2499, false), (0, false), (1, true)]
  )
  func unreadable(limit: Double, isMet: Bool) throws {
    let checks = PoseRequirements(maximumUnreadable: limit)
      .check(Self.quarterUnreadable)
    let check = try #require(checks.first)
    #expect(checks.count == 1)
    #expect(check.subject == .unreadable)
    #expect(check.value == 0.25)
    #expect(check.isMet == isMet)
    // Out of every other share: the readable samples are all right.
    let others = PoseRequirements(
      minimumAccuracy: 1,
      minimumAccuracyByLabel: ["none-ok": 1],
      maximumFalsePositives: 0
    ).check(Self.quarterUnreadable)
    #expect(others.map(\.isMet) == [true, true, true])
  }

  @Test("unreadable: checked last; with no sample at all, not met")
  func unreadableOrderAndEmpty() throws {
    let checks = PoseRequirements(
      minimumAccuracy: 0.5,
      maximumFalsePositives: 0.5,
      maximumUnreadable: 0.5
    ).check(Self.quarterUnreadable)
    #expect(
      checks.map(\.subject) == [
        .accuracy(label: "openPalm"), .falsePositives, .unreadable,
      ]
    )
    let empty = try #require(
      PoseRequirements(maximumUnreadable: 1).check(M.evaluation([])).first
    )
    #expect(empty.value == nil)
    #expect(!empty.isMet)
    #expect(!PoseRequirements(maximumUnreadable: 0).isEmpty)
  }

  @Test("no requirement: nothing to check, and a report succeeds")
  func none() {
    #expect(PoseRequirements().isEmpty)
    #expect(PoseRequirements().check(Self.evaluation).isEmpty)
    #expect(!PoseRequirements(maximumFalsePositives: 0.1).isEmpty)
    #expect(PoseEvaluationReport(evaluation: Self.evaluation).isSuccess)
  }

  @Test("the tallies: labels in report order, recorders by name")
  func tallies() {
    let evaluation = Self.evaluation
    #expect(
      evaluation.labels.map(\.label) == [
        "openPalm", "pointer", "victory", "none-gun", "none-ok", "call",
      ]
    )
    let pointer = evaluation.labels[1]
    #expect(pointer.bands[.up]?.samples == 2)
    #expect(pointer.bands[.up]?.right == 1)
    #expect(pointer.bands[.between]?.scored == 0)
    #expect(pointer.bands[.sideways] == nil)
    #expect(pointer.tally.reads == ["pointingUp": 2, nil: 1])
    #expect(evaluation.overall.samples == 16)
    #expect(evaluation.overall.scored == 14)
    #expect(evaluation.overall.right == 10)
    #expect(evaluation.recorders.isEmpty)
    #expect(evaluation.misread(limitPerLabel: nil).count == 4)
    #expect(evaluation.misread(limitPerLabel: 0).isEmpty)
  }
}
