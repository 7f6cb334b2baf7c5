extension Hand {
  /// The palm segments whose longest one measures a hand's size.
  ///
  /// Wrist to index, middle and little knuckles, and across the knuckles
  /// from index to little: of these, at least one stays close to its true
  /// length however the palm is tilted towards the camera.
  public static let palmSegments: [(Joint, Joint)] = [
    (.wrist, .indexMCP),
    (.wrist, .middleMCP),
    (.wrist, .littleMCP),
    (.indexMCP, .littleMCP),
  ]

  /// Returns the hand's size: the longest of its visible palm segments.
  ///
  /// Points are measured in the display frame of `space`, in square units
  /// (see ``CoordinateSpace/squarePoint(_:)``), so the result does not
  /// depend on the image's aspect ratio. A segment counts only when both
  /// its joints pass `gate`. Tilting the palm shortens some segments in the
  /// image but rarely all of them, so the largest is a steadier measure of
  /// scale than any single one.
  ///
  /// - Parameters:
  ///   - space: The coordinate space of the hand's raw landmarks.
  ///   - gate: The confidence gate each joint must pass.
  /// - Returns: The longest visible palm segment, in square units, or `nil`
  ///   when no segment has both joints visible.
  public func palmSize(
    in space: CoordinateSpace = .mediaPipe,
    gate: ConfidenceGate = ConfidenceGate(minimumConfidence: 0)
  ) -> Double? {
    // One rule for the engine and for callers: the engine measures the
    // palm from the joints it has already gated and transformed.
    JointPoints.withPoints(
      of: self,
      joints: .palmSize,
      in: space,
      gate: gate
    ) { $0.palmSize() }
  }
}
