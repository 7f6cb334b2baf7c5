import Testing

@testable import GestureCore

/// The median filter's sorted lanes, kept from sample to sample and left
/// unkept while a median is known without them, give what sorting every
/// raw sample again gives, bit for bit.
@Suite("MotionWindow: medians kept sorted from sample to sample")
struct MotionWindowMedianTests {
  typealias Sample = MotionWindow.Sample

  /// The median filter sorting its raw samples anew for each one, by
  /// insertion in the order they came.
  struct Resorting {
    let medianSpan: Double
    var raw: [Sample] = []

    mutating func append(_ sample: Sample) -> Sample {
      if raw.count == MotionWindow.maximumMedianCount { raw.removeFirst() }
      raw.append(sample)
      while raw.count > 1, sample.time - raw[0].time > medianSpan + 1e-9 {
        raw.removeFirst()
      }
      let middle = raw.count / 2
      let time =
        raw.count % 2 == 1
        ? raw[middle].time : raw[middle - 1].time / 2 + raw[middle].time / 2
      return Sample(
        time: time,
        position: Point3D(
          x: Self.median(raw.map(\.position.x)),
          y: Self.median(raw.map(\.position.y)),
          z: Self.median(raw.map(\.position.z))
        ),
        x: Self.median(raw.map(\.x))
      )
    }

    static func median(_ values: [Double]) -> Double {
      var sorted: [Double] = []
      for value in values {
        var slot = sorted.count
        sorted.append(value)
        while slot > 0, sorted[slot - 1] > value {
          sorted[slot] = sorted[slot - 1]
          slot -= 1
        }
        sorted[slot] = value
      }
      let middle = sorted.count / 2
      if sorted.count % 2 == 1 { return sorted[middle] }
      return sorted[middle - 1] / 2 + sorted[middle] / 2
    }
  }

  static func bits(_ sample: Sample?) -> [UInt64] {
    guard let sample else { return [] }
    return [
      sample.time.bitPattern, sample.position.x.bitPattern,
      sample.position.y.bitPattern, sample.position.z.bitPattern,
      sample.x.bitPattern,
    ]
  }

  /// How a stream draws its coordinates.
  enum Values: CaseIterable {
    /// A hand's path with jitter, `z` 0 and the display `x` the
    /// position's: what the speed reads in display units.
    case display
    /// Every coordinate its own, as in world landmarks.
    case world
    /// A few values, 0 and -0 among them, each coordinate switching at
    /// random between a constant, its own values, and the position's `x`.
    case ties
  }

  @Test(
    "gives the medians of sorting anew, bit for bit",
    arguments: Values.allCases,
    [0, 0.07, 0.2, 1]
  )
  func sameAsResorting(values: Values, medianSpan: Double) {
    var random = SplitMix64(seed: 0x3ED1A + UInt64(medianSpan * 100))
    var window = MotionWindow(window: 0.2, medianSpan: medianSpan)
    var resorting = Resorting(medianSpan: medianSpan)
    let few: [Double] = [
      0, -0.0, 0.25, 0.5, -0.5, 1e-300, 0.25, .leastNonzeroMagnitude,
    ]
    func pick() -> Double { few[Int.random(in: 0..<few.count, using: &random)] }
    var time = 0.0
    var point = Point3D(x: 0.5, y: 0.5, z: 0)
    // In `ties`, each coordinate's source: 0 constant, 1 drawn, 2 the x.
    var zSource = 0
    var carriedSource = 2
    var constantZ = 0.0
    var mismatches = 0
    for step in 0..<20_000 {
      // Frame intervals from a repeated time to a gap beyond the span, at
      // rates up to 1,000 fps, where the median keeps its 15 samples.
      let interval = [0, 0.001, 1.0 / 120, 1.0 / 60, 1.0 / 30, 0.3][
        Int.random(in: 0..<6, using: &random)
      ]
      time += interval
      var position: Point3D
      var x: Double
      switch values {
      case .display:
        point.x += Double.random(in: -0.01...0.01, using: &random)
        point.y += Double.random(in: -0.01...0.01, using: &random)
        position = Point3D(x: point.x, y: point.y, z: 0)
        x = point.x
      case .world:
        position = Point3D(
          x: Double.random(in: -1...1, using: &random),
          y: Double.random(in: -1...1, using: &random),
          z: Double.random(in: -1...1, using: &random)
        )
        x = Double.random(in: 0...1, using: &random)
      case .ties:
        if Int.random(in: 0..<8, using: &random) == 0 {
          zSource = Int.random(in: 0..<2, using: &random)
          constantZ = pick()
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
          carriedSource = Int.random(in: 1..<3, using: &random)
        }
        position = Point3D(
          x: pick(),
          y: pick(),
          z: zSource == 0 ? constantZ : pick()
        )
        x = carriedSource == 2 ? position.x : pick()
      }
      if step % 997 == 996 {
        window.removeAll()
        resorting.raw.removeAll()
      }
      window.append(position, x: x, at: time)
      let expected = resorting.append(
        Sample(time: time, position: position, x: x)
      )
      if Self.bits(window.newest) != Self.bits(expected) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test("tells a median of equal values from one of 0 and -0")
  func signedZeros() {
    // The same z for every sample but one -0 among the zeros: the lane is
    // sorted again, and gives the -0 where sorting does.
    var window = MotionWindow(window: 0.2, medianSpan: 0.07)
    var resorting = Resorting(medianSpan: 0.07)
    let zs: [Double] = [0, 0, -0.0, 0, 0, 0, 0, 0, -0.0, -0.0, -0.0, 0]
    for (index, z) in zs.enumerated() {
      let time = Double(index) / 60
      let position = Point3D(x: z, y: 0.5, z: z)
      window.append(position, x: 0.5, at: time)
      let expected = resorting.append(
        Sample(time: time, position: position, x: 0.5)
      )
      #expect(Self.bits(window.newest) == Self.bits(expected))
    }
  }

  @Test("keeps a raw sample exactly the span and the margin old")
  func spanBound() {
    let limit = 0.25 + TimeBound.margin
    for (newest, median) in [(limit, 0.5), (limit.nextUp, 1)] {
      var window = MotionWindow(window: 1, medianSpan: 0.25)
      window.append(Point3D(x: 0, y: 0, z: 0), x: 0, at: 0)
      window.append(Point3D(x: 1, y: 1, z: 1), x: 1, at: newest)
      // Both samples in the median, or the newest alone.
      let expected = Point3D(x: median, y: median, z: median)
      #expect(window.newest?.position == expected)
      #expect(window.newest?.x == median)
    }
  }
}
