/// A rigid transform of three-dimensional space: a rotation, then a
/// translation, as a 4 x 4 matrix of columns.
///
/// ARKit's transforms (`originFromAnchorTransform`,
/// `anchorFromJointTransform`) are such matrices; a `simd_float4x4` `m`
/// converts with
/// `Transform3D(columns: (SIMD4(m.columns.0), SIMD4(m.columns.1), SIMD4(m.columns.2), SIMD4(m.columns.3)))`.
/// The name `aFromB` reads as "turns a point of frame `b` into frame `a`".
///
/// ```swift
/// let worldFromJoint = worldFromAnchor.followed(by: anchorFromJoint)
/// let tip = worldFromJoint.apply(to: Point3D(x: 0, y: 0, z: 0))
/// ```
public struct Transform3D: Hashable, Sendable {
  /// The four columns: the images of the `x`, `y` and `z` unit vectors
  /// (`w` 0), then the translation (`w` 1).
  public var columns:
    (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

  /// Creates a transform from its four columns.
  ///
  /// - Parameter columns: The images of the unit vectors, then the
  ///   translation; the upper-left 3 x 3 block is a rotation.
  public init(
    columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)
  ) {
    self.columns = columns
  }

  /// Creates a translation.
  ///
  /// - Parameter translation: The offset added to every point, in metres.
  public init(translation: Point3D) {
    self.init(
      columns: (
        SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0),
        SIMD4(translation.x, translation.y, translation.z, 1)
      )
    )
  }

  /// The transform that moves no point.
  public static let identity = Transform3D(
    translation: Point3D(x: 0, y: 0, z: 0)
  )

  /// The offset this transform adds after its rotation, in metres.
  public var translation: Point3D {
    Point3D(x: columns.3.x, y: columns.3.y, z: columns.3.z)
  }

  /// Returns a point moved by this transform.
  ///
  /// - Parameter point: A point of the transform's source frame.
  /// - Returns: The point in its destination frame.
  public func apply(to point: Point3D) -> Point3D {
    let moved =
      columns.0 * point.x + columns.1 * point.y + columns.2 * point.z
      + columns.3
    return Point3D(x: moved.x, y: moved.y, z: moved.z)
  }

  /// Returns the transform that applies `next` to a point, then this one:
  /// the matrix product `self * next`.
  ///
  /// - Parameter next: The transform applied first, as in
  ///   `worldFromAnchor.followed(by: anchorFromJoint)`, which is
  ///   `worldFromJoint`.
  /// - Returns: The composed transform.
  public func followed(by next: Transform3D) -> Transform3D {
    func image(_ column: SIMD4<Double>) -> SIMD4<Double> {
      columns.0 * column.x + columns.1 * column.y + columns.2 * column.z
        + columns.3 * column.w
    }
    return Transform3D(
      columns: (
        image(next.columns.0), image(next.columns.1),
        image(next.columns.2), image(next.columns.3)
      )
    )
  }

  /// The transform that undoes this one, whose rotation is the
  /// transposed rotation.
  ///
  /// - Precondition: The upper-left 3 x 3 block is a rotation, as it is
  ///   in ARKit's anchor and joint transforms; for any other matrix the
  ///   result is not an inverse.
  public var rigidInverse: Transform3D {
    let (x, y, z) = (columns.0, columns.1, columns.2)
    let t = columns.3
    // The rows of the rotation are the columns of its inverse.
    let row0 = SIMD4(x.x, y.x, z.x, 0)
    let row1 = SIMD4(x.y, y.y, z.y, 0)
    let row2 = SIMD4(x.z, y.z, z.z, 0)
    let moved = -(row0 * t.x + row1 * t.y + row2 * t.z)
    return Transform3D(
      columns: (row0, row1, row2, SIMD4(moved.x, moved.y, moved.z, 1))
    )
  }

  /// Returns whether two transforms have equal columns.
  ///
  /// - Parameters:
  ///   - lhs: A transform.
  ///   - rhs: Another transform.
  /// - Returns: `true` when every entry is equal.
  public static func == (lhs: Transform3D, rhs: Transform3D) -> Bool {
    lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1
      && lhs.columns.2 == rhs.columns.2 && lhs.columns.3 == rhs.columns.3
  }

  /// Hashes the four columns.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(columns.0)
    hasher.combine(columns.1)
    hasher.combine(columns.2)
    hasher.combine(columns.3)
  }
}
