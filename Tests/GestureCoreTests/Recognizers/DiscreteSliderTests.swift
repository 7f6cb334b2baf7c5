import GestureCore
import Testing

@Suite("DiscreteSlider")
struct DiscreteSliderTests {
  @Test("snaps to the nearest allowed value, as in its documentation")
  func documentationExample() {
    var zoom = DiscreteSlider(values: [0.5, 1, 2, 5], gain: 20, value: 1)
    let began = zoom.begin(x: 0.5)
    let moved = zoom.update(x: 0.55)
    let back = zoom.update(x: 0.5)
    #expect([began, moved, back] == [1, 2, 1])
  }

  @Test("sorts its values and removes repeats")
  func sortsValues() {
    let slider = DiscreteSlider(values: [5, 1, 2, 1, 5], gain: 1, value: 0)
    #expect(slider.values == [1, 2, 5])
    #expect(slider.value == 1)
  }

  @Test(
    "snaps its initial value, the lower one on a tie",
    arguments: zip([1.4, 1.5, 1.6, -3, 9] as [Double], [1, 1, 2, 1, 5])
  )
  func initialValue(value: Double, expected: Double) {
    let slider = DiscreteSlider(values: [1, 2, 5], gain: 1, value: value)
    #expect(slider.value == expected)
  }

  @Test(
    "breaks a tie towards the lower value",
    arguments: zip(
      // Values 0 and 8, gain 64: x = 1/16 is position 4, the midpoint.
      [Double(0.0625).nextDown, 0.0625, Double(0.0625).nextUp, 0.09375, 0.125],
      [0, 0, 8, 8, 8] as [Double]
    )
  )
  func tieGoesLow(x: Double, expected: Double) {
    var slider = DiscreteSlider(values: [0, 8], gain: 64, value: 0)
    slider.begin(x: 0)
    let value = slider.update(x: x)
    #expect(value == expected)
  }

  @Test(
    "makes its values from a range and a step that stay within the range",
    arguments: zip(
      [0...100, 0...10, -1...1, 2...2] as [ClosedRange<Double>],
      [[0, 25, 50, 75, 100], [0, 3, 6, 9], [-1, -0.5, 0, 0.5, 1], [2]]
        as [[Double]]
    )
  )
  func rangeAndStep(range: ClosedRange<Double>, values: [Double]) {
    let step = values.count > 1 ? values[1] - values[0] : 1
    let slider = DiscreteSlider(range: range, step: step, gain: 1, value: 0)
    #expect(slider.values == values)
  }

  @Test(
    "keeps every value of a decimal step within the range",
    arguments: [0...0.3, 0...0.7, 0.1...0.3] as [ClosedRange<Double>]
  )
  func decimalStepStaysInRange(range: ClosedRange<Double>) throws {
    // k * 0.1 overshoots these upper bounds by an ulp (3 * 0.1 is
    // 0.30000000000000004, 7 * 0.1 is 0.7000000000000001): the last value
    // must still be the upper bound itself, never above it.
    let slider = DiscreteSlider(range: range, step: 0.1, gain: 1, value: 0)
    let largest = try #require(slider.values.last)
    #expect(largest == range.upperBound)
    #expect(slider.values.allSatisfy { range.contains($0) })
  }

  @Test(
    "counts the values of a range and a step",
    arguments: zip(
      [
        (0...100, 25), (0...10, 3), (0...0.3, 0.1), (2...2, 1), (0...1, 1e-300),
        // Bounds rounded far from zero: 0.3 is 2.9999999976716936 steps.
        (1e6...(1e6 + 0.3), 0.1),
        // Short of the next step by more than rounding.
        (0...0.9999999995, 1),
        // Bounds whose distance overflows: 201 values, not too many.
        (-1e308...1e308, 1e306),
        // Steps of 2^63 (with the rounding allowed) do not fit an `Int`;
        // 1,024 fewer do.
        (0...(0x1p63 - 6144), 1), (0...(0x1p63 - 7168), 1),
      ] as [(ClosedRange<Double>, Double)],
      [5, 4, 4, 1, Int.max, 4, 1, 201, Int.max, 9_223_372_036_854_774_785]
    )
  )
  func valueCount(rangeAndStep: (ClosedRange<Double>, Double), count: Int) {
    let (range, step) = rangeAndStep
    #expect(DiscreteSlider.valueCount(range: range, step: step) == count)
  }

