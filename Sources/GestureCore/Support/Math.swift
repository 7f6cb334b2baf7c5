/// Returns the Euclidean length of the vector (dx, dy), as C's `hypot`.
///
/// `hypot` avoids the overflow and underflow of `sqrt(dx * dx + dy * dy)`.
/// If either argument is infinite the result is infinity, even when the
/// other is NaN; otherwise a NaN argument gives NaN.
///
/// The result is the same on every platform (the C libraries' `hypot`s
/// differ in the last bit): the same bits as glibc's `hypot` since 2.35,
/// which uses the same algorithm (the tests compare the two on millions of
/// inputs).
@inlinable
@inline(__always)
func euclideanLength(_ dx: Double, _ dy: Double) -> Double {
  // The common case first: both sides between 2^-511 and 2^511 (which
  // NaN is not), where no square can overflow or underflow. The same
  // steps as below, without the checks that cannot fail there.
  let x = abs(dx)
  let y = abs(dy)
  let larger = x < y ? y : x
  let smaller = x < y ? x : y
  if larger <= 0x1p511 && smaller >= 0x1p-511 {
    if smaller <= larger * 0x1p-54 { return larger + smaller }
    return correctedLength(larger, smaller)
  }
  return scaledLength(dx, dy)
}

/// ``euclideanLength(_:_:)`` outside the common range: infinities, NaN,
/// and sides whose squares could overflow or underflow.
@usableFromInline
func scaledLength(_ dx: Double, _ dy: Double) -> Double {
  guard dx.isFinite, dy.isFinite else {
    if dx.isInfinite || dy.isInfinite { return .infinity }
    return dx + dy
  }
  let x = abs(dx)
  let y = abs(dy)
  let larger = x < y ? y : x
  let smaller = x < y ? x : y
  // Squares of numbers beyond 2^±511 could overflow or underflow: scale
  // by 2^∓600 (exact), measure, and scale back. A side smaller than 2^-54
  // times the other cannot change the correctly rounded result.
  let scale = 0x1p-600
  if larger > 0x1p511 {
    if smaller <= larger * 0x1p-54 { return larger + smaller }
    return correctedLength(larger * scale, smaller * scale) / scale
  }
  if smaller < 0x1p-511 {
    if larger >= smaller / 0x1p-54 { return larger + smaller }
    return correctedLength(larger / scale, smaller / scale) * scale
  }
  if smaller <= larger * 0x1p-54 { return larger + smaller }
  return correctedLength(larger, smaller)
}

/// The length of (`x`, `y`), `x >= y >= 0`, both in range: the rounded
/// square root of the sum of squares, then one correction step for the
/// rounding errors of the squares (Borges, "An Improved Algorithm for
/// hypot(a, b)", 2019, the variant without fused multiply-add).
@inlinable
@inline(__always)
func correctedLength(_ x: Double, _ y: Double) -> Double {
  let length = (x * x + y * y).squareRoot()
  let t1: Double
  let t2: Double
  if length <= 2 * y {
    let delta = length - y
    t1 = x * (2 * delta - x)
    t2 = (delta - 2 * (x - y)) * delta
  } else {
    let delta = length - x
    t1 = 2 * delta * (x - 2 * y)
    t2 = (4 * delta - y) * y + delta * delta
  }
  return length - (t1 + t2) / (2 * length)
}

// Quick comparisons of distances, without a square root.
//
// A rule such as "the tip is farther from the wrist than 1.2 times the
// PIP joint is" is written, and decided exactly, with `hypot` distances.
// The same comparison of squared distances is much cheaper, but rounds
// differently: the two can disagree only when the distances' ratio lies
// within a few units in the last place of the threshold. A quick
// comparison is therefore decided only when it clears its bound by a
// relative margin of 1e-9, millions of times that error, and only when
// every squared distance lies between 1e-200 and 1e200 (or is exactly 0),
// so that no square overflows or loses precision. Otherwise it answers `nil`
// and the caller decides the exact way. Either way the answer is the one
// the exact rule gives.

/// The relative margin by which a quick comparison must clear its bound.
let quickMargin = 1e-9

/// Returns the squared distance between two points, or `nil` when it is
/// outside the range where a square is exact enough for a quick
/// comparison: between 1e-200 and 1e200, or exactly 0 with both
/// differences 0.
///
/// Within that range no square overflows, and a square that underflows is
/// too small beside the other to matter.
@inline(__always)
func quickSquaredDistance(_ start: Point, _ end: Point) -> Double? {
  let dx = end.x - start.x
  let dy = end.y - start.y
  let squared = dx * dx + dy * dy
  if quickSquares.contains(squared) { return squared }
  if dx == 0 && dy == 0 { return 0 }
  return nil
}

/// The smaller of two numbers that are not NaN: as `Swift.min`, which
/// may return the other of two zeros of different signs.
@inline(__always)
func smaller(_ a: Double, _ b: Double) -> Double {
  a < b ? a : b
}

/// The larger of two numbers that are not NaN: as `Swift.max`, which may
/// return the other of two zeros of different signs.
@inline(__always)
func larger(_ a: Double, _ b: Double) -> Double {
  a > b ? a : b
}

/// The squared distances a quick comparison trusts, zero apart.
let quickSquares = 1e-200...1e200

/// The squared distance between two points, unchecked: for callers that
/// check many at once against ``quickSquares``.
@inline(__always)
func squaredDistance(_ start: Point, _ end: Point) -> Double {
  let dx = end.x - start.x
  let dy = end.y - start.y
  return dx * dx + dy * dy
}

