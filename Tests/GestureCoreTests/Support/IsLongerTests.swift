import Testing

@testable import GestureCore

/// `isLonger(_:_:than:)`, the swipe's distance rule by squares, gives the
/// `hypot` rule's answer everywhere.
@Suite("isLonger: a length compared by squares")
struct IsLongerTests {
  /// 2 to the power `exponent`.
  static func power(of exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }

  static func check(
    _ dx: Double,
    _ dy: Double,
    _ length: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      isLonger(dx, dy, than: length) == (euclideanLength(dx, dy) > length),
      "(\(dx), \(dy)) against \(length)",
      sourceLocation: sourceLocation
    )
  }

  @Test("random vectors at every scale, against lengths near theirs")
  func randomVectors() {
    var random = SplitMix64(seed: 0x15_1011)
    var quick = 0
    for _ in 0..<20_000 {
      let scale = Self.power(of: Int.random(in: -600...600, using: &random))
      let dx = Double.random(in: -1...1, using: &random) * scale
      let dy = Double.random(in: -1...1, using: &random) * scale
      let exact = euclideanLength(dx, dy)
      let length = exact * Double.random(in: 0.5...1.5, using: &random)
      Self.check(dx, dy, length)
      let squared = dx * dx + dy * dy
      if quickSquares.contains(squared),
        quickSquares.contains(length * length)
      {
        quick += 1
      }
    }
    // Most are decided by squares; the rest by hypot.
    #expect(quick > 8_000)
  }

  @Test("on the length, and one rounding either side of it")
  func onTheLength() {
    var random = SplitMix64(seed: 0x0E_D6E)
    for _ in 0..<5_000 {
      let scale = Self.power(of: Int.random(in: -400...400, using: &random))
      let dx = Double.random(in: -1...1, using: &random) * scale
      let dy = Double.random(in: -1...1, using: &random) * scale
      let exact = euclideanLength(dx, dy)
      for length in [exact.nextDown, exact, exact.nextUp] {
        Self.check(dx, dy, length)
      }
    }
  }

  @Test(
    "zero, negative, infinite and NaN vectors and lengths",
    arguments: [0, -0.0, 0x1p-1070, 1e-160, 0.3, 1e160, 1e300, .infinity, .nan]
  )
  func oddValues(_ value: Double) {
    let odd: [Double] = [
      0, -0.0, 0x1p-1070, 1e-160, 0.3, -0.3, 1e160, 1e300, .infinity,
      -.infinity, .nan,
    ]
    for dy in odd {
      for length in odd {
        Self.check(value, dy, length)
        Self.check(-value, dy, length)
      }
    }
  }
}
