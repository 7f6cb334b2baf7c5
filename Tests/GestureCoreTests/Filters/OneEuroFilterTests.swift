import GestureCore
import Testing

// Hand-worked constants. With a cutoff of 1 Hz the time constant is
// tau = 1 / (2π) = 0.159154943091895 s, so at Te = 0.1 s
// alpha = 1 / (1 + tau / Te) = 1 / (1 + 1.59154943091895)
//       = 1 / 2.59154943091895 = 0.385869545095038.
// Every expected value below is written out from the paper's equations;
// the digits were checked with 30-digit arithmetic.

@Suite("OneEuroFilter")
struct OneEuroFilterTests {
  /// alpha(1 Hz, 0.1 s), worked out above.
  static let alpha1Hz100ms = 0.385_869_545_095_037_56

  /// Filters `values` sampled at `times` and returns every output.
  static func outputs(
    _ filter: OneEuroFilter,
    values: [Double],
    times: [Double]
  ) -> [Double] {
    var filter = filter
    return zip(values, times).map { value, time in
      filter.filter(value, at: time)
    }
  }

  @Test(
    "passes the first sample through unchanged, with a speed of 0",
    arguments: [0.5, -3, 0, -0.0, 1e-300, 1e300]
  )
  func firstSample(value: Double) {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 10)
    #expect(filter.value == nil)
    #expect(filter.time == nil)
    let output = filter.filter(value, at: 2.5)
    #expect(output == value)
    #expect(output.sign == value.sign)
    #expect(filter.value == value)
    #expect(filter.time == 2.5)
    #expect(filter.derivative == 0)
    #expect(filter.cutoff == 1)
  }

  @Test("keeps its parameters, with a derivative cutoff of 1 Hz by default")
  func parameters() {
    let filter = OneEuroFilter(minimumCutoff: 0.5, beta: 0.007)
    #expect(filter.minimumCutoff == 0.5)
    #expect(filter.beta == 0.007)
    #expect(filter.derivativeCutoff == 1)
    let custom = OneEuroFilter(
      minimumCutoff: 2,
      beta: 0,
      derivativeCutoff: 3
    )
    #expect(custom.derivativeCutoff == 3)
  }

  @Test("with beta 0 smooths a step exponentially: 1 Hz at 10 Hz, by hand")
  func exponentialStep() {
    // fcmin = 1 Hz, beta = 0: alpha = 0.385869545095038 at every step.
    // t = 0.0: x = 0 -> 0 (the first sample passes through)
    // t = 0.1: x = 1 -> 0 + alpha (1 - 0)     = 0.385869545095038
    // t = 0.2: x = 1 -> 1 - (1 - alpha)^2     = 0.622843784358224
    // t = 0.3: x = 1 -> 1 - (1 - alpha)^3     = 0.768376881717682
    let outputs = Self.outputs(
      OneEuroFilter(minimumCutoff: 1, beta: 0),
      values: [0, 1, 1, 1],
      times: [0, 0.1, 0.2, 0.3]
    )
    let expected = [
      0, 0.385_869_545_095_037_56, 0.622_843_784_358_223_90,
      0.768_376_881_717_681_93,
    ]
    #expect(outputs.count == expected.count)
    for (output, value) in zip(outputs, expected) {
      #expect(isClose(output, to: value, within: 1e-15))
    }
  }

  @Test("with tau equal to the step halves the distance to a step each time")
  func halfSteps() {
    // fcmin = 5/π Hz gives tau = 1 / (2π · 5/π) = 0.1 s; at Te = 0.1 s,
    // alpha = 1 / (1 + 0.1 / 0.1) = 1/2: outputs 0, 1/2, 3/4, 7/8, 15/16.
    let outputs = Self.outputs(
      OneEuroFilter(minimumCutoff: 5 / Double.pi, beta: 0),
      values: [0, 1, 1, 1, 1],
      times: [0, 0.1, 0.2, 0.3, 0.4]
    )
    let expected = [0, 0.5, 0.75, 0.875, 0.9375]
    for (output, value) in zip(outputs, expected) {
      #expect(isClose(output, to: value, within: 1e-15))
    }
  }

  @Test("with beta 1 opens the cutoff with the filtered speed, by hand")
  func adaptiveStep() {
    // fcmin = 1 Hz, beta = 1, dcutoff = 1 Hz, Te = 0.1 s, so the speed's
    // alpha is ad = 0.385869545095038. Input: 0 at t = 0, then 1.
    //
    // t = 0.1: raw speed (1 - 0) / 0.1 = 10 units/s
    //   speed   = 0 + ad (10 - 0)                 = 3.85869545095038
    //   cutoff  = 1 + 1 · 3.85869545095038        = 4.85869545095038 Hz
    //   alpha   = 1 / (1 + 1/(2π · 4.8587) / 0.1) = 0.753257518114923
    //   output  = 0 + 0.753257518114923 (1 - 0)   = 0.753257518114923
    // t = 0.2: raw speed (1 - 0.753257518114923) / 0.1 = 2.46742481885077
    //   speed   = 3.85869545095038 + ad (2.46742481885077
    //             - 3.85869545095038)             = 3.32184648503802
    //   cutoff  = 4.32184648503802 Hz, alpha      = 0.730856946915351
    //   output  = 0.753257518114923
    //             + 0.730856946915351 · 0.246742481885077
    //                                             = 0.933590975099767
    // t = 0.3: raw speed 0.664090249002333
    //   speed   = 2.29629929526543, cutoff 3.29629929526543 Hz
    //   alpha   = 0.674386520517101, output       = 0.978376326333169
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 1)
    _ = filter.filter(0, at: 0)
    let expected: [(speed: Double, cutoff: Double, output: Double)] = [
      (3.858_695_450_950_375_6, 4.858_695_450_950_375_6, 0.753_257_518_114_923),
      (3.321_846_485_038_015_3, 4.321_846_485_038_015_3, 0.933_590_975_099_767),
      (2.296_299_295_265_427_4, 3.296_299_295_265_427_4, 0.978_376_326_333_169),
    ]
    for (step, expectation) in zip(1...3, expected) {
      let output = filter.filter(1, at: Double(step) / 10)
      #expect(isClose(filter.derivative, to: expectation.speed, within: 1e-13))
      #expect(isClose(filter.cutoff, to: expectation.cutoff, within: 1e-13))
      #expect(isClose(output, to: expectation.output, within: 1e-14))
      #expect(filter.value == output)
    }
  }

  @Test("uses each step's own interval when frames come irregularly")
  func irregularSteps() {
    // fcmin = 1 Hz, beta = 0. Input 0 at t = 0, 1 at t = 0.05 and 0.25.
    // t = 0.05: alpha = 1 / (1 + 0.159154943091895 / 0.05)
    //                 = 1 / 4.18309886183791 = 0.239057223610688
    //           output = 0.239057223610688
    // t = 0.25: Te = 0.2, alpha = 1 / (1 + 0.795774715459477)
    //                 = 0.556862724144178
    //           output = 0.239057223610688
    //                    + 0.556862724144178 (1 - 0.239057223610688)
    //                  = 0.662797890988674
    let outputs = Self.outputs(
      OneEuroFilter(minimumCutoff: 1, beta: 0),
      values: [0, 1, 1],
      times: [0, 0.05, 0.25]
    )
    #expect(outputs.first == 0)
    #expect(isClose(outputs[1], to: 0.239_057_223_610_688_26, within: 1e-15))
    #expect(isClose(outputs[2], to: 0.662_797_890_988_674_36, within: 1e-15))
  }

  @Test(
    "agrees with a literal transcription of the paper's listing",
    arguments: [1, 7, 2012] as [UInt64],
    [(1.0, 0.0), (1, 0.5), (0.5, 20), (3, 100)]
  )
  func paperListing(seed: UInt64, parameters: (Double, Double)) {
    var random = SplitMix64(seed: seed)
    var reference = PaperListing(
      minimumCutoff: parameters.0,
      beta: parameters.1,
      derivativeCutoff: 1
    )
    var filter = OneEuroFilter(
      minimumCutoff: parameters.0,
      beta: parameters.1
    )
    var time = 0.0
    var worst = 0.0
    for _ in 0..<2000 {
      time += Double.random(in: 0.001...0.2, using: &random)
      let value = Double.random(in: 0...1, using: &random)
      let expected = reference.filter(value, at: time)
      let output = filter.filter(value, at: time)
      worst = max(worst, abs(output - expected))
    }
    // The two differ only in how the smoother's sum is rounded.
    #expect(worst <= 1e-12, "largest difference \(worst)")
  }

  @Test(
    "keeps a constant input exactly constant, at any rate and beta",
    arguments: [0.0, 0.5, -0.25, 1e-9],
    [0.0, 10, 1000]
  )
  func constant(value: Double, beta: Double) {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: beta)
    var random = SplitMix64(seed: 3)
    var time = 0.0
    for _ in 0..<500 {
      time += Double.random(in: 0.001...0.1, using: &random)
      let output = filter.filter(value, at: time)
      #expect(output == value)
    }
    #expect(filter.derivative == 0)
    #expect(filter.cutoff == 1)
  }

  @Test(
    "approaches a step monotonically, without overshoot",
    arguments: [0.0, 1, 10, 1000],
    [15.0, 30, 120]
  )
  func stepConvergence(beta: Double, rate: Double) {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: beta)
    _ = filter.filter(0.25, at: 0)
    var previous = 0.25
    var monotonic = true
    for index in 1...Int(3 * rate) {
      let output = filter.filter(0.75, at: Double(index) / rate)
      monotonic = monotonic && output >= previous && output <= 0.75
      previous = output
    }
    #expect(monotonic)
    // After 3 s, about 19 time constants of the 1 Hz cutoff.
    #expect(isClose(previous, to: 0.75, within: 1e-6))
  }

  @Test("replaces a sample at the previous sample's time")
  func sameTimeReplaces() {
    // fcmin = 1 Hz, beta = 0. 0 at t = 0, then 1 and 2 at t = 0.1: the
    // second replaces the first, so the output is 0 + alpha (2 - 0)
    // = 0.771739090190075. Then 2 at t = 0.2 continues from it:
    // 0.771739090190075 + alpha (2 - 0.771739090190075)
    // = 1.24568756871645.
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 0)
    _ = filter.filter(0, at: 0)
    let first = filter.filter(1, at: 0.1)
    let replaced = filter.filter(2, at: 0.1)
    let next = filter.filter(2, at: 0.2)
    #expect(isClose(first, to: Self.alpha1Hz100ms, within: 1e-15))
    #expect(isClose(replaced, to: 0.771_739_090_190_075_12, within: 1e-15))
    #expect(isClose(next, to: 1.245_687_568_716_447_81, within: 1e-15))
    #expect(filter.time == 0.2)
  }

  @Test("replaces the first sample with a second one at the same time")
  func sameTimeAsFirst() {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 5)
    _ = filter.filter(3, at: 1)
    let replaced = filter.filter(7, at: 1)
    #expect(replaced == 7)
    #expect(filter.derivative == 0)
    let next = filter.filter(7, at: 1.1)
    #expect(next == 7)
  }

  @Test(
    "filters repeated times like the stream of each time's last sample",
    arguments: [5, 6, 7] as [UInt64]
  )
  func repeatedTimes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var withRepeats = OneEuroFilter(minimumCutoff: 0.8, beta: 3)
    var lastOnly = OneEuroFilter(minimumCutoff: 0.8, beta: 3)
    var time = 0.0
    var mismatches = 0
    for _ in 0..<1000 {
      time += Double(Int.random(in: 1...4, using: &random)) / 64
      let repeats = Int.random(in: 1...3, using: &random)
      var lastOutput = 0.0
      var lastValue = 0.0
      for _ in 0..<repeats {
        lastValue = Double.random(in: -1...1, using: &random)
        lastOutput = withRepeats.filter(lastValue, at: time)
      }
      if lastOnly.filter(lastValue, at: time) != lastOutput {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test("starts over after reset: the next sample passes through")
  func reset() {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 1)
    let first = Self.outputs(filter, values: [0, 1, 1], times: [0, 0.1, 0.2])
    for (value, time) in [(5.0, 10.0), (6, 11), (9, 11.5)] {
      _ = filter.filter(value, at: time)
    }
    filter.reset()
    #expect(filter.value == nil)
    #expect(filter.time == nil)
    #expect(filter.derivative == 0)
    // Time may start again from 0 after a reset.
    let again = [
      filter.filter(0, at: 0), filter.filter(1, at: 0.1),
      filter.filter(1, at: 0.2),
    ]
    #expect(again == first)
    var fresh = OneEuroFilter(minimumCutoff: 1, beta: 1)
    for (value, time) in [(0.0, 0.0), (1, 0.1), (1, 0.2)] {
      _ = fresh.filter(value, at: time)
    }
    #expect(filter == fresh)
  }

  @Test("follows a negative ramp with a negative speed")
  func negativeSpeed() {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 1)
    for index in 0...30 {
      _ = filter.filter(-Double(index) / 30, at: Double(index) / 30)
    }
    #expect(filter.derivative < 0)
    #expect(filter.speed == -filter.derivative)
    #expect(filter.cutoff == 1 + abs(filter.derivative))
  }

  @Test("traps on a NaN value")
  func nanValueTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter(minimumCutoff: 1, beta: 0)
      _ = filter.filter(0, at: 0)
      _ = filter.filter(.nan, at: 0.1)
    }
  }

  @Test("traps on an infinite value")
  func infiniteValueTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter(minimumCutoff: 1, beta: 0)
      _ = filter.filter(.infinity, at: 0)
    }
  }

  @Test("traps on a NaN time")
  func nanTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter(minimumCutoff: 1, beta: 0)
      _ = filter.filter(0, at: .nan)
    }
  }

  @Test("traps when time goes backwards")
  func backwardsTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter(minimumCutoff: 1, beta: 0)
      _ = filter.filter(0, at: 1)
      _ = filter.filter(0, at: 1.0.nextDown)
    }
  }

  @Test("traps on a minimum cutoff of 0")
  func zeroCutoffTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = OneEuroFilter(minimumCutoff: 0, beta: 0)
    }
  }

  @Test("traps on a negative beta")
  func negativeBetaTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = OneEuroFilter(minimumCutoff: 1, beta: -1)
    }
  }

  @Test("traps on a derivative cutoff of 0")
  func zeroDerivativeCutoffTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = OneEuroFilter(minimumCutoff: 1, beta: 0, derivativeCutoff: 0)
    }
  }

  @Test("traps on a NaN derivative cutoff")
  func nanDerivativeCutoffTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = OneEuroFilter(minimumCutoff: 1, beta: 0, derivativeCutoff: .nan)
    }
  }
}