/// Returns whether a ratio threshold can be squared for a quick
/// comparison: 0, or between 1e-50 and 1e50.
@inline(__always)
func isQuickThreshold(_ threshold: Double) -> Bool {
  threshold == 0 || (threshold >= 1e-50 && threshold <= 1e50)
}

/// Returns `true` when `value` is surely above `bound`, `false` when
/// surely below, and `nil` when it is within the margin of it.
@inline(__always)
func quickIsAbove(_ value: Double, _ bound: Double) -> Bool? {
  if value > bound * (1 + quickMargin) { return true }
  if value < bound * (1 - quickMargin) { return false }
  return nil
}

/// A ratio threshold made ready, once, for quick comparisons of squared
/// ratios: its square with the margin either side.
///
/// The pose classifier and the fist rule compare many ratios on every
/// frame; they make these when their settings are set rather than
/// squaring each threshold each time.
struct QuickThreshold: Hashable, Sendable {
  /// The threshold squared, widened by the margin: a value above it is
  /// surely above the square.
  let upper: Double
  /// The threshold squared, narrowed by the margin: a value below it is
  /// surely below the square.
  let lower: Double

  /// A threshold that decides nothing: ``isAbove(_:over:)`` is always
  /// `nil`.
  static var undecided: QuickThreshold {
    QuickThreshold(upper: .infinity, lower: -.infinity)
  }

  private init(upper: Double, lower: Double) {
    self.upper = upper
    self.lower = lower
  }

  /// Prepares a threshold, or returns `nil` when it cannot be squared for
  /// a quick comparison (see `isQuickThreshold(_:)`).
  ///
  /// - Parameter threshold: The ratio threshold, not squared.
  init?(squaring threshold: Double) {
    guard isQuickThreshold(threshold) else { return nil }
    let square = threshold * threshold
    upper = square * (1 + quickMargin)
    lower = square * (1 - quickMargin)
  }

  /// Returns `true` when `numerator / denominator` is surely above the
  /// threshold squared, `false` when surely below, and `nil` when it is
  /// within the margin of it (or the numerator is NaN), compared without
  /// dividing, as `numerator > upper × denominator`.
  ///
  /// The product rounds once, as the quotient `quickIsAbove` would be
  /// given does, so the two forms can differ only within a few units in
  /// the last place of the bound, deep inside the margin: when both
  /// decide, they give the same answer, and either is the exact rule's.
  /// A threshold that decides nothing still decides nothing (±∞ times a
  /// positive number is ±∞, and times 0 is NaN). A zero denominator
  /// makes any positive numerator above, as an infinite ratio is.
  ///
  /// - Precondition: `denominator` lies in ``quickSquares`` or is 0, so
  ///   that the product, with a squared threshold between 1e-100 and
  ///   1e100 (or 0), neither overflows nor loses precision.
  @inline(__always)
  func isAbove(_ numerator: Double, over denominator: Double) -> Bool? {
    if numerator > upper * denominator { return true }
    if numerator < lower * denominator { return false }
    return nil
  }
}

/// Returns whether the vector (dx, dy) is longer than `length`: the same
/// answer as `euclideanLength(dx, dy) > length`, decided by squares when
/// they are sure to give it.
///
/// The squared comparison decides only when both squares lie in
/// ``quickSquares`` and the squared length clears the bound by the quick
/// margin; otherwise `euclideanLength` decides.
///
/// - Parameters:
///   - dx: The vector's first coordinate.
///   - dy: Its second.
///   - length: The length to compare with.
/// - Returns: Whether `euclideanLength(dx, dy) > length`.
@inline(__always)
func isLonger(_ dx: Double, _ dy: Double, than length: Double) -> Bool {
  let squared = dx * dx + dy * dy
  let bound = length * length
  if quickSquares.contains(squared), quickSquares.contains(bound),
    length > 0, let isAbove = quickIsAbove(squared, bound)
  {
    return isAbove
  }
  return isLongerMeasured(dx, dy, than: length)
}

/// ``isLonger(_:_:than:)`` where the squares do not decide: measures the
/// length.
// Out of line: see Docs/Performance/WhereTheTimeGoes.md.
@inline(never)
func isLongerMeasured(_ dx: Double, _ dy: Double, than length: Double) -> Bool {
  euclideanLength(dx, dy) > length
}

/// Returns the square of the cosine of an angle from 0 to 90 degrees, the
/// same on every platform: from a series evaluated with the same
/// operations everywhere, not the C library's `cos`. 45 degrees gives
/// exactly 0.5, and 90 exactly 0.
///
/// - Parameter degrees: The angle, from 0 to 90.
/// - Returns: cos²(`degrees`), from cos² θ = (1 + cos 2θ) / 2.
func cosineSquared(degrees: Double) -> Double {
  (1 + cosine(degrees: 2 * degrees)) / 2
}

/// The cosine of an angle from 0 to 180 degrees, by the Taylor series of
/// cos or sin on at most 45 degrees, where 12 terms are more than the
/// precision of a `Double` needs.
private func cosine(degrees: Double) -> Double {
  if degrees > 90 { return -cosine(degrees: 180 - degrees) }
  let radiansPerDegree = Double.pi / 180
  if degrees > 45 {
    return series(x: (90 - degrees) * radiansPerDegree, odd: true)
  }
  return series(x: degrees * radiansPerDegree, odd: false)
}

/// Σ (-1)^k x^(2k+p) / (2k+p)!, p = 1 for sin and 0 for cos: its first
/// 12 terms, summed in order.
private func series(x: Double, odd: Bool) -> Double {
  var term = odd ? x : 1
  var power = odd ? 1.0 : 0.0
  var sum = term
  for _ in 1..<12 {
    term *= -x * x / ((power + 1) * (power + 2))
    power += 2
    sum += term
  }
  return sum
}
