import GestureCore
import GestureReplay
import Testing

@testable import GestureReplay

@Suite("Two-hand pinch: events, expectations and settings in files")
struct TwoHandPinchFormatTests {
  static let changed = GestureEvent(
    time: 4,
    frame: 120,
    hand: .both,
    gesture: .twoHandPinch,
    phase: .changed,
    scale: 1.42,
    rotation: 0.31
  )

  @Test("an event is written as the issue has it, payloads after the phase")
  func jsonLine() {
    #expect(
      ReportWriter.jsonObject(Self.changed)
        == "{\"t\":4.0000,\"frame\":120,\"hand\":\"both\",\"gesture\":"
        + "\"twoHandPinch\",\"phase\":\"changed\",\"scale\":1.42,"
        + "\"rotation\":0.31}"
    )
    #expect(
      ReportWriter.textLine(Self.changed)
        == "4.0000      120  both     twoHandPinch changed    scale 1.42, "
        + "rotation 0.31"
    )
    // In CSV, the last two columns; a negative rotation keeps its sign.
    var turned = Self.changed
    turned.rotation = -0.31
    #expect(
      ReportWriter.csvLine(turned)
        == "4.0000,120,both,twoHandPinch,changed,,,,,,1.42,-0.31"
    )
    #expect(
      ReportWriter(format: .csv, configuration: .handKit).header()
        .hasSuffix(",score,scale,rotation\n")
    )
  }

  @Test(
    "an expected scale and rotation are met within their tolerances, not beyond",
    arguments: [
      (1.5, 0.08, 0.3, 0.01, true),
      (1.5, 0.079, 0.3, 0.01, false),
      (1.42, 0, 0.35, 0.04, true),
      (1.42, 0, 0.35, 0.039, false),
      (1.42, 0, -0.31, 0.1, false),
    ]
  )
  func matching(
    scale: Double,
    scaleTolerance: Double,
    rotation: Double,
    rotationTolerance: Double,
    isMet: Bool
  ) {
    var expectation = Expectation(
      gesture: .twoHandPinch,
      phase: .changed,
      time: 4,
      hand: .both
    )
    expectation.scale = scale
    expectation.scaleTolerance = scaleTolerance
    expectation.rotation = rotation
    expectation.rotationTolerance = rotationTolerance
    #expect(expectation.isMet(by: Self.changed) == isMet)
    var other = Self.changed
    other.scale = nil
    #expect(!expectation.isMet(by: other))
  }

  @Test("a trace's expect list reads and writes scale and rotation")
  func traceRoundTrip() throws {
    let text = """
      {"version": 1, "frames": [{"t": 0, "hands": []}],
       "expect": [{"gesture": "twoHandPinch", "phase": "ended", "t": 3.4,
                   "within": 0.02, "hand": "both", "scale": 2,
                   "scaleTolerance": 0.1, "rotation": 1.5708,
                   "rotationTolerance": 0.0524}]}
      """
    let trace = try Trace(bytes: Array(text.utf8))
    let expectation = try #require(trace.expectations.first)
    #expect(expectation.scale == 2 && expectation.scaleTolerance == 0.1)
    #expect(expectation.rotation == 1.5708)
    #expect(expectation.rotationTolerance == 0.0524)
    let again = try Trace(bytes: trace.encoded())
    #expect(again.expectations == trace.expectations)
    let bad = text.replacingOccurrences(of: "0.1,", with: "-0.1,")
    #expect(throws: TraceError.self) { try Trace(bytes: Array(bad.utf8)) }
  }

  @Test("the settings are keys of --set, --config and defaults")
  func settings() throws {
    var configuration = GestureConfiguration.adaptive
    try configuration.apply(
      settingsJSON: Array(
        """
        {"twoHandPinch": {"isEnabled": true, "minimumScaleChange": 0.02,
          "minimumRotationChange": 0.05},
         "relationships": {"twoHandPinchWithMovement": "exclusive"}}
        """.utf8
      )
    )
    #expect(
      configuration.twoHandPinch
        == GestureConfiguration.TwoHandPinch(
          isEnabled: true,
          minimumScaleChange: 0.02,
          minimumRotationChange: 0.05
        )
    )
    #expect(configuration.relationships.twoHandPinchWithMovement == .exclusive)
    let names = ConfigurationKey.keys(for: .twoHandPinch).map(\.name)
    #expect(
      names == [
        "twoHandPinch.isEnabled", "twoHandPinch.minimumScaleChange",
        "twoHandPinch.minimumRotationChange",
      ]
    )
    #expect(
      ConfigurationKey.named("relationships.twoHandPinchWithMovement") != nil
    )
    #expect(
      throws: ConfigurationError.self
    ) {
      var wrong = GestureConfiguration.handKit
      try wrong.apply(
        settingsJSON: Array(#"{"twoHandPinch": {"on": true}}"#.utf8)
      )
    }
  }

  @Test("the timeline shows each hand's scale and rotation only when it is on")
  func timeline() {
    let columns = TimelineColumn.columns(for: .twoHandPinch)
    #expect(columns.map(\.heading) == ["2h scale", "2h rot"])
    #expect(columns.allSatisfy { !$0.isShown(.handKit) })
    #expect(columns.allSatisfy { $0.isShown(.twoHand) })
    #expect(
      PlotPanel.shown(in: .handKit).filter { $0.key.hasPrefix("twoHand") }
        .isEmpty
    )
    #expect(
      PlotPanel.shown(in: .twoHand).filter { $0.key.hasPrefix("twoHand") }.map(
        \.key
      )
        == ["twoHandPinchScale", "twoHandPinchRotation"]
    )
    #expect(ReportWriter.settings(of: .twoHandPinch, in: .handKit).isEmpty)
    #expect(
      ReportWriter.settings(of: .twoHandPinch, in: .twoHand)
        == [
          "two-hand pinch: changes > 0.01 scale, > 0.01 rad, preempts movement"
        ]
    )
  }
}

extension GestureConfiguration {
  /// handKit with the two-hand pinch on.
  static var twoHand: GestureConfiguration {
    var configuration = GestureConfiguration.handKit
    configuration.twoHandPinch.isEnabled = true
    return configuration
  }
}
