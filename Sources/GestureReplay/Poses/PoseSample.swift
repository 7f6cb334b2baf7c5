import GestureCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One static hand of a labelled pose file: its landmarks, the coordinate
/// space they are in, and what the person who recorded it meant it to be.
///
/// ```swift
/// let set = try PoseSampleSet(contentsOfFile: "poses.json")
/// for sample in set.samples where sample.label == "thumbUp" {
///   print(sample.id, sample.indexAngleFromUp ?? .nan)
/// }
/// ```
public struct PoseSample: Hashable, Sendable {
  /// The sample's identity in its file: its `id`, or its index (from 0)
  /// as text when it has none.
  public var id: String
  /// The recorder's label, such as `openPalm`, `pointer` or `none-ok`, or
  /// `nil` for a sample without one. ``PoseExpectation`` says what a label
  /// means.
  public var label: String?
  /// Who recorded the sample (a person, a repository), if the file says.
  public var recorder: String?
  /// The hand, with raw landmarks in ``coordinates``.
  public var hand: Hand
  /// The coordinate space of the hand's raw landmarks: the file's, with
  /// the sample's own rotation and image size applied.
  public var coordinates: CoordinateSpace
  /// The sample's index in its file, from 0, when read from one.
  public var index: Int?

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - id: The sample's identity in its file.
  ///   - label: The recorder's label, if any.
  ///   - recorder: Who recorded the sample, if known.
  ///   - hand: The hand, with raw landmarks.
  ///   - coordinates: The coordinate space of the raw landmarks.
  ///   - index: The sample's index in its file, if read from one.
  public init(
    id: String,
    label: String?,
    recorder: String? = nil,
    hand: Hand,
    coordinates: CoordinateSpace = .mediaPipe,
    index: Int? = nil
  ) {
    self.index = index
    self.id = id
    self.label = label
    self.recorder = recorder
    self.hand = hand
    self.coordinates = coordinates
  }

  /// The angle between the index finger and straight up, in degrees from 0
  /// (up) to 180 (down), in the display frame the user sees.
  ///
  /// The finger's direction is the vector from its knuckle (`Joint.indexMCP`)
  /// to its tip (`Joint.indexTip`), in square units of the display frame
  /// (see `CoordinateSpace.squarePoint(_:)`); left and right count alike.
  /// It is `nil` when either joint is missing or not finite, or when the
  /// two are at the same place.
  public var indexAngleFromUp: Double? {
    guard let knuckle = hand[.indexMCP]?.position,
      let tip = hand[.indexTip]?.position,
      knuckle.x.isFinite, knuckle.y.isFinite, tip.x.isFinite, tip.y.isFinite
    else { return nil }
    let start = coordinates.squarePoint(coordinates.displayPoint(knuckle))
    let end = coordinates.squarePoint(coordinates.displayPoint(tip))
    let dx = end.x - start.x
    let dy = end.y - start.y
    guard dx != 0 || dy != 0 else { return nil }
    // The display frame's y grows down: up is -y.
    return atan2(abs(dx), -dy) * 180 / Double.pi
  }
}
