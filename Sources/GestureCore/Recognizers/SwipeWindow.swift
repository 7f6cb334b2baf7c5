/// The samples of a swipe's window in an array, oldest first: the window
/// of a ``SwipeRecognizer``, and of a ``SwipeWindow`` that has outgrown
/// its ring.
///
/// A sample leaves the window once the newest sample is more than the
/// window's duration later (``TimeBound/exceeds(_:_:)``); samples that
/// left stay in the array, before `start`, until they are more than half
/// of it and more than 32, and are then removed at once.
struct SwipeSamples: Hashable, Sendable {
  /// One sample of the point.
  struct Sample: Hashable, Sendable {
    var time: Double
    var point: Point
  }

  /// The samples since the last removal, those that left the window
  /// first.
  fileprivate var samples: [Sample] = []
  /// The index of the window's oldest sample in `samples`.
  private var start = 0

  /// Adds a sample and returns the point of the window's oldest sample.
  ///
  /// - Parameters:
  ///   - point: The sample's point.
  ///   - time: The sample's time, in seconds; finite, not before the last
  ///     sample's.
  ///   - maximumDuration: The window's duration, in seconds; greater
  ///     than 0.
  /// - Returns: The point of the oldest sample at most `maximumDuration`
  ///   older than this one (this one's, when there is no other).
  @inline(__always)
  mutating func append(
    _ point: Point,
    at time: Double,
    within maximumDuration: Double
  ) -> Point {
    if start > 32 && start * 2 > samples.count {
      samples.removeFirst(start)
      start = 0
    }
    samples.append(Sample(time: time, point: point))
    // The newest sample is never too old, so `start` stays below the count
    // (see Docs/Performance/WhereTheTimeGoes.md).
    return samples.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      while (time - base[start].time).exceeds(maximumDuration) {
        start &+= 1
      }
      return base[start].point
    }
  }

  /// Forgets every sample, keeping the array's storage.
  mutating func removeAll() {
    samples.removeAll(keepingCapacity: true)
    start = 0
  }
}

/// The samples of a swipe's window, kept inline while they fit: the
/// window of the engine's swipe stage.
///
/// It finds the same oldest sample as ``SwipeSamples`` for every sequence
/// of samples. Up to ``capacity`` samples (a window of 0.25 s at up to
/// about 120 frames per second) lie in a ring inside the value. A window
/// that outgrows the ring (a higher frame rate, a longer duration) moves
/// to a ``SwipeSamples`` and stays there until ``removeAll()``. A copy
/// never shares its samples with the original.
struct SwipeWindow: Sendable {
  /// The number of samples the ring holds.
  static var capacity: Int {
    @inline(__always) get { 32 }
  }

  /// The samples' times, points' `x` and points' `y`, each a ring of
  /// ``capacity`` slots; the slots outside the window hold old samples.
  private var times = SIMD32<Double>()
  private var xs = SIMD32<Double>()
  private var ys = SIMD32<Double>()
  /// The slot of the window's oldest sample.
  private var first = 0
  /// The number of samples in the ring's window, from 0 to ``capacity``;
  /// ``capacity`` once the window has outgrown the ring, so that one
  /// comparison sends every sample past the ring.
  private(set) var count = 0
  /// The window, once it has outgrown the ring; empty otherwise.
  private var overflow = SwipeSamples()
  /// Whether the window is in `overflow` rather than the ring.
  private(set) var hasOverflowed = false

  /// Adds a sample and returns the point of the window's oldest sample:
  /// the same arguments, and the same point, as
  /// ``SwipeSamples/append(_:at:within:)``.
  @inline(__always)
  mutating func append(
    _ point: Point,
    at time: Double,
    within maximumDuration: Double
  ) -> Point {
    guard count < Self.capacity else {
      return appendBeyondRing(point, at: time, within: maximumDuration)
    }
    let mask = Self.capacity &- 1
    Self.store(time, in: &times, at: (first &+ count) & mask)
    Self.store(point.x, in: &xs, at: (first &+ count) & mask)
    Self.store(point.y, in: &ys, at: (first &+ count) & mask)
    count &+= 1
    // The newest sample is never too old, so the scan stops at it at the
    // latest, and `count` stays above 0.
    var first = first
    var count = count
    withUnsafePointer(to: &times) { times in
      let times = UnsafeRawPointer(times)
      while (time - Self.load(times, at: first)).exceeds(maximumDuration) {
        first = (first &+ 1) & mask
        count &-= 1
      }
    }
    self.first = first
    self.count = count
    return Point(
      x: withUnsafePointer(to: &xs) {
        Self.load(UnsafeRawPointer($0), at: first)
      },
      y: withUnsafePointer(to: &ys) {
        Self.load(UnsafeRawPointer($0), at: first)
      }
    )
  }

  /// Forgets every sample, and goes back to the ring.
  mutating func removeAll() {
    first = 0
    count = 0
    overflow.removeAll()
    hasOverflowed = false
  }

  /// ``append(_:at:within:)`` where the ring is full or the window has
  /// outgrown it: drops the samples this one puts out of the window, and
  /// moves the window to `overflow` if the ring is still full.
  @inline(never)
  private mutating func appendBeyondRing(
    _ point: Point,
    at time: Double,
    within maximumDuration: Double
  ) -> Point {
    if !hasOverflowed {
      let mask = Self.capacity &- 1
      // As the ring's scan would after the append: this sample is not yet
      // in the ring, so the scan stops at an empty ring.
      withUnsafePointer(to: &times) { times in
        let times = UnsafeRawPointer(times)
        while count > 0,
          (time - Self.load(times, at: first)).exceeds(maximumDuration)
        {
          first = (first &+ 1) & mask
          count &-= 1
        }
      }
      if count < Self.capacity {
        return append(point, at: time, within: maximumDuration)
      }
      overflow.removeAll()
      for offset in 0..<count {
        let slot = (first &+ offset) & mask
        overflow.samples.append(
          SwipeSamples.Sample(
            time: times[slot],
            point: Point(x: xs[slot], y: ys[slot])
          )
        )
      }
      first = 0
      hasOverflowed = true
    }
    return overflow.append(point, at: time, within: maximumDuration)
  }

  /// Writes a value into a lane of a ring.
  // Through a pointer, as a store to the lane, where the vector's subscript
  // setter would rebuild the vector.
  @inline(__always)
  private static func store(
    _ value: Double,
    in ring: inout SIMD32<Double>,
    at slot: Int
  ) {
    withUnsafeMutablePointer(to: &ring) { ring in
      UnsafeMutableRawPointer(ring).storeBytes(
        of: value,
        toByteOffset: slot &* MemoryLayout<Double>.stride,
        as: Double.self
      )
    }
  }

  /// Reads a lane of a ring through a pointer to it.
  @inline(__always)
  private static func load(_ ring: UnsafeRawPointer, at slot: Int) -> Double {
    ring.load(
      fromByteOffset: slot &* MemoryLayout<Double>.stride,
      as: Double.self
    )
  }
}
