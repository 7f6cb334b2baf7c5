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
    @inline(__always)
    func least(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
      a.replacing(with: b, where: b .< a)
    }
    return least(
      least(
        least(least(squares.0, squares.1), least(squares.2, squares.3)),
        least(least(squares.4, squares.5), least(squares.6, squares.7))
      ),
      least(least(squares.8, squares.9), squares.10)
    )
  }

  /// The lanes' largest values among squares, none of them NaN.
  @inline(__always)
  static func largest(_ squares: FirstSquares) -> SIMD2<Double> {
    @inline(__always)
    func most(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
      a.replacing(with: b, where: b .> a)
    }
    return most(
      most(
        most(most(squares.0, squares.1), most(squares.2, squares.3)),
        most(most(squares.4, squares.5), most(squares.6, squares.7))
      ),
      most(most(squares.8, squares.9), squares.10)
    )
  }

  /// The squared distances from `start` to `end` and from `otherStart` to
  /// `otherEnd`, in the two lanes of a vector: each lane is
  /// `squaredDistance`'s steps, so the same value bit for bit, and the
  /// pair costs about what one did.
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
