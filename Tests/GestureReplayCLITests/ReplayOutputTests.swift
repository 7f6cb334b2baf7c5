import Foundation
import Testing

@Suite("gesture-replay output")
struct ReplayOutputTests {
  static let pinchFixture = "Fixtures/pinch-hold-release-pinch.json"

  static var fixtures: [String] {
    let directory = PackagePaths.root.appendingPathComponent("Fixtures").path
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test("the README's fixture prints its events as a table")
  func readmeCommand() throws {
    let run = try runTool([Self.pinchFixture])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("t (s)") == true)
    #expect(lines.filter { $0.contains("pinch     began") }.count == 2)
  }

  @Test("JSON Lines output matches its golden file")
  func jsonLinesGolden() throws {
    let run = try runTool([Self.pinchFixture, "--format", "jsonl"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    try expectMatchesGolden(
      run.standardOutput,
      named: "pinch-hold-release-pinch.jsonl"
    )
  }

  @Test("the timeline matches its golden file")
  func timelineGolden() throws {
    let run = try runTool(["Fixtures/one-frame-spike.json", "--timeline"])
    #expect(run.status == 0)
    try expectMatchesGolden(
      run.standardOutput,
      named: "one-frame-spike.timeline.txt"
    )
  }

  @Test("two unlabelled hands' timeline, with tracks, matches its golden file")
  func trackTimelineGolden() throws {
    let run = try runTool([
      "Fixtures/identity-unlabelled-hands.json", "--timeline",
      "--config", "Fixtures/Configurations/handKit-tracks.json",
    ])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    try expectMatchesGolden(
      run.standardOutput,
      named: "identity-unlabelled-hands.tracks.timeline.txt"
    )
  }

  @Test("the timeline states the relationships and each decision")
  func timelineRelationships() throws {
    let run = try runTool([
      "Fixtures/drift-pinch-30.json", "--configuration", "adaptive",
      "--timeline",
    ])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(
      lines.first?.hasSuffix(
        "; pinch preempts movement, swipe preempts movement"
      ) == true
    )
    let notes = lines.indices.filter { lines[$0].hasPrefix("    ** ") }
    #expect(
      notes.map { lines[$0] } == ["    ** right: pinch preempted movement"]
    )
    // After the frame's row, before its events.
    let note = try #require(notes.first)
    #expect(lines[note - 1].hasPrefix("   44 1.4667    right"))
    #expect(lines[note + 1].hasSuffix("right    pinch     began"))
    // handKit's pinch and movement are simultaneous: no decision, and the
    // first line names no relationship.
    let handKit = try runTool(["Fixtures/drift-pinch-30.json", "--timeline"])
    #expect(!handKit.standardOutput.contains("**"))
    #expect(!handKit.standardOutput.contains("preempts"))
  }

  @Test("the SVG plot matches its golden file and is well-formed")
  func plotGolden() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-plot-\(getpid()).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try runTool([Self.pinchFixture, "--plot", path])
    #expect(run.status == 0)
    let data = try #require(FileManager.default.contents(atPath: path))
    let svg = String(decoding: data, as: UTF8.self)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("enter &lt; 0.015"))
    #expect(svg.contains("pinch began"))
    #expect(svg.contains("time (s)"))
    try expectMatchesGolden(svg, named: "pinch-hold-release-pinch.svg")
  }

  @Test(
    "the plot labels a swipe with its direction and a pose with its name",
    arguments: [
      ("swipe-up.json", "swipe recognized up"),
      ("swipe-left.json", "swipe recognized left"),
      ("pose-thumb-down.json", "pose began thumbDown"),
      ("pose-victory-front-camera.json", "pose began victory"),
    ]
  )
  func plotLabels(fixture: String, label: String) throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("plot.svg").path
    let run = try runTool(["Fixtures/" + fixture, "--plot", path])
    #expect(run.status == 0)
    let data = try #require(FileManager.default.contents(atPath: path))
    let svg = String(decoding: data, as: UTF8.self)
    // The label is the event's text line's gesture, phase and detail.
    let line = try #require(
      run.standardOutput.split(separator: "\n").first {
        $0.contains(label.split(separator: " ")[0])
      }
    )
    #expect(line.contains(String(label.split(separator: " ")[2])))
    #expect(svg.contains(">\(label)</text>"))
  }

  @Test(
    "every format is byte-identical across runs",
    arguments: ["text", "jsonl", "json", "csv"]
  )
  func deterministic(format: String) throws {
    let first = try runTool(["Fixtures/two-hands.json", "--format", format])
    let second = try runTool(["Fixtures/two-hands.json", "--format", format])
    #expect(first.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    #expect(!first.standardOutput.isEmpty)
  }

  @Test("jsonl has the contract's keys in order, one event per line")
  func jsonLinesShape() throws {
    let run = try runTool([
      "Fixtures/slider-sweep-return.json", "--format", "jsonl",
    ])
    let lines = run.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.hasPrefix("{\"t\":"))
      #expect(line.contains(",\"frame\":"))
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      let keys = try #require(object as? [String: Any]).keys
      #expect(
        Set(keys).isSubset(of: [
          "t", "frame", "hand", "gesture", "phase", "value", "direction",
          "name",
          "finger", "score",
        ])
      )
    }
    #expect(
      lines.contains {
        $0.contains("\"gesture\":\"slider\"") && $0.contains("\"value\":")
      }
    )
  }

  @Test("json and csv carry the same events as jsonl")
  func formatsAgree() throws {
    let jsonl = try runTool([Self.pinchFixture, "--format", "jsonl"])
    let json = try runTool([Self.pinchFixture, "--format", "json"])
    let csv = try runTool([Self.pinchFixture, "--format", "csv"])
    let object = try JSONSerialization.jsonObject(
      with: Data(json.standardOutput.utf8)
    )
    let events = try #require((object as? [String: Any])?["events"] as? [Any])
    let count = jsonl.standardOutput.split(separator: "\n").count
    #expect(events.count == count)
    let rows = csv.standardOutput.split(separator: "\n")
    let header =
      "t,frame,hand,gesture,phase,value,direction,name,finger,score,"
      + "scale,rotation"
    #expect(rows.first.map(String.init) == header)
    #expect(rows.count == count + 1)
  }

  @Test("standard input replays like the file")
  func standardInput() throws {
    let data = try #require(
      FileManager.default.contents(
        atPath: PackagePaths.fixture("two-hands.json")
      )
    )
    let fromFile = try runTool(["Fixtures/two-hands.json", "--format", "jsonl"])
    let fromInput = try runTool(
      ["-", "--format", "jsonl"],
      input: String(decoding: data, as: UTF8.self)
    )
    #expect(fromInput.status == 0)
    #expect(fromInput.standardOutput == fromFile.standardOutput)
  }

  @Test("every fixture passes --check", arguments: fixtures)
  func fixturePassesCheck(name: String) throws {
    let run = try runTool(["Fixtures/" + name, "--check"])
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.hasPrefix("PASS Fixtures/\(name): "))
  }

  @Test("every fixture passes --check with adaptive", arguments: fixtures)
  func fixturePassesAdaptiveCheck(name: String) throws {
    let run = try runTool([
      "Fixtures/" + name, "--configuration", "adaptive", "--check",
    ])
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.hasPrefix("PASS Fixtures/\(name): "))
  }

  /// pinch-hold-release-pinch's top-level list is handKit's; its
  /// expectFor gives adaptive a set of its own.
  @Test(
    "--check notes a top-level expect list the configuration's set replaces"
  )
  func checkNotesTheSetChecked() throws {
    let name = "Fixtures/pinch-hold-release-pinch.json"
    let pass = "PASS \(name): 5 expected, 5 met, 0 missing, 0 extra\n"
    let adaptive = try runTool([name, "--configuration", "adaptive", "--check"])
    #expect(adaptive.status == 0)
    #expect(
      adaptive.standardOutput
        == pass + "note: the trace's expectFor set for adaptive is checked, "
        + "not its top-level expect list (5 expectations)\n"
    )
    let handKit = try runTool([name, "--check"])
    #expect(handKit.status == 0)
    #expect(handKit.standardOutput == pass)
  }

  @Test("--check exits 1 and names the missing and extra events")
  func checkFails() throws {
    let trace = """
      {"version":1,"frames":[
        {"t":0,"hands":[{"chirality":"right","joints":{"thumbTip":[0.5,0.5],"indexTip":[0.6,0.5]}}]},
        {"t":0.1,"hands":[{"chirality":"right","joints":{"thumbTip":[0.5,0.5],"indexTip":[0.51,0.5]}}]}
      ],
      "expect":[{"gesture":"pinch","phase":"began","t":0.5,"within":0.1}],
      "expectIgnoring":["hand","movement","slider"]}
      """
    let run = try runTool(["-", "--check"], input: trace)
    #expect(run.status == 1)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        FAIL <stdin>: 1 expected, 0 met, 1 missing, 1 extra
        missing: pinch began at 0.5000 s ±0.1000; nearest: pinch began at 0.1000 s (frame 1, right hand) (0.4000 s early)
        extra:   pinch began at 0.1000 s (frame 1, right hand)

        """
    )
  }

  @Test("defaults printed and read back as --config change nothing")
  func defaultsRoundTrip() throws {
    let defaults = try runTool(["defaults"])
    #expect(defaults.status == 0)
    #expect(defaults.standardOutput.contains("\"enterThreshold\": 0.015"))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-config-\(getpid()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(defaults.standardOutput.utf8).write(to: URL(fileURLWithPath: path))
    let plain = try runTool([Self.pinchFixture, "--format", "jsonl"])
    let configured = try runTool([
      Self.pinchFixture, "--format", "jsonl", "--config", path,
    ])
    #expect(configured.status == 0)
    #expect(configured.standardOutput == plain.standardOutput)
  }

  @Test("--set changes a threshold and the events follow")
  func setChangesEvents() throws {
    let run = try runTool([
      Self.pinchFixture, "--format", "jsonl", "--set", "pinch.isEnabled=false",
    ])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("\"gesture\":\"pinch\""))
  }

  @Test("a --config file with an unknown key exits 65 naming it")
  func configUnknownKey() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-badconfig-\(getpid()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(#"{"pinch": {"enterTreshold": 0.02}}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    let run = try runTool([Self.pinchFixture, "--config", path])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: \(path): The configuration's pinch.enterTreshold is not a "
        + "setting; `gesture-replay defaults` lists them.\n"
    )
  }
}
