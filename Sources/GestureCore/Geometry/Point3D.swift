/// A position in three-dimensional space, such as a world landmark in metres.
///
/// World landmarks (MediaPipe's `worldLandmarks`, a depth sensor's
/// skeleton) give each joint in metres, independent of the camera's
/// distance; the axes are those of the source, as documented with the trace.
public struct Point3D: Hashable, Sendable, Codable {
  /// The first coordinate, in metres for world landmarks.
  public var x: Double
  /// The second coordinate, in metres for world landmarks.
  public var y: Double
  /// The third coordinate, in metres for world landmarks.
  public var z: Double

  /// Creates a point from its three coordinates.
  ///
  /// - Parameters:
  ///   - x: The first coordinate, in metres for world landmarks.
  ///   - y: The second coordinate, in metres for world landmarks.
  ///   - z: The third coordinate, in metres for world landmarks.
  @inlinable
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// A Boolean value that indicates whether all three coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

  /// Returns the Euclidean distance to another point, in the points' units.
  ///
  /// - Parameter other: The point to measure to.
  /// - Returns: The length of the segment between the two points.
  @inlinable
  public func distance(to other: Point3D) -> Double {
    let planar = euclideanLength(other.x - x, other.y - y)
    let dz = other.z - z
    // The length of (planar, 0) is planar itself, bit for bit.
    if dz == 0 { return planar }
    return euclideanLength(planar, dz)
  }
}
