/// A joint as a hand tracker reported it: position, optional depth, confidence.
///
/// The position is a raw point in the tracker's ``CoordinateSpace``, in
/// normalized image units. `confidence` is the tracker's confidence in this
/// joint, from 0 to 1; a tracker that reports none gives 1.
///
/// ```swift
/// let tip = Landmark(x: 0.43, y: 0.50, confidence: 0.91)
/// ```
public struct Landmark: Hashable, Sendable, Codable {
  /// The raw position, in normalized image units of the tracker's frame.
  public var position: Point
  /// The depth relative to the wrist, in the tracker's units, if reported.
  public var depth: Double?
  /// The tracker's confidence in this joint, from 0 to 1.
  public var confidence: Double

  /// Creates a landmark from its position and confidence.
  ///
  /// - Parameters:
  ///   - position: The raw position, in normalized image units.
  ///   - depth: The depth relative to the wrist, if the tracker gives one.
  ///   - confidence: The tracker's confidence, from 0 to 1; 1 by default.
  @inlinable
  public init(position: Point, depth: Double? = nil, confidence: Double = 1) {
    self.position = position
    self.depth = depth
    self.confidence = confidence
  }

  /// Creates a landmark from its coordinates and confidence.
  ///
  /// - Parameters:
  ///   - x: The raw horizontal coordinate, in normalized image units.
  ///   - y: The raw vertical coordinate, in normalized image units.
  ///   - depth: The depth relative to the wrist, if the tracker gives one.
  ///   - confidence: The tracker's confidence, from 0 to 1; 1 by default.
  @inlinable
  public init(
    x: Double,
    y: Double,
    depth: Double? = nil,
    confidence: Double = 1
  ) {
    self.init(
      position: Point(x: x, y: y),
      depth: depth,
      confidence: confidence
    )
  }
}
