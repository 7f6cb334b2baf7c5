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

  /// Returns the lag, in seconds, behind a noiseless ramp of `speed` units
  /// per second sampled at `rate` hertz for 10 seconds.
  static func rampLag(
    _ filter: OneEuroFilter,
    rate: Double,
    speed: Double = 0.5
  ) -> Double {
    var filter = filter
    let count = Int(10 * rate)
    var output = 0.0
    for index in 0...count {
      let time = Double(index) / rate
      output = filter.filter(speed * time, at: time)
    }
    return (speed * Double(count) / rate - output) / speed
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

  @Test(
    "with beta 0 lags a ramp by exactly 1/(2π fcmin) at any rate",
    arguments: [15.0, 30, 60, 120, 1000],
    [1.0, 4]
  )
  func rampLagIsRateIndependent(rate: Double, minimumCutoff: Double) {
    // At steady state the error e satisfies e = (1 - alpha)(e + v Te), so
    // e = v Te (1 - alpha) / alpha = v Te · tau / Te = v tau.
    let lag = Self.rampLag(
      OneEuroFilter(minimumCutoff: minimumCutoff, beta: 0),
      rate: rate
    )
    #expect(isClose(lag, to: 1 / (2 * Double.pi * minimumCutoff), within: 1e-9))
  }

  @Test("lags a ramp less with a larger beta")
  func rampLagShrinksWithBeta() {
    // Measured at 30 Hz, 0.5 units/s, fcmin = 1 Hz: beta 0 lags 0.159 s,
    // 0.1 lags 0.128 s, 1 lags 0.0645 s, 10 lags 0.0182 s, 100 lags
    // 0.0029 s.
    let lags = [0, 0.1, 1, 10, 100].map { beta in
      Self.rampLag(OneEuroFilter(minimumCutoff: 1, beta: beta), rate: 30)
    }
    #expect(zip(lags, lags.dropFirst()).allSatisfy { $0 > $1 })
    #expect(isClose(lags[0], to: 0.159_154_943, within: 1e-9))
    #expect(lags[3] < 0.02)
    #expect(lags[4] > 0)
  }

  @Test(
    "measures speed from its previous output, so beta acts more at high rates"
  )
  func betaDependsOnRate() {
    // The paper's speed (x - x̂') / Te is the true speed plus lag / Te on a
    // ramp, so a higher rate raises the cutoff more. Measured at
    // 0.5 units/s, fcmin = 1 Hz, beta = 10: 15 Hz lags 0.0210 s, 30 Hz
    // 0.0182 s, 60 Hz 0.0151 s, 120 Hz 0.0120 s. Tune beta at the rate the
    // app runs at.
    let lags = [15.0, 30, 60, 120].map { rate in
      Self.rampLag(OneEuroFilter(minimumCutoff: 1, beta: 10), rate: rate)
    }
    #expect(zip(lags, lags.dropFirst()).allSatisfy { $0 > $1 })
    #expect(isClose(lags[0], to: 0.0210, within: 0.0005))
    #expect(isClose(lags[3], to: 0.0120, within: 0.0005))
  }

  @Test(
    "gives close outputs for the same movement sampled at 30 and 120 Hz",
    arguments: [(1.0, 0.0), (3, 0), (3, 10), (1, 10)]
  )
  func frameRateInvariance(parameters: (Double, Double)) {
    // A minimum-jerk reach from 0.2 to 0.8 in 1 s, the classic model of a
    // hand movement, filtered at 30 and at 120 Hz and compared at the
    // 30 Hz times. A smoother with a fixed weight per frame (alpha of the
    // 30 Hz filter applied at 120 Hz) differs by 0.112 at 1 Hz and 0.043
    // at 3 Hz; the One Euro filter, measured: 0.0040 (1 Hz, beta 0),
    // 0.0020 (3 Hz, beta 0), 0.0045 (3 Hz, beta 10), 0.0065 (1 Hz,
    // beta 10).
    func filtered(rate: Double) -> [Double] {
      var filter = OneEuroFilter(
        minimumCutoff: parameters.0,
        beta: parameters.1
      )
      return (0..<Int(2 * rate)).map { index in
        let time = Double(index) / rate
        return filter.filter(minimumJerk(time), at: time)
      }
    }
    let at30 = filtered(rate: 30)
    let at120 = filtered(rate: 120)
    let difference = at30.indices.map { abs(at30[$0] - at120[4 * $0]) }.max()
    #expect((difference ?? .nan) < 0.008)

    let alpha = 1 / (1 + 1 / (2 * Double.pi * parameters.0) * 30)
    var perFrame30 = 0.2
    var perFrame120 = 0.2
    var perFrameDifference = 0.0
    for index in 0..<240 {
      perFrame120 += alpha * (minimumJerk(Double(index) / 120) - perFrame120)
      if index % 4 == 0 {
        perFrame30 += alpha * (minimumJerk(Double(index) / 120) - perFrame30)
        perFrameDifference = max(
          perFrameDifference,
          abs(perFrame30 - perFrame120)
        )
      }
    }
    #expect((difference ?? .nan) * 5 < perFrameDifference)
  }

  @Test(
    "reduces the jitter of a noisy still signal",
    arguments: [1, 2, 3] as [UInt64]
  )
  func jitter(seed: UInt64) {
    // 10 s at 30 Hz of a still point with noise of standard deviation
    // 0.002. Measured with fcmin = 1 Hz and beta = 10 (seeds 1, 2, 3):
    // the output's standard deviation is 0.00070, 0.00075 and 0.00060
    // against the input's 0.0021, 0.0021 and 0.0019, so the variance is
    // 8.8, 7.6 and 9.8 times lower.
    let samples = NoisySignal(seed: seed, rate: 30, duration: 10, sigma: 0.002)
    let still = samples.still(at: 0.5)
    let outputs = Self.outputs(
      OneEuroFilter(minimumCutoff: 1, beta: 10),
      values: still,
      times: samples.times
    )
    let input = NoisySignal.standardDeviation(still.dropFirst(30))
    let output = NoisySignal.standardDeviation(outputs.dropFirst(30))
    #expect(output * output * 6 < input * input)
    #expect(
      isClose(NoisySignal.mean(outputs.dropFirst(30)), to: 0.5, within: 0.001)
    )
  }

  @Test(
    "lags a noisy ramp less than a median of 5 tuned to the same jitter",
    arguments: [1, 2, 3] as [UInt64],
    [0.0, 10]
  )
  func lessLagThanMedian(seed: UInt64, beta: Double) throws {
    // 60 s at 30 Hz, noise of standard deviation 0.002 (a typical hand
    // tracker's landmark noise, in normalized image units). Jitter is the
    // standard deviation of the output on a still signal; lag is the mean
    // error behind a 0.5 units/s ramp, in seconds, with the same noise.
    // fcmin is chosen by bisection so that the One Euro filter's jitter
    // equals the median's. Measured with seed 1 (seeds 2 and 3 agree
    // within 0.002 s):
    //
    //   median of 5:                jitter 0.00105, lag 0.0666 s (2 frames)
    //   One Euro, beta 0, 3.76 Hz:  jitter 0.00105, lag 0.042 s
    //   One Euro, beta 10, 3.56 Hz: jitter 0.00105, lag 0.0147 s
    //
    // On the ramp the median also keeps all of the noise (0.0020: moving
    // samples are ordered by the ramp, so the median is one raw sample),
    // while the One Euro filter's residual is 0.00105 (beta 0) and 0.0015
    // (beta 10).
    let signal = NoisySignal(seed: seed, rate: 30, duration: 60, sigma: 0.002)
    let still = signal.still(at: 0.5)
    let ramp = signal.ramp(speed: 0.5)
    let settled = 30

    func medianOutputs(_ values: [Double]) -> [Double] {
      var median = SlidingMedian(windowSize: 5)
      return values.map { value in
        median.append(value)
        return median.value ?? .nan
      }
    }
    func euroOutputs(_ values: [Double], minimumCutoff: Double) -> [Double] {
      Self.outputs(
        OneEuroFilter(minimumCutoff: minimumCutoff, beta: beta),
        values: values,
        times: signal.times
      )
    }
    func errors(_ outputs: [Double]) -> [Double] {
      (settled..<outputs.count).map { 0.5 * signal.times[$0] - outputs[$0] }
    }

    let medianJitter = NoisySignal.standardDeviation(
      medianOutputs(still).dropFirst(settled)
    )
    let medianErrors = errors(medianOutputs(ramp))
    let medianLag = NoisySignal.mean(medianErrors[...]) / 0.5

    // The jitter grows with fcmin: bisect for the median's jitter.
    var low = 0.1
    var high = 30.0
    for _ in 0..<50 {
      let middle = (low + high) / 2
      let jitter = NoisySignal.standardDeviation(
        euroOutputs(still, minimumCutoff: middle).dropFirst(settled)
      )
      if jitter < medianJitter { low = middle } else { high = middle }
    }
    let euroJitter = NoisySignal.standardDeviation(
      euroOutputs(still, minimumCutoff: low).dropFirst(settled)
    )
    let euroErrors = errors(euroOutputs(ramp, minimumCutoff: low))
    let euroLag = NoisySignal.mean(euroErrors[...]) / 0.5

    #expect(isClose(euroJitter, to: medianJitter, within: medianJitter / 1000))
    #expect(isClose(medianLag, to: 2.0 / 30, within: 0.001))
    // Margins well outside the measured 0.042 s and 0.0147 s: less than
    // 0.050 s and 0.020 s.
    let margin = beta == 0 ? 0.75 : 0.3
    #expect(euroLag > 0)
    #expect(
      euroLag < medianLag * margin,
      "fcmin \(low): lag \(euroLag) s, median \(medianLag) s"
    )
    #expect(
      NoisySignal.standardDeviation(euroErrors[...])
        < NoisySignal.standardDeviation(medianErrors[...])
    )
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

