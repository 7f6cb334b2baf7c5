import GestureCore
import GestureReplay
import Testing

/// The line above a timeline: what each stage is set to, and every
/// relationship that is not simultaneous, in words.
@Suite("Timeline: the settings line")
struct TimelineSettingsLineTests {
  /// The first line of the timeline of a one-frame replay with settings.
  static func settingsLine(_ settings: [String]) throws -> String {
    var configuration = GestureConfiguration.handKit
    for setting in settings {
      try configuration.apply(assignment: setting)
    }
    try configuration.validate()
    let replay = Replay.run(
      Trace(frames: [Frame(time: 0)]),
      configuration: configuration,
      recordsTimeline: true
    )
    let report = ReportWriter.report(
      replay,
      format: .text,
      configuration: configuration,
      includesTimeline: true
    )
    return String(report.prefix { $0 != "\n" })
  }

  @Test(
    "each relationship in words, and none for a gesture that is off",
    arguments: [
      (
        ["relationships.pinchWithMovement=exclusive"],
        "pinch and movement exclusive"
      ),
      (["relationships.pinchWithMovement=preempts"], "pinch preempts movement"),
      (
        ["relationships.pinchWithMovement=isPreemptedBy"],
        "movement preempts pinch"
      ),
      (
        ["relationships.pinchWithMovement=awaitsFailureOf"],
        "pinch awaits failure of movement (0.25 s)"
      ),
      (
        [
          "relationships.pinchWithMovement=isAwaitedBy",
          "relationships.failureDelay=0.1",
        ],
        "movement awaits failure of pinch (0.1 s)"
      ),
      (
        [
          "pinch.isSecondaryEnabled=true",
          "relationships.middlePinchWithSwipe=isAwaitedBy",
        ],
        "swipe awaits failure of middle pinch (0.25 s)"
      ),
      (
        [
          "pinch.isSecondaryEnabled=true",
          "relationships.pinchWithMiddlePinch=preempts",
        ],
        "pinch preempts middle pinch"
      ),
      (
        ["relationships.movementWithSwipe=isPreemptedBy"],
        "swipe preempts movement"
      ),
      (
        [
          "doublePinch.isEnabled=true",
          "relationships.pinchWithDoublePinch=awaitsFailureOf",
        ],
        "pinch awaits failure of double pinch"
      ),
    ]
  )
  func relationship(settings: [String], phrase: String) throws {
    let line = try Self.settingsLine(settings)
    // The relationships come last, separated by commas.
    let relationships = line.components(separatedBy: "; ").last ?? ""
    #expect(
      relationships.components(separatedBy: ", ").contains(phrase),
      "\(line)"
    )
  }

  @Test("a relationship of a gesture that is off is not stated")
  func off() throws {
    // The middle pinch is off in handKit, the swipe when asked.
    #expect(
      !(try Self.settingsLine(["relationships.middlePinchWithSwipe=preempts"]))
        .contains("middle pinch")
    )
    #expect(
      !(try Self.settingsLine([
        "swipe.isEnabled=false", "relationships.movementWithSwipe=preempts",
      ])).contains("preempts")
    )
    #expect(
      !(try Self.settingsLine([
        "relationships.pinchWithDoublePinch=awaitsFailureOf"
      ]))
      .contains("double pinch")
    )
  }

  @Test(
    "the stages the presets leave off state their settings when on",
    arguments: [
      (["facing.isEnabled=true"], "; facing: margin 0.2;"),
      (
        ["facing.isEnabled=true", "facing.usesWorldLandmarks=true"],
        "; facing: margin 0.2 (world normal);"
      ),
      (
        ["hold.isEnabled=true"],
        "; hold: pinched >= 0.5 s, palm within 0.025;"
      ),
      (
        ["hold.isEnabled=true", "hold.isHandRelative=true"],
        "; hold: pinched >= 0.5 s, palm within 0.3 palm sizes;"
      ),
      (
        ["doublePinch.isEnabled=true"],
        "; double pinch: first pinch <= 0.4 s, second within 0.3 s;"
      ),
      (["hands.lossTimeout=0.5"], "; lost after 0.5 s;"),
      (
        [
          #"sequences=[{"name":"grab","steps":[{"gesture":"pinch","phase":"began"}]}]"#
        ],
        "; sequences: grab"
      ),
    ]
  )
  func stageSettings(settings: [String], part: String) throws {
    let line = try Self.settingsLine(settings)
    #expect(line.contains(part) || line.hasSuffix(part.dropLast()))
  }

  @Test(
    "the slider states the control the movement drives",
    arguments: [
      ([], "; slider: gain 100, 0...100;"),
      (
        ["slider.gain=50", "slider.minimum=-1"],
        "; slider: gain 50, -1...100;"
      ),
      (
        ["slider.values=10,20.5,30"],
        "; slider: gain 100, values 10, 20.5, 30;"
      ),
      (["slider.step=25"], "; slider: gain 100, 0...100 in steps of 25;"),
      (
        ["slider.options=low,mid,high", "slider.gain=10"],
        "; picker: gain 10, options low, mid, high;"
      ),
      (["slider.isEnabled=false"], "; swipe:"),
    ]
  )
  func slider(settings: [String], part: String) throws {
    let line = try Self.settingsLine(settings)
    #expect(line.contains(part), "\(line)")
    let controls = line.components(separatedBy: "; ").filter {
      $0.hasPrefix("slider:") || $0.hasPrefix("picker:")
    }
    #expect(controls.count == (settings == ["slider.isEnabled=false"] ? 0 : 1))
  }
}
