/// Small formatting helpers for the tool's own messages.
enum ReportText {
  /// Seconds with three decimals, without locale.
  static func seconds(_ value: Double) -> String {
    let millis = Int64((value * 1000).rounded())
    let whole = millis / 1000
    var fraction = String(abs(millis % 1000))
    while fraction.count < 3 { fraction = "0" + fraction }
    return "\(whole).\(fraction)"
  }
}
