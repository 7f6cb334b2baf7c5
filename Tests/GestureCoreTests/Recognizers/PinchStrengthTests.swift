import GestureCore
import Testing

@Suite("Pinch strength")
struct PinchStrengthTests {
  /// The strength with handKit's thresholds, 0.015 and 0.03.
  static func strength(_ distance: Double) -> Double {
    PinchRecognizer.strength(
      distance: distance,
      enterThreshold: 0.015,
      exitThreshold: 0.03
    )
  }

  @Test(
    "is 0 at and beyond the exit threshold, and just above 0 inside it",
    arguments: [0.03, 0.031, 0.5, Double.infinity, .greatestFiniteMagnitude]
  )
  func open(distance: Double) {
    #expect(Self.strength(distance) == 0)
  }

  @Test("is just above 0 on the near side of the exit threshold")
  func justInsideExit() {
    let strength = Self.strength(Double(0.03).nextDown)
    #expect(strength > 0)
    #expect(strength < 1e-12)
  }

  @Test(
    "is 1 at and below the enter threshold",
    arguments: [0.015, Double(0.015).nextDown, 0.01, 0, -0.0, -Double.infinity]
  )
  func closed(distance: Double) {
    #expect(Self.strength(distance) == 1)
  }

  @Test("is just below 1 on the far side of the enter threshold")
  func justOutsideEnter() {
    let strength = Self.strength(Double(0.015).nextUp)
    #expect(strength < 1)
    #expect(strength > 1 - 1e-12)
  }

  @Test(
    "is the share of the way from exit to enter between them",
    arguments: zip([0.0225, 0.027, 0.018, 0.02625], [0.5, 0.2, 0.8, 0.25])
  )
  func between(distance: Double, expected: Double) {
    #expect(isClose(Self.strength(distance), to: expected, within: 1e-12))
  }

  @Test("never decreases as the distance shrinks, and is continuous")
  func monotonic() {
    let distances = stride(from: 0.04, through: 0.005, by: -0.0001).map {
      $0
    }
    let strengths = distances.map(Self.strength)
    for (previous, next) in zip(strengths, strengths.dropFirst()) {
      #expect(next >= previous)
      // A step of 0.0001 over a band of 0.015 moves it at most 1/150.
      #expect(next - previous <= 0.0001 / 0.015 + 1e-12)
    }
    #expect(strengths.first == 0)
    #expect(strengths.last == 1)
  }

  @Test("works in any unit: palm sizes and metres")
  func otherUnits() {
    let palm = PinchRecognizer.strength(
      distance: 0.25,
      enterThreshold: 0.2,
      exitThreshold: 0.3
    )
    #expect(isClose(palm, to: 0.5, within: 1e-12))
    let metres = PinchRecognizer.strength(
      distance: 0.0275,
      enterThreshold: 0.025,
      exitThreshold: 0.035
    )
    #expect(isClose(metres, to: 0.75, within: 1e-12))
  }

  @Test("with equal thresholds, is 1 at or below them and 0 above")
  func equalThresholds() {
    func strength(_ distance: Double) -> Double {
      PinchRecognizer.strength(
        distance: distance,
        enterThreshold: 0.02,
        exitThreshold: 0.02
      )
    }
    #expect(strength(0.02) == 1)
    #expect(strength(Double(0.02).nextDown) == 1)
    #expect(strength(Double(0.02).nextUp) == 0)
  }

  @Test("is NaN for a NaN distance")
  func notANumber() {
    #expect(Self.strength(.nan).isNaN)
  }

  @Test("thresholds whose distance overflows give the same share, of halves")
  func hugeSpan() {
    let strength = PinchRecognizer.strength(
      distance: 0,
      enterThreshold: -1e308,
      exitThreshold: 1e308
    )
    #expect(strength == 0.5)
    #expect(
      PinchRecognizer.strength(
        distance: 5e307,
        enterThreshold: -1e308,
        exitThreshold: 1e308
      ) == 0.25
    )
  }
}
