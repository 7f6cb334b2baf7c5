import Foundation
import Testing

@Suite("gesture-replay validate")
struct ValidateCommandTests {
  @Test(
    "a valid trace of any length is ok, its duration printed, never a crash",
    arguments: [
      ("0", "1e16", "1e+16"),
      ("-1e300", "1e300", "2e+300"),
      ("-1.7e308", "1.7e308", "inf"),
      ("0", "8999999999.9994", "8999999999.999"),
      ("0", "9000000000000", "9000000000000.0"),
    ]
  )
  func longTrace(first: String, last: String, duration: String) throws {
    let directory = try TemporaryDirectory()
    let long = try directory.write(
      #"{"version":1,"frames":[{"t":\#(first)},{"t":\#(last)}]}"#,
      to: "long.json"
    )
    let run = try runTool(["validate", "Fixtures/two-hands.json", long])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("Fixtures/two-hands.json: ok, ") == true)
    #expect(
      lines.last == "\(long): ok, 2 frames, \(duration) s, 0 expected events"
    )
  }

  @Test("expectations under expectFor are counted, by configuration")
  func expectFor() throws {
    let directory = try TemporaryDirectory()
    let synthesized = directory.url.appendingPathComponent("syn.json").path
    let synth = try runTool([
      "synth", "--script", "open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s",
      "-o", synthesized,
    ])
    #expect(synth.status == 0)
    let run = try runTool(["validate", synthesized])
    #expect(run.status == 0)
    #expect(
      run.standardOutput
        == "\(synthesized): ok, 43 frames, 1.400 s, 3 expected events for "
        + "adaptive, 3 for handKit\n"
    )
    let check = try runTool([synthesized, "--check"])
    #expect(check.standardOutput.hasPrefix("PASS \(synthesized): 3 expected,"))

    let both = try directory.write(
      """
      {"version": 1, "frames": [{"t": 0}],
       "expect": [{"gesture": "hand", "phase": "found", "t": 0},
                  {"gesture": "hand", "phase": "lost", "t": 1}],
       "expectFor": {"strict": {"expect": [
         {"gesture": "hand", "phase": "found", "t": 0}]},
         "a\\nb": {}}}
      """,
      to: "both.json"
    )
    let mixed = try runTool(["validate", both])
    #expect(mixed.status == 0)
    #expect(
      mixed.standardOutput
        == "\(both): ok, 1 frame, 0.000 s, 2 expected events, "
        + "0 for a\\u000Ab, 1 for strict\n"
    )
  }

  @Test("a directory stands for its traces, as in a replay")
  func directory() throws {
    let directory = try TemporaryDirectory()
    let b = try directory.copy(fixture: "two-hands.json", to: "b.json")
    let a = try directory.copy(fixture: "front-camera.json", to: "a/z.json")
    try directory.write("not a trace", to: "notes.txt")
    let empty = directory.url.appendingPathComponent("empty").path
    try FileManager.default.createDirectory(
      atPath: empty,
      withIntermediateDirectories: true
    )
    let single = try runTool(["validate", a, b])
    #expect(single.status == 0)
    let run = try runTool(["validate", directory.url.path + "/"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == single.standardOutput)

    let withEmpty = try runTool(["validate", empty, a])
    #expect(withEmpty.status == 66)
    #expect(
      withEmpty.standardOutput
        == "\(empty): invalid\n"
        + single.standardOutput.split(separator: "\n")[0] + "\n"
    )
    #expect(
      withEmpty.standardError
        == "Error: \(empty): no .json, .jsonl or .ndjson trace in it\n"
    )
  }
}
