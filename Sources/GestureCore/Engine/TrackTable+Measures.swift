/// The measures by which a ``TrackTable`` compares hands: where a hand is,
/// and how big.
extension TrackTable {
  /// The raw point by which a hand is followed: the mean of its palm
  /// joints (the wrist and the four knuckles) with a finite position, or,
  /// without any, its first joint with one.
  ///
  /// A mean of several joints moves little when one of them is missing
  /// from a frame, where a single joint would be replaced by another.
  /// Each coordinate is divided by the count before it is added, so that
  /// joints far off the image cannot sum to infinity.
  static func referencePoint(of hand: UnsafePointer<Hand>) -> Point? {
    let finite = hand.pointee.finite
    guard finite != 0 else { return nil }
    let points = Hand.landmarks(of: hand)
    let palm = finite & JointSet.palm.rawValue
    guard palm != 0 else { return points[finite.trailingZeroBitCount].position }
    let count = Double(palm.nonzeroBitCount)
    var mean = Point.zero
    var remaining = palm
    while remaining != 0 {
      let point = points[remaining.trailingZeroBitCount].position
      remaining &= remaining - 1
      mean.x += point.x / count
      mean.y += point.y / count
    }
    return mean
  }

  /// A hand's size: its longest palm segment whose joints both have a
  /// finite position, in raw normalized units; without one, half the
  /// diagonal of the box its finite joints span (a whole open hand's box
  /// is about two palm sizes across); `nil` when that is not positive and
  /// finite (a hand of one joint).
  static func size(of hand: UnsafePointer<Hand>) -> Double? {
    let finite = hand.pointee.finite
    let points = Hand.landmarks(of: hand)
    // The longest segment by its square, then one square root; a square
    // out of the quick range is measured as a distance.
    var longest = 0.0
    for (first, second) in Hand.palmSegments {
      let firstBit: UInt32 = 1 << first.rawValue
      let secondBit: UInt32 = 1 << second.rawValue
      guard finite & firstBit != 0, finite & secondBit != 0 else { continue }
      let start = points[first.rawValue].position
      let end = points[second.rawValue].position
      let length =
        quickSquaredDistance(start, end)?.squareRoot() ?? gap(start, end)
      if length > longest { longest = length }
    }
    if longest > 0 && longest.isFinite { return longest }
    guard finite != 0 else { return nil }
    let start = points[finite.trailingZeroBitCount].position
    var low = start
    var high = start
    var remaining = finite
    while remaining != 0 {
      let point = points[remaining.trailingZeroBitCount].position
      remaining &= remaining - 1
      low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
      high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
    }
    let half = gap(low, high) / 2
    return half > 0 && half.isFinite ? half : nil
  }

  /// The distance between two points for the matching: the square root of
  /// the sum of squares, which is quick and, where the squares are exact
  /// (dyadic coordinates), exact; ``Point/distance(to:)`` (a correctly
  /// rounded `hypot`) where a square would overflow or underflow.
  @inline(__always)
  static func gap(_ start: Point, _ end: Point) -> Double {
    if let squared = quickSquaredDistance(start, end) {
      return squared.squareRoot()
    }
    return start.distance(to: end)
  }
}
