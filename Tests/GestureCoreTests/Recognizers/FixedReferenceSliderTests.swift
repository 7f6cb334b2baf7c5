import GestureCore
import Testing

@Suite("FixedReferenceSlider")
struct FixedReferenceSliderTests {
  /// Slider values are sums and products of a few decimal numbers; they
  /// are within this of the exact result.
  static let tolerance = 1e-9

  @Test(
    "computes clamp(start + gain * (x - startX)) from the fixed start",
    arguments: zip(
      [0.5, 0.65, 0.25, 0.9, 0.55, 0.0, 1.2, 0.3],
      [40, 55, 15, 80, 45, 0, 100, 20] as [Double]
    )
  )
  func value(x: Double, expected: Double) {
    var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    slider.begin(x: 0.5)
    let value = slider.update(x: x)
    #expect(isClose(value, to: expected, within: Self.tolerance))
    #expect(slider.value == value)
  }

  @Test("does not depend on the path taken, only on the current x")
  func pathIndependent() {
    var direct = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    var winding = direct
    direct.begin(x: 0.5)
    winding.begin(x: 0.5)
    direct.update(x: 0.7)
    for x in [0.9, 0.1, 0.6, 0.95, 0.3] {
      winding.update(x: x)
    }
    winding.update(x: 0.7)
    #expect(winding.value == direct.value)
  }

  @Test(
    "returns to the start value exactly at the start x after a noisy path",
    arguments: zip(
      [1, 7, 2024, 99_999] as [UInt64],
      [40, 0, 100, 12.345_678_9] as [Double]
    )
  )
  func backAtStartIsExact(seed: UInt64, startValue: Double) {
    var random = SplitMix64(seed: seed)
    var slider = FixedReferenceSlider(
      gain: 100,
      range: 0...100,
      value: startValue
    )
    let startX = Double.random(in: 0.2..<0.8, using: &random)
    slider.begin(x: startX)
    for _ in 0..<10_000 {
      let jitter = Double.random(in: -0.003...0.003, using: &random)
      let drift = Double.random(in: -0.3...0.3, using: &random)
      slider.update(x: startX + drift + jitter)
    }
    let back = slider.update(x: startX)
    #expect(back == startValue)
  }

  @Test(
    "clamps at 0 and at 100",
    arguments: zip(
      [-1, -0.4, -0.2, 0.2, 0.4, 1e6],
      [0, 0, 20, 60, 80, 100] as [Double]
    )
  )
  func clamps(offset: Double, expected: Double) {
    var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    slider.begin(x: 0.5)
    let value = slider.update(x: 0.5 + offset)
    #expect(isClose(value, to: expected, within: Self.tolerance))
    #expect((0...100).contains(value))
  }

  @Test("keeps its value between movements")
  func persists() {
    var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    slider.begin(x: 0.5)
    slider.update(x: 0.75)
    let ended = slider.end()
    #expect(ended == 65)
    #expect(!slider.isTracking)
    let began = slider.begin(x: 0.125)
    #expect(began == 65)
    let moved = slider.update(x: 0.25)
    #expect(moved == 77.5)
  }

  @Test("does nothing on update before a movement begins or after it ends")
  func updateWithoutMovement() {
    var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    let before = slider.update(x: 0.9)
    #expect(before == 40)
    #expect(slider.reference == nil)
    slider.begin(x: 0.5)
    slider.update(x: 0.625)
    slider.end()
    let after = slider.update(x: 0.0)
    #expect(after == 52.5)
  }

  @Test("records the start x and value as its reference")
  func reference() throws {
    var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    #expect(!slider.isTracking)
    slider.begin(x: 0.25)
    let reference = try #require(slider.reference)
    #expect(reference.x == 0.25)
    #expect(reference.value == 40)
    #expect(slider.isTracking)
  }

  @Test(
    "clamps its initial value to the range",
    arguments: zip([-5, 0, 50, 100, 150] as [Double], [0, 0, 50, 100, 100])
  )
  func initialValue(value: Double, expected: Double) {
    let slider = FixedReferenceSlider(gain: 100, range: 0...100, value: value)
    #expect(slider.value == expected)
  }

  @Test("moves the other way with a negative gain, within its own range")
  func negativeGain() {
    var slider = FixedReferenceSlider(gain: -50, range: -10...10, value: 0)
    slider.begin(x: 0.5)
    let right = slider.update(x: 0.625)
    #expect(right == -6.25)
    let farLeft = slider.update(x: 0)
    #expect(farLeft == 10)
  }

  @Test("sets the value while tracking and moves the reference with it")
  func setWhileTracking() {
    var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    slider.begin(x: 0.5)
    slider.set(70)
    #expect(slider.reference?.value == 70)
    let value = slider.update(x: 0.5)
    #expect(value == 70)
    slider.set(250)
    #expect(slider.value == 100)
  }

  @Test("equal, and hashed alike, exactly when every part and reference are")
  func equality() {
    let base = FixedReferenceSlider(gain: 100, range: 0...100, value: 40)
    var tracking = base
    tracking.begin(x: 0.5)
    var elsewhere = base
    elsewhere.begin(x: 0.25)
    var again = base
    again.begin(x: 0.5)
    var moved = tracking
    moved.set(50)
    let others = [
      tracking, elsewhere, moved,
      FixedReferenceSlider(gain: 50, range: 0...100, value: 40),
      FixedReferenceSlider(gain: 100, range: 0...50, value: 40),
      FixedReferenceSlider(gain: 100, range: 0...100, value: 41),
    ]
    #expect(tracking == again)
    #expect(tracking.hashValue == again.hashValue)
    let all = others + [base]
    #expect(Set(all).count == all.count)
    for first in all.indices {
      for second in all.indices where second != first {
        #expect(all[first] != all[second], "\(first), \(second)")
      }
    }
    // Ended, the reference is gone: equal to the slider never begun.
    tracking.end()
    #expect(tracking == base)
    #expect(tracking.hashValue == base.hashValue)
  }

  @Test(
    "traps on a range with a bound that is not finite, either one",
    arguments: [(-Double.infinity, 100.0), (0, .infinity)]
  )
  func nonFiniteRangeTraps(lower: Double, upper: Double) async {
    // Captured values travel to the child process as JSON, which has no
    // infinity: the bounds go as their bits.
    let bits = (lower.bitPattern, upper.bitPattern)
    await #expect(processExitsWith: .failure) {
      [lower = bits.0 as UInt64, upper = bits.1 as UInt64] in
      let range = Double(bitPattern: lower)...Double(bitPattern: upper)
      _ = FixedReferenceSlider(gain: 100, range: range, value: 0)
    }
  }

  @Test("traps on a non-finite position")
  func nonFinitePositionTraps() async {
    await #expect(processExitsWith: .failure) {
      var slider = FixedReferenceSlider(gain: 100, range: 0...100, value: 0)
      slider.begin(x: .nan)
    }
  }

  @Test(
    "a gain of 0 moves nothing, even over a distance too large for a Double"
  )
  func zeroGainHugeDistance() {
    var slider = FixedReferenceSlider(gain: 0, range: 0...100, value: 40)
    slider.begin(x: -1e308)
    #expect(slider.update(x: 1e308) == 40)
    // Any other gain clamps the overflowing change to a bound.
    var steep = FixedReferenceSlider(gain: 1, range: 0...100, value: 40)
    steep.begin(x: -1e308)
    #expect(steep.update(x: 1e308) == 100)
    #expect(steep.update(x: -1e308) == 40)
  }
}
