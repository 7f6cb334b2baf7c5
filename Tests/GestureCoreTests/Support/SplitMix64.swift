/// A small, fast, seeded random number generator (Steele, Lea and Flood's
/// SplitMix64), for randomized tests that must replay exactly.
///
/// Every randomized test names its seed, so a failure reproduces.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let x = Double.random(in: 0..<1, using: &random)
/// ```
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same sequence.
  init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  ///
  /// - Returns: A value uniformly distributed over `UInt64`.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Returns a random element of a non-empty array.
func pick<Element>(
  _ elements: [Element],
  _ random: inout SplitMix64
) -> Element {
  elements[Int.random(in: elements.indices, using: &random)]
}
