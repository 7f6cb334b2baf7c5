import Foundation
import Testing

@Suite("gesture-replay with several traces")
struct BatchReplayTests {
  static let fixtures = [
    "two-hands.json", "pinch-hold-release-pinch.json", "front-camera.json",
    "hand-lost-found.json",
  ]

  /// The single-file outputs, each headed by its path, as a batch prints
  /// them.
  static func expectedBlocks(
    _ paths: [String],
    arguments: [String]
  ) throws -> String {
    var text = ""
    for (index, path) in paths.enumerated() {
      let single = try runTool([path] + arguments)
      #expect(single.status == 0)
      text += (index == 0 ? "" : "\n") + "==> \(path) <==\n"
      text += single.standardOutput
    }
    return text
  }

  @Test(
    "traces print in the order given, whatever the number of workers",
    arguments: ["1", "2", "3", "8"]
  )
  func order(jobs: String) throws {
    let paths = Self.fixtures.map { "Fixtures/\($0)" }
    for format in ["text", "jsonl", "csv"] {
      let expected = try Self.expectedBlocks(
        paths,
        arguments: ["--format", format]
      )
      let run = try runTool(paths + ["--format", format, "--jobs", jobs])
      #expect(run.status == 0)
      #expect(run.standardError == "")
      #expect(run.standardOutput == expected)
    }
  }

  @Test("a directory gives its traces, recursively, sorted by path")
  func directory() throws {
    let directory = try TemporaryDirectory()
    let b = try directory.copy(fixture: "two-hands.json", to: "b.json")
    let a = try directory.copy(
      fixture: "front-camera.json",
      to: "a/z.json"
    )
    let c = try directory.copy(
      fixture: "pinch-hold-release-pinch.json",
      to: "c.JSON"
    )
    try directory.write("not a trace", to: "notes.txt")
    try directory.copy(fixture: "two-hands.json", to: ".hidden.json")
    // A dot that a combining mark follows still starts the name.
    try directory.copy(fixture: "two-hands.json", to: ".\u{301}x.json")
    let expected = try Self.expectedBlocks(
      [a, b, c],
      arguments: ["--format", "jsonl"]
    )
    for argument in [directory.url.path, directory.url.path + "/"] {
      let run = try runTool([argument, "--format", "jsonl"])
      #expect(run.status == 0)
      #expect(run.standardError == "")
      let shown = run.standardOutput.replacingOccurrences(of: "//", with: "/")
      #expect(shown == expected)
    }
  }

  @Test("a directory holding one trace prints it as the trace alone")
  func directoryOfOne() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.copy(fixture: "two-hands.json", to: "only.json")
    let batch = try runTool([directory.url.path])
    let single = try runTool([path])
    #expect(batch.status == 0)
    #expect(batch.standardOutput == single.standardOutput)
  }

  @Test("a bad trace among good ones: the others print, the worst status")
  func badAmongGood() throws {
    let directory = try TemporaryDirectory()
    let bad = try directory.write(
      "{\"version\":1,\"frames\":[{\"t\":\"soon\"}]}",
      to: "bad.json"
    )
    let good = "Fixtures/two-hands.json"
    let other = "Fixtures/front-camera.json"
    let run = try runTool([good, bad, other, "--format", "jsonl"])
    #expect(run.status == 65)
    let expectedGood = try runTool([good, "--format", "jsonl"])
    let expectedOther = try runTool([other, "--format", "jsonl"])
    // The bad trace prints nothing on standard output, not even its
    // heading.
    #expect(
      run.standardOutput
        == "==> \(good) <==\n" + expectedGood.standardOutput
        + "\n==> \(other) <==\n" + expectedOther.standardOutput
    )
    #expect(run.standardError.hasPrefix("Error: \(bad): frame 0: "))

    // Failing first: the first block printed has no blank line before it.
    let first = try runTool([bad, good, "--format", "jsonl"])
    #expect(first.status == 65)
    #expect(
      first.standardOutput == "==> \(good) <==\n" + expectedGood.standardOutput
    )

    // A missing file (66) outranks bad data (65).
    let missing = directory.url.appendingPathComponent("missing.json").path
    let worse = try runTool([bad, good, missing])
    #expect(worse.status == 66)
    #expect(worse.standardError.contains("cannot open '\(missing)'"))
  }

  @Test("an empty directory is an input that cannot be opened")
  func emptyDirectory() throws {
    let directory = try TemporaryDirectory()
    try directory.write("no traces here", to: "readme.txt")
    let good = "Fixtures/two-hands.json"
    let run = try runTool([good, directory.url.path, good, "--format", "jsonl"])
    #expect(run.status == 66)
    #expect(
      run.standardError
        == "Error: \(directory.url.path): no .json, .jsonl or .ndjson trace "
        + "in it\n"
    )
    // Nothing on standard output for the directory, not even a heading.
    let block = try runTool([good, "--format", "jsonl"]).standardOutput
    #expect(
      run.standardOutput
        == "==> \(good) <==\n" + block + "\n==> \(good) <==\n" + block
    )
  }

  @Test("--check across traces: one line each, exit 1 if any disagrees")
  func check() throws {
    let directory = try TemporaryDirectory()
    let failing = try directory.write(
      """
      {"version": 1, "expect": [{"gesture": "pinch", "phase": "began", "t": 0}],
       "frames": [{"t": 0, "hands": []}, {"t": 0.1, "hands": []}]}
      """,
      to: "failing.json"
    )
    let passing = "Fixtures/pinch-hold-release-pinch.json"
    let run = try runTool([passing, failing, passing, "--check", "--jobs", "2"])
    #expect(run.status == 1)
    // A FAIL line is followed by the report's details, indented or not;
    // the verdicts come in input order.
    let lines = run.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ")
    }
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("PASS \(passing): ") == true)
    #expect(lines.dropFirst().first?.hasPrefix("FAIL \(failing): ") == true)
    #expect(lines.last?.hasPrefix("PASS \(passing): ") == true)

    let allPass = try runTool([passing, "Fixtures/two-hands.json", "--check"])
    #expect(allPass.status == 0)
    #expect(allPass.standardOutput.split(separator: "\n").count == 2)
  }

  @Test(
    "options that need a single trace are refused with several",
    arguments: [
      (
        [
          "Fixtures/two-hands.json", "Fixtures/front-camera.json", "--plot",
          "x.svg",
        ],
        "Error: '--plot' works with a single trace\n"
      ),
      (
        ["Fixtures/two-hands.json", "-"],
        "Error: '-' (standard input) cannot be replayed with other traces\n"
      ),
      (
        ["Fixtures/two-hands.json", "--jobs", "0"],
        "Error: The value '0' is invalid for '--jobs': use a whole number of at least 1\n"
      ),
      (
        ["Fixtures/two-hands.json", "--jobs", "99999999999999999999"],
        "Error: The value '99999999999999999999' is invalid for '--jobs': "
          + "it is too large; use a whole number up to \(Int.max)\n"
      ),
      (
        ["Fixtures/two-hands.json", "--jobs", "-99999999999999999999"],
        "Error: The value '-99999999999999999999' is invalid for '--jobs': "
          + "use a whole number of at least 1\n"
      ),
    ]
  )
  func usage(arguments: [String], message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix(message))
  }
}
