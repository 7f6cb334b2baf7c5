/// The median of the last *n* values of a signal, updated one sample at a time.
///
/// While fewer than ``windowSize`` samples have arrived, the median is that
/// of the samples so far. The median of an even count is the mean of the
/// middle two. Appending allocates nothing: the storage is reserved when
/// the filter is created.
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

  /// The samples in arrival order, a ring of `windowSize` slots.
  private var ring: [Double]
  /// The samples in the window, sorted ascending.
  private var sorted: [Double]
  /// The slot the next sample goes into.
  private var next = 0

  /// Creates an empty filter.
  ///
  /// - Parameter windowSize: The number of samples in the window, at
  ///   least 1.
  public init(windowSize: Int) {
    precondition(windowSize >= 1, "A median window needs at least 1 sample.")
    self.windowSize = windowSize
    self.ring = Array(repeating: 0, count: windowSize)
    self.sorted = []
    self.sorted.reserveCapacity(windowSize)
  }

  /// The number of samples in the window, from 0 to ``windowSize``.
  public var count: Int { sorted.count }

  /// The median of the samples in the window, or `nil` before the first.
  public var value: Double? {
    let count = sorted.count
    guard count > 0 else { return nil }
    if count % 2 == 1 {
      return sorted[count / 2]
    }
    return (sorted[count / 2 - 1] + sorted[count / 2]) / 2
  }

  /// Adds a sample, dropping the oldest one once the window is full.
  ///
  /// - Parameter sample: The new value; must not be NaN. Infinities are
  ///   ordered as usual, so one infinite sample in a window of five does
  ///   not change a median of finite values.
  /// - Complexity: O(*n*), where *n* is ``windowSize``; no allocation.
  public mutating func append(_ sample: Double) {
    precondition(!sample.isNaN, "A median filter cannot order NaN.")
    if sorted.count == windowSize {
      let oldest = ring[next]
      sorted.remove(at: insertionIndex(of: oldest, upperBound: false))
    }
    ring[next] = sample
    next = next + 1 == windowSize ? 0 : next + 1
    sorted.insert(sample, at: insertionIndex(of: sample, upperBound: true))
  }

  /// Removes every sample, keeping the storage.
  public mutating func removeAll() {
    sorted.removeAll(keepingCapacity: true)
    for index in ring.indices { ring[index] = 0 }
    next = 0
  }

  /// The first index whose element is not less than (or, with `upperBound`,
  /// greater than) `value`, by binary search.
  private func insertionIndex(of value: Double, upperBound: Bool) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      let goRight =
        upperBound ? sorted[middle] <= value : sorted[middle] < value
      if goRight {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
