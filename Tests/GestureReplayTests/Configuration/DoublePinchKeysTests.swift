import GestureCore
import Testing

@testable import GestureReplay

/// The double pinch's keys, its relationship's key, and what the tools
/// show of it when it is on.
@Suite("Configuration keys and reports of the double pinch")
struct DoublePinchKeysTests {
  @Test("--set changes each key, and the JSON form reads them back")
  func assignments() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(assignment: "doublePinch.isEnabled=true")
    try configuration.apply(assignment: "doublePinch.maximumPinchDuration=0.5")
    try configuration.apply(assignment: "doublePinch.maximumInterval=0.25")
    try configuration.apply(
      assignment: "relationships.pinchWithDoublePinch=awaitsFailureOf"
    )
    #expect(
      configuration.doublePinch
        == GestureConfiguration.DoublePinch(
          isEnabled: true,
          maximumPinchDuration: 0.5,
          maximumInterval: 0.25
        )
    )
    #expect(
      configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
    )
    var read = GestureConfiguration.handKit
    try read.apply(settingsJSON: Array(configuration.settingsJSON.utf8))
    #expect(read == configuration)
  }

  @Test(
    "a JSON configuration turns double pinches on; a wrong value names the key"
  )
  func json() throws {
    var configuration = GestureConfiguration.adaptive
    try configuration.apply(
      settingsJSON: Array(
        #"{"doublePinch": {"isEnabled": true}, "relationships": {"pinchWithDoublePinch": "awaitsFailureOf"}}"#
          .utf8
      )
    )
    #expect(configuration.doublePinch.isEnabled)
    #expect(
      configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
    )
    let error = #expect(throws: ConfigurationError.self) {
      try configuration.apply(
        settingsJSON: Array(
          #"{"doublePinch": {"maximumInterval": "soon"}}"#.utf8
        )
      )
    }
    #expect(error?.key == "doublePinch.maximumInterval")
    try configuration.apply(
      assignment: "relationships.pinchWithDoublePinch=exclusive"
    )
    let refused = #expect(throws: ConfigurationError.self) {
      try configuration.validate()
    }
    #expect(refused?.key == "relationships.pinchWithDoublePinch")
  }

  @Test(
    "the timeline, the settings line and the relationships show double pinches when on"
  )
  func reports() {
    #expect(ReportWriter.settings(of: .doublePinch, in: .handKit).isEmpty)
    var configuration = GestureConfiguration.handKit
    configuration.doublePinch.isEnabled = true
    #expect(
      TimelineColumn.shown(in: configuration).map(\.heading).prefix(4) == [
        "point", "pinch d", "pinch", "double",
      ]
    )
    #expect(
      ReportWriter.settings(of: .doublePinch, in: configuration) == [
        "double pinch: first pinch <= 0.4 s, second within 0.3 s"
      ]
    )
    #expect(
      !ReportWriter.relationshipPhrases(configuration).contains {
        $0.contains("double")
      }
    )
    configuration.relationships.pinchWithDoublePinch = .awaitsFailureOf
    #expect(
      ReportWriter.relationshipPhrases(configuration).last
        == "pinch awaits failure of double pinch"
    )
    // Without the pinch there is nothing to double.
    configuration.pinch.isEnabled = false
    #expect(ReportWriter.settings(of: .doublePinch, in: configuration).isEmpty)
    #expect(
      !TimelineColumn.shown(in: configuration).map(\.heading).contains("double")
    )
  }
}
