import GestureCore

/// A panel of ``ReplayPlot`` and of ``ReplayViewer``: one signal of a
/// stage over time, with what it is compared with.
enum PlotPanel: Sendable {
  /// The thumb-index distance, the pinch's thresholds and a band where
  /// the hand is pinched.
  case pinchDistance
  /// The thumb-index pinch's strength, from 0 (open) to 1 (closed).
  case pinchStrength
  /// The thumb-middle pinch's strength, when the secondary pinch is on.
  case middlePinchStrength
  /// The palm's facing signal, from -1 (away) to 1 (toward), its margins
  /// and a band where the palm faces the camera.
  case palmFacing
  /// The palm's distance from where the thumb-index pinch began, the
  /// hold's allowance and a band where the hand holds.
  case holdDistance
  /// The movement signal, its start and stop thresholds and a band where
  /// the hand is moving.
  case movementSignal
  /// The slider's value.
  case sliderValue
  /// The palm's travel over the swipe window as a share of the distance a
  /// swipe must exceed, and that distance (1).
  case swipeTravel
  /// The scale of the two-hand pinch the hand is part of.
  case twoHandPinchScale
  /// The rotation of the two-hand pinch the hand is part of, in radians.
  case twoHandPinchRotation

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
    // A sequence has no signal of its own: its events are the markers.
    case .presence, .pose, .sequence: []
    case .facing: [.palmFacing]
    case .pinch: [.pinchDistance, .pinchStrength, .middlePinchStrength]
    case .doublePinch: []
    case .hold: [.holdDistance]
    case .movement: [.movementSignal, .sliderValue]
    case .swipe: [.swipeTravel]
    // Drawn in each of its hands' sections.
    case .twoHandPinch: [.twoHandPinchScale, .twoHandPinchRotation]
    }
  }

  /// Every stage's panels, in the order the engine runs the stages.
  static let all = BuiltInStage.allCases.flatMap(panels(for:))

  /// The panels a replay with a configuration shows: a reading that is
  /// off draws none, so that the plot of a configuration without it stays
  /// as it was.
  ///
  /// - Parameter configuration: The configuration of the replay.
  /// - Returns: The panels of ``all`` that it shows.
  static func shown(in configuration: GestureConfiguration) -> [PlotPanel] {
    all.filter { panel in
      switch panel {
      case .pinchStrength: configuration.pinch.reportsStrength
      case .middlePinchStrength:
        configuration.pinch.reportsStrength && configuration.pinch.isEnabled
          && configuration.pinch.isSecondaryEnabled
      case .palmFacing: configuration.readsPalmFacing
      case .holdDistance:
        configuration.hold.isEnabled && configuration.pinch.isEnabled
      case .twoHandPinchScale, .twoHandPinchRotation:
        configuration.twoHandPinch.isEnabled
      case .pinchDistance, .movementSignal, .sliderValue, .swipeTravel: true
      }
    }
  }

  /// A name for the panel that does not change, such as `pinchDistance`.
  var key: String {
    switch self {
    case .pinchDistance: "pinchDistance"
    case .pinchStrength: "pinchStrength"
    case .middlePinchStrength: "middlePinchStrength"
    case .palmFacing: "palmFacing"
    case .holdDistance: "holdDistance"
    case .movementSignal: "movementSignal"
    case .sliderValue: "sliderValue"
    case .swipeTravel: "swipeTravel"
    case .twoHandPinchScale: "twoHandPinchScale"
    case .twoHandPinchRotation: "twoHandPinchRotation"
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
    case .pinchStrength:
      Self.strengthSignal("thumb-index", value: \.pinchStrength)
    case .middlePinchStrength:
      Self.strengthSignal("thumb-middle", value: \.middlePinchStrength)
    case .palmFacing:
      Self.facingSignal(configuration)
    case .holdDistance:
      Self.holdSignal(entries, configuration)
    case .movementSignal:
      Self.movementSignal(entries, configuration)
    case .sliderValue:
      Self.sliderSignal(configuration)
    case .swipeTravel:
      Self.swipeSignal(entries)
    case .twoHandPinchScale:
      PlotSignal(
        label: "two-hand pinch scale (1 at began)",
        maximum: ReplayPlot.niceCeiling(
          entries.compactMap(\.twoHandPinchScale).max() ?? 1
        ),
        thresholds: [
          PlotSignal.Threshold(
            value: 1,
            label: "1",
            color: "#7f8c8d",
            labelBelow: false
          )
        ],
        color: "#f39c12",
        value: \.twoHandPinchScale
      )
    case .twoHandPinchRotation:
      Self.rotationSignal(entries)
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
    hysteresisSignal(
      entries,
      label: "thumb-index distance",
      thresholds: entries.last { $0.pinchThresholds != nil }?.pinchThresholds
        ?? HandDiagnostics.Thresholds(
          begin: configuration.pinch.enterThreshold,
          end: configuration.pinch.exitThreshold,
          unit: "normalized units"
        ),
      value: \.pinchDistance,
      band: PlotSignal.Band(label: "pinched", color: "#f6c3c3") {
        $0.pinchState == .pinched
      },
      begin: ("enter", "#c0392b"),
      end: ("exit", "#e67e22"),
      beginsBelow: true
    )
  }

  /// A pinch's strength, from 0 at its exit threshold to 1 at its enter
  /// threshold.
  private static func strengthSignal(
    _ pair: String,
    value: @escaping @Sendable (HandDiagnostics) -> Double?
  ) -> PlotSignal {
    PlotSignal(
      label: "\(pair) pinch strength (0 open, 1 closed)",
      maximum: 1,
      thresholds: [],
      color: "#c0392b",
      value: value
    )
  }

  /// A two-hand pinch's rotation, from a half turn clockwise to a half
  /// turn counterclockwise, or further when it went further.
  private static func rotationSignal(
    _ entries: [HandDiagnostics]
  ) -> PlotSignal {
    let turn = entries.compactMap(\.twoHandPinchRotation).map(abs).max() ?? 0
    let bound = Swift.max(Double.pi, turn)
    return PlotSignal(
      label: "two-hand pinch rotation (radians, counterclockwise as seen)",
      minimum: -bound,
      maximum: bound,
      thresholds: [
        PlotSignal.Threshold(
          value: 0,
          label: "0",
          color: "#7f8c8d",
          labelBelow: false
        )
      ],
      color: "#d35400",
      value: \.twoHandPinchRotation
    )
  }

  private static func facingSignal(
    _ configuration: GestureConfiguration
  ) -> PlotSignal {
    let margin = configuration.facing.margin
    return PlotSignal(
      label: "palm facing signal (1 toward the camera, -1 away)",
      minimum: -1,
      maximum: 1,
      band: PlotSignal.Band(label: "toward", color: "#d5f5e3") {
        $0.palmFacing == .toward
      },
      thresholds: [
        PlotSignal.Threshold(
          value: margin,
          label: "toward > \(NumberFormat.shortest(margin))",
          color: "#16a085",
          labelBelow: false
        ),
        PlotSignal.Threshold(
          value: -margin,
          label: "away < \(NumberFormat.shortest(-margin))",
          color: "#8e44ad",
          labelBelow: true
        ),
      ],
      color: "#2c3e50",
      value: \.palmFacingSignal
    )
  }

  /// The palm's distance from where the pinch began, against the hold's
  /// allowance.
  private static func holdSignal(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration
  ) -> PlotSignal {
    let hold = configuration.hold
    let (allowance, unit) =
      hold.isHandRelative
      ? (hold.relativeAllowableMovement, "palm sizes")
      : (hold.allowableMovement, "normalized units")
    return PlotSignal(
      label: "palm's distance from where the pinch began (\(unit))",
      maximum: ReplayPlot.niceCeiling(
        Swift.max(
          allowance * 2,
          ReplayPlot.upperQuantile(entries.compactMap(\.holdDistance))
        )
      ),
      band: PlotSignal.Band(label: "holding", color: "#f5b7b1") {
        $0.holdPhase == .holding
      },
      thresholds: [
        PlotSignal.Threshold(
          value: allowance,
          label: "allowance \(NumberFormat.shortest(allowance))",
          color: "#b03a2e",
          labelBelow: false
        )
      ],
      color: "#2c3e50",
      value: \.holdDistance
    )
  }

  private static func movementSignal(
    _ entries: [HandDiagnostics],
    _ configuration: GestureConfiguration
  ) -> PlotSignal {
    hysteresisSignal(
      entries,
      label: "movement signal",
      thresholds: entries.last { $0.movementThresholds != nil }?
        .movementThresholds
        ?? HandDiagnostics.Thresholds(
          begin: configuration.movement.startThreshold,
          end: configuration.movement.stopThreshold,
          unit: "normalized units per frame"
        ),
      value: \.movementSignal,
      band: PlotSignal.Band(label: "moving", color: "#c8e6c9") {
        $0.movementState == .moving
      },
      begin: ("start", "#27ae60"),
      end: ("stop", "#16a085"),
      beginsBelow: false
    )
  }

  /// A signal against a pair of hysteresis thresholds, with a band where
  /// its gesture is on: a pinch begins below its enter threshold, a
  /// movement above its start threshold. The scale leaves room for twice
  /// the higher threshold, and the lower threshold's label goes below its
  /// line.
  private static func hysteresisSignal(
    _ entries: [HandDiagnostics],
    label: String,
    thresholds: HandDiagnostics.Thresholds,
    value: @escaping @Sendable (HandDiagnostics) -> Double?,
    band: PlotSignal.Band,
    begin: (word: String, color: String),
    end: (word: String, color: String),
    beginsBelow: Bool
  ) -> PlotSignal {
    let higher = beginsBelow ? thresholds.end : thresholds.begin
    let (beginSign, endSign) = beginsBelow ? ("<", ">") : (">", "<")
    func threshold(
      _ level: Double,
      _ word: String,
      _ sign: String,
      _ color: String,
      below: Bool
    ) -> PlotSignal.Threshold {
      PlotSignal.Threshold(
        value: level,
        label: "\(word) \(sign) \(NumberFormat.shortest(level))",
        color: color,
        labelBelow: below
      )
    }
    return PlotSignal(
      label: "\(label) (\(thresholds.unit))",
      maximum: ReplayPlot.niceCeiling(
        Swift.max(
          higher * 2,
          ReplayPlot.upperQuantile(entries.compactMap(value))
        )
      ),
      band: band,
      thresholds: [
        threshold(
          thresholds.begin,
          begin.word,
          beginSign,
          begin.color,
          below: beginsBelow
        ),
        threshold(
          thresholds.end,
          end.word,
          endSign,
          end.color,
          below: !beginsBelow
        ),
      ],
      color: "#2c3e50",
      value: value
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