  @Test("moves through the range's steps and clamps at both ends")
  func stepsAndClamps() {
    var slider = DiscreteSlider(range: 0...100, step: 25, gain: 100, value: 50)
    slider.begin(x: 0.5)
    let values = [0.5, 0.625, 0.75, 0.875, 1.5, 0.375, 0, -1].map {
      slider.update(x: $0)
    }
    // Positions: 50, 62.5 (tie: 50), 75, 87.5 (tie: 75), 150 -> 100, 37.5
    // (tie: 25), -0 -> 0, -100 -> 0.
    #expect(values == [50, 50, 75, 75, 100, 25, 0, 0])
  }

  @Test(
    "returns to the start value at the start x after a noisy path",
    arguments: [3, 1234, 777_777] as [UInt64]
  )
  func backAtStart(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var slider = DiscreteSlider(
      values: [0, 10, 35, 60, 100],
      gain: 150,
      value: 35
    )
    slider.begin(x: 0.4)
    for _ in 0..<5000 {
      slider.update(x: Double.random(in: 0...1, using: &random))
    }
    let back = slider.update(x: 0.4)
    #expect(back == 35)
  }

  @Test("starts each movement from the value reported last")
  func persists() {
    var slider = DiscreteSlider(values: [0, 10, 20, 30], gain: 100, value: 0)
    slider.begin(x: 0.5)
    slider.update(x: 0.63)  // position 13: value 10
    let ended = slider.end()
    #expect(ended == 10)
    #expect(!slider.isTracking)
    let began = slider.begin(x: 0.2)
    #expect(began == 10)
    let moved = slider.update(x: 0.3)  // position 10 + 10 = 20
    #expect(moved == 20)
  }

  @Test("does nothing on update before a movement begins")
  func updateBeforeBegin() {
    var slider = DiscreteSlider(values: [0, 10, 20], gain: 100, value: 10)
    let value = slider.update(x: 0.9)
    #expect(value == 10)
    #expect(!slider.isTracking)
  }

  @Test("every value of a range far from zero or wider than a Double is on it")
  func extremeRanges() {
    let short = DiscreteSlider(
      range: 0...0.9999999995,
      step: 1,
      gain: 1,
      value: 0
    )
    #expect(short.values == [0])
    let wide = DiscreteSlider(
      range: -1e308...1e308,
      step: 1e306,
      gain: 1,
      value: 0
    )
    #expect(wide.values.count == 201)
    #expect(wide.values.first == -1e308 && wide.values.last == 1e308)
    #expect(wide.values.allSatisfy { $0.isFinite })
  }

  @Test(
    "traps on a step that is not finite or not above 0",
    arguments: [Double.infinity, 0, -1, .nan]
  )
  func badStepTraps(step: Double) async {
    // Captured values travel to the child process as JSON, which has no
    // NaN or infinity: the step goes as its bits.
    let bits = step.bitPattern
    await #expect(processExitsWith: .failure) { [bits = bits as UInt64] in
      let step = Double(bitPattern: bits)
      _ = DiscreteSlider(range: 0...10, step: step, gain: 10, value: 0)
    }
  }

  @Test(
    "traps on a range with a bound that is not finite, either one",
    arguments: [(-Double.infinity, 10.0), (0, .infinity)]
  )
  func nonFiniteRangeTraps(lower: Double, upper: Double) async {
    let bits = (lower.bitPattern, upper.bitPattern)
    await #expect(processExitsWith: .failure) {
      [lower = bits.0 as UInt64, upper = bits.1 as UInt64] in
      let range = Double(bitPattern: lower)...Double(bitPattern: upper)
      _ = DiscreteSlider(range: range, step: 1, gain: 10, value: 0)
    }
  }
}
