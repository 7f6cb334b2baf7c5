#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Returns the Euclidean length of the vector (dx, dy), as C's `hypot`.
///
/// `hypot` avoids the overflow and underflow of `sqrt(dx * dx + dy * dy)`.
/// If either argument is infinite the result is infinity, even when the
/// other is NaN; otherwise a NaN argument gives NaN.
@inlinable
func euclideanLength(_ dx: Double, _ dy: Double) -> Double {
  hypot(dx, dy)
}
