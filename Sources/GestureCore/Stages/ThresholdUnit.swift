/// The units a recognizer's thresholds are in, named in the diagnostics.
enum ThresholdUnit: Sendable {
  case normalized
  case palmSizes
  case metres
  case normalizedPerFrame
  case normalizedPerSecond
  case metresPerSecond

  /// The unit's name in ``HandDiagnostics/Thresholds/unit``.
  var name: String {
    switch self {
    case .normalized: "normalized units"
    case .palmSizes: "palm sizes"
    case .metres: "metres"
    case .normalizedPerFrame: "normalized units per frame"
    case .normalizedPerSecond: "normalized units per second"
    case .metresPerSecond: "metres per second"
    }
  }
}

/// A recognizer's thresholds as the diagnostics last recorded them.
///
/// Under one configuration a recognizer has one pair of thresholds per
/// unit, so the pair is written again only when its unit changes (checked
/// in debug builds).
struct RecordedThresholds: Sendable {
  /// The unit of the thresholds last recorded, if any.
  private var unit: ThresholdUnit?

  /// Records a pair of thresholds in the diagnostics.
  ///
  /// - Parameters:
  ///   - thresholds: The diagnostics' field.
  ///   - begin: The threshold crossed to begin.
  ///   - end: The threshold crossed to end.
  ///   - unit: The unit both are in.
  @inline(__always)
  mutating func record(
    _ thresholds: inout HandDiagnostics.Thresholds?,
    begin: Double,
    end: Double,
    in unit: ThresholdUnit
  ) {
    if self.unit == unit {
      assert(
        thresholds?.begin == begin && thresholds?.end == end,
        "The thresholds changed without their unit."
      )
      return
    }
    thresholds = HandDiagnostics.Thresholds(
      begin: begin,
      end: end,
      unit: unit.name
    )
    self.unit = unit
  }
}
