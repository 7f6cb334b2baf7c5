import Foundation
import Testing

@Suite("gesture-replay errors")
struct ErrorTests {
  static let usageTail =
    "  See 'gesture-replay --help' for more information.\n"

  @Test(
    "a wrong command line exits 64 with the error, the usage and a hint",
    arguments: [
      (["--frobnicate"], "Error: Unknown option '--frobnicate'\n"),
      ([], "Error: Missing expected argument '<trace>'\n"),
      (
        ["Fixtures/two-hands.json", "--format", "yaml"],
        "Error: The value 'yaml' is invalid for '--format': use text, jsonl, json or csv\n"
      ),
      (
        ["Fixtures/two-hands.json", "--configuration", "fancy"],
        "Error: The value 'fancy' is invalid for '--configuration': use handKit or adaptive\n"
      ),
      (
        ["Fixtures/two-hands.json", "--set", "pinch.enter=0.02"],
        "Error: --set pinch.enter=0.02: The configuration's pinch.enter is not a setting; `gesture-replay defaults` lists them.\n"
      ),
      (
        ["Fixtures/two-hands.json", "--set", "pinch.a\nb=0.02"],
        "Error: --set pinch.a\\u000Ab=0.02: The configuration's pinch.a\\u000Ab is not a setting; `gesture-replay defaults` lists them.\n"
      ),
      (
        ["Fixtures/two-hands.json", "--set", "pinch.enterThreshold=abc"],
        "Error: --set pinch.enterThreshold=abc: The configuration's pinch.enterThreshold must be a number, not 'abc'.\n"
      ),
      (
        ["Fixtures/two-hands.json", "--set", "pinch.enterThreshold"],
        "Error: --set pinch.enterThreshold: The configuration's pinch.enterThreshold needs a value, as in KEY=VALUE.\n"
      ),
      (
        ["Fixtures/two-hands.json", "--format"],
        "Error: Missing value for '--format'\n"
      ),
      (
        ["Fixtures/two-hands.json", "--timeline", "--format", "jsonl"],
        "Error: '--timeline' works only with '--format text'\n"
      ),
      (
        ["Fixtures/two-hands.json", "--check", "--format", "json"],
        "Error: '--check' works only with '--format text'\n"
      ),
      (
        [
          "Fixtures/two-hands.json", "Fixtures/front-camera.json", "--check",
          "--format=jsonl",
        ],
        "Error: '--check' works only with '--format text'\n"
      ),
      (
        ["Fixtures/two-hands.json", "--timeline", "--check"],
        "Error: '--timeline' and '--check' cannot be used together\n"
      ),
      (
        [
          "Fixtures/two-hands.json", "Fixtures/front-camera.json", "--plot",
          "x.svg",
        ],
        "Error: '--plot' works with a single trace\n"
      ),
      (["validate"], "Error: Missing expected argument '<trace> ...'\n"),
      (["help", "nothing"], "Error: Unknown subcommand 'nothing'\n"),
    ]
  )
  func usageError(arguments: [String], message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix(message))
    #expect(run.standardError.contains("\nUsage: gesture-replay "))
    // The hint names the help of the command the usage line is of.
    let tail =
      arguments.first == "validate"
      ? "  See 'gesture-replay validate --help' for more information.\n"
      : Self.usageTail
    #expect(run.standardError.hasSuffix(tail))
  }

  @Test(
    "a picker option's name is letters, digits, - or _, as a pose's is",
    arguments: [
      (#"["lo,w","mid"]"#, 0), (#"["low","mi\"d"]"#, 1),
      (#"["lo","mi","h\ni"]"#, 2),
    ]
  )
  func pickerOptionName(options: String, index: Int) throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write(
      #"{"slider":{"options":\#(options)}}"#,
      to: "options.json"
    )
    let run = try runTool([
      "Fixtures/slider-sweep-return.json", "--config", file, "--timeline",
    ])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: \(file): The configuration's slider.options[\(index)] "
        + "must be 1 to 40 letters, digits, - or _.\n"
    )
  }

  @Test("a configuration that is not valid exits 65 and names the setting")
  func invalidConfiguration() throws {
    let run = try runTool([
      "Fixtures/two-hands.json", "--set", "movement.stopThreshold=0.02",
    ])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: --set movement.stopThreshold=0.02: The configuration's "
        + "movement.stopThreshold (0.02) must not exceed "
        + "movement.startThreshold (0.01).\n"
    )
  }

  @Test("a trace file that does not exist exits 66")
  func missingFile() throws {
    let run = try runTool(["Fixtures/no-such-trace.json"])
    #expect(run.status == 66)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("Error: "))
    #expect(run.standardError.contains("Fixtures/no-such-trace.json"))
    #expect(run.standardError.contains("No such file or directory"))
  }

  @Test("a missing --config file exits 66")
  func missingConfigurationFile() throws {
    let run = try runTool([
      "Fixtures/two-hands.json", "--config", "no-such-config.json",
    ])
    #expect(run.status == 66)
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("no-such-config.json"))
  }

  @Test(
    "a trace that is not valid exits 65, naming frame and field, printing nothing",
    arguments: [
      (
        #"{"version":1,"frames":[{"t":0},{"t":0.1,"hands":[{"joints":{"indexTip":[NaN,0.5]}}]}]}"#,
        "Error: <stdin>: frame 1: hands[0].joints.indexTip: x is NaN\n"
      ),
      (
        #"{"version":2,"frames":[]}"#,
        "Error: <stdin>: version: expected 1, found 2\n"
      ),
      (
        #"{"version":1,"frames":[{"t":0.2},{"t":0.1}]}"#,
        "Error: <stdin>: frame 1: t goes backwards: 0.1 after 0.2\n"
      ),
    ]
  )
  func invalidTrace(input: String, message: String) throws {
    let run = try runTool(["-"], input: input)
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(run.standardError == message)
  }

  @Test(
    "NaN and infinities in unknown members exit 65, naming the place",
    arguments: [
      (
        "header.json",
        #"{"version": 1, "frames": [{"t": 0, "hands": []}], "junk": [NaN]}"#,
        "junk[0]: NaN is not JSON (line 1, column 60)"
      ),
      (
        "frame.json",
        #"{"version":1,"frames":[{"t":0,"hands":[{"junk":{"a":Infinity}}]}]}"#,
        "frame 0: hands[0].junk.a: Infinity is not JSON (line 1, column 53)"
      ),
      (
        "header.jsonl",
        "{\"version\":1,\"junk\":-Infinity}\n{\"t\":0,\"hands\":[]}\n",
        "junk: -Infinity is not JSON (line 1, column 21)"
      ),
      (
        "frame.jsonl",
        "{\"version\":1}\n{\"t\":0}\n\n{\"t\":1,\"hands\":[],\"junk\":[NaN]}\n",
        "frame 1: junk[0]: NaN is not JSON (line 4, column 27)"
      ),
    ]
  )
  func nonJSONTokenInUnknownMember(
    name: String,
    text: String,
    message: String
  ) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-nan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory,
      withIntermediateDirectories: true
    )
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    for arguments in [[url.path], ["validate", url.path]] {
      let run = try runTool(arguments)
      #expect(run.status == 65)
      #expect(
        run.standardOutput
          == (arguments.count == 1 ? "" : "\(url.path): invalid\n")
      )
      #expect(run.standardError == "Error: \(url.path): \(message)\n")
    }
  }

  @Test("validate prints a line per trace and exits 65 at an invalid one")
  func validate() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-validate-\(getpid())")
    try FileManager.default.createDirectory(
      at: directory,
      withIntermediateDirectories: true
    )
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = directory.appendingPathComponent("bad.json")
    try Data(#"{"version":1,"frames":[{"hands":[]}]}"#.utf8).write(to: bad)
    let run = try runTool([
      "validate", "Fixtures/two-hands.json", bad.path,
    ])
    #expect(run.status == 65)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("Fixtures/two-hands.json: ok, ") == true)
    #expect(lines.last == "\(bad.path): invalid")
    #expect(run.standardError == "Error: \(bad.path): frame 0: t is missing\n")
  }

  @Test("validate accepts every fixture")
  func validateFixtures() throws {
    let fixtures = try FileManager.default.contentsOfDirectory(
      atPath: PackagePaths.root.appendingPathComponent("Fixtures").path
    ).filter { $0.hasSuffix(".json") }.sorted().map { "Fixtures/" + $0 }
    let run = try runTool(["validate"] + fixtures)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput.split(separator: "\n").count == fixtures.count)
  }

  @Test(
    "output that cannot be written is an error, exit 74, never a success",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: [
      ["Fixtures/two-hands.json"], ["Fixtures/two-hands.json", "--timeline"],
      ["defaults"], ["validate", "Fixtures/two-hands.json"],
    ]
  )
  func outputThatCannotBeWritten(arguments: [String]) throws {
    let process = Process()
    process.executableURL = PackagePaths.tool
    process.arguments = arguments
    process.currentDirectoryURL = PackagePaths.root
    // A device that refuses every write, as a full disk does.
    process.standardOutput = try FileHandle(
      forWritingTo: URL(fileURLWithPath: "/dev/full")
    )
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(
      String(decoding: message, as: UTF8.self)
        == "Error: cannot write to standard output: No space left on device\n"
    )
  }
}
