/// A decision the arbiter made on a frame between two gestures of one
/// hand, for `gesture-replay --timeline` and for debugging.
///
/// See ``GestureConfiguration/Relationships-swift.struct`` for the
/// relationships that lead to each decision.
public struct ArbitrationNote: Hashable, Sendable, CustomStringConvertible {
  /// What the arbiter decided.
  public enum Kind: String, Hashable, Sendable {
    /// ``ArbitrationNote/gesture`` began and cancelled
    /// ``ArbitrationNote/other``, which it preempts.
    case preempted
    /// ``ArbitrationNote/gesture`` qualified and waits for
    /// ``ArbitrationNote/other`` to fail.
    case waiting
    /// ``ArbitrationNote/gesture`` waited and is refused:
    /// ``ArbitrationNote/other`` began.
    case refused
    /// ``ArbitrationNote/gesture`` waited long enough for
    /// ``ArbitrationNote/other`` to fail, and began.
    case beganAfterWaiting
  }

  /// A gesture that claims the hand.
  public enum Claim: String, Hashable, Sendable {
    /// The thumb-index pinch.
    case pinch
    /// The thumb-middle pinch.
    case middlePinch
    /// The movement, and the slider it drives.
    case movement
    /// A swipe.
    case swipe
    /// The two-hand pinch.
    case twoHandPinch

    /// The gesture's name in a sentence, such as "middle pinch".
    public var name: String {
      switch self {
      case .pinch: "pinch"
      case .middlePinch: "middle pinch"
      case .movement: "movement"
      case .swipe: "swipe"
      case .twoHandPinch: "two-hand pinch"
      }
    }
  }

  /// What the arbiter decided.
  public var kind: Kind
  /// The gesture the decision is about.
  public var gesture: Claim
  /// The other gesture of the pair.
  public var other: Claim

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - kind: What the arbiter decided.
  ///   - gesture: The gesture the decision is about.
  ///   - other: The other gesture of the pair.
  public init(_ kind: Kind, gesture: Claim, other: Claim) {
    self.kind = kind
    self.gesture = gesture
    self.other = other
  }

  /// The decision as a phrase, such as "pinch preempted movement".
  public var description: String {
    let gesture = gesture.name
    let other = other.name
    return switch kind {
    case .preempted: "\(gesture) preempted \(other)"
    case .waiting: "\(gesture) waits for \(other) to fail"
    case .refused: "\(gesture) refused: \(other) began"
    case .beganAfterWaiting: "\(gesture) began: \(other) failed"
    }
  }
}
