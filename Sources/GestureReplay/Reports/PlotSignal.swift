import GestureCore

/// What a ``PlotPanel`` shows of a hand: a value per timeline entry, the
/// range it is drawn in, the thresholds it is compared with, and a band
/// where a state holds.
///
/// ``ReplayPlot`` draws it as SVG; ``ReplayViewer`` embeds it in its page.
struct PlotSignal: Sendable {
  /// A horizontal line the signal is compared with.
  struct Threshold: Sendable {
    /// The threshold, in the signal's unit.
    var value: Double
    /// Its label, such as `enter < 0.015`.
    var label: String
    /// The line's colour, as a CSS colour.
    var color: String
    /// Whether the label goes below the line rather than above.
    var labelBelow: Bool
  }

  /// A shaded band over the frames where a state holds.
  struct Band: Sendable {
    /// What the band means, such as `pinched`.
    var label: String
    /// Its colour, as a CSS colour.
    var color: String
    /// Whether the state holds at an entry.
    var isOn: @Sendable (HandDiagnostics) -> Bool
  }

  /// The panel's label, with the signal's unit.
  var label: String
  /// The lowest value drawn; lower values are drawn at it.
  var minimum = 0.0
  /// The highest value drawn; higher values are drawn at it.
  var maximum: Double
  /// The band, if the panel has one.
  var band: Band?
  /// The thresholds, in the order they are drawn.
  var thresholds: [Threshold]
  /// The colour of the signal's line.
  var color: String
  /// The signal at an entry, `nil` where the frame did not give it.
  var value: @Sendable (HandDiagnostics) -> Double?
}
