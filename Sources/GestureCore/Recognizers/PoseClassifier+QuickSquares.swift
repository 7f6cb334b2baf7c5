/// The vector arithmetic of the quick reading: squared distances two at a
/// time, and the smallest and largest of many.
extension PoseClassifier {
  /// Eleven pairs of squares, as the quick reading measures them first.
  typealias FirstSquares = (
    SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>,
    SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>,
    SIMD2<Double>, SIMD2<Double>, SIMD2<Double>
  )

  /// The lanes' smallest values among squares, none of them NaN.
  @inline(__always)
  static func smallest(_ squares: FirstSquares) -> SIMD2<Double> {
    reduce(squares) { $0.replacing(with: $1, where: $1 .< $0) }
  }

  /// The lanes' largest values among squares, none of them NaN.
  @inline(__always)
  static func largest(_ squares: FirstSquares) -> SIMD2<Double> {
    reduce(squares) { $0.replacing(with: $1, where: $1 .> $0) }
  }

  /// Squares combined pairwise, as a tree: the order does not change the
  /// smallest or the largest of values none of which is NaN.
  @inline(__always)
  private static func reduce(
    _ squares: FirstSquares,
    _ pick: (SIMD2<Double>, SIMD2<Double>) -> SIMD2<Double>
  ) -> SIMD2<Double> {
    pick(
      pick(
        pick(pick(squares.0, squares.1), pick(squares.2, squares.3)),
        pick(pick(squares.4, squares.5), pick(squares.6, squares.7))
      ),
      pick(pick(squares.8, squares.9), squares.10)
    )
  }

  /// The squared distances from `start` to `end` and from `otherStart` to
  /// `otherEnd`, in the two lanes of a vector: each lane is
  /// `squaredDistance`'s steps, so the same value bit for bit.
  @inline(__always)
  static func squaredDistances(
    _ start: Point,
    _ end: Point,
    _ otherStart: Point,
    _ otherEnd: Point
  ) -> SIMD2<Double> {
    let first = SIMD2(end.x, end.y) - SIMD2(start.x, start.y)
    let second =
      SIMD2(otherEnd.x, otherEnd.y) - SIMD2(otherStart.x, otherStart.y)
    let firstSquares = first * first
    let secondSquares = second * second
    return SIMD2(firstSquares.x, secondSquares.x)
      + SIMD2(firstSquares.y, secondSquares.y)
  }
}
