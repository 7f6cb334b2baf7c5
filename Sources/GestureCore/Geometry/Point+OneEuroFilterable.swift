extension Point: OneEuroFilterable {
  /// The point's distance from the origin, `hypot(x, y)`, in the units of
  /// its coordinates; the length of a velocity, for a filter.
  @inlinable
  public var magnitude: Double { euclideanLength(x, y) }

  /// Returns the sum of two points, coordinate by coordinate.
  ///
  /// - Parameters:
  ///   - lhs: A point.
  ///   - rhs: The point to add, as a displacement.
  /// - Returns: `(lhs.x + rhs.x, lhs.y + rhs.y)`.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Returns the difference of two points, coordinate by coordinate: the
  /// displacement from `rhs` to `lhs`.
  ///
  /// - Parameters:
  ///   - lhs: A point.
  ///   - rhs: The point to subtract.
  /// - Returns: `(lhs.x - rhs.x, lhs.y - rhs.y)`.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Returns a point with both coordinates multiplied by a factor.
  ///
  /// - Parameters:
  ///   - factor: The factor.
  ///   - value: The point to scale.
  /// - Returns: `(factor · value.x, factor · value.y)`.
  @inlinable
  public static func * (factor: Double, value: Point) -> Point {
    Point(x: factor * value.x, y: factor * value.y)
  }

  /// Returns a point with both coordinates divided by a divisor.
  ///
  /// - Parameters:
  ///   - value: The point to divide.
  ///   - divisor: The divisor, such as a time interval in seconds.
  /// - Returns: `(value.x / divisor, value.y / divisor)`.
  @inlinable
  public static func / (value: Point, divisor: Double) -> Point {
    Point(x: value.x / divisor, y: value.y / divisor)
  }
}
