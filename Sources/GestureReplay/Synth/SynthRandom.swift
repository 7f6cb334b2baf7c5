import GestureCore

/// A seeded generator of uniform and Gaussian numbers for synthetic noise.
///
/// The bits come from ``SplitMix64`` (Steele, Lea and Flood, "Fast
/// Splittable Pseudorandom Number Generators", 2014); Gaussian numbers from
/// the polar form of the Box-Muller transform (Marsaglia). The logarithm it
/// needs is computed here with `+`, `*`, `/` and a fixed series, not taken
/// from the platform's C library, and square roots are exact in IEEE 754,
/// so the same seed gives the same numbers, bit for bit, on every platform.
struct SynthRandom: RandomNumberGenerator {
  /// The source of the bits.
  private var bits: SplitMix64
  /// The second number of the latest Gaussian pair, not yet returned.
  private var spare: Double?

  /// Creates a generator from a seed.
  init(seed: UInt64) {
    bits = SplitMix64(seed: seed)
  }

  /// Returns the next 64 random bits, SplitMix64's.
  mutating func next() -> UInt64 {
    bits.next()
  }

  /// Returns a uniform number in `0..<1`, a multiple of 2⁻⁵³.
  mutating func uniform() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// Returns a number from the standard normal distribution (mean 0,
  /// standard deviation 1).
  mutating func gaussian() -> Double {
    if let spare {
      self.spare = nil
      return spare
    }
    while true {
      let u = 2 * uniform() - 1
      let v = 2 * uniform() - 1
      let s = u * u + v * v
      guard s > 0, s < 1 else { continue }
      let factor = (-2 * Self.naturalLog(s) / s).squareRoot()
      spare = v * factor
      return u * factor
    }
  }

  /// Returns the natural logarithm of a positive, finite number.
  ///
  /// Splits `x` into `m × 2^e` with `m` in `[√½, √2)`, exactly, then sums
  /// `ln m = 2 atanh((m − 1) / (m + 1))` to 20 terms, which is within a
  /// few units in the last place of the true value.
  static func naturalLog(_ x: Double) -> Double {
    precondition(x > 0 && x.isFinite, "naturalLog needs a positive number.")
    var m = x.significand
    var e = Double(x.exponent)
    if m > 1.4142135623730951 {
      m /= 2
      e += 1
    }
    let z = (m - 1) / (m + 1)
    let z2 = z * z
    var term = z
    var sum = z
    var k = 3.0
    while k < 41 {
      term *= z2
      sum += term / k
      k += 2
    }
    return 2 * sum + e * 0.6931471805599453
  }
}
