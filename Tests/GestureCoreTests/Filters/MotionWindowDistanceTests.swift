import Testing

@testable import GestureCore

/// The motion window's distance, which skips the second `hypot` of a
/// planar motion, is ``Point3D/distance(to:)`` bit for bit.
@Suite("MotionWindow: distances of planar motions")
struct MotionWindowDistanceTests {
  @Test("is the 3-D distance, bit for bit, with a z difference of 0 or not")
  func sameAsPoint3D() {
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
      let distance = MotionWindow.distance(start, end)
      #expect(distance.bitPattern == start.distance(to: end).bitPattern)
    }
    #expect(planar > 20_000)
  }

  @Test("gives infinity where a difference overflows, as the 3-D distance")
  func overflow() {
    let start = Point3D(x: -.greatestFiniteMagnitude, y: 0, z: 0)
    let end = Point3D(x: .greatestFiniteMagnitude, y: 1, z: 0)
    #expect(MotionWindow.distance(start, end) == .infinity)
    #expect(start.distance(to: end) == .infinity)
  }
}