/// A minimum-jerk movement from 0.2 to 0.8 in normalized units over the
/// first second: `0.2 + 0.6 (10 s³ - 15 s⁴ + 6 s⁵)`, still before and
/// after.
///
/// - Parameter time: The time, in seconds.
/// - Returns: The position at `time`.
private func minimumJerk(_ time: Double) -> Double {
  let s = min(max(time, 0), 1)
  return 0.2 + 0.6 * s * s * s * (10 - 15 * s + 6 * s * s)
}

@Suite("OneEuroFilter2D")
struct OneEuroFilter2DTests {
  /// Filters a path sampled at `rate` hertz and returns every output.
  static func outputs(
    _ filter: OneEuroFilter2D,
    path: [Point],
    rate: Double
  ) -> [Point] {
    var filter = filter
    return path.enumerated().map { index, point in
      filter.filter(point, at: Double(index) / rate)
    }
  }

  @Test("passes the first point through unchanged, with a speed of 0")
  func firstPoint() {
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 10)
    #expect(filter.value == nil)
    #expect(filter.time == nil)
    let point = Point(x: 0.25, y: -0.0)
    let output = filter.filter(point, at: 4)
    #expect(output == point)
    #expect(output.y.sign == .minus)
    #expect(filter.value == point)
    #expect(filter.time == 4)
    #expect(filter.speed == 0)
    #expect(filter.cutoff == 1)
    #expect(filter.minimumCutoff == 1)
    #expect(filter.beta == 10)
    #expect(filter.derivativeCutoff == 1)
  }

  @Test("opens one cutoff with the speed in the plane, by hand")
  func sharedCutoff() {
    // fcmin = 1 Hz, beta = 1, dcutoff = 1 Hz, Te = 0.1 s, speed alpha
    // ad = 0.385869545095038. (0, 0) at t = 0, (0.3, 0.4) at t = 0.1:
    //   raw velocity  (0.3, 0.4) / 0.1      = (3, 4) units/s
    //   velocity      ad · (3, 4)           = (1.15760863528511,
    //                                          1.54347818038015)
    //   speed         hypot(...) = 5 ad     = 1.92934772547519 units/s
    //   cutoff        1 + 1.92934772547519  = 2.92934772547519 Hz
    //   alpha         1 / (1 + 1/(2π · 2.92934772547519) / 0.1)
    //                                       = 0.647957169592336
    //   output        alpha · (0.3, 0.4)    = (0.194387150877701,
    //                                          0.259182867836934)
    // Filtering x alone would open the cutoff only to 2.158 Hz.
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 1)
    _ = filter.filter(.zero, at: 0)
    let output = filter.filter(Point(x: 0.3, y: 0.4), at: 0.1)
    #expect(isClose(filter.speed, to: 1.929_347_725_475_187_8, within: 1e-13))
    #expect(isClose(filter.cutoff, to: 2.929_347_725_475_187_8, within: 1e-13))
    #expect(isClose(output.x, to: 0.194_387_150_877_700_78, within: 1e-14))
    #expect(isClose(output.y, to: 0.259_182_867_836_934_37, within: 1e-14))
    #expect(filter.value == output)
  }

  @Test(
    "along one axis gives exactly the one-dimensional filter's output",
    arguments: [0.0, 1, 20]
  )
  func oneAxis(beta: Double) {
    var random = SplitMix64(seed: 11)
    var plane = OneEuroFilter2D(minimumCutoff: 1.5, beta: beta)
    var line = OneEuroFilter(minimumCutoff: 1.5, beta: beta)
    var time = 0.0
    var mismatches = 0
    for _ in 0..<1000 {
      time += Double.random(in: 0.005...0.05, using: &random)
      let x = Double.random(in: 0...1, using: &random)
      let output = plane.filter(Point(x: x, y: 0.5), at: time)
      let expected = line.filter(x, at: time)
      if output != Point(x: expected, y: 0.5) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(plane.speed == abs(line.derivative))
  }

  @Test("filters a path turned by a quarter turn into the turned output")
  func quarterTurn() {
    var random = SplitMix64(seed: 12)
    let path = (0..<600).map { _ in
      Point(
        x: Double.random(in: 0...1, using: &random),
        y: Double.random(in: 0...1, using: &random)
      )
    }
    let turned = path.map { Point(x: -$0.y, y: $0.x) }
    let filter = OneEuroFilter2D(minimumCutoff: 1, beta: 5)
    let outputs = Self.outputs(filter, path: path, rate: 60)
    let turnedOutputs = Self.outputs(filter, path: turned, rate: 60)
    // Negation and swapping are exact, so the outputs are too.
    #expect(turnedOutputs == outputs.map { Point(x: -$0.y, y: $0.x) })
  }

  @Test("lags a diagonal movement as much as a horizontal one")
  func directionIndependent() {
    // 2 s at 30 Hz and 0.5 units/s, fcmin = 1 Hz, beta = 10, along x and
    // along (3/5, 4/5). Measured: both lag 0.0182 s; two per-axis
    // filters lag 0.0226 s on the diagonal, since each axis moves at only
    // 0.3 or 0.4 units/s.
    let direction = (x: 0.6, y: 0.8)
    let count = 60
    let times = (0...count).map { Double($0) / 30 }
    let horizontal = times.map { Point(x: 0.5 * $0, y: 0) }
    let diagonal = times.map {
      Point(x: 0.5 * $0 * direction.x, y: 0.5 * $0 * direction.y)
    }
    let filter = OneEuroFilter2D(minimumCutoff: 1, beta: 10)
    let last = 0.5 * times[count]

    let alongX = Self.outputs(filter, path: horizontal, rate: 30)
    let alongDiagonal = Self.outputs(filter, path: diagonal, rate: 30)
    let lagX = (last - (alongX.last?.x ?? .nan)) / 0.5
    let diagonalEnd = alongDiagonal.last ?? Point(x: .nan, y: .nan)
    let lagDiagonal =
      (last - (diagonalEnd.x * direction.x + diagonalEnd.y * direction.y))
      / 0.5
    #expect(isClose(lagDiagonal, to: lagX, within: 1e-12))
    #expect(isClose(lagX, to: 0.0182, within: 0.0005))

    var perAxisX = OneEuroFilter(minimumCutoff: 1, beta: 10)
    var perAxisY = OneEuroFilter(minimumCutoff: 1, beta: 10)
    var perAxisEnd = Point.zero
    for (point, time) in zip(diagonal, times) {
      perAxisEnd = Point(
        x: perAxisX.filter(point.x, at: time),
        y: perAxisY.filter(point.y, at: time)
      )
    }
    let lagPerAxis =
      (last - (perAxisEnd.x * direction.x + perAxisEnd.y * direction.y)) / 0.5
    #expect(lagPerAxis > lagX * 1.1)
  }

  @Test("keeps a still point exactly still")
  func still() {
    let point = Point(x: 0.3, y: 0.7)
    let outputs = Self.outputs(
      OneEuroFilter2D(minimumCutoff: 1, beta: 100),
      path: Array(repeating: point, count: 100),
      rate: 30
    )
    #expect(outputs.allSatisfy { $0 == point })
  }

  @Test("reduces the jitter of a noisy still point in both coordinates")
  func jitter() {
    let xs = NoisySignal(seed: 21, rate: 30, duration: 10, sigma: 0.002)
    let ys = NoisySignal(seed: 22, rate: 30, duration: 10, sigma: 0.002)
    let path = zip(xs.still(at: 0.4), ys.still(at: 0.6)).map {
      Point(x: $0, y: $1)
    }
    let outputs = Self.outputs(
      OneEuroFilter2D(minimumCutoff: 1, beta: 10),
      path: path,
      rate: 30
    )
    for coordinate in [\Point.x, \Point.y] {
      let input = NoisySignal.standardDeviation(
        path.dropFirst(30).map { $0[keyPath: coordinate] }
      )
      let output = NoisySignal.standardDeviation(
        outputs.dropFirst(30).map { $0[keyPath: coordinate] }
      )
      #expect(output * output * 6 < input * input)
    }
  }

  @Test("replaces a point at the previous point's time, and resets")
  func sameTimeAndReset() {
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 2)
    _ = filter.filter(.zero, at: 0)
    _ = filter.filter(Point(x: 1, y: 1), at: 0.1)
    let replaced = filter.filter(Point(x: 0.5, y: -0.5), at: 0.1)
    var direct = OneEuroFilter2D(minimumCutoff: 1, beta: 2)
    _ = direct.filter(.zero, at: 0)
    let expected = direct.filter(Point(x: 0.5, y: -0.5), at: 0.1)
    #expect(replaced == expected)
    #expect(filter == direct)

    filter.reset()
    #expect(filter.value == nil)
    #expect(filter.speed == 0)
    let first = filter.filter(Point(x: 9, y: 9), at: 0)
    let replacedFirst = filter.filter(Point(x: 2, y: 2), at: 0)
    #expect(first == Point(x: 9, y: 9))
    #expect(replacedFirst == Point(x: 2, y: 2))
    #expect(filter.speed == 0)
  }

  @Test("traps on a NaN coordinate")
  func nanTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 0)
      _ = filter.filter(Point(x: 0.5, y: .nan), at: 0)
    }
  }

  @Test("traps when time goes backwards")
  func backwardsTimeTraps() async {
    await #expect(processExitsWith: .failure) {
      var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 0)
      _ = filter.filter(.zero, at: 1)
      _ = filter.filter(.zero, at: 0.5)
    }
  }

  @Test("traps on a negative minimum cutoff")
  func negativeCutoffTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = OneEuroFilter2D(minimumCutoff: -1, beta: 0)
    }
  }
}
