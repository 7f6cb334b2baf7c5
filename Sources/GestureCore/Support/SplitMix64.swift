/// A small, fast, seeded generator of random bits: SplitMix64, from Steele,
/// Lea and Flood, "Fast Splittable Pseudorandom Number Generators" (2014).
///
/// The same seed gives the same sequence, bit for bit, on every platform,
/// which is what the synthesizer's noise and every randomized test need;
/// it is no source of secrets. It is the package's one copy, visible to
/// its modules and tests (`package`), not to users.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let x = Double.random(in: 0..<1, using: &random)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The state, advanced by a fixed odd constant at each step.
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same sequence.
  package init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  ///
  /// - Returns: A value uniformly distributed over `UInt64`.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
