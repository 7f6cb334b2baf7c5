import Foundation
import GestureCore
import GestureReplay
import Testing

/// `ReportWriter.report`, the library's whole report of a replay, gives the
/// bytes the tool prints for the same trace and configuration, in every
/// format, with and without the timeline, including the stages the presets
/// leave off.
@Suite("ReportWriter.report: the tool's output, from the library")
struct ReportAPITests {
  /// A fixture, a built-in configuration and a configuration file on top
  /// of it, if any.
  static let cases: [(fixture: String, preset: String, file: String?)] = [
    ("pinch-hold-release-pinch.json", "handKit", nil),
    ("one-frame-spike.json", "handKit", nil),
    ("drift-pinch-30.json", "adaptive", nil),
    ("two-hands.json", "adaptive", nil),
    ("hold-leap.json", "handKit", "handKit-hold.json"),
    ("double-pinch.json", "adaptive", "adaptive-double-pinch.json"),
    ("two-hand-pinch-30.json", "adaptive", "adaptive-two-hand.json"),
    ("facing-away-left.json", "handKit", "handKit-palm-away.json"),
    ("sequence-grab.json", "adaptive", "adaptive-sequences.json"),
    ("pinch-strength-sweep.json", "handKit", nil),
  ]

  /// The tool's output modes: a format, and whether the timeline is on.
  static let modes: [(format: ReportFormat, timeline: Bool)] = [
    (.text, false), (.text, true), (.jsonl, false), (.json, false),
    (.csv, false),
  ]

  @Test("the same bytes as the tool", arguments: cases)
  func sameBytes(example: (fixture: String, preset: String, file: String?))
    throws
  {
    let fixture = "Fixtures/" + example.fixture
    let trace = try Trace(contentsOfFile: PackagePaths.fixture(example.fixture))
    var configuration = try #require(
      GestureConfiguration.builtIn(named: example.preset)
    )
    var options = ["--configuration", example.preset]
    if let file = example.file {
      let path = PackagePaths.root.appendingPathComponent(
        "Fixtures/Configurations/" + file
      ).path
      try configuration.apply(
        settingsJSON: Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      )
      options += ["--config", "Fixtures/Configurations/" + file]
    }
    if example.fixture == "pinch-strength-sweep.json" {
      for setting in [
        "pinch.reportsStrength=true", "pinch.isSecondaryEnabled=true",
      ] {
        try configuration.apply(assignment: setting)
        options += ["--set", setting]
      }
    }
    for (format, timeline) in Self.modes {
      let replay = Replay.run(
        trace,
        configuration: configuration,
        recordsTimeline: timeline
      )
      let report = ReportWriter.report(
        replay,
        format: format,
        configuration: configuration,
        includesTimeline: timeline
      )
      let run = try runTool(
        [fixture, "--format", format.rawValue] + options
          + (timeline ? ["--timeline"] : [])
      )
      #expect(run.status == 0)
      #expect(run.standardError == "")
      #expect(
        report == run.standardOutput,
        "\(example.fixture) \(format) timeline \(timeline)"
      )
    }
  }
}
