/// A point that distances and projections can be measured between: a
/// point of the display frame, or a world landmark in metres. The pose
/// classifier reads a hand's distances from either with the same rules.
protocol MeasurablePoint {
  /// The distance to another point.
  func distance(to other: Self) -> Double
  /// The vector from another point to this one, as a point.
  func offset(from other: Self) -> Self
  /// This vector with each coordinate divided by a length.
  func divided(by length: Double) -> Self
  /// The dot product with another vector.
  func dot(_ other: Self) -> Double
  /// Whether every coordinate is finite.
  var isFinite: Bool { get }
}

extension Point: MeasurablePoint {
  @inline(__always)
  func offset(from other: Point) -> Point {
    Point(x: x - other.x, y: y - other.y)
  }

  @inline(__always)
  func divided(by length: Double) -> Point {
    Point(x: x / length, y: y / length)
  }

  @inline(__always)
  func dot(_ other: Point) -> Double {
    x * other.x + y * other.y
  }
}

extension Point3D: MeasurablePoint {
  @inline(__always)
  func offset(from other: Point3D) -> Point3D {
    Point3D(x: x - other.x, y: y - other.y, z: z - other.z)
  }

  @inline(__always)
  func divided(by length: Double) -> Point3D {
    Point3D(x: x / length, y: y / length, z: z / length)
  }

  @inline(__always)
  func dot(_ other: Point3D) -> Double {
    x * other.x + y * other.y + z * other.z
  }
}
