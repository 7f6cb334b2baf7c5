/// Number formatting for the lamp's log, without Foundation or a locale.
enum LampFormat {
  /// Returns `value` rounded to `digits` decimals, as in `12.5`.
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - digits: The number of decimals, 1 or more.
  /// - Returns: The number with exactly `digits` decimals.
  static func decimal(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits {
      scale *= 10
    }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    let padded =
      String(repeating: "0", count: digits - fraction.count) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return "\(sign)\(whole).\(padded)"
  }
}
