import GestureCore
import Testing

@Suite("SlidingMedian")
struct SlidingMedianTests {
  /// Returns the median after each sample.
  static func medians(
    of samples: [Double],
    windowSize: Int
  ) -> [Double?] {
    var median = SlidingMedian(windowSize: windowSize)
    return samples.map { sample in
      median.append(sample)
      return median.value
    }
  }

  /// The median of the last `windowSize` samples, by sorting them.
  static func naiveMedian(_ window: ArraySlice<Double>) -> Double {
    let sorted = window.sorted()
    let count = sorted.count
    if count % 2 == 1 { return sorted[count / 2] }
    let (a, b) = (sorted[count / 2 - 1], sorted[count / 2])
    // Two finite samples whose sum overflows: their mean is finite.
    if a.isFinite, b.isFinite, !(a + b).isFinite { return a / 2 + b / 2 }
    return (a + b) / 2
  }

  @Test("has no value and no samples before the first")
  func empty() {
    let median = SlidingMedian(windowSize: 5)
    #expect(median.value == nil)
    #expect(median.count == 0)
    #expect(median.windowSize == 5)
  }

  @Test("takes the median of fewer samples while the window fills")
  func filling() {
    // 5; 1 5 -> 3; 1 3 5 -> 3; 1 3 4 5 -> 3.5; 1 3 4 5 9 -> 4.
    #expect(
      Self.medians(of: [5, 1, 3, 4, 9], windowSize: 5) == [5, 3, 3, 3.5, 4]
    )
  }

  @Test(
    "takes the mean of the middle two of an even count",
    arguments: zip(
      [[1, 2, 10, 20], [0.25, 0.75], [-1, 3], [4, 4, 6, 6]] as [[Double]],
      [6, 0.5, 1, 5]
    )
  )
  func evenCount(samples: [Double], expected: Double) throws {
    let medians = Self.medians(of: samples, windowSize: samples.count)
    let last = try #require(medians.last ?? nil)
    #expect(last == expected)
  }

  @Test(
    "is not moved by a lone outlier in a window of 5",
    arguments: 0..<5,
    [0.09, 1e300, .infinity]
  )
  func loneOutlier(position: Int, outlier: Double) throws {
    var samples = [0.001, 0.002, 0.001, 0.002]
    samples.insert(outlier, at: position)
    let median = try #require(
      Self.medians(of: samples, windowSize: 5).last ?? nil
    )
    #expect(median == 0.002)
  }

  @Test("drops the oldest sample once the window is full")
  func slides() {
    // Window 3: [1 2 3] -> 2; [2 3 10] -> 3; [3 10 10] -> 10; [10 10 0] ->
    // 10; [10 0 0] -> 0.
    #expect(
      Self.medians(of: [1, 2, 3, 10, 10, 0, 0], windowSize: 3)
        == [1, 1.5, 2, 3, 10, 10, 0]
    )
  }

  @Test("keeps its count at the window size once full")
  func countStaysAtWindow() {
    var median = SlidingMedian(windowSize: 3)
    median.append(1)
    median.append(2)
    #expect(median.count == 2)
    median.append(3)
    median.append(4)
    median.append(5)
    #expect(median.count == 3)
    #expect(median.value == 4)
  }

  @Test("removes the right one of several equal samples")
  func duplicates() {
    // Window 3: [1 1 5] -> 1; [1 5 5] -> 5; [5 5 5] -> 5; [5 5 1] -> 5;
    // [5 1 1] -> 1; [1 1 1] -> 1.
    #expect(
      Self.medians(of: [1, 1, 5, 5, 5, 1, 1, 1], windowSize: 3)
        == [1, 1, 1, 5, 5, 5, 1, 1]
    )
    #expect(Self.medians(of: [2, 2, 2, 2, 2, 2], windowSize: 5).last == 2)
  }

  @Test("forgets every sample on removeAll and starts filling again")
  func removeAll() {
    var median = SlidingMedian(windowSize: 3)
    for sample in [1.0, 2, 3, 4] {
      median.append(sample)
    }
    median.removeAll()
    #expect(median.value == nil)
    #expect(median.count == 0)
    var after: [Double?] = []
    for sample in [10.0, 20, 30, 40, 50] {
      median.append(sample)
      after.append(median.value)
    }
    #expect(after == [10, 15, 20, 30, 40])
  }

  @Test("with a window of 1 is the last sample")
  func windowOfOne() {
    let samples = [0.5, -2, 7, 7, 0, 1e-9]
    #expect(
      Self.medians(of: samples, windowSize: 1) == samples.map { Optional($0) }
    )
  }

  @Test(
    "agrees with a sort-based median over thousands of random samples",
    arguments: [1, 2, 3, 4, 5, 8, 17],
    [1, 42, 20_240_601] as [UInt64]
  )
  func randomized(windowSize: Int, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let samples: [Double] = (0..<5000).map { _ in
      switch Int.random(in: 0..<10, using: &random) {
      case 0: Double(Int.random(in: 0...3, using: &random)) / 8  // repeats
      case 1: .infinity
      default: Double.random(in: 0..<0.05, using: &random)
      }
    }
    let medians = Self.medians(of: samples, windowSize: windowSize)
    let expected: [Double?] = samples.indices.map { index in
      Self.naiveMedian(
        samples[max(0, index - windowSize + 1)...index]
      )
    }
    // Both sides compute the same expression of the same two samples, so
    // they agree exactly. Report the first disagreement, not 5000 values.
    let first = medians.indices.first { medians[$0] != expected[$0] }
    #expect(
      first == nil,
      """
      sample \(first ?? -1): median \(first.map { "\(medians[$0] ?? .nan)" } ?? "-"), \
      sorted window \(first.map { "\(expected[$0] ?? .nan)" } ?? "-")
      """
    )
    #expect(medians.count == samples.count)
  }

  @Test(
    "agrees with a sorted window on signed, infinite, zero and huge samples",
    arguments: 1...7
  )
  func oddSamples(windowSize: Int) {
    // Windows of up to 5 take their median from the ring, larger ones
    // from a sorted copy: 5 and 6 are either side of the switch.
    var random = SplitMix64(seed: 0x0DD5 + UInt64(windowSize))
    let odd: [Double] = [
      0, -0.0, 1, -1, 0.5, .infinity, -.infinity, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300,
    ]
    var median = SlidingMedian(windowSize: windowSize)
    // Read as the engine reads it: the median `append` returns.
    var engines = SlidingMedian(windowSize: windowSize)
    var window: [Double] = []
    for step in 0..<20_000 {
      if step % 997 == 996 {
        median.removeAll()
        engines.removeAll()
        window.removeAll()
        #expect(median.value == nil)
        #expect(engines == SlidingMedian(windowSize: windowSize))
      }
      let sample =
        Bool.random(using: &random)
        ? pick(odd, &random) : Double.random(in: -2...2, using: &random)
      median.append(sample)
      let read = engines.append(sample)
      #expect(engines == median)
      #expect(read.bitPattern == median.value?.bitPattern)
      window.append(sample)
      if window.count > windowSize { window.removeFirst() }
      let expected = Self.naiveMedian(window[...])
      // Zeros of both signs are equal samples, so `==`; otherwise the
      // median is one sample, or the mean of two, bit for bit.
      guard let value = median.value,
        value == expected || (value.isNaN && expected.isNaN)
      else {
        Issue.record("step \(step): \(median.value ?? .nan), not \(expected)")
        return
      }
      if value != 0 && !value.isNaN {
        #expect(value.bitPattern == expected.bitPattern)
      }
      #expect(median.count == window.count)
    }
  }

  @Test("traps on a NaN sample")
  func nanTraps() async {
    await #expect(processExitsWith: .failure) {
      var median = SlidingMedian(windowSize: 5)
      median.append(.nan)
    }
  }

  @Test(
    "the mean of the middle two does not overflow on the largest samples",
    arguments: [2, 4, 6, 8]
  )
  func largestSamples(windowSize: Int) {
    for extreme in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
      var median = SlidingMedian(windowSize: windowSize)
      for _ in 0..<windowSize { median.append(extreme) }
      #expect(median.value == extreme)
    }
    // Halves of opposite extremes, and infinities, as before.
    var mixed = SlidingMedian(windowSize: 2)
    mixed.append(.greatestFiniteMagnitude)
    mixed.append(.greatestFiniteMagnitude / 2)
    #expect(mixed.value == 0.75 * .greatestFiniteMagnitude)
    var infinite = SlidingMedian(windowSize: windowSize)
    for _ in 0..<windowSize { infinite.append(.infinity) }
    #expect(infinite.value == .infinity)
  }
}
