import Testing

@testable import GestureCore

/// `SwipeWindow` (the swipe stage's ring) against `SwipeSamples` (the
/// array window `SwipeRecognizer` keeps): the same oldest point, bit for
/// bit, for every sample, at and past the ring's capacity.
@Suite("SwipeWindow")
struct SwipeWindowTests {
  /// Feeds the same samples to a ring and to the array window, expecting
  /// the same oldest point after each; each sample's point is its number
  /// (its index, from `firstNumber`), so the oldest sample is known
  /// exactly. Returns the ring.
  @discardableResult
  static func expectSameOldest(
    times: [Double],
    duration: Double,
    ring: SwipeWindow = SwipeWindow(),
    model: SwipeSamples = SwipeSamples(),
    firstNumber: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SwipeWindow {
    var ring = ring
    var model = model
    for (index, time) in times.enumerated() {
      let number = Double(firstNumber + index)
      let point = Point(x: number, y: -number)
      let expected = model.append(point, at: time, within: duration)
      let oldest = ring.append(point, at: time, within: duration)
      guard oldest == expected else {
        Issue.record(
          "sample \(index) at \(time): oldest \(oldest), not \(expected)",
          sourceLocation: sourceLocation
        )
        return ring
      }
    }
    return ring
  }

  /// Times from 0 at a steady frame rate.
  static func times(count: Int, rate: Double) -> [Double] {
    (0..<count).map { Double($0) / rate }
  }

  @Test(
    "matches the array window at frame rates from 15 to 1,000 per second",
    arguments: [15.0, 30, 59.94, 60, 90, 120, 124, 128, 240, 1_000]
  )
  func steadyRates(rate: Double) {
    for duration in [0.1, 0.15, 0.25, 1] {
      Self.expectSameOldest(
        times: Self.times(count: 600, rate: rate),
        duration: duration
      )
    }
  }

  @Test(
    "matches the array window when the first sample comes late, or after a gap",
    arguments: [0.3, 10, 1e6]
  )
  func lateStart(start: Double) {
    // The ring is empty as the first sample comes, long after the time its
    // empty slots hold; and empty again after a gap longer than the window.
    let times = (0..<40).map { start + Double($0) / 30 }
    let ring = Self.expectSameOldest(times: times, duration: 0.25)
    let later = times.map { $0 + 5 }
    Self.expectSameOldest(times: later, duration: 0.25, ring: ring)
    // A full ring (32 samples within the window), then a gap that puts
    // every one of them out.
    let full = (0..<32).map { start + Double($0) / 1_000 }
    Self.expectSameOldest(
      times: full + [start + 1, start + 1.001],
      duration: 0.25
    )
  }

  @Test("holds a window of exactly its capacity in the ring")
  func atCapacity() {
    // 124 frames per second: 31 intervals are 0.25 s, so the window holds
    // 32 samples, the boundary one included.
    let rate = Double(SwipeWindow.capacity - 1) / 0.25
    let ring = Self.expectSameOldest(
      times: Self.times(count: 200, rate: rate),
      duration: 0.25
    )
    #expect(!ring.hasOverflowed)
    #expect(ring.count == SwipeWindow.capacity)
  }

  @Test(
    "moves a window one past its capacity to an array, and back on removeAll"
  )
  func pastCapacity() {
    // 128 frames per second: the window holds 33 samples.
    let rate = Double(SwipeWindow.capacity) / 0.25
    let times = Self.times(count: 200, rate: rate)
    var model = SwipeSamples()
    var ring = SwipeWindow()
    for (index, time) in times.prefix(SwipeWindow.capacity).enumerated() {
      let point = Point(x: Double(index), y: -Double(index))
      _ = model.append(point, at: time, within: 0.25)
      _ = ring.append(point, at: time, within: 0.25)
    }
    #expect(!ring.hasOverflowed)
    ring = Self.expectSameOldest(
      times: Array(times.dropFirst(SwipeWindow.capacity)),
      duration: 0.25,
      ring: ring,
      model: model,
      firstNumber: SwipeWindow.capacity
    )
    #expect(ring.hasOverflowed)
    ring.removeAll()
    #expect(!ring.hasOverflowed)
    #expect(ring.count == 0)
    let again = Self.expectSameOldest(
      times: Self.times(count: 100, rate: 60),
      duration: 0.25,
      ring: ring
    )
    #expect(!again.hasOverflowed)
  }

  @Test("matches the array window on jittered and repeated times")
  func jitter() {
    var random = SplitMix64(seed: 0x5317E)
    for rate in [30.0, 60, 120, 200] {
      var time = 0.0
      var times: [Double] = []
      for _ in 0..<2_000 {
        times.append(time)
        // Intervals from 0 (a repeated time) to twice the frame's, and now
        // and then a gap longer than the window.
        let gap = Double.random(in: 0..<1, using: &random) < 0.01
        time += gap ? 0.5 : Double.random(in: 0...(2 / rate), using: &random)
      }
      Self.expectSameOldest(times: times, duration: 0.25)
    }
  }

  @Test(
    "matches the array window on the window's boundary and a nanosecond out"
  )
  func boundary() {
    // Samples 0.25 s apart, on the boundary: each keeps the one before.
    // Within a nanosecond of the bound is on it (TimeBound.margin).
    for step in [0.25, 0.25 + 0.9e-9, 0.25 + 1.1e-9] {
      Self.expectSameOldest(
        times: (0..<50).map { Double($0) * step },
        duration: 0.25
      )
    }
    // A burst of samples at one time, more than the ring holds.
    Self.expectSameOldest(
      times: Array(repeating: 1, count: 3 * SwipeWindow.capacity) + [1.3],
      duration: 0.25
    )
  }

  @Test("a copy past the ring's capacity keeps its own samples")
  func copyDoesNotShare() {
    let rate = 240.0
    let times = Self.times(count: 100, rate: rate)
    var ring = SwipeWindow()
    for (index, time) in times.enumerated() {
      _ = ring.append(Point(x: Double(index), y: 0), at: time, within: 0.25)
    }
    #expect(ring.hasOverflowed)
    var copy = ring
    for index in 0..<100 {
      _ = copy.append(Point(x: -1, y: 0), at: 1 + Double(index), within: 0.25)
    }
    // The original's window still runs from 0.25 s before its last sample.
    let oldest = ring.append(Point(x: 100, y: 0), at: 100 / rate, within: 0.25)
    #expect(oldest == Point(x: 40, y: 0))
  }
}
