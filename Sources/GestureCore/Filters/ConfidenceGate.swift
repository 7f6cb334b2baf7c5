/// A filter that passes a landmark only when its confidence is high enough.
///
/// A landmark passes when `confidence >= minimumConfidence` and its position
/// is finite. A NaN confidence never passes, and neither does a position
/// with a NaN or infinite coordinate: the engine treats such a joint as not
/// seen. The handKit threshold is 0.7.
///
/// ```swift
/// let gate = ConfidenceGate(minimumConfidence: 0.7)
/// gate.accepts(Landmark(x: 0.5, y: 0.5, confidence: 0.7))   // true
/// gate.accepts(Landmark(x: 0.5, y: 0.5, confidence: 0.69))  // false
/// ```
public struct ConfidenceGate: Hashable, Sendable {
  /// The lowest confidence that passes, from 0 to 1.
  public var minimumConfidence: Double

  /// Creates a gate.
  ///
  /// - Parameter minimumConfidence: The lowest confidence that passes.
  public init(minimumConfidence: Double) {
    self.minimumConfidence = minimumConfidence
  }

  /// Returns whether a landmark passes the gate.
  ///
  /// - Parameter landmark: The landmark to test.
  /// - Returns: `true` if the confidence is at least ``minimumConfidence``
  ///   and both coordinates are finite.
  @inlinable
  public func accepts(_ landmark: Landmark) -> Bool {
    landmark.confidence >= minimumConfidence && landmark.position.isFinite
  }

  /// Returns the landmark if it is present and passes the gate.
  ///
  /// - Parameter landmark: The landmark to test, `nil` when it was not seen.
  /// - Returns: `landmark` if it passes, otherwise `nil`.
  @inlinable
  public func filter(_ landmark: Landmark?) -> Landmark? {
    guard let landmark, accepts(landmark) else { return nil }
    return landmark
  }
}
