import GestureCore
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  @Test("adds, subtracts, scales and divides coordinate by coordinate")
  func arithmetic() {
    let a = Point(x: 0.1, y: -3)
    let b = Point(x: 0.2, y: 0.5)
    #expect(a + b == Point(x: 0.1 + 0.2, y: -3 + 0.5))
    #expect(a - b == Point(x: 0.1 - 0.2, y: -3 - 0.5))
    #expect(3 * a == Point(x: 3 * 0.1, y: 3 * -3))
    #expect(a / 0.7 == Point(x: 0.1 / 0.7, y: -3 / 0.7))
    #expect(a + .zero == a)
    #expect(Point(x: 3, y: -4).magnitude == 5)
    #expect(a.magnitude == Point.zero.distance(to: a))
    #expect(Point(x: .infinity, y: .nan).magnitude == .infinity)
  }

  @Test("measures a 3D distance over all three axes")
  func point3DDistance() {
    let a = Point3D(x: 1, y: 1, z: 1)
    let b = Point3D(x: 3, y: 4, z: 7)
    #expect(isClose(a.distance(to: b), to: 7, within: Self.tolerance))
    #expect(a.isFinite)
    #expect(!Point3D(x: 0, y: 0, z: .nan).isFinite)
  }

  @Test("where the rounded length is exactly twice the shorter side")
  func correctionBoundary() {
    // (x² + y²).squareRoot() rounds to 2y exactly: the correction's two
    // forms differ there in the last bit. glibc's hypot takes the first,
    // which here is also the correctly rounded length.
    let (x, y) = (0x1.79402778606d5p+0, 0x1.b39c8987b36d6p-1)
    #expect((x * x + y * y).squareRoot() == 2 * y)
    #expect(Point.zero.distance(to: Point(x: x, y: y)) == 0x1.b39c8987b36d5p+0)
  }

  @Test("gives the C library's hypot, bit for bit on glibc", arguments: 0..<4)
  func matchesTheCLibrary(_ kind: Int) {
    var random = SplitMix64(seed: 0x4779_0000 &+ UInt64(kind))
    let edges: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, 1, 0x1p511, 0x1p-511, 0x1p-600,
      .leastNormalMagnitude / 3,
      .ulpOfOne,
    ]
    var differences = 0
    for _ in 0..<250_000 {
      let dx: Double
      let dy: Double
      switch kind {
      case 0:
        // Landmark-sized differences.
        dx = Double.random(in: -1...1, using: &random)
        dy = Double.random(in: -0.3...0.3, using: &random)
      case 1:
        // Any finite magnitudes, from subnormal to the largest.
        dx = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)
        dy = -Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)
      case 2:
        // Two nearly equal sides, where the correction matters most.
        dx = Double.random(in: 1e-4...1, using: &random)
        dy = dx * (1 + Double.random(in: -1e-6...1e-6, using: &random))
      default:
        // The edges of the scaled ranges, alone or with a random side.
        dx =
          pick(edges, &random)
          * Double.random(in: 0.5...1, using: &random)
        dy =
          Bool.random(using: &random)
          ? pick(edges, &random)
          : Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF)
      }
      let ours = Point.zero.distance(to: Point(x: dx, y: dy))
      let theirs = hypot(dx, dy)
      if ours.bitPattern != theirs.bitPattern {
        differences += 1
        // Any C library's hypot is within one unit in the last place.
        #expect(abs(ours - theirs) <= theirs.ulp, "hypot(\(dx), \(dy))")
      }
    }
    #if canImport(Glibc)
      // glibc 2.35 and later use the same algorithm: the same bits.
      #expect(Self.glibcVersion.0 >= 2, "glibc's version was not read")
      if Self.glibcVersion >= (2, 35) {
        #expect(differences == 0)
      }
    #endif
  }

  #if canImport(Glibc)
    /// The running glibc's version, major and minor.
    static var glibcVersion: (Int, Int) {
      // "glibc 2.36"
      var buffer = [CChar](repeating: 0, count: 64)
      guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0
      else { return (0, 0) }
      let text = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8($0) },
        as: UTF8.self
      )
      let parts =
        text.split(separator: " ").last?
        .split(separator: ".")
        .compactMap { Int($0) } ?? []
      return parts.count >= 2 ? (parts[0], parts[1]) : (0, 0)
    }
  #endif
}
