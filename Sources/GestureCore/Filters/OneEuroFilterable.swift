/// A value a ``OneEuroFilterOf`` smooths: a number, or a vector of numbers
/// such as a ``Point``.
///
/// The filter needs, for the values and their derivatives, the arithmetic
/// of its equations (differences, sums, products with a weight, quotients
/// by a time interval), a check that a value is finite, and a
/// ``magnitude`` for the speed that opens its cutoff. The operations must
/// act on each coordinate on its own, as `Double`'s do on the one it has,
/// so that a vector that moves along one axis is filtered as that
/// coordinate alone is.
///
/// `Double` conforms with the standard library's own operations and
/// `magnitude` (its absolute value); ``Point`` conforms with its
/// coordinates' operations and its length.
public protocol OneEuroFilterable: AdditiveArithmetic, Hashable, Sendable {
  /// The size of the value, 0 or more: a number's absolute value, a
  /// vector's Euclidean length.
  var magnitude: Double { get }

  /// A Boolean value that indicates whether every coordinate is finite.
  var isFinite: Bool { get }

  /// Returns a value with each coordinate multiplied by a factor.
  ///
  /// - Parameters:
  ///   - factor: The factor.
  ///   - value: The value to scale.
  /// - Returns: `factor · value`, coordinate by coordinate.
  static func * (factor: Double, value: Self) -> Self

  /// Returns a value with each coordinate divided by a divisor.
  ///
  /// - Parameters:
  ///   - value: The value to divide.
  ///   - divisor: The divisor, such as a time interval in seconds.
  /// - Returns: `value / divisor`, coordinate by coordinate.
  static func / (value: Self, divisor: Double) -> Self
}

// Every requirement is the standard library's own.
extension Double: OneEuroFilterable {}
