/// Deterministic decimal formatting for reports, independent of locale.
enum NumberFormat {
  /// Formats a number with exactly `decimals` digits after the point,
  /// rounding half away from zero; non-finite values print as `nan`,
  /// `inf` or `-inf`. A number that is 9 × 10^15 units of the last decimal
  /// or more in size prints as Swift's shortest form (`1e+20`,
  /// `900000000000.0`), since a `Double` that large holds no more digits.
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

  /// Formats a number as the shortest plain decimal that reads back as the
  /// same `Double`, without an exponent: `0.3`, `12`, `0.0000001`;
  /// non-finite values print as ``fixed(_:decimals:)`` prints them.
  ///
  /// - Complexity: O(*d*) in the number's digits, about 330 at most.
  static func exact(_ value: Double) -> String {
    guard value.isFinite else { return fixed(value, decimals: 0) }
    // Swift's shortest round-trip digits, as `1e-07`, `0.3` or `100.0`.
    let text = value.magnitude.description
    let parts = text.split(separator: "e")
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let digits = Array(mantissa.filter { $0 != "." })
    let point =
      (mantissa.firstIndex(of: ".").map {
        mantissa.distance(from: mantissa.startIndex, to: $0)
      } ?? mantissa.count) + exponent
    var whole: [Character]
    var fraction: [Character]
    if point <= 0 {
      whole = ["0"]
      fraction = Array(repeating: "0", count: -point) + digits
    } else if point >= digits.count {
      whole = digits + Array(repeating: "0", count: point - digits.count)
      fraction = []
    } else {
      whole = Array(digits[..<point])
      fraction = Array(digits[point...])
    }
    while whole.count > 1, whole.first == "0" { whole.removeFirst() }
    while fraction.last == "0" { fraction.removeLast() }
    let sign = value < 0 ? "-" : ""
    return sign + String(whole)
      + (fraction.isEmpty ? "" : "." + String(fraction))
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

  /// The fewest decimals, `minimum` or more, that show two different
  /// numbers differently and their difference as not zero: 17 for two
  /// equal numbers, which no count of decimals tells apart.
  ///
  /// - Parameters:
  ///   - value: One number.
  ///   - other: The other.
  ///   - minimum: The fewest decimals to return; 4 by default.
  /// - Returns: The decimals, from `minimum` to 17.
  static func decimals(
    telling value: Double,
    from other: Double,
    minimum: Int = 4
  ) -> Int {
    for decimals in minimum..<17 {
      let gap = fixed(abs(value - other), decimals: decimals)
      if fixed(value, decimals: decimals) != fixed(other, decimals: decimals),
        gap.contains(where: { ("1"..."9").contains($0) })
      {
        return decimals
      }
    }
    return 17
  }
}
