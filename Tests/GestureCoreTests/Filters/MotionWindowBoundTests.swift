import Testing

@testable import GestureCore

/// The held speed's bound: a sample it calls surely slower than the
/// fastest so far is slower by the exact distance, so that leaving it
/// unmeasured cannot change the held speed.
@Suite("MotionWindow: samples surely slower than the fastest")
struct MotionWindowBoundTests {
  static let origin = Point3D(x: 0.25, y: 0.5, z: -0.125)

  static func moved(_ dx: Double, _ dy: Double, _ dz: Double) -> Point3D {
    Point3D(x: origin.x + dx, y: origin.y + dy, z: origin.z + dz)
  }

  @Test("along one axis, on either side of the margin")
  func alongOneAxis() {
    // 0.5 units in 0.25 s: 2 units a second, the taxicab distance being
    // the straight one.
    let end = Self.moved(0.5, 0, 0)
    #expect(!MotionWindow.isSurelySlower(Self.origin, end, 0.25, 2))
    // Faster than the speed by a hair: not slower.
    #expect(
      !MotionWindow.isSurelySlower(Self.origin, end, 0.25, 2 * (1 - 1e-12))
    )
    // Slower by a hair, within the margin: it cannot tell.
    #expect(
      !MotionWindow.isSurelySlower(Self.origin, end, 0.25, 2 * (1 + 1e-12))
    )
    // Slower beyond the margin.
    #expect(MotionWindow.isSurelySlower(Self.origin, end, 0.25, 2 * (1 + 1e-8)))
  }

  @Test("a diagonal is told by its taxicab distance, which is longer")
  func diagonal() {
    // Straight: 5 units in 1 s; taxicab: 7.
    let end = Self.moved(3, 4, 0)
    #expect(!MotionWindow.isSurelySlower(Self.origin, end, 1, 6))
    #expect(MotionWindow.isSurelySlower(Self.origin, end, 1, 7.01))
  }

  @Test("a distance too small, infinite or NaN is never surely slower")
  func cannotTell() {
    // 2^-900 is the least distance it tells; below, it cannot.
    let least = Point3D(x: 0x1p-900, y: 0, z: 0)
    #expect(MotionWindow.isSurelySlower(.init(x: 0, y: 0, z: 0), least, 1, 1))
    #expect(
      !MotionWindow.isSurelySlower(
        .init(x: 0, y: 0, z: 0),
        Point3D(x: least.x.nextDown, y: 0, z: 0),
        1,
        1
      )
    )
    let tiny = Point3D(x: 0x1p-950, y: 0, z: 0)
    #expect(!MotionWindow.isSurelySlower(.init(x: 0, y: 0, z: 0), tiny, 1, 1))
    let far = Point3D(x: .greatestFiniteMagnitude, y: 0, z: 0)
    let away = Point3D(x: -.greatestFiniteMagnitude, y: 0, z: 0)
    #expect(!MotionWindow.isSurelySlower(away, far, 1, .infinity))
    let nan = Point3D(x: .nan, y: 0, z: 0)
    #expect(!MotionWindow.isSurelySlower(Self.origin, nan, 1, 1))
  }

  @Test("whatever it calls surely slower is slower by the exact distance")
  func soundOnRandomMoves() {
    var random = SplitMix64(seed: 0xB0_0D)
    var slower = 0
    for trial in 0..<20_000 {
      // Moves along one axis, in a plane and in space, at scales from
      // the tiny to the huge.
      let scale = Double.random(in: -300...300, using: &random)
      func side() -> Double {
        Double.random(in: -1...1, using: &random) * 2 * scale.exponent2
      }
      let axes = trial % 3
      let end = Self.moved(side(), axes > 0 ? side() : 0, axes > 1 ? side() : 0)
      let age = Double.random(in: 0.001...1, using: &random)
      let speed =
        Self.origin.distance(to: end) / age
        * (1 + Double.random(in: -1e-6...1e-6, using: &random))
      if MotionWindow.isSurelySlower(Self.origin, end, age, speed) {
        slower += 1
        #expect(Self.origin.distance(to: end) / age <= speed)
      }
    }
    // Speeds up to 1e-6 above and along one axis: many are surely slower.
    #expect(slower > 1_000)
  }
}

extension Double {
  /// 2 to this power, for a random scale.
  fileprivate var exponent2: Double {
    Double(sign: .plus, exponent: Int(self), significand: 1)
  }
}
