import GestureCore

/// A panel of ``ReplayPlot``: one signal of a stage over time, with what
/// it is compared with.
enum PlotPanel: Sendable {
  /// The thumb-index distance, the pinch's thresholds and a band where
  /// the hand is pinched.
  case pinchDistance
  /// The movement signal, its start and stop thresholds and a band where
  /// the hand is moving.
  case movementSignal
  /// The slider's value.
  case sliderValue

  /// The panels a stage adds to each hand's section, top to bottom.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here what the plot draws of it (which may be nothing: its
  /// events are drawn as markers either way).
  ///
  /// - Parameter stage: The stage.
  /// - Returns: Its panels.
  static func panels(for stage: BuiltInStage) -> [PlotPanel] {
    switch stage {
    case .presence, .swipe, .pose: []
    case .pinch: [.pinchDistance]
    case .movement: [.movementSignal, .sliderValue]
    }
  }

  /// Every stage's panels, in the order the engine runs the stages.
  static let all = BuiltInStage.allCases.flatMap(panels(for:))

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
    switch self {
    case .pinchDistance:
      Self.drawPinch(entries, configuration, top, height, axis, &svg)
    case .movementSignal:
      Self.drawMovement(entries, configuration, top, height, axis, &svg)
    case .sliderValue:
      Self.drawSlider(entries, configuration, top, height, axis, &svg)
    }
  }

  private static func drawPinch(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration,
    _ top: Double,
    _ height: Double,
    _ axis: TimeAxis,
    _ svg: inout SVG
  ) -> Panel {
    let thresholds =
      entries.last { $0.pinchThresholds != nil }?.pinchThresholds
      ?? HandDiagnostics.Thresholds(
        begin: configuration.pinch.enterThreshold,
        end: configuration.pinch.exitThreshold,
        unit: "normalized units"
      )
    let signal = ThresholdSignal(
      label: "thumb-index distance (\(thresholds.unit))",
      samples: entries.map { ($0.time, $0.pinchDistance) },
      band: entries.map { ($0.time, $0.pinchState == .pinched) },
      bandColor: "#f6c3c3",
      bandLabel: "pinched",
      begin: (
        "enter < \(NumberFormat.shortest(thresholds.begin))", "#c0392b"
      ),
      end: ("exit > \(NumberFormat.shortest(thresholds.end))", "#e67e22"),
      beginIsLower: true
    )
    return signal.draw(
      thresholds: thresholds,
      top: top,
      height: height,
      axis: axis,
      into: &svg
    )
  }

  private static func drawMovement(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration,
    _ top: Double,
    _ height: Double,
    _ axis: TimeAxis,
    _ svg: inout SVG
  ) -> Panel {
    let thresholds =
      entries.last { $0.movementThresholds != nil }?.movementThresholds
      ?? HandDiagnostics.Thresholds(
        begin: configuration.movement.startThreshold,
        end: configuration.movement.stopThreshold,
        unit: "normalized units per frame"
      )
    let signal = ThresholdSignal(
      label: "movement signal (\(thresholds.unit))",
      samples: entries.map { ($0.time, $0.movementSignal) },
      band: entries.map { ($0.time, $0.movementState == .moving) },
      bandColor: "#c8e6c9",
      bandLabel: "moving",
      begin: (
        "start > \(NumberFormat.shortest(thresholds.begin))", "#27ae60"
      ),
      end: ("stop < \(NumberFormat.shortest(thresholds.end))", "#16a085"),
      beginIsLower: false
    )
    return signal.draw(
      thresholds: thresholds,
      top: top,
      height: height,
      axis: axis,
      into: &svg
    )
  }

  private static func drawSlider(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration,
    _ top: Double,
    _ height: Double,
    _ axis: TimeAxis,
    _ svg: inout SVG
  ) -> Panel {
    let slider = Panel(
      top: top,
      height: height,
      minimum: configuration.slider.minimum,
      maximum: Swift.max(
        configuration.slider.maximum,
        configuration.slider.minimum + 1e-9
      ),
      axis: axis
    )
    slider.frame(label: "slider value", into: &svg)
    slider.line(
      entries.map { ($0.time, $0.sliderValue) },
      color: "#2980b9",
      into: &svg
    )
    return slider
  }
}
