import GestureCore
import Testing

@Suite("Point")
struct PointTests {
  /// Results of `hypot` are within one rounding of the true length.
  static let tolerance = 1e-12

  @Test(
    "measures the Euclidean distance, hypot(dx, dy)",
    arguments: zip(
      [
        (Point(x: 0, y: 0), Point(x: 3, y: 4)),
        (Point(x: 1, y: 1), Point(x: 4, y: 5)),
        (Point(x: 3, y: 4), Point(x: 0, y: 0)),
        (Point(x: -1.5, y: -2), Point(x: 0, y: 0)),
        (Point(x: 0.25, y: 0.5), Point(x: 1, y: 1.5)),
        (Point(x: 0.5, y: 0.5), Point(x: 0.5, y: 0.5)),
      ],
      [5, 5, 5, 2.5, 1.25, 0]
    )
  )
  func distance(points: (Point, Point), expected: Double) {
    let (a, b) = points
    #expect(isClose(a.distance(to: b), to: expected, within: Self.tolerance))
    #expect(a.distance(to: b) == b.distance(to: a))
  }

  @Test("measures a purely horizontal or vertical distance exactly")
  func axisAlignedIsExact() {
    #expect(Point(x: 0.01, y: 0.5).distance(to: Point(x: 0.02, y: 0.5)) == 0.01)
    #expect(Point(x: 0.5, y: 0.3).distance(to: Point(x: 0.5, y: 0.3)) == 0)
  }

  @Test("neither overflows nor underflows where the naive formula would")
  func noOverflowOrUnderflow() {
    let huge = 1e200
    let tiny = 1e-200
    #expect((huge * huge).isInfinite)
    #expect(tiny * tiny == 0)
    let far = Point.zero.distance(to: Point(x: huge, y: huge))
    let near = Point.zero.distance(to: Point(x: tiny, y: tiny))
    #expect(isClose(far / huge, to: 2.squareRoot(), within: Self.tolerance))
    #expect(isClose(near / tiny, to: 2.squareRoot(), within: Self.tolerance))
  }

  /// What a distance with a non-finite coordinate should be.
  enum NonFinite: String, Sendable, CaseIterable {
    case nan
    case infinity
  }

  @Test(
    "is NaN with a NaN coordinate, infinite with an infinite difference",
    arguments: zip(
      [
        (Point(x: .nan, y: 0), Point.zero),
        (Point.zero, Point(x: 0.5, y: .nan)),
        (Point(x: .infinity, y: 0), Point.zero),
        (Point.zero, Point(x: 0, y: -.infinity)),
        (Point(x: .nan, y: 0), Point(x: 0, y: .infinity)),
        (Point(x: .infinity, y: 0), Point(x: .infinity, y: 0)),
      ],
      [
        NonFinite.nan, .nan, .infinity, .infinity, .infinity, .nan,
      ]
    )
  )
  func nonFinite(points: (Point, Point), expected: NonFinite) {
    let (a, b) = points
    let distance = a.distance(to: b)
    switch expected {
    case .nan: #expect(distance.isNaN)
    case .infinity: #expect(distance == .infinity)
    }
  }

  @Test("treats -0 like 0")
  func negativeZero() {
    let distance = Point(x: -0.0, y: 0).distance(to: Point(x: 0, y: -0.0))
    #expect(distance == 0)
  }

  @Test(
    "is finite only when both coordinates are",
    arguments: zip(
      [
        Point(x: 0.5, y: 0.5), Point(x: -3, y: 1e300), Point(x: .nan, y: 0),
        Point(x: 0, y: .infinity), Point(x: -.infinity, y: .nan),
      ],
      [true, true, false, false, false]
    )
  )
  func isFinite(point: Point, expected: Bool) {
    #expect(point.isFinite == expected)
  }

  @Test("measures a 3D distance over all three axes")
  func point3DDistance() {
    let a = Point3D(x: 1, y: 1, z: 1)
    let b = Point3D(x: 3, y: 4, z: 7)
    #expect(isClose(a.distance(to: b), to: 7, within: Self.tolerance))
    #expect(a.isFinite)
    #expect(!Point3D(x: 0, y: 0, z: .nan).isFinite)
  }
}
