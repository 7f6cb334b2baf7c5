import Testing

@testable import GestureCore

/// `TrackTable.size(of:)` and `referencePointAndSize(of:)`, whose quick
/// path takes the largest of the palm segments' squares, against a model
/// written with `Swift.max`, `Swift.min` and `ClosedRange.contains`, bit
/// for bit.
@Suite("TrackTable: a hand's size")
struct TrackSizeTests {
  /// The palm segments the size is the longest of, as indices of the palm
  /// joints in `PalmPoint.joints` order (the wrist, then the index,
  /// middle, ring and little knuckles).
  static let segments = [(0, 1), (0, 2), (0, 4), (1, 4)]

  /// The size of a hand whose palm joints are all finite, as the rule
  /// says: the root of the largest square when every square is in the
  /// quick range, and otherwise the longest segment by its square where
  /// the square is quick and by `hypot` where not.
  static func modelSize(_ points: [Point]) -> Double? {
    let squares = segments.map { first, second in
      squaredDistance(points[first], points[second])
    }
    let largest = Swift.max(
      Swift.max(squares[0], squares[1]),
      Swift.max(squares[2], squares[3])
    )
    let smallest = Swift.min(
      Swift.min(squares[0], squares[1]),
      Swift.min(squares[2], squares[3])
    )
    if quickSquares.contains(smallest), quickSquares.contains(largest) {
      return largest.squareRoot()
    }
    var longestSquare = 0.0
    var longest = 0.0
    for (first, second) in segments {
      let start = points[first]
      let end = points[second]
      if let squared = quickSquaredDistance(start, end) {
        longestSquare = Swift.max(longestSquare, squared)
      } else {
        longest = Swift.max(longest, start.distance(to: end))
      }
    }
    longest = Swift.max(longest, longestSquare.squareRoot())
    return longest > 0 && longest.isFinite ? longest : nil
  }

  /// A hand with its palm joints at these points and no other joint.
  static func palm(_ points: [Point]) -> Hand {
    var hand = Hand(chirality: .right)
    for (joint, point) in zip(PalmPoint.joints, points) {
      hand[joint] = Landmark(position: point)
    }
    return hand
  }

  static func check(
    _ points: [Point],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var hand = palm(points)
    let expected = modelSize(points)
    let (size, both) = withUnsafePointer(to: &hand) { hand in
      (
        TrackTable.size(of: hand),
        TrackTable.referencePointAndSize(of: hand)
      )
    }
    #expect(
      size?.bitPattern == expected?.bitPattern,
      "\(points): \(String(describing: size))",
      sourceLocation: sourceLocation
    )
    if let expected {
      #expect(
        both?.size.bitPattern == expected.bitPattern,
        "\(points): with the point, \(String(describing: both?.size))",
        sourceLocation: sourceLocation
      )
    }
  }

  @Test("random palms at every scale give the model's size")
  func randomPalms() {
    var random = SplitMix64(seed: 0x512E)
    for scale in [1e-120, 1e-99, 1e-3, 1, 1e99, 1e120, 1e150] {
      for _ in 0..<2_000 {
        let points = (0..<5).map { _ in
          Point(
            x: Double.random(in: -1...1, using: &random) * scale,
            y: Double.random(in: -1...1, using: &random) * scale
          )
        }
        Self.check(points)
      }
    }
  }

  @Test("palms with equal, zero and one-sided segments give the model's size")
  func ties() {
    let origin = Point(x: 0.5, y: 0.5)
    let right = Point(x: 0.75, y: 0.5)
    let down = Point(x: 0.5, y: 0.75)
    let left = Point(x: 0.25, y: 0.5)
    // Equal squares, the largest taken from each pair.
    Self.check([origin, right, down, left, down])
    Self.check([origin, left, down, right, down])
    Self.check([origin, down, right, down, left])
    // A segment of length 0: out of the quick range, measured instead.
    Self.check([origin, origin, right, down, left])
    Self.check([origin, right, down, down, right])
    // Every joint at one point: no size.
    Self.check(Array(repeating: origin, count: 5))
    // Squares on the quick range's ends and just past them.
    for side in [1e-100, 1e-100.nextDown, 1e100, 1e100.nextUp] {
      Self.check([
        .zero, Point(x: side, y: 0), Point(x: 0, y: side),
        Point(x: side, y: 0), Point(x: side, y: side),
      ])
    }
  }
}
