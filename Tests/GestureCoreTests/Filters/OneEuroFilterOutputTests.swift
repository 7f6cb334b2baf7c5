import GestureCore
import Testing

/// Pins the One Euro filters' outputs, bit for bit: each seed drives a
/// filter of numbers and a filter of points through random streams
/// (irregular steps, repeated times, resets, steps of a few units in the
/// last place, a still coordinate, `-0`), and a digest of every output,
/// speed and cutoff must equal the one recorded. The engine's smoothing
/// feeds its events, so a change to these bits is a change of behaviour.
@Suite("One Euro filter outputs")
struct OneEuroFilterOutputTests {
  /// The digests recorded for seeds 1 to 4: numbers, then points.
  static let recorded: [(seed: UInt64, numbers: UInt64, points: UInt64)] = [
    (1, 0x80E6_D230_6C71_995B, 0xC517_1A04_0AC6_7DD0),
    (2, 0xA461_8DB5_57D6_402B, 0x9AA4_89ED_F198_3149),
    (3, 0xFBE7_AF50_86A1_91E1, 0xC8A2_A674_DD8D_E133),
    (4, 0xA337_E22B_35C5_EA4A, 0x325A_072C_366A_4318),
  ]

  @Test(
    "gives the recorded outputs of numbers and of points",
    arguments: recorded
  )
  func recordedOutputs(
    _ recorded: (seed: UInt64, numbers: UInt64, points: UInt64)
  ) {
    let numbers = Self.digest(
      Self.filter(seed: recorded.seed, of: Double.self),
      seed: recorded.seed,
      sample: { x, _ in x },
      record: { filter, output in [output, filter.derivative, filter.cutoff] }
    )
    let points = Self.digest(
      Self.filter(seed: recorded.seed, of: Point.self),
      seed: recorded.seed,
      sample: { x, y in Point(x: x, y: y) },
      record: { filter, output in
        [output.x, output.y, filter.speed, filter.cutoff]
      }
    )
    #expect(numbers == recorded.numbers)
    #expect(points == recorded.points)
  }

  /// Returns a filter with the parameters of a seed.
  static func filter<Value>(
    seed: UInt64,
    of _: Value.Type
  ) -> OneEuroFilterOf<Value> {
    var random = SplitMix64(seed: seed &* 7919)
    let minimumCutoff = Double.random(in: 0.1...5, using: &random)
    return OneEuroFilterOf(
      minimumCutoff: minimumCutoff,
      beta: [0, 0.007, 1, 10, 1000][Int(seed) % 5],
      derivativeCutoff: Double.random(in: 0.5...3, using: &random)
    )
  }

  /// Feeds 20,000 samples to a filter and returns the FNV-1a digest of
  /// the bit patterns of what `record` returns after each one.
  ///
  /// - Parameters:
  ///   - filter: The filter, which is reset now and then.
  ///   - seed: The seed of the stream.
  ///   - sample: Makes a sample from its `x` and `y`.
  ///   - record: Returns what to digest from the filter and its output.
  /// - Returns: The digest.
  static func digest<Value>(
    _ filter: OneEuroFilterOf<Value>,
    seed: UInt64,
    sample: (Double, Double) -> Value,
    record: (OneEuroFilterOf<Value>, Value) -> [Double]
  ) -> UInt64 {
    var filter = filter
    var random = SplitMix64(seed: seed)
    var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    var time = Double.random(in: 0...100, using: &random)
    var x = 0.5
    var y = 0.5
    for _ in 0..<20_000 {
      let roll = Double.random(in: 0..<1, using: &random)
      if roll < 0.003 {
        filter.reset()
        time = Double.random(in: 0...100, using: &random)
      } else if roll < 0.1 {
        // A sample at the previous time: it replaces that one.
      } else if roll < 0.15 {
        time = time.nextUp
      } else {
        time += Double.random(in: 0.0005...0.25, using: &random)
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0: x = x.nextUp
      case 1: x = -0.0
      case 2: y = Double.random(in: -3...3, using: &random)
      case 3: x = Double.random(in: -1e3...1e3, using: &random)
      default: x += Double.random(in: -0.05...0.05, using: &random)
      }
      let output = filter.filter(sample(x, y), at: time)
      for value in record(filter, output) {
        for byte in 0..<8 {
          digest ^= (value.bitPattern >> (8 * UInt64(byte))) & 0xFF
          digest = digest &* 0x100_0000_01B3
        }
      }
    }
    return digest
  }
}
