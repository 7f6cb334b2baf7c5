import Testing

@testable import GestureCore

/// ``Point3D/distance(to:)``, which skips the second `hypot` of a planar
/// motion, against its definition: the length of the planar distance and
/// the `z` difference.
@Suite("Point3D: distances, planar or not")
struct Point3DDistanceTests {
  /// The definition: two `hypot`s.
  static func definition(_ start: Point3D, _ end: Point3D) -> Double {
    euclideanLength(
      euclideanLength(end.x - start.x, end.y - start.y),
      end.z - start.z
    )
  }

  @Test("is the definition, bit for bit, with a z difference of 0 or not")
  func sameAsDefinition() {
    var random = SplitMix64(seed: 0xD15_7A9CE)
    var planar = 0
    for trial in 0..<50_000 {
      // Scales from the tiny to the huge, where a difference may overflow.
      let scale = Double(
        sign: .plus,
        exponent: Int.random(in: -1_070...1_020, using: &random),
        significand: 1
      )
      func coordinate() -> Double {
        Double.random(in: -1...1, using: &random) * scale
      }
      let z = [0, -0.0, coordinate()][trial % 3]
      let start = Point3D(x: coordinate(), y: coordinate(), z: z)
      // The same z (or its other zero), or another one.
      let endZ = [z, -z, coordinate(), z][Int.random(in: 0..<4, using: &random)]
      let end = Point3D(x: coordinate(), y: coordinate(), z: endZ)
      if end.z - start.z == 0 { planar += 1 }
      let distance = start.distance(to: end)
      let expected = Self.definition(start, end)
      // One expectation for the first difference, not one a pair.
      guard distance.bitPattern == expected.bitPattern else {
        #expect(
          distance.bitPattern == expected.bitPattern,
          "\(start) to \(end): \(distance), the definition \(expected)"
        )
        return
      }
    }
    #expect(planar > 20_000)
  }

  @Test("gives infinity where a difference overflows, NaN as the definition")
  func overflowAndNaN() {
    let start = Point3D(x: -.greatestFiniteMagnitude, y: 0, z: 0)
    let end = Point3D(x: .greatestFiniteMagnitude, y: 1, z: 0)
    #expect(start.distance(to: end) == .infinity)
    #expect(Self.definition(start, end) == .infinity)
    // A NaN in the plane with a z difference of 0, and a NaN z.
    for nan in [
      Point3D(x: 0, y: .nan, z: 0), Point3D(x: 0, y: 0, z: .nan),
    ] {
      #expect(nan.distance(to: end).isNaN)
      #expect(Self.definition(nan, end).isNaN)
    }
    // An infinite z difference is infinite, as `hypot` makes it even
    // beside a NaN in the plane.
    let far = Point3D(x: 0, y: 0, z: .infinity)
    #expect(far.distance(to: end) == .infinity)
    #expect(far.distance(to: Point3D(x: .nan, y: 0, z: 0)) == .infinity)
    #expect(Self.definition(far, Point3D(x: .nan, y: 0, z: 0)) == .infinity)
  }
}
