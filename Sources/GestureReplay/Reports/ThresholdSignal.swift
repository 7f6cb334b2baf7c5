import GestureCore

/// A signal drawn against a pair of hysteresis thresholds: a pinch's
/// distance against enter and exit, a movement's signal against start and
/// stop, with a band where the gesture is on.
struct ThresholdSignal {
  /// The panel's label, with the signal's unit.
  var label: String
  /// The signal over time; `nil` where the frame did not give it.
  var samples: [(Double, Double?)]
  /// Whether the gesture is on, over time.
  var band: [(Double, Bool)]
  var bandColor: String
  var bandLabel: String
  /// The begin threshold's label and colour.
  var begin: (label: String, color: String)
  /// The end threshold's label and colour.
  var end: (label: String, color: String)
  /// Whether the gesture begins below its begin threshold (a pinch) rather
  /// than above it (a movement); the lower threshold's label goes below
  /// its line, and the scale leaves room above the higher one.
  var beginIsLower: Bool

  /// Draws the panel and returns where it lies.
  func draw(
    thresholds: HandDiagnostics.Thresholds,
    top: Double,
    height: Double,
    axis: TimeAxis,
    into svg: inout SVG
  ) -> Panel {
    let higher = beginIsLower ? thresholds.end : thresholds.begin
    let panel = Panel(
      top: top,
      height: height,
      maximum: ReplayPlot.niceCeiling(
        Swift.max(
          higher * 2,
          ReplayPlot.upperQuantile(samples.compactMap(\.1))
        )
      ),
      axis: axis
    )
    panel.frame(label: label, into: &svg)
    svg.bands(
      band,
      axis: axis,
      top: panel.top,
      height: panel.height,
      color: bandColor,
      label: bandLabel
    )
    panel.threshold(
      thresholds.begin,
      begin.label,
      color: begin.color,
      labelBelow: beginIsLower,
      into: &svg
    )
    panel.threshold(
      thresholds.end,
      end.label,
      color: end.color,
      labelBelow: !beginIsLower,
      into: &svg
    )
    panel.line(samples, color: "#2c3e50", into: &svg)
    return panel
  }
}
