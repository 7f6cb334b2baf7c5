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

  /// What the arbiter decided.
  public var kind: Kind
  /// The gesture the decision is about.
  public var gesture: String
  /// The other gesture of the pair.
  public var other: String

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - kind: What the arbiter decided.
  ///   - gesture: The gesture the decision is about, such as `pinch`.
  ///   - other: The other gesture of the pair.
  public init(_ kind: Kind, gesture: String, other: String) {
    self.kind = kind
    self.gesture = gesture
    self.other = other
  }

  /// The decision as a phrase, such as "pinch preempted movement".
  public var description: String {
    switch kind {
    case .preempted: "\(gesture) preempted \(other)"
    case .waiting: "\(gesture) waits for \(other) to fail"
    case .refused: "\(gesture) refused: \(other) began"
    case .beganAfterWaiting: "\(gesture) began: \(other) failed"
    }
  }
}
