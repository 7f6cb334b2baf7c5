import GestureCore
import Testing

@Suite("OneEuroFilter2D")
struct OneEuroFilter2DTests {
  /// Filters a path sampled at `rate` hertz and returns every output.
  static func outputs(
    _ filter: OneEuroFilter2D,
    path: [Point],
    rate: Double
  ) -> [Point] {
    var filter = filter
    return path.enumerated().map { index, point in
      filter.filter(point, at: Double(index) / rate)
    }
  }

  @Test("passes the first point through unchanged, with a speed of 0")
  func firstPoint() {
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 10)
    #expect(filter.value == nil)
    #expect(filter.time == nil)
    let point = Point(x: 0.25, y: -0.0)
    let output = filter.filter(point, at: 4)
    #expect(output == point)
    #expect(output.y.sign == .minus)
    #expect(filter.value == point)
    #expect(filter.time == 4)
    #expect(filter.speed == 0)
    #expect(filter.derivative == .zero)
    #expect(filter.cutoff == 1)
    #expect(filter.minimumCutoff == 1)
    #expect(filter.beta == 10)
    #expect(filter.derivativeCutoff == 1)
  }

  @Test("opens one cutoff with the speed in the plane, by hand")
  func sharedCutoff() {
    // fcmin = 1 Hz, beta = 1, dcutoff = 1 Hz, Te = 0.1 s, speed alpha
    // ad = 0.385869545095038. (0, 0) at t = 0, (0.3, 0.4) at t = 0.1:
    //   raw velocity  (0.3, 0.4) / 0.1      = (3, 4) units/s
    //   velocity      ad · (3, 4)           = (1.15760863528511,
    //                                          1.54347818038015)
    //   speed         hypot(...) = 5 ad     = 1.92934772547519 units/s
    //   cutoff        1 + 1.92934772547519  = 2.92934772547519 Hz
    //   alpha         1 / (1 + 1/(2π · 2.92934772547519) / 0.1)
    //                                       = 0.647957169592336
    //   output        alpha · (0.3, 0.4)    = (0.194387150877701,
    //                                          0.259182867836934)
    // Filtering x alone would open the cutoff only to 2.158 Hz.
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 1)
    _ = filter.filter(.zero, at: 0)
    let output = filter.filter(Point(x: 0.3, y: 0.4), at: 0.1)
    let velocity = filter.derivative
    #expect(isClose(velocity.x, to: 1.157_608_635_285_112_7, within: 1e-13))
    #expect(isClose(velocity.y, to: 1.543_478_180_380_150_2, within: 1e-13))
    #expect(filter.speed == velocity.magnitude)
    #expect(isClose(filter.speed, to: 1.929_347_725_475_187_8, within: 1e-13))
    #expect(isClose(filter.cutoff, to: 2.929_347_725_475_187_8, within: 1e-13))
    #expect(isClose(output.x, to: 0.194_387_150_877_700_78, within: 1e-14))
    #expect(isClose(output.y, to: 0.259_182_867_836_934_37, within: 1e-14))
    #expect(filter.value == output)
  }

  @Test(
    "along one axis gives exactly the one-dimensional filter's output",
    arguments: [0.0, 1, 20]
  )
  func oneAxis(beta: Double) {
    var random = SplitMix64(seed: 11)
    var plane = OneEuroFilter2D(minimumCutoff: 1.5, beta: beta)
    var line = OneEuroFilter(minimumCutoff: 1.5, beta: beta)
    var time = 0.0
    var mismatches = 0
    for _ in 0..<1000 {
      time += Double.random(in: 0.005...0.05, using: &random)
      let x = Double.random(in: 0...1, using: &random)
      let output = plane.filter(Point(x: x, y: 0.5), at: time)
      let expected = line.filter(x, at: time)
      if output != Point(x: expected, y: 0.5) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(plane.speed == abs(line.derivative))
  }

  @Test("filters a path turned by a quarter turn into the turned output")
  func quarterTurn() {
    var random = SplitMix64(seed: 12)
    let path = (0..<600).map { _ in
      Point(
        x: Double.random(in: 0...1, using: &random),
        y: Double.random(in: 0...1, using: &random)
      )
    }
    let turned = path.map { Point(x: -$0.y, y: $0.x) }
    let filter = OneEuroFilter2D(minimumCutoff: 1, beta: 5)
    let outputs = Self.outputs(filter, path: path, rate: 60)
    let turnedOutputs = Self.outputs(filter, path: turned, rate: 60)
    // Negation and swapping are exact, so the outputs are too.
    #expect(turnedOutputs == outputs.map { Point(x: -$0.y, y: $0.x) })
  }

  @Test("lags a diagonal movement as much as a horizontal one")
  func directionIndependent() {
    // 2 s at 30 Hz and 0.5 units/s, fcmin = 1 Hz, beta = 10, along x and
    // along (3/5, 4/5). Measured: both lag 0.0182 s; two per-axis
    // filters lag 0.0226 s on the diagonal, since each axis moves at only
    // 0.3 or 0.4 units/s.
    let direction = (x: 0.6, y: 0.8)
    let count = 60
    let times = (0...count).map { Double($0) / 30 }
    let horizontal = times.map { Point(x: 0.5 * $0, y: 0) }
    let diagonal = times.map {
      Point(x: 0.5 * $0 * direction.x, y: 0.5 * $0 * direction.y)
    }
    let filter = OneEuroFilter2D(minimumCutoff: 1, beta: 10)
    let last = 0.5 * times[count]

    let alongX = Self.outputs(filter, path: horizontal, rate: 30)
    let alongDiagonal = Self.outputs(filter, path: diagonal, rate: 30)
    let lagX = (last - (alongX.last?.x ?? .nan)) / 0.5
    let diagonalEnd = alongDiagonal.last ?? Point(x: .nan, y: .nan)
    let lagDiagonal =
      (last - (diagonalEnd.x * direction.x + diagonalEnd.y * direction.y))
      / 0.5
    #expect(isClose(lagDiagonal, to: lagX, within: 1e-12))
    #expect(isClose(lagX, to: 0.0182, within: 0.0005))

    var perAxisX = OneEuroFilter(minimumCutoff: 1, beta: 10)
    var perAxisY = OneEuroFilter(minimumCutoff: 1, beta: 10)
    var perAxisEnd = Point.zero
    for (point, time) in zip(diagonal, times) {
      perAxisEnd = Point(
        x: perAxisX.filter(point.x, at: time),
        y: perAxisY.filter(point.y, at: time)
      )
    }
    let lagPerAxis =
      (last - (perAxisEnd.x * direction.x + perAxisEnd.y * direction.y)) / 0.5
    #expect(lagPerAxis > lagX * 1.1)
  }

  @Test("keeps a still point exactly still")
  func still() {
    let point = Point(x: 0.3, y: 0.7)
    let outputs = Self.outputs(
      OneEuroFilter2D(minimumCutoff: 1, beta: 100),
      path: Array(repeating: point, count: 100),
      rate: 30
    )
    #expect(outputs.allSatisfy { $0 == point })
  }

  @Test("reduces the jitter of a noisy still point in both coordinates")
  func jitter() {
    let xs = NoisySignal(seed: 21, rate: 30, duration: 10, sigma: 0.002)
    let ys = NoisySignal(seed: 22, rate: 30, duration: 10, sigma: 0.002)
    let path = zip(xs.still(at: 0.4), ys.still(at: 0.6)).map {
      Point(x: $0, y: $1)
    }
    let outputs = Self.outputs(
      OneEuroFilter2D(minimumCutoff: 1, beta: 10),
      path: path,
      rate: 30
    )
    for coordinate in [\Point.x, \Point.y] {
      let input = NoisySignal.standardDeviation(
        path.dropFirst(30).map { $0[keyPath: coordinate] }
      )
      let output = NoisySignal.standardDeviation(
        outputs.dropFirst(30).map { $0[keyPath: coordinate] }
      )
      #expect(output * output * 6 < input * input)
    }
  }

  @Test("replaces a point at the previous point's time, and resets")
  func sameTimeAndReset() {
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 2)
    _ = filter.filter(.zero, at: 0)
    _ = filter.filter(Point(x: 1, y: 1), at: 0.1)
    let replaced = filter.filter(Point(x: 0.5, y: -0.5), at: 0.1)
    var direct = OneEuroFilter2D(minimumCutoff: 1, beta: 2)
    _ = direct.filter(.zero, at: 0)
    let expected = direct.filter(Point(x: 0.5, y: -0.5), at: 0.1)
    #expect(replaced == expected)
    #expect(filter == direct)

    filter.reset()
    #expect(filter.value == nil)
    #expect(filter.speed == 0)
    let first = filter.filter(Point(x: 9, y: 9), at: 0)
    let replacedFirst = filter.filter(Point(x: 2, y: 2), at: 0)
    #expect(first == Point(x: 9, y: 9))
    #expect(replacedFirst == Point(x: 2, y: 2))
    #expect(filter.speed == 0)
  }

  @Test("traps on a NaN coordinate")
  func nanTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 0)
      _ = filter.filter(Point(x: 0.5, y: .nan), at: 0)
    }
  }

  @Test("traps when time goes backwards")
  func backwardsTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 0)
      _ = filter.filter(.zero, at: 1)
      _ = filter.filter(.zero, at: 0.5)
    }
  }

  @Test("traps on a negative minimum cutoff")
  func negativeCutoffTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = OneEuroFilter2D(minimumCutoff: -1, beta: 0)
    }
  }
}
