import Foundation
import GestureCore
import GestureReplay
import Testing

/// Hands for the evaluation's tests, made from MediaPipe's own test hands
/// (`../shared/data/poses/mediapipe-testdata.json`, read by ``PoseData``).
enum EvaluationHands {
  /// A MediaPipe test hand, relabelled.
  static func sample(
    _ id: String,
    label: String?,
    recorder: String? = nil
  ) throws -> PoseSample {
    var sample = try #require(
      PoseData.mediaPipe.first { $0.id == id }?.sample,
      "\(id) in \(PoseData.directory.path)"
    )
    sample.id = "\(id) as \(label ?? "nothing")"
    sample.label = label
    sample.recorder = recorder
    return sample
  }

  /// MediaPipe's `pointing_up` hand turned in-plane about its wrist so that
  /// its index finger points `degrees` clockwise from up, as seen.
  static func pointing(
    at degrees: Double,
    label: String? = "pointer"
  ) throws -> PoseSample {
    var sample = try self.sample("pointing_up", label: label)
    let hand = sample.hand
    let wrist = try #require(hand[.wrist]?.position)
    let knuckle = try #require(hand[.indexMCP]?.position)
    let tip = try #require(hand[.indexTip]?.position)
    let current = atan2(tip.x - knuckle.x, knuckle.y - tip.y)
    let turn = degrees * Double.pi / 180 - current
    let (c, s) = (cos(turn), sin(turn))
    for (joint, landmark) in hand.joints {
      let x = landmark.position.x - wrist.x
      let y = landmark.position.y - wrist.y
      sample.hand[joint] = Landmark(
        position: Point(x: wrist.x + x * c - y * s, y: wrist.y + x * s + y * c),
        depth: landmark.depth
      )
    }
    sample.id = "pointing \(degrees)"
    return sample
  }
}

@Suite("Pose evaluation", SharedData.isReadable)
struct PoseEvaluationTests {
  typealias H = EvaluationHands

