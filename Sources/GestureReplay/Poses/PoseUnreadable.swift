import GestureCore

/// Why a sample's hand cannot be read as a pose at all, right or wrong:
/// the classifier (`PoseClassifier.shape(of:in:gate:)`) has nothing to
/// read, so the engine can only say "no pose", whatever the hand shows.
///
/// Missing joints and joints below the confidence gate are legitimate
/// tracker output, so such a sample is no error: ``PoseEvaluation``
/// counts it as unreadable, apart from the scored samples, and reports
/// names it with its reason.
///
/// ```swift
/// let reason = PoseUnreadable.reason(sample, configuration: .handKit)
/// print(reason.map(String.init(describing:)) ?? "readable")
/// // "indexTip is missing"
/// ```
public enum PoseUnreadable: Hashable, Sendable, CustomStringConvertible {
  /// The hand's score is below `hands.minimumScore`: the engine does not
  /// see the hand.
  case handScore(Double, minimum: Double)
  /// A joint the classifier reads is missing.
  case missingJoint(Joint)
  /// A joint the classifier reads is below the confidence gate.
  case belowGate(Joint, confidence: Double, gate: Double)
  /// A joint the classifier reads is not finite in the display frame.
  case notFinite(Joint)
  /// A degenerate hand: two joints whose distance the classifier divides
  /// by are at one place (or too far apart to measure).
  case degenerate(Joint, Joint)
  /// The classifier reads nothing from the hand, for none of the reasons
  /// above.
  case unmeasured

  /// The joint the reason names, if it names one (the first of two).
  public var joint: Joint? {
    switch self {
    case .missingJoint(let joint), .belowGate(let joint, _, _),
      .notFinite(let joint), .degenerate(let joint, _):
      joint
    case .handScore, .unmeasured: nil
    }
  }

  /// The reason in words, as `indexTip is missing`.
  public var description: String {
    func number(_ value: Double) -> String { NumberFormat.exact(value) }
    switch self {
    case .handScore(let score, let minimum):
      return "the hand's score \(number(score)) is below hands.minimumScore "
        + number(minimum)
    case .missingJoint(let joint):
      return "\(joint.name) is missing"
    case .belowGate(let joint, let confidence, let gate):
      return "\(joint.name) has confidence \(number(confidence)), below the "
        + "confidence gate \(number(gate))"
    case .notFinite(let joint):
      return "\(joint.name) is not finite in the display frame"
    case .degenerate(let first, let second):
      return "a degenerate hand: \(first.name) and \(second.name) are at one "
        + "place"
    case .unmeasured:
      return "the classifier cannot measure the hand"
    }
  }

  /// The pairs of joints whose distance the classifier divides by, in the
  /// order it measures them.
  static let divisors: [(Joint, Joint)] = [
    (.thumbMP, .littleMCP), (.wrist, .indexPIP), (.wrist, .middlePIP),
    (.wrist, .ringPIP), (.wrist, .littlePIP), (.wrist, .middleMCP),
  ]

  /// Returns why a configuration cannot read a sample's hand, or `nil`
  /// when it can.
  ///
  /// - Parameters:
  ///   - sample: The sample.
  ///   - configuration: The configuration.
  /// - Returns: The first reason found: the hand's score, then each joint
  ///   the classifier reads in `Joint` order, then the distances it
  ///   divides by.
  public static func reason(
    _ sample: PoseSample,
    configuration: GestureConfiguration
  ) -> PoseUnreadable? {
    reason(
      sample,
      configuration: configuration,
      classifier: PoseClassifier(settings: configuration.poses)
    )
  }

  /// ``reason(_:configuration:)`` with the configuration's classifier
  /// made once, for many samples.
  static func reason(
    _ sample: PoseSample,
    configuration: GestureConfiguration,
    classifier: PoseClassifier
  ) -> PoseUnreadable? {
    let hand = sample.hand
    let minimum = configuration.hands.minimumScore
    if !(hand.score >= minimum) {
      return .handScore(hand.score, minimum: minimum)
    }
    let gate = ConfidenceGate(
      minimumConfidence: configuration.minimumConfidence
    )
    guard
      classifier.shape(of: hand, in: sample.coordinates, gate: gate) == nil
    else { return nil }
    let space = sample.coordinates
    var points: [Joint: Point] = [:]
    for joint in Joint.allCases where JointSet.pose.contains(joint) {
      guard let landmark = hand[joint] else { return .missingJoint(joint) }
      guard landmark.confidence >= gate.minimumConfidence else {
        return .belowGate(
          joint,
          confidence: landmark.confidence,
          gate: gate.minimumConfidence
        )
      }
      let point = space.squarePoint(space.displayPoint(landmark.position))
      guard landmark.position.isFinite, point.isFinite else {
        return .notFinite(joint)
      }
      points[joint] = point
    }
    for (first, second) in divisors {
      guard let start = points[first], let end = points[second] else {
        continue
      }
      let distance = start.distance(to: end)
      if !(distance > 0 && distance.isFinite) {
        return .degenerate(first, second)
      }
    }
    return .unmeasured
  }
}
