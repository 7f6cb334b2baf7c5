extension MotionWindow {
  /// An index into the raw samples' storage, from a start and an offset
  /// that add up to less than twice ``maximumMedianCount``.
  @inline(__always)
  static func rawIndex(_ index: Int) -> Int {
    index >= maximumMedianCount ? index - maximumMedianCount : index
  }

  /// Sorts a coordinate of the `count` raw samples from `first` into the
  /// lane at `base`, by insertion in the order they came.
  @inline(__always)
  static func sort(
    _ raw: UnsafeMutableBufferPointer<Sample>,
    from first: Int,
    count: Int,
    into sorted: UnsafeMutableBufferPointer<Double>,
    at base: Int,
    _ coordinate: (Sample) -> Double
  ) {
    var index = first
    for offset in 0..<count {
      insert(coordinate(raw[index]), into: sorted, at: base, count: offset)
      index = rawIndex(index + 1)
    }
  }

  /// Inserts a value into the `count` sorted values that start at `base`,
  /// after those equal to it.
  @inline(__always)
  static func insert(
    _ value: Double,
    into sorted: UnsafeMutableBufferPointer<Double>,
    at base: Int,
    count: Int
  ) {
    var slot = base + count
    while slot > base, sorted[slot - 1] > value {
      sorted[slot] = sorted[slot - 1]
      slot -= 1
    }
    sorted[slot] = value
  }

  /// Removes the first value equal to `value` from the `count` sorted
  /// values that start at `base`, which hold it.
  @inline(__always)
  static func remove(
    _ value: Double,
    from sorted: UnsafeMutableBufferPointer<Double>,
    at base: Int,
    count: Int
  ) {
    let last = base + count - 1
    var slot = base
    while slot < last, sorted[slot] != value { slot += 1 }
    assert(sorted[slot] == value, "A lane lost a raw sample's value.")
    while slot < last {
      sorted[slot] = sorted[slot + 1]
      slot += 1
    }
  }

  /// The median of the `count` sorted values that start at `base`: the
  /// middle one, or the mean of the middle two.
  @inline(__always)
  static func median(
    _ sorted: UnsafeMutableBufferPointer<Double>,
    at base: Int,
    count: Int
  ) -> Double {
    let middle = base + count / 2
    if count % 2 == 1 { return sorted[middle] }
    return sorted[middle - 1] / 2 + sorted[middle] / 2
  }
}