  @Test("a label that names a pose is right when that pose begins")
  func poseLabel() throws {
    let evaluation = PoseEvaluation(
      [
        try H.sample("fist", label: "closedFist"),
        try H.sample("fist", label: "victory"),
      ],
      configuration: .handKit
    )
    let outcomes = evaluation.outcomes
    #expect(outcomes.map(\.read) == ["closedFist", "closedFist"])
    #expect(outcomes.map(\.target) == [.pose("closedFist"), .pose("victory")])
    #expect(outcomes.map(\.isRight) == [true, false])
    #expect(
      outcomes.map(\.expectation) == [.pose("closedFist"), .pose("victory")]
    )
  }

  @Test("a label starting with none is right when no pose begins")
  func noneLabels() throws {
    let evaluation = PoseEvaluation(
      [
        try H.sample("fist", label: "none-fist"),
        try H.pointing(at: 90, label: "none"),
      ],
      configuration: .handKit
    )
    #expect(evaluation.outcomes.map(\.read) == ["closedFist", nil])
    #expect(evaluation.outcomes.map(\.target) == [.noPose, .noPose])
    #expect(evaluation.outcomes.map(\.isRight) == [false, true])
    #expect(evaluation.noPoseLabels.scored == 2)
    #expect(evaluation.noPoseLabels.wrong == 1)
  }

  @Test(
    "pointer: pointingUp within 30 degrees of up, no pose from 60, unscored between",
    arguments: [
      (0.0, PointerBand.up, "pointingUp", true),
      (29, .up, "pointingUp", true),
      (-29, .up, "pointingUp", true),
      (30, .up, "pointingUp", true),
      (31, .between, "pointingUp", nil),
      (59, .between, nil, nil),
      (-59, .between, nil, nil),
      (60, .sideways, nil, true),
      (61, .sideways, nil, true),
      (-61, .sideways, nil, true),
      (180, .sideways, nil, true),
    ] as [(Double, PointerBand, String?, Bool?)]
  )
  func pointer(
    degrees: Double,
    band: PointerBand,
    read: String?,
    isRight: Bool?
  ) throws {
    let sample = try H.pointing(at: degrees)
    let angle = try #require(sample.indexAngleFromUp)
    #expect(abs(angle - abs(degrees)) < 1e-9)
    let outcome = try #require(
      PoseEvaluation([sample], configuration: .handKit).outcomes.first
    )
    #expect(outcome.band == band)
    #expect(outcome.read == read)
    #expect(outcome.isRight == isRight)
    #expect(outcome.indexAngleFromUp == angle)
  }

  @Test("the pointer's bands, at and beside their limits")
  func bands() {
    #expect(PointerBand(angleFromUp: 30) == .up)
    #expect(PointerBand(angleFromUp: 30.000001) == .between)
    #expect(PointerBand(angleFromUp: 59.999999) == .between)
    #expect(PointerBand(angleFromUp: 60) == .sideways)
    #expect(PointerBand(angleFromUp: nil) == .unknown)
    #expect(PointerBand(angleFromUp: .nan) == .unknown)
  }

  @Test("a pointer whose index direction cannot be measured is not scored")
  func pointerWithoutDirection() throws {
    var sample = try H.sample("pointing_up", label: "pointer")
    sample.hand[.indexTip] = sample.hand[.indexMCP]
    #expect(sample.indexAngleFromUp == nil)
    let outcome = try #require(
      PoseEvaluation([sample], configuration: .handKit).outcomes.first
    )
    #expect(outcome.band == .unknown)
    #expect(outcome.target == .unscored)
    #expect(outcome.isRight == nil)
  }

  @Test("other labels and samples without a label are counted, not scored")
  func unscored() throws {
    let evaluation = PoseEvaluation(
      [try H.sample("fist", label: "rock"), try H.sample("fist", label: nil)],
      configuration: .handKit
    )
    #expect(evaluation.outcomes.map(\.target) == [.unscored, .unscored])
    #expect(evaluation.outcomes.map(\.isRight) == [nil, nil])
    let summaries = evaluation.labels
    #expect(summaries.map(\.label) == ["rock", nil])
    #expect(summaries.map(\.tally.samples) == [1, 1])
    #expect(summaries.map(\.tally.scored) == [0, 0])
    #expect(summaries.first?.tally.reads == ["closedFist": 1])
    #expect(evaluation.overall.accuracy == nil)
  }

  @Test("what a label means can be given: a pose, none, pointer, unscored")
  func givenExpectations() throws {
    let evaluation = PoseEvaluation(
      [
        try H.sample("fist", label: "rock"),
        try H.sample("fist", label: "fist"),
        try H.pointing(at: 10, label: "one"),
        try H.sample("fist", label: "victory"),
      ],
      configuration: .handKit,
      expectations: [
        "rock": .noPose, "fist": .pose("closedFist"), "one": .pointer,
        "victory": .unscored,
      ]
    )
    #expect(evaluation.outcomes.map(\.isRight) == [false, true, true, nil])
    #expect(PoseExpectation(name: "none") == .noPose)
    #expect(PoseExpectation(name: "thumbUp") == .pose("thumbUp"))
    #expect(PoseExpectation(name: "fist") == nil)
    #expect(PoseExpectation(label: "none") == .noPose)
    #expect(PoseExpectation(label: "pointer") == .pointer)
    #expect(PoseExpectation(label: "iLoveYou") == .pose("iLoveYou"))
    #expect(PoseExpectation(label: "call") == .unscored)
    #expect(PoseExpectation(label: nil) == .unscored)
  }

  @Test("a hand that cannot be read, or poses turned off, read no pose")
  func noReading() throws {
    var broken = try H.sample("fist", label: "closedFist")
    broken.hand[.middlePIP] = nil
    var off = GestureConfiguration.handKit
    off.poses.isEnabled = false
    let fist = try H.sample("fist", label: "closedFist")
    #expect(PoseEvaluation.read(broken, configuration: .handKit) == nil)
    #expect(PoseEvaluation.read(fist, configuration: off) == nil)
    #expect(PoseEvaluation.read(fist, configuration: .adaptive) == "closedFist")
    var gated = fist
    gated.hand[.indexTip]?.confidence = 0.5
    #expect(PoseEvaluation.read(gated, configuration: .handKit) == nil)
  }

  @Test(
    "each sample is held for two frames past the dwell",
    arguments: [(0.2, 9), (0, 3), (0.1, 6), (1, 33), (10, 303)]
  )
  func holdFrames(dwell: Double, frames: Int) {
    #expect(PoseEvaluation.holdFrameCount(dwell: dwell) == frames)
    var configuration = GestureConfiguration.handKit
    configuration.poses.dwell = dwell
    let evaluation = PoseEvaluation([], configuration: configuration)
    #expect(evaluation.holdFrameCount == frames)
    #expect(evaluation.holdDuration > dwell)
  }

  @Test(
    "a pose whose own dwell is longer than the settings' is held for it",
    arguments: [0.2, 0.5, 1]
  )
  func ownDwell(dwell: Double) throws {
    let fist = try H.sample("fist", label: "closedFist")
    var slow = try #require(
      PoseDescription.builtIns.first { $0.name == "closedFist" }
    )
    slow.dwell = dwell
    var configuration = GestureConfiguration.handKit
    configuration.poses.custom = [slow]
    let frames = PoseEvaluation.holdFrameCount(dwell: dwell)
    #expect(PoseEvaluation.holdFrameCount(for: configuration) == frames)
    #expect(
      PoseEvaluation.read(fist, configuration: configuration) == "closedFist"
    )
    let evaluation = PoseEvaluation([fist], configuration: configuration)
    #expect(evaluation.holdFrameCount == frames)
    #expect(evaluation.outcomes.map(\.read) == ["closedFist"])
  }

  @Test(
    "the engine reads what the classifier reads, on every real sample",
    arguments: ["handKit", "adaptive"]
  )
  func engineMatchesClassifier(name: String) throws {
    let configuration = try #require(GestureConfiguration.builtIn(named: name))
    let classifier = PoseClassifier(settings: configuration.poses)
    let samples = PoseData.mediaPipe + PoseData.photos + PoseData.community
    #expect(samples.count == 6 + 41 + 7188)
    let evaluation = PoseEvaluation(
      samples.map(\.sample),
      configuration: configuration
    )
    for (sample, outcome) in zip(samples, evaluation.outcomes) {
      let pose = classifier.pose(of: sample.hand, in: sample.space)
      #expect(outcome.read == pose?.rawValue, "\(sample.id)")
    }
  }
}
