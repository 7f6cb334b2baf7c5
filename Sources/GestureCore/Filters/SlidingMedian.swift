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

  /// The samples in arrival order, a ring of `windowSize` slots, then
  /// the samples in the window sorted ascending, in the first `count` of
  /// the next `windowSize` slots (the slots after them hold 0). One array,
  /// so that a sample costs one check that the storage is not shared.
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
    self.storage = Array(repeating: 0, count: 2 * windowSize)
  }

  /// The median of the samples in the window, or `nil` before the first.
  public var value: Double? {
    let count = count
    guard count > 0 else { return nil }
    let middle = windowSize + count / 2
    if count % 2 == 1 {
      return storage[middle]
    }
    return (storage[middle - 1] + storage[middle]) / 2
  }

  /// Adds a sample, dropping the oldest one once the window is full.
  ///
  /// - Parameter sample: The new value; must not be NaN. Infinities are
  ///   ordered as usual, so one infinite sample in a window of five does
  ///   not change a median of finite values.
  /// - Complexity: O(*n*), where *n* is ``windowSize``; no allocation:
  ///   the sorted samples shift in place.
  public mutating func append(_ sample: Double) {
    precondition(!sample.isNaN, "A median filter cannot order NaN.")
    let windowSize = windowSize
    let slot = next
    next = slot + 1 == windowSize ? 0 : slot + 1
    let isFull = count == windowSize
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
    if !isFull { self.count += 1 }
  }

  /// Removes every sample, keeping the storage.
  public mutating func removeAll() {
    for index in storage.indices {
      storage[index] = 0
    }
    next = 0
    count = 0
  }
}
