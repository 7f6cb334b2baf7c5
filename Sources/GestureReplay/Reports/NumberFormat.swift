/// Deterministic decimal formatting for reports, independent of locale.
enum NumberFormat {
  /// Formats a number with exactly `decimals` digits after the point,
  /// rounding half away from zero; non-finite values print as `nan`,
  /// `inf` or `-inf`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else {
      return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else { return value.description }
    let units = Int64(scaled)
    let divisor = Int64(scale)
    let whole = units / divisor
    let fraction = units % divisor
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    var digits = String(fraction)
    while digits.count < decimals { digits = "0" + digits }
    return sign + String(whole) + "." + digits
  }

  /// Formats a number with at most four decimals, trailing zeros removed:
  /// `42.5`, `40`, `33.3333`.
  static func shortest(_ value: Double, maximumDecimals: Int = 4) -> String {
    var text = fixed(value, decimals: maximumDecimals)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
