import GestureCore

/// A panel of ``ReplayPlot`` and of ``ReplayViewer``: one signal of a
/// stage over time, with what it is compared with.
enum PlotPanel: Sendable {
  /// The thumb-index distance, the pinch's thresholds and a band where
  /// the hand is pinched.
  case pinchDistance
  /// The movement signal, its start and stop thresholds and a band where
  /// the hand is moving.
  case movementSignal
  /// The slider's value.
  case sliderValue
  /// The palm's travel over the swipe window as a share of the distance a
  /// swipe must exceed, and that distance (1).
  case swipeTravel

  /// The panels a stage adds to each hand's section, top to bottom.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here what the plot draws of it (which may be nothing: its
  /// events are drawn as markers either way). The viewer's panels are
  /// these too.
  ///
  /// - Parameter stage: The stage.
  /// - Returns: Its panels.
  static func panels(for stage: BuiltInStage) -> [PlotPanel] {
    switch stage {
    case .presence, .pose: []
    case .pinch: [.pinchDistance]
    case .movement: [.movementSignal, .sliderValue]
    case .swipe: [.swipeTravel]
    }
  }

  /// Every stage's panels, in the order the engine runs the stages.
  static let all = BuiltInStage.allCases.flatMap(panels(for:))

  /// A name for the panel that does not change, such as `pinchDistance`.
  var key: String {
    switch self {
    case .pinchDistance: "pinchDistance"
    case .movementSignal: "movementSignal"
    case .sliderValue: "sliderValue"
    case .swipeTravel: "swipeTravel"
    }
  }

  /// What the panel draws for a hand's timeline entries: its label, its
  /// range, its thresholds, its band and the value it reads.
  ///
  /// - Parameters:
  ///   - entries: One hand's timeline entries, in frame order.
  ///   - configuration: The configuration of the replay.
  /// - Returns: The panel's signal.
  func signal(
    _ entries: [HandDiagnostics],
    configuration: GestureConfiguration
  ) -> PlotSignal {
    switch self {
    case .pinchDistance:
      Self.pinchSignal(entries, configuration)
    case .movementSignal:
      Self.movementSignal(entries, configuration)
    case .sliderValue:
      Self.sliderSignal(configuration)
    case .swipeTravel:
      Self.swipeSignal(entries)
    }
  }

  /// Draws the panel for a hand's timeline entries.
  ///
  /// - Returns: Where the panel lies, to place other marks on it.
  func draw(
    _ entries: [HandDiagnostics],
    configuration: GestureConfiguration,
    top: Double,
    height: Double,
    axis: TimeAxis,
    into svg: inout SVG
  ) -> Panel {
    let signal = signal(entries, configuration: configuration)
    let panel = Panel(
      top: top,
      height: height,
      minimum: signal.minimum,
      maximum: signal.maximum,
      axis: axis
    )
    panel.frame(label: signal.label, into: &svg)
    if let band = signal.band {
      svg.bands(
        entries.map { ($0.time, band.isOn($0)) },
        axis: axis,
        top: panel.top,
        height: panel.height,
        color: band.color,
        label: band.label
      )
    }
    for threshold in signal.thresholds {
      panel.threshold(
        threshold.value,
        threshold.label,
        color: threshold.color,
        labelBelow: threshold.labelBelow,
        into: &svg
      )
    }
    panel.line(
      entries.map { ($0.time, signal.value($0)) },
      color: signal.color,
      into: &svg
    )
    return panel
  }

  private static func pinchSignal(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration
  ) -> PlotSignal {
    let thresholds =
      entries.last { $0.pinchThresholds != nil }?.pinchThresholds
      ?? HandDiagnostics.Thresholds(
        begin: configuration.pinch.enterThreshold,
        end: configuration.pinch.exitThreshold,
        unit: "normalized units"
      )
    return PlotSignal(
      label: "thumb-index distance (\(thresholds.unit))",
      maximum: ReplayPlot.niceCeiling(
        Swift.max(
          thresholds.end * 2,
          ReplayPlot.upperQuantile(entries.compactMap(\.pinchDistance))
        )
      ),
      band: PlotSignal.Band(label: "pinched", color: "#f6c3c3") {
        $0.pinchState == .pinched
      },
      thresholds: [
        PlotSignal.Threshold(
          value: thresholds.begin,
          label: "enter < \(NumberFormat.shortest(thresholds.begin))",
          color: "#c0392b",
          labelBelow: true
        ),
        PlotSignal.Threshold(
          value: thresholds.end,
          label: "exit > \(NumberFormat.shortest(thresholds.end))",
          color: "#e67e22",
          labelBelow: false
        ),
      ],
      color: "#2c3e50",
      value: \.pinchDistance
    )
  }

  private static func movementSignal(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration
  ) -> PlotSignal {
    let thresholds =
      entries.last { $0.movementThresholds != nil }?.movementThresholds
      ?? HandDiagnostics.Thresholds(
        begin: configuration.movement.startThreshold,
        end: configuration.movement.stopThreshold,
        unit: "normalized units per frame"
      )
    return PlotSignal(
      label: "movement signal (\(thresholds.unit))",
      maximum: ReplayPlot.niceCeiling(
        Swift.max(
          thresholds.begin * 2,
          ReplayPlot.upperQuantile(entries.compactMap(\.movementSignal))
        )
      ),
      band: PlotSignal.Band(label: "moving", color: "#c8e6c9") {
        $0.movementState == .moving
      },
      thresholds: [
        PlotSignal.Threshold(
          value: thresholds.begin,
          label: "start > \(NumberFormat.shortest(thresholds.begin))",
          color: "#27ae60",
          labelBelow: false
        ),
        PlotSignal.Threshold(
          value: thresholds.end,
          label: "stop < \(NumberFormat.shortest(thresholds.end))",
          color: "#16a085",
          labelBelow: true
        ),
      ],
      color: "#2c3e50",
      value: \.movementSignal
    )
  }

  private static func sliderSignal(
    _ configuration: GestureConfiguration
  ) -> PlotSignal {
    PlotSignal(
      label: "slider value",
      minimum: configuration.slider.minimum,
      maximum: Swift.max(
        configuration.slider.maximum,
        configuration.slider.minimum + 1e-9
      ),
      thresholds: [],
      color: "#2980b9",
      value: { $0.sliderValue }
    )
  }

  private static func swipeSignal(_ entries: [HandDiagnostics]) -> PlotSignal {
    PlotSignal(
      label: "swipe travel (share of the distance a swipe must exceed)",
      maximum: ReplayPlot.niceCeiling(
        Swift.max(
          2,
          ReplayPlot.upperQuantile(entries.compactMap(\.swipeTravel))
        )
      ),
      thresholds: [
        PlotSignal.Threshold(
          value: 1,
          label: "swipe > 1",
          color: "#8e44ad",
          labelBelow: false
        )
      ],
      color: "#2c3e50",
      value: \.swipeTravel
    )
  }
}
