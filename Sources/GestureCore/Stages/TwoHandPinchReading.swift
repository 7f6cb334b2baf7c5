/// A two-hand pinch going on, as ``GestureEngine/twoHandPinch`` reads it
/// after a frame.
public struct TwoHandPinchReading: Hashable, Sendable {
  /// The hand of the first track: the line between the pinch points
  /// starts at its pinch point.
  public var first: Chirality
  /// The hand of the second track, where the line ends.
  public var second: Chirality
  /// The distance between the two pinch points over that distance at
  /// `began`: 1 at `began`, 2 when the hands are twice as far apart.
  public var scale: Double
  /// The change of the line's angle since `began`, in radians,
  /// counterclockwise positive as the user sees it, unwrapped: a turn
  /// past a half turn goes on beyond pi.
  public var rotation: Double

  /// Creates a reading.
  ///
  /// - Parameters:
  ///   - first: The first track's hand.
  ///   - second: The second track's hand.
  ///   - scale: The scale, 1 at `began`.
  ///   - rotation: The rotation, in radians.
  public init(
    first: Chirality,
    second: Chirality,
    scale: Double,
    rotation: Double
  ) {
    self.first = first
    self.second = second
    self.scale = scale
    self.rotation = rotation
  }
}
