import GestureCore

/// A column of `gesture-replay --timeline`: a heading and what a hand's
/// diagnostics give under it, at one frame.
struct TimelineColumn: Sendable {
  /// The column's heading.
  var heading: String
  /// The width the column is padded to; text wider than this pushes the
  /// next column along.
  var width: Int
  /// The text of the column for a hand at a frame.
  var text: @Sendable (HandDiagnostics) -> String
  /// Whether a replay with a configuration shows the column: a reading
  /// that is off shows none, so that the timeline of a configuration
  /// without it stays as it was.
  var isShown: @Sendable (GestureConfiguration) -> Bool = { _ in true }

  /// The columns a stage adds, after the frame, the time and the hand.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here what it shows (which may be nothing).
  ///
  /// - Parameter stage: The stage.
  /// - Returns: Its columns, left to right.
  static func columns(for stage: BuiltInStage) -> [TimelineColumn] {
    switch stage {
    // With tracks reported, the hand's track tells two hands of one name
    // apart.
    case .presence:
      [
        TimelineColumn(
          heading: "track",
          width: 5,
          text: { $0.track.map { String($0) } ?? "-" },
          isShown: \.hands.reportsTracks
        ),
        TimelineColumn(heading: "point", width: 16, text: trackedPoint),
      ]
    case .facing:
      [
        TimelineColumn(
          heading: "palm",
          width: 6,
          text: { fraction($0.palmFacingSignal) },
          isShown: \.readsPalmFacing
        ),
        TimelineColumn(
          heading: "facing",
          width: 8,
          text: { $0.palmFacing.rawValue },
          isShown: \.readsPalmFacing
        ),
      ]
    case .pinch:
      [
        TimelineColumn(heading: "pinch d", width: 8) {
          number($0.pinchDistance)
        },
        TimelineColumn(
          heading: "strength",
          width: 8,
          text: { fraction($0.pinchStrength) },
          isShown: { $0.pinch.reportsStrength }
        ),
        TimelineColumn(
          heading: "mid str",
          width: 7,
          text: { fraction($0.middlePinchStrength) },
          isShown: {
            $0.pinch.reportsStrength && $0.pinch.isEnabled
              && $0.pinch.isSecondaryEnabled
          }
        ),
        TimelineColumn(heading: "pinch", width: 8) { $0.pinchState.rawValue },
      ]
    case .doublePinch:
      [
        TimelineColumn(
          heading: "double",
          width: 15,
          text: { $0.doublePinchPhase.rawValue },
          isShown: { $0.doublePinch.isEnabled && $0.pinch.isEnabled }
        )
      ]
    case .hold:
      [
        TimelineColumn(
          heading: "hold d",
          width: 8,
          text: { number($0.holdDistance) },
          isShown: showsHold
        ),
        TimelineColumn(
          heading: "hold",
          width: 9,
          text: { $0.holdPhase.rawValue },
          isShown: showsHold
        ),
      ]
    case .movement:
      [
        TimelineColumn(heading: "displ", width: 8) { number($0.displacement) },
        TimelineColumn(heading: "signal", width: 8) {
          number($0.movementSignal)
        },
        TimelineColumn(heading: "movement", width: 9) {
          $0.movementState.rawValue
        },
        TimelineColumn(heading: "slider", width: 8, text: slider),
      ]
    case .swipe:
      [
        TimelineColumn(heading: "swipe", width: 6) {
          $0.swipeTravel.map { NumberFormat.fixed($0, decimals: 2) } ?? "-"
        }
      ]
    case .pose:
      [
        TimelineColumn(heading: "pose", width: 10) {
          $0.pose?.description ?? "-"
        }
      ]
    // The sequence furthest along: its name and the steps it has made.
    case .sequence:
      [
        TimelineColumn(
          heading: "sequence",
          width: 12,
          text: { $0.sequence?.description ?? "-" },
          isShown: { !$0.sequences.isEmpty }
        )
      ]
    // Each hand of a two-hand pinch shows its scale and rotation.
    case .twoHandPinch:
      [
        TimelineColumn(
          heading: "2h scale",
          width: 8,
          text: { number($0.twoHandPinchScale) },
          isShown: \.twoHandPinch.isEnabled
        ),
        TimelineColumn(
          heading: "2h rot",
          width: 7,
          text: { number($0.twoHandPinchRotation) },
          isShown: \.twoHandPinch.isEnabled
        ),
      ]
    }
  }

  /// Every stage's columns, in the order the engine runs the stages.
  static let all = BuiltInStage.allCases.flatMap(columns(for:))

  /// The columns a replay with a configuration shows, in the order the
  /// engine runs the stages.
  ///
  /// - Parameter configuration: The configuration of the replay.
  /// - Returns: The columns of ``all`` that it shows.
  static func shown(in configuration: GestureConfiguration)
    -> [TimelineColumn]
  {
    all.filter { $0.isShown(configuration) }
  }

  /// Whether a configuration recognizes holds.
  private static func showsHold(_ configuration: GestureConfiguration) -> Bool {
    configuration.hold.isEnabled && configuration.pinch.isEnabled
  }

  private static func number(_ value: Double?) -> String {
    value.map { NumberFormat.fixed($0, decimals: 5) } ?? "-"
  }

  /// A value from -1 to 1 with three decimals, or `-` for none.
  private static func fraction(_ value: Double?) -> String {
    value.map { NumberFormat.fixed($0, decimals: 3) } ?? "-"
  }

  /// The point the movement follows, or whether the hand was gated or
  /// absent.
  private static func trackedPoint(_ entry: HandDiagnostics) -> String {
    entry.trackedPoint.map {
      "(\(NumberFormat.fixed($0.x, decimals: 4)),"
        + " \(NumberFormat.fixed($0.y, decimals: 4)))"
    } ?? (entry.isPresent ? "gated" : "absent")
  }

  /// The slider's value, and a picker's option after it.
  private static func slider(_ entry: HandDiagnostics) -> String {
    var slider = NumberFormat.shortest(entry.sliderValue)
    if let option = entry.sliderOption { slider += " \(option)" }
    return slider
  }
}
