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
  @inline(__always)
  static func referencePoint(of hand: UnsafePointer<Hand>) -> Point? {
    let finite = hand.pointee.finite
    guard finite != 0 else { return nil }
    let points = Hand.landmarks(of: hand)
    let palm = finite & JointSet.palm.rawValue
    guard palm != 0 else { return points[finite.trailingZeroBitCount].position }
    if palm == JointSet.palm.rawValue {
      // All five, in the order of the loop below.
      return palmMean(
        points[Joint.wrist.rawValue].position,
        points[Joint.indexMCP.rawValue].position,
        points[Joint.middleMCP.rawValue].position,
        points[Joint.ringMCP.rawValue].position,
        points[Joint.littleMCP.rawValue].position
      )
    }
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

  /// The mean of the five palm joints, each fifth added in joint order,
  /// as the loop over the palm's joints adds them.
  @inline(__always)
  static func palmMean(
    _ wrist: Point,
    _ index: Point,
    _ middle: Point,
    _ ring: Point,
    _ little: Point
  ) -> Point {
    var mean = Point.zero
    mean.x += wrist.x / 5
    mean.y += wrist.y / 5
    mean.x += index.x / 5
    mean.y += index.y / 5
    mean.x += middle.x / 5
    mean.y += middle.y / 5
    mean.x += ring.x / 5
    mean.y += ring.y / 5
    mean.x += little.x / 5
    mean.y += little.y / 5
    return mean
  }

  /// A hand's ``referencePoint(of:)`` and ``size(of:)``, or `nil` when
  /// either is.
  @inline(__always)
  static func referencePointAndSize(
    of hand: UnsafePointer<Hand>
  ) -> (position: Point, size: Double)? {
    let finite = hand.pointee.finite
    let palm = JointSet.palm.rawValue
    if finite & palm == palm {
      // Every palm joint seen: each read once for both measures.
      let points = Hand.landmarks(of: hand)
      let wrist = points[Joint.wrist.rawValue].position
      let index = points[Joint.indexMCP.rawValue].position
      let middle = points[Joint.middleMCP.rawValue].position
      let ring = points[Joint.ringMCP.rawValue].position
      let little = points[Joint.littleMCP.rawValue].position
      let mean = palmMean(wrist, index, middle, ring, little)
      guard
        let size = quickSize(wrist, index, middle, little)
          ?? measuredSize(of: hand)
      else { return nil }
      return (mean, size)
    }
    guard let position = referencePoint(of: hand), let size = size(of: hand)
    else { return nil }
    return (position, size)
  }

  /// A hand's size: its longest palm segment whose joints both have a
  /// finite position, in raw normalized units; without one, half the
  /// diagonal of the box its finite joints span (a whole open hand's box
  /// is about two palm sizes across); `nil` when that is not positive and
  /// finite (a hand of one joint).
  @inline(__always)
  static func size(of hand: UnsafePointer<Hand>) -> Double? {
    squaredSize(of: hand) ?? measuredSize(of: hand)
  }

  /// ``size(of:)`` when every palm segment is seen and every square is in
  /// the quick range: the root of the largest square (the root keeps the
  /// order of squares); `nil` otherwise. The segments are
  /// `Hand.palmSegments`.
  @inline(__always)
  private static func squaredSize(of hand: UnsafePointer<Hand>) -> Double? {
    let finite = hand.pointee.finite
    let points = Hand.landmarks(of: hand)
    let segments =
      JointSet.bit(.wrist) | JointSet.bit(.indexMCP)
      | JointSet.bit(.middleMCP) | JointSet.bit(.littleMCP)
    guard finite & segments == segments else { return nil }
    return quickSize(
      points[Joint.wrist.rawValue].position,
      points[Joint.indexMCP.rawValue].position,
      points[Joint.middleMCP.rawValue].position,
      points[Joint.littleMCP.rawValue].position
    )
  }

  /// The longest of the palm segments between these joints, the root of
  /// the largest square, when every square is in the quick range (the
  /// root keeps the order of squares); `nil` otherwise.
  ///
  /// - Precondition: The points are finite.
  @inline(__always)
  private static func quickSize(
    _ wrist: Point,
    _ index: Point,
    _ middle: Point,
    _ little: Point
  ) -> Double? {
    let squares = (
      squaredDistance(wrist, index),
      squaredDistance(wrist, middle),
      squaredDistance(wrist, little),
      squaredDistance(index, little)
    )
    // A square of finite points is neither NaN nor -0.
    let largest = larger(
      larger(squares.0, squares.1),
      larger(squares.2, squares.3)
    )
    let smallest = smaller(
      smaller(squares.0, squares.1),
      smaller(squares.2, squares.3)
    )
    // Every square lies between the smallest and the largest, so these
    // two bounds put all four in the quick range.
    guard smallest >= quickSquares.lowerBound,
      largest <= quickSquares.upperBound
    else { return nil }
    return largest.squareRoot()
  }

  /// ``size(of:)`` segment by segment: the longest segment by its square,
  /// a square out of the quick range measured as a distance; without any
  /// segment, half the diagonal of the box.
  @inline(never)
  private static func measuredSize(of hand: UnsafePointer<Hand>) -> Double? {
    let finite = hand.pointee.finite
    let points = Hand.landmarks(of: hand)
    var longestSquare = 0.0
    var longest = 0.0
    measure(
      .wrist,
      .indexMCP,
      of: points,
      finite: finite,
      longestSquare: &longestSquare,
      longest: &longest
    )
    measure(
      .wrist,
      .middleMCP,
      of: points,
      finite: finite,
      longestSquare: &longestSquare,
      longest: &longest
    )
    measure(
      .wrist,
      .littleMCP,
      of: points,
      finite: finite,
      longestSquare: &longestSquare,
      longest: &longest
    )
    measure(
      .indexMCP,
      .littleMCP,
      of: points,
      finite: finite,
      longestSquare: &longestSquare,
      longest: &longest
    )
    longest = max(longest, longestSquare.squareRoot())
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

  /// Takes a palm segment into the longest square or length so far, if
  /// both its joints have a finite position.
  @inline(__always)
  private static func measure(
    _ first: Joint,
    _ second: Joint,
    of points: UnsafePointer<Landmark>,
    finite: UInt32,
    longestSquare: inout Double,
    longest: inout Double
  ) {
    let bits: UInt32 = 1 << first.rawValue | 1 << second.rawValue
    guard finite & bits == bits else { return }
    let start = points[first.rawValue].position
    let end = points[second.rawValue].position
    if let squared = quickSquaredDistance(start, end) {
      longestSquare = max(longestSquare, squared)
    } else {
      longest = max(longest, start.distance(to: end))
    }
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
