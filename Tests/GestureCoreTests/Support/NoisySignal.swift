import GestureCore

/// A seeded, noisy signal sampled at a fixed rate, for filter tests.
///
/// The noise is approximately Gaussian (the sum of 12 uniform numbers,
/// minus 6) so that it needs no math library, and replays exactly for a
/// seed.
struct NoisySignal {
  /// The sample times, in seconds: `k / rate`.
  let times: [Double]
  /// The noise of each sample, in normalized units.
  let noise: [Double]

  /// Draws the noise of a signal.
  ///
  /// - Parameters:
  ///   - seed: The seed of the ``SplitMix64`` generator.
  ///   - rate: The sampling rate, in hertz.
  ///   - duration: The length of the signal, in seconds.
  ///   - sigma: The noise's standard deviation, in normalized units.
  init(seed: UInt64, rate: Double, duration: Double, sigma: Double) {
    var random = SplitMix64(seed: seed)
    let count = Int(duration * rate)
    times = (0..<count).map { Double($0) / rate }
    noise = (0..<count).map { _ in
      var sum = 0.0
      for _ in 0..<12 {
        sum += Double.random(in: 0..<1, using: &random)
      }
      return sigma * (sum - 6)
    }
  }

  /// A still point with noise.
  ///
  /// - Parameter position: The true position, in normalized units.
  /// - Returns: `position` plus each sample's noise.
  func still(at position: Double) -> [Double] {
    noise.map { position + $0 }
  }

  /// A ramp from 0 with noise.
  ///
  /// - Parameter speed: The ramp's speed, in normalized units per second.
  /// - Returns: `speed · t` plus each sample's noise.
  func ramp(speed: Double) -> [Double] {
    zip(times, noise).map { speed * $0 + $1 }
  }

  /// Returns the mean of some numbers.
  ///
  /// - Parameter values: The numbers; at least one.
  /// - Returns: Their arithmetic mean.
  static func mean(_ values: some Collection<Double>) -> Double {
    values.reduce(0, +) / Double(values.count)
  }

  /// Returns the population standard deviation of some numbers.
  ///
  /// - Parameter values: The numbers; at least one.
  /// - Returns: The square root of the mean squared deviation from the mean.
  static func standardDeviation(_ values: some Collection<Double>) -> Double {
    let center = Self.mean(values)
    let squares = values.reduce(0) { $0 + ($1 - center) * ($1 - center) }
    return (squares / Double(values.count)).squareRoot()
  }
}
