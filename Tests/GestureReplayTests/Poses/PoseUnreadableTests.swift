import Foundation
import GestureCore
import GestureReplay
import Testing

@Suite("Pose evaluation: unreadable samples", SharedData.isReadable)
struct PoseUnreadableTests {
  typealias H = EvaluationHands

  @Test("a whole hand is readable, in both configurations")
  func readable() throws {
    let sample = try H.sample("thumb_up", label: "thumbUp")
    #expect(PoseUnreadable.reason(sample, configuration: .handKit) == nil)
    #expect(PoseUnreadable.reason(sample, configuration: .adaptive) == nil)
  }

  @Test("each reason, the first found, with the joint it names")
  func reasons() throws {
    var sample = try H.sample("thumb_up", label: "thumbUp")
    sample.hand.score = 0.3
    #expect(
      PoseUnreadable.reason(sample, configuration: .adaptive)
        == .handScore(0.3, minimum: 0.5)
    )
    #expect(PoseUnreadable.reason(sample, configuration: .handKit) == nil)
    // A score exactly the minimum is read.
    sample.hand.score = 0.5
    #expect(PoseUnreadable.reason(sample, configuration: .adaptive) == nil)
    sample.hand.score = 0.5.nextDown
    #expect(
      PoseUnreadable.reason(sample, configuration: .adaptive)
        == .handScore(0.5.nextDown, minimum: 0.5)
    )
    sample.hand.score = 1
    sample.hand[.littleTip] = nil
    sample.hand[.indexTip] = nil
    let missing = PoseUnreadable.reason(sample, configuration: .handKit)
    #expect(missing == .missingJoint(.indexTip))
    #expect(missing?.joint == .indexTip)
    #expect(missing?.description == "indexTip is missing")
    var gated = try H.sample("thumb_up", label: "thumbUp")
    let tip = try #require(gated.hand[.middleTip])
    // A confidence exactly the gate passes it: the reason is a later
    // joint's.
    gated.hand[.middleTip] = Landmark(position: tip.position, confidence: 0.7)
    gated.hand[.littleTip] = nil
    #expect(
      PoseUnreadable.reason(gated, configuration: .handKit)
        == .missingJoint(.littleTip)
    )
    gated.hand[.middleTip] = Landmark(position: tip.position, confidence: 0.25)
    #expect(
      PoseUnreadable.reason(gated, configuration: .handKit)
        == .belowGate(.middleTip, confidence: 0.25, gate: 0.7)
    )
    var flat = gated
    for joint in Joint.allCases {
      flat.hand[joint] = Landmark(position: Point(x: 0.5, y: 0.5))
    }
    #expect(
      PoseUnreadable.reason(flat, configuration: .handKit)
        == .degenerate(.thumbMP, .littleMCP)
    )
  }

  @Test("a joint whose display point is not finite, with the reason's words")
  func notFinite() throws {
    var sample = try H.sample("thumb_up", label: "thumbUp")
    // Finite as recorded; on a 4:3 image, its square point is x × 4 / 4,
    // and x × 4 overflows.
    sample.coordinates.imageSize = ImageSize(width: 4, height: 3)
    #expect(PoseUnreadable.reason(sample, configuration: .handKit) == nil)
    let tip = try #require(sample.hand[.ringTip])
    sample.hand[.ringTip] = Landmark(
      x: 0x1p1022 * 1.5,
      y: tip.position.y
    )
    let reason = PoseUnreadable.reason(sample, configuration: .handKit)
    #expect(reason == .notFinite(.ringTip))
    #expect(reason?.joint == .ringTip)
    #expect(reason?.description == "ringTip is not finite in the display frame")
    // Half as far: finite, and the hand is readable again or unreadable
    // for another reason, never this one.
    sample.hand[.ringTip] = Landmark(x: 0x1p1021, y: tip.position.y)
    #expect(
      PoseUnreadable.reason(sample, configuration: .handKit)
        != .notFinite(.ringTip)
    )
  }

  @Test("each reason in words, and the joint it names")
  func descriptions() {
    let cases: [(PoseUnreadable, String, Joint?)] = [
      (
        .handScore(0.3, minimum: 0.5),
        "the hand's score 0.3 is below hands.minimumScore 0.5", nil
      ),
      (.missingJoint(.wrist), "wrist is missing", .wrist),
      (
        .belowGate(.indexTip, confidence: 0.25, gate: 0.7),
        "indexTip has confidence 0.25, below the confidence gate 0.7",
        .indexTip
      ),
      (
        .notFinite(.littleTip), "littleTip is not finite in the display frame",
        .littleTip
      ),
      (
        .degenerate(.thumbMP, .littleMCP),
        "a degenerate hand: thumbMP and littleMCP are at one place", .thumbMP
      ),
      (.unmeasured, "the classifier cannot measure the hand", nil),
    ]
    for (reason, words, joint) in cases {
      #expect(reason.description == words)
      #expect(reason.joint == joint)
    }
  }

  @Test("an unreadable outcome is counted apart: not scored, not in reads")
  func counted() throws {
    var bad = try H.sample("thumb_up", label: "none-ok")
    bad.hand[.wrist] = nil
    bad.index = 7
    let good = try H.sample("thumb_up", label: "none-ok")
    let evaluation = PoseEvaluation([good, bad], configuration: .handKit)
    let outcome = evaluation.outcomes[1]
    #expect(outcome.unreadable == .missingJoint(.wrist))
    #expect(outcome.index == 7)
    #expect(outcome.read == nil)
    #expect(outcome.isRight == nil)
    let tally = evaluation.noPoseLabels
    #expect(tally.samples == 2)
    #expect(tally.unreadable == 1)
    #expect(tally.scored == 1)
    #expect(tally.wrong == 1)
    #expect(tally.reads == ["thumbUp": 1])
    #expect(evaluation.unreadable(limitPerLabel: nil) == [outcome])
    #expect(evaluation.misread(limitPerLabel: nil) == [evaluation.outcomes[0]])
  }
}
