/// Small formatting helpers for the tool's own messages.
enum ReportText {
  /// Seconds with three decimals, without locale, as `1.367`.
  ///
  /// A value whose milliseconds a 64-bit integer cannot hold exactly (from
  /// 9e12 s, about 285,000 years, where a `Double` has no third decimal
  /// left anyway) prints in Swift's shortest form, as `1e+16`; an infinite
  /// one as `inf` (the span between two finite times may overflow).
  static func seconds(_ value: Double) -> String {
    let scaled = (value * 1000).rounded()
    guard scaled.isFinite, abs(scaled) < 9e15 else {
      return value.description
    }
    let millis = Int64(scaled)
    let magnitude = millis.magnitude
    var fraction = String(magnitude % 1000)
    while fraction.count < 3 { fraction = "0" + fraction }
    return (millis < 0 ? "-" : "") + "\(magnitude / 1000).\(fraction)"
  }
}
