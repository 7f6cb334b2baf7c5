import GestureCore
import Testing

@testable import GestureReplay

/// The hold's keys, and what the tools show of it when it is on.
@Suite("Configuration keys and reports of the hold")
struct HoldKeysTests {
  @Test("--set changes each key, and the JSON form reads them back")
  func assignments() throws {
    var configuration = GestureConfiguration.handKit
    try configuration.apply(assignment: "hold.isEnabled=true")
    try configuration.apply(assignment: "hold.minimumDuration=0.8")
    try configuration.apply(assignment: "hold.allowableMovement=0.04")
    try configuration.apply(assignment: "hold.isHandRelative=true")
    try configuration.apply(assignment: "hold.relativeAllowableMovement=0.5")
    #expect(
      configuration.hold
        == GestureConfiguration.Hold(
          isEnabled: true,
          minimumDuration: 0.8,
          allowableMovement: 0.04,
          isHandRelative: true,
          relativeAllowableMovement: 0.5
        )
    )
    var read = GestureConfiguration.handKit
    try read.apply(settingsJSON: Array(configuration.settingsJSON.utf8))
    #expect(read == configuration)
  }

  @Test("a JSON configuration turns holds on; a wrong value names the key")
  func json() throws {
    var configuration = GestureConfiguration.adaptive
    try configuration.apply(
      settingsJSON: Array(#"{"hold": {"isEnabled": true}}"#.utf8)
    )
    #expect(configuration.hold.isEnabled)
    #expect(configuration.hold.isHandRelative)
    let error = #expect(throws: ConfigurationError.self) {
      try configuration.apply(
        settingsJSON: Array(#"{"hold": {"minimumDuration": "long"}}"#.utf8)
      )
    }
    #expect(error?.key == "hold.minimumDuration")
    configuration.hold.minimumDuration = -1
    let invalid = #expect(throws: ConfigurationError.self) {
      try configuration.validate()
    }
    #expect(invalid?.key == "hold.minimumDuration")
  }

  @Test("the timeline, the settings line and the plot show holds when on")
  func reports() {
    #expect(ReportWriter.settings(of: .hold, in: .handKit).isEmpty)
    var configuration = GestureConfiguration.handKit
    configuration.hold.isEnabled = true
    #expect(
      TimelineColumn.shown(in: configuration).map(\.heading).prefix(5) == [
        "point", "pinch d", "pinch", "hold d", "hold",
      ]
    )
    #expect(
      ReportWriter.settings(of: .hold, in: configuration) == [
        "hold: pinched >= 0.5 s, palm within 0.025"
      ]
    )
    #expect(PlotPanel.shown(in: configuration).contains(.holdDistance))
    var adaptive = GestureConfiguration.adaptive
    adaptive.hold.isEnabled = true
    #expect(
      ReportWriter.settings(of: .hold, in: adaptive) == [
        "hold: pinched >= 0.5 s, palm within 0.3 palm sizes"
      ]
    )
    // Without the pinch there is nothing to hold.
    configuration.pinch.isEnabled = false
    #expect(ReportWriter.settings(of: .hold, in: configuration).isEmpty)
    #expect(!PlotPanel.shown(in: configuration).contains(.holdDistance))
  }
}
