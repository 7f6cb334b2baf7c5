/// The median of the last *n* values of a signal, updated one sample at a time.
///
/// While fewer than ``windowSize`` samples have arrived, the median is that
/// of the samples so far. The median of an even count is the mean of the
/// middle two. Appending allocates nothing: the storage is reserved when
/// the filter is created.
///
/// Zeros of both signs are equal samples: when the median is zero and the
/// window holds both, its sign is either.
///
/// ```swift
/// var median = SlidingMedian(windowSize: 5)
/// for value in [0.001, 0.002, 0.09, 0.001, 0.002] {
///   median.append(value)
/// }
/// median.value  // 0.002: the lone spike of 0.09 does not move it
/// ```
public struct SlidingMedian: Hashable, Sendable {
  /// The number of most recent samples the median is taken over.
  public let windowSize: Int

  /// For a window of up to ``smallWindow`` samples, the samples in
  /// arrival order, a ring in the first `windowSize` lanes (the others
  /// hold 0), inside the value.
  private var smallRing = SIMD8<Double>()
  /// For a larger window, the samples in arrival order, a ring of
  /// `windowSize` slots, then the samples in the window sorted ascending,
  /// in the first `count` of the next `windowSize` slots (the slots after
  /// them hold 0); empty for a small window.
  private var storage: [Double]
  /// The slot the next sample goes into.
  private var next = 0
  /// The number of samples in the window, from 0 to ``windowSize``.
  public private(set) var count = 0

  /// Creates an empty filter.
  ///
  /// - Parameter windowSize: The number of samples in the window, at
  ///   least 1.
  public init(windowSize: Int) {
    precondition(windowSize >= 1, "A median window needs at least 1 sample.")
    self.windowSize = windowSize
    self.storage = Array(
      repeating: 0,
      count: windowSize <= Self.smallWindow ? 0 : 2 * windowSize
    )
  }

  /// The largest window whose median is read from the ring itself, by
  /// minima and maxima, rather than kept sorted: the default window of 5
  /// is one (why: Docs/Performance/WhereTheTimeGoes.md).
  static var smallWindow: Int {
    @inline(__always) get { 5 }
  }

  /// The median of the samples in the window, or `nil` before the first.
  public var value: Double? {
    @inline(__always) get {
      let count = count
      guard count > 0 else { return nil }
      guard windowSize <= Self.smallWindow else { return sortedMedian }
      var ring = smallRing
      return withUnsafePointer(to: &ring) { ring in
        Self.smallMedian(of: UnsafeRawPointer(ring), count: count)
      }
    }
  }

  /// The median of a window of more than ``smallWindow`` samples, from
  /// its sorted copy.
  @inline(never)
  private var sortedMedian: Double {
    let middle = windowSize + count / 2
    if count % 2 == 1 {
      return storage[middle]
    }
    return Self.mean(storage[middle - 1], storage[middle])
  }

  /// The mean of two samples: `(a + b) / 2`, or, where their sum
  /// overflows, the sum of their halves, so that two equal finite samples
  /// have themselves as their mean.
  @inline(__always)
  static func mean(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return sum.isFinite || !(a.isFinite && b.isFinite) ? sum / 2 : a / 2 + b / 2
  }

  /// Adds a sample, dropping the oldest one once the window is full, and
  /// returns the new median, the one ``value`` gives after it.
  ///
  /// - Parameter sample: The new value; must not be NaN. Infinities are
  ///   ordered as usual, so one infinite sample in a window of five does
  ///   not change a median of finite values.
  /// - Returns: The median of the window with the sample, ``value``.
  /// - Complexity: O(1) for a window of up to 5 samples, whose median is
  ///   read from the ring; O(*n*) for a larger window of *n*, whose sorted
  ///   samples shift in place. No allocation either way.
  @inline(__always)
  @discardableResult
  public mutating func append(_ sample: Double) -> Double {
    precondition(!sample.isNaN, "A median filter cannot order NaN.")
    let slot = next
    next = slot &+ 1 == windowSize ? 0 : slot &+ 1
    let isFull = count == windowSize
    guard windowSize <= Self.smallWindow else {
      insertSorted(sample, at: slot, isFull: isFull)
      if !isFull { count &+= 1 }
      return sortedMedian
    }
    if !isFull { count &+= 1 }
    let count = count
    // The slot is below the window size, so within the eight lanes;
    // written through a pointer, as a store to the lane, where the
    // vector's subscript setter would rebuild the vector.
    return withUnsafeMutablePointer(to: &smallRing) { ring in
      UnsafeMutableRawPointer(ring).storeBytes(
        of: sample,
        toByteOffset: slot &* MemoryLayout<Double>.stride,
        as: Double.self
      )
      return Self.smallMedian(of: UnsafeRawPointer(ring), count: count)
    }
  }

  /// Puts a sample in the ring at `slot`, and in the sorted copy of the
  /// window in place of the sample it replaces (none, unless `isFull`).
  @inline(never)
  private mutating func insertSorted(
    _ sample: Double,
    at slot: Int,
    isFull: Bool
  ) {
    let windowSize = windowSize
    let count = count
    storage.withUnsafeMutableBufferPointer { storage in
      guard let ring = storage.baseAddress else { return }
      let oldest = ring[slot]
      ring[slot] = sample
      let sorted = ring + windowSize
      // The new sample takes the place of the oldest one's first copy (or
      // the end, while the window fills), then moves to keep the order:
      // right past every smaller or equal sample, or left past every
      // larger one, so that it ends after every sample equal to it.
      // Windows are small (5 by default): a linear scan beats a binary
      // search, and the samples move by at most the distance either way.
      var index = count
      if isFull {
        index = 0
        while sorted[index] < oldest { index += 1 }
      }
      let last = isFull ? count - 1 : count
      while index < last, sorted[index + 1] <= sample {
        sorted[index] = sorted[index + 1]
        index += 1
      }
      while index > 0, sorted[index - 1] > sample {
        sorted[index] = sorted[index - 1]
        index -= 1
      }
      sorted[index] = sample
    }
  }

  /// The median of the first `count` samples of the ring at `lanes`, 1
  /// to 5 of them, by minima and maxima: the same value as the middle of
  /// the sorted samples (or the mean of the middle two).
  @inline(__always)
  private static func smallMedian(
    of lanes: UnsafeRawPointer,
    count: Int
  ) -> Double {
    let ring = lanes.assumingMemoryBound(to: Double.self)
    // The median of three: the larger of the smallest pair's minimum and
    // the smaller of the rest.
    @inline(__always) func median(
      _ a: Double,
      _ b: Double,
      _ c: Double
    ) -> Double {
      larger(smaller(a, b), smaller(larger(a, b), c))
    }
    // Four or five samples: a full window of the usual sizes.
    if count >= 4 {
      // Of four samples, the middle two are the larger of the pairs'
      // minima and the smaller of their maxima.
      let a = ring[0]
      let b = ring[1]
      let c = ring[2]
      let d = ring[3]
      let second = larger(smaller(a, b), smaller(c, d))
      let third = smaller(larger(a, b), larger(c, d))
      if count == 4 { return Self.mean(second, third) }
      // Of five, the median is the median of the fifth and those two.
      return median(ring[4], second, third)
    }
    switch count {
    case 1: return ring[0]
    case 2: return Self.mean(ring[0], ring[1])
    default: return median(ring[0], ring[1], ring[2])
    }
  }

  /// Removes every sample, keeping the storage.
  public mutating func removeAll() {
    smallRing = SIMD8()
    for index in storage.indices {
      storage[index] = 0
    }
    next = 0
    count = 0
  }
}
