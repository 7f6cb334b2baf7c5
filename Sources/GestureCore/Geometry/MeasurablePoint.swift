/// A point that distances and projections can be measured between: a
/// point of the display frame, or a world landmark in metres. The pose
/// classifier reads a hand's distances from either with the same rules.
protocol MeasurablePoint {
  /// The distance to another point.
  func distance(to other: Self) -> Double
  /// The vector from `rhs` to `lhs`, as a point.
  static func - (lhs: Self, rhs: Self) -> Self
  /// The vector with each coordinate divided by a length.
  static func / (value: Self, divisor: Double) -> Self
  /// The dot product with another vector.
  func dot(_ other: Self) -> Double
  /// Whether every coordinate is finite.
  var isFinite: Bool { get }
}

// Its difference and quotient are those of `OneEuroFilterable`.
extension Point: MeasurablePoint {
  @inline(__always)
  func dot(_ other: Point) -> Double {
    x * other.x + y * other.y
  }
}

extension Point3D: MeasurablePoint {
  @inline(__always)
  static func - (lhs: Point3D, rhs: Point3D) -> Point3D {
    Point3D(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z)
  }

  @inline(__always)
  static func / (value: Point3D, divisor: Double) -> Point3D {
    Point3D(x: value.x / divisor, y: value.y / divisor, z: value.z / divisor)
  }

  @inline(__always)
  func dot(_ other: Point3D) -> Double {
    x * other.x + y * other.y + z * other.z
  }
}
