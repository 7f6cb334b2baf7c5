import Testing

@testable import GestureReplay

/// The reports' numbers: fixed decimals rounded half away from zero, no
/// sign on a zero, non-finite and huge values, and the shortest form.
@Suite("Reports: number formatting")
struct NumberFormatTests {
  @Test(
    "fixed decimals",
    arguments: [
      (1.23456, 4, "1.2346"), (1.5, 0, "2"), (2.5, 0, "3"), (-1.5, 0, "-2"),
      (-2.5, 0, "-3"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
      (-0.00004, 4, "0.0000"), (-0.0, 2, "0.00"), (0.05, 1, "0.1"),
      (7, 3, "7.000"), (123_456.789, 1, "123456.8"),
      (.nan, 2, "nan"), (.infinity, 2, "inf"), (-.infinity, 0, "-inf"),
      // From 9e15 units on (where a Double has no fraction left): Swift's
      // own shortest form.
      (1e20, 2, "1e+20"), (-3e18, 4, "-3e+18"), (9e15, 0, "9000000000000000.0"),
      (900_000_000_000.0, 4, "900000000000.0"),
      (8_999_999_999_999_999, 0, "8999999999999999"),
      (899_999_999_999.9999, 4, "899999999999.9999"),
    ]
  )
  func fixed(value: Double, decimals: Int, text: String) {
    #expect(NumberFormat.fixed(value, decimals: decimals) == text)
  }

  @Test(
    "the shortest form drops trailing zeros and a bare point",
    arguments: [
      (40.0, 4, "40"), (42.5, 4, "42.5"), (100.0 / 3, 4, "33.3333"),
      (-0.00001, 4, "0"), (0.00001, 6, "0.00001"), (2.99999, 4, "3"),
      (-1.25, 1, "-1.3"), (.nan, 4, "nan"), (1e20, 4, "1e+20"),
    ]
  )
  func shortest(value: Double, decimals: Int, text: String) {
    #expect(NumberFormat.shortest(value, maximumDecimals: decimals) == text)
  }

  @Test(
    "the exact form has every digit that tells the number apart, and no exponent",
    arguments: [
      (0.0000001, "0.0000001"), (1.5e-5, "0.000015"), (0.3, "0.3"),
      (100, "100"), (12.25, "12.25"), (1e16, "10000000000000000"),
      (0.1 + 0.2, "0.30000000000000004"), (-0.0, "0"), (-2.5, "-2.5"),
      (.nan, "nan"), (-.infinity, "-inf"),
    ]
  )
  func exact(value: Double, text: String) {
    #expect(NumberFormat.exact(value) == text)
  }

  @Test(
    "the exact form reads back as the same number",
    arguments: [
      0.0000001, 1.0 / 3, 599.999_999_9, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude,
      0.000_3 / 1_000, 123_456.789,
    ]
  )
  func exactRoundTrip(value: Double) {
    #expect(Double(NumberFormat.exact(value)) == value)
  }
}
