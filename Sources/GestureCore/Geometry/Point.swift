/// A position in a two-dimensional plane, in normalized image units.
///
/// GestureCore uses `Point` for landmark positions. Unless a doc comment
/// says otherwise, `x` and `y` are fractions of the image width and height:
/// `0...1` covers the image, values outside it are off the image. Whether
/// `y` grows up or down depends on the coordinate frame: raw points follow
/// the tracker's ``CoordinateSpace``, display points have their origin at
/// the top left with `y` growing down.
public struct Point: Hashable, Sendable, Codable {
  /// The horizontal coordinate, in normalized image units.
  public var x: Double
  /// The vertical coordinate, in normalized image units.
  public var y: Double

  /// Creates a point from its two coordinates.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate, in normalized image units.
  ///   - y: The vertical coordinate, in normalized image units.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// A Boolean value that indicates whether both coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// Returns the Euclidean distance to another point, `hypot(dx, dy)`.
  ///
  /// The distance is in the units of the coordinates (normalized image
  /// units for landmark positions). It is NaN if a coordinate is NaN and
  /// neither difference is infinite, and infinity if a difference is
  /// infinite.
  ///
  /// - Parameter other: The point to measure to.
  /// - Returns: The length of the segment between the two points.
  @inlinable
  @inline(__always)
  public func distance(to other: Point) -> Double {
    euclideanLength(other.x - x, other.y - y)
  }
}