/// The 1€ filter exactly as the paper's listing writes it: two low-pass
/// filters that remember their last output, `alpha · x + (1 - alpha) · x̂'`,
/// and a rate of `1 / (T_i - T_{i-1})`.
private struct PaperListing {
  struct LowPassFilter {
    var hatxprev: Double?

    mutating func filter(_ x: Double, alpha: Double) -> Double {
      let hatx = hatxprev.map { alpha * x + (1 - alpha) * $0 } ?? x
      hatxprev = hatx
      return hatx
    }
  }

  let minimumCutoff: Double
  let beta: Double
  let derivativeCutoff: Double
  var x = LowPassFilter()
  var dx = LowPassFilter()
  var lastTime: Double?

  init(minimumCutoff: Double, beta: Double, derivativeCutoff: Double) {
    self.minimumCutoff = minimumCutoff
    self.beta = beta
    self.derivativeCutoff = derivativeCutoff
  }

  func alpha(rate: Double, cutoff: Double) -> Double {
    let te = 1 / rate
    let tau = 1 / (2 * Double.pi * cutoff)
    return 1 / (1 + tau / te)
  }

  mutating func filter(_ value: Double, at time: Double) -> Double {
    let rate = lastTime.map { 1 / (time - $0) } ?? 1
    lastTime = time
    let derivative = x.hatxprev.map { (value - $0) * rate } ?? 0
    let edx = dx.filter(
      derivative,
      alpha: alpha(rate: rate, cutoff: derivativeCutoff)
    )
    let cutoff = minimumCutoff + beta * abs(edx)
    return x.filter(value, alpha: alpha(rate: rate, cutoff: cutoff))
  }
}
