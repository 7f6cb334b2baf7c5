import Foundation
import GestureReplay
import Testing

@Suite("gesture-replay synth")
struct SynthTests {
  static let usageTail =
    "  See 'gesture-replay synth --help' for more information.\n"

  @Test(
    "synth explains itself on --help, with the script language and an example",
    arguments: [["synth", "--help"], ["synth", "-h"], ["help", "synth"]]
  )
  func help(arguments: [String]) throws {
    let run = try runTool(arguments)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let text = run.standardOutput
    #expect(text.hasPrefix("OVERVIEW: "))
    for heading in [
      "USAGE: gesture-replay synth <script>", "ARGUMENTS:\n", "OPTIONS:\n",
      "SCRIPT STEPS:\n", "EXPECTED EVENTS:\n", "EXAMPLE:\n",
    ] {
      #expect(text.contains(heading), "\(heading)")
    }
    for option in [
      "--script <text>", "--fps <n>", "--noise <sigma>", "--seed <n>",
      "-o, --output <file>", "--hand <side>", "--hand-size <size>",
      "--at <x,y>", "--confidence <value>", "--mirrored", "--origin <origin>",
      "--orientation <orientation>", "--configuration <name>",
      "--config <file>", "--set <key=value>", "-h, --help",
    ] {
      #expect(text.contains("\n  " + option), "\(option)")
    }
    for step in [
      "open <duration>", "pinch <duration>", "hold <duration>",
      "release <duration>", "move <direction> <distance> over <duration>",
      "lose <duration>", "hand left|right", "size <size>", "at <x> <y>",
      "confidence <value>",
    ] {
      #expect(text.contains("\n  " + step), "\(step)")
    }
    for line in text.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("the main help lists synth among the subcommands")
  func listed() throws {
    let run = try runTool(["--help"])
    #expect(run.standardOutput.contains("\n  synth "))
  }

  @Test("the help's example passes its own check")
  func helpExample() throws {
    let help = try runTool(["help", "synth"]).standardOutput
    let example = try #require(help.split(separator: "EXAMPLE:\n").last)
    let script = example.split(separator: "\n\n").first.map {
      $0.split(separator: "\n").map { $0.dropFirst(2) }.joined(separator: "\n")
    }
    let text = try #require(script)
    #expect(text.contains("move right"))
    let synth = try runTool(
      ["synth", "-", "--fps", "60", "--noise", "0.0005"],
      input: text
    )
    #expect(synth.status == 0)
    // handKit takes the slider's reference late at 60 fps, as
    // Docs/CLI/SynthExpectations.md shows: the value is left out, with a
    // warning.
    #expect(
      synth.standardError.hasPrefix(
        "Warning: script line 4: 'move right 0.3 over 0.6s' means slider "
          + "ended with value 30 ± "
      )
    )
    #expect(synth.standardError.split(separator: "\n").count == 1)
    for configuration in ["handKit", "adaptive"] {
      let check = try runTool(
        ["-", "--check", "--configuration", configuration],
        input: synth.standardOutput
      )
      #expect(check.status == 0, "\(check.standardOutput)")
    }
  }

  @Test(
    "a wrong command line exits 64 with the error, the usage and a hint",
    arguments: [
      (["synth"], "Error: Missing expected argument '<script>'\n"),
      (["synth", "a.txt", "b.txt"], "Error: Unexpected argument 'b.txt'\n"),
      (
        ["synth", "a.txt", "--script", "open 1s"],
        "Error: Unexpected argument 'a.txt': give a script file or --script, "
          + "not both\n"
      ),
      (["synth", "--script"], "Error: Missing value for '--script'\n"),
      (["synth", "--wiggle"], "Error: Unknown option '--wiggle'\n"),
      (
        ["synth", "--script", "open 1s", "--fps", "0"],
        "Error: The value '0' is invalid for '--fps': use a number from 1 to "
          + "240\n"
      ),
      (
        ["synth", "--script", "open 1s", "--fps", "fast"],
        "Error: The value 'fast' is invalid for '--fps': use a number from 1 "
          + "to 240\n"
      ),
      (
        ["synth", "--script", "open 1s", "--noise", "nan"],
        "Error: The value 'nan' is invalid for '--noise': use a standard "
          + "deviation from 0 to 0.05\n"
      ),
      (
        ["synth", "--script", "open 1s", "--seed", "-1"],
        "Error: The value '-1' is invalid for '--seed': use a whole number "
          + "from 0\n"
      ),
      (
        ["synth", "--script", "open 1s", "--hand", "both"],
        "Error: The value 'both' is invalid for '--hand': use left or right\n"
      ),
      (
        ["synth", "--script", "open 1s", "--hand-size", "0.5"],
        "Error: The value '0.5' is invalid for '--hand-size': use a size from "
          + "0.04 to 0.3\n"
      ),
      (
        ["synth", "--script", "open 1s", "--at", "0.5"],
        "Error: The value '0.5' is invalid for '--at': use x,y with both from "
          + "0 to 1\n"
      ),
      (
        ["synth", "--script", "open 1s", "--confidence", "1.5"],
        "Error: The value '1.5' is invalid for '--confidence': use a number "
          + "from 0 to 1\n"
      ),
      (
        ["synth", "--script", "open 1s", "--origin", "middle"],
        "Error: The value 'middle' is invalid for '--origin': use topLeft or "
          + "bottomLeft\n"
      ),
      (
        ["synth", "--script", "open 1s", "--orientation", "sideways"],
        "Error: The value 'sideways' is invalid for '--orientation': use up, "
          + "right, down or left\n"
      ),
      (
        ["synth", "--script", "open 1s", "-o", "a.json", "--output", "b.json"],
        "Error: '-o' and '--output' are the same option\n"
      ),
      (
        ["synth", "--script", "open 1s", "--fps", "30", "--fps", "60"],
        "Error: '--fps' may be given only once\n"
      ),
      (
        ["synth", "--script", "open 1s", "--configuration", "strict"],
        "Error: The value 'strict' is invalid for '--configuration': use "
          + "handKit or adaptive\n"
      ),
      (
        ["synth", "--script", "open 1s", "--set", "pinch.enterThreshold=0.02"],
        "Error: The configuration is named 'handKit' but differs from handKit "
          + "in pinch.enterThreshold: give it a name of its own, as in --set "
          + "name=custom, so that its expectations are not taken for "
          + "handKit's\n"
      ),
      (
        [
          "synth", "--script", "open 1s", "--configuration", "adaptive",
          "--set", "name=handKit",
        ],
        "Error: The configuration is named 'handKit' but differs from handKit "
          + "in relationships.pinchWithMovement, "
          + "relationships.middlePinchWithMovement, "
          + "relationships.movementWithSwipe, relationships.failureDelay, "
          + "hands.minimumScore, hands.lossTimeout, hands.confirmationTime, "
          + "facing.usesWorldLandmarks, "
          + "pinch.isHandRelative, pinch.usesWorldLandmarks, "
          + "pinch.rejectsFist, hold.isHandRelative, movement.measure, "
          + "movement.point, "
          + "movement.usesWorldLandmarks, "
          + "movement.displacementStartThreshold, "
          + "slider.referencesMovementStart, "
          + "swipe.maximumDuration, swipe.isHandRelative, "
          + "poses.usesWorldLandmarks: give "
          + "it a name of its own, as in --set name=custom, so that its "
          + "expectations are not "
          + "taken for handKit's\n"
      ),
      (
        ["synth", "--script", "open 1s", "--set", "pinch.enter=1"],
        "Error: --set pinch.enter=1: The configuration's pinch.enter is not a "
          + "setting; `gesture-replay defaults` lists them.\n"
      ),
    ]
  )
  func usageError(arguments: [String], message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix(message))
    #expect(run.standardError.contains("\nUsage: gesture-replay synth "))
    #expect(run.standardError.hasSuffix(Self.usageTail))
  }

  @Test(
    "a script error exits 65 and names the line, printing nothing",
    arguments: [
      (
        "open 0.5s\nhold 1s\nwiggle 2s\n",
        "Error: script line 3: unknown step 'wiggle'; the steps are open, "
          + "pinch, hold, release, move, lose, hand, size, at and confidence\n"
      ),
      (
        "open 0.5s\n# a comment\nmove right far over 1s",
        "Error: script line 3: 'far' is not a distance: use a number of "
          + "normalized display units greater than 0 and at most 100, as in "
          + "'move right 0.3 over 0.6s'\n"
      ),
      (
        "open 1s; confidence 0.5",
        "Error: script line 1: 'confidence' must come before the hand "
          + "appears (before the first open, pinch, release or move)\n"
      ),
      (
        "hand right; open 1s\nhand right; open 1s",
        "Error: script line 2: 'hand right' names the hand of line 1 again: "
          + "the two hands of a script are a left and a right one\n"
      ),
      (
        "pinch 0.5\n",
        "Error: script line 1: '0.5' is not a duration: write seconds or "
          + "milliseconds with their unit, as in 0.5s or 500ms\n"
      ),
      (
        "# nothing to do\n",
        "Error: the script has no steps that take time; start with one, as "
          + "in 'open 0.5s'\n"
      ),
    ]
  )
  func scriptError(script: String, message: String) throws {
    for arguments in [["synth", "-"], ["synth", "--script", script]] {
      let run = try runTool(arguments, input: script)
      #expect(run.status == 65)
      #expect(run.standardOutput == "")
      #expect(run.standardError == message)
    }
  }

  @Test("a script file that cannot be opened exits 66")
  func missingScript() throws {
    let run = try runTool(["synth", "no-such-script.txt"])
    #expect(run.status == 66)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: cannot open 'no-such-script.txt': No such file or "
        + "directory\n"
    )
  }

  @Test("an output file that cannot be written exits 73")
  func unwritableOutput() throws {
    let run = try runTool([
      "synth", "--script", "open 1s", "-o", "/no-such-directory/trace.json",
    ])
    #expect(run.status == 73)
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("/no-such-directory/trace.json"))
  }

  @Test("a slow move is a warning on standard error; the trace still comes")
  func warning() throws {
    let run = try runTool([
      "synth", "--script", "open 0.5s\nmove right 0.05 over 1s\nhold 0.5s",
    ])
    #expect(run.status == 0)
    #expect(
      run.standardError
        == "Warning: script line 2: 'move right 0.05 over 1s' means movement "
        + "began (0.5 to 1.1333 s), slider began (0.5 to 1.1333 s), slider "
        + "ended (1.3667 to 1.6333 s) and movement ended (1.3667 to 1.6333 s), "
        + "but handKit gives none of them; the trace does not expect them\n"
        + "Warning: script line 2: 'move right 0.05 over 1s' means movement "
        + "began (0.5 to 1.8033 s), slider began (0.5 to 1.8033 s), slider "
        + "ended (1.1967 to 1.8033 s) and movement ended (1.1967 to 1.8033 s), "
        + "but adaptive gives none of them; the trace does not expect them\n"
    )
    let trace = try Trace(bytes: Array(run.standardOutput.utf8))
    for name in ["handKit", "adaptive"] {
      let set = trace.expectationSet(for: name)
      #expect(!set.expectations.contains { $0.gesture == .movement })
    }
  }

  static let pinchScript = "open 0.5s\npinch 0.2s\nhold 0.5s\nrelease 0.2s"

  @Test(
    "--set reaches the expectations: a pinch too shallow for it is a warning",
    arguments: [
      ["--set", "name=shallow", "--set", "pinch.enterThreshold=0.001"],
      ["--config", "shallow.json"],
    ]
  )
  func configurationOptions(options: [String]) throws {
    let directory = try TemporaryDirectory()
    let config = directory.url.appendingPathComponent("shallow.json")
    try #"{"name": "shallow", "pinch": {"enterThreshold": 0.001}}"#.write(
      to: config,
      atomically: true,
      encoding: .utf8
    )
    let arguments = options.map { $0 == "shallow.json" ? config.path : $0 }
    let synth = try runTool(
      ["synth", "--script", Self.pinchScript] + arguments
    )
    #expect(synth.status == 0)
    #expect(
      synth.standardError
        == "Warning: script line 2: 'pinch 0.2s' means pinch began (0.5 to "
        + "0.7333 s), but shallow gives none; the trace does not expect it\n"
        + "Warning: script line 4: 'release 0.2s' means pinch ended (1.2 to "
        + "1.4333 s), but shallow gives none; the trace does not expect it\n"
    )
    #expect(
      synth.standardOutput.contains(
        #""expectFor":{"shallow":{"configuration":{"name":"shallow","#
          + #""pinch":{"enterThreshold":0.001}},"expect":[{"gesture":"hand","#
          + #""phase":"found","t":0,"hand":"right"}],"#
      )
    )
    let same = try runTool(
      ["-", "--check"] + arguments,
      input: synth.standardOutput
    )
    #expect(same.status == 0)
    #expect(
      same.standardOutput
        == "PASS <stdin>: 1 expected, 1 met, 0 missing, 0 extra\n"
    )
    #expect(same.standardError == "")
    // handKit is not what the trace was checked with, and --check says so.
    let other = try runTool(["-", "--check"], input: synth.standardOutput)
    #expect(other.status == 1)
    #expect(
      other.standardOutput.hasSuffix(
        "note: the trace has expectations for shallow, not for handKit\n"
      )
    )
  }

  @Test("--check notes a set made with other settings under its name")
  func otherSettings() throws {
    let synth = try runTool(
      [
        "synth", "--script", Self.pinchScript, "--set", "name=strict",
        "--set", "pinch.enterThreshold=0.005",
      ]
    )
    #expect(synth.status == 0 && synth.standardError == "")
    let check = try runTool(
      ["-", "--check", "--set", "name=strict"],
      input: synth.standardOutput
    )
    #expect(check.status == 0)
    #expect(
      check.standardOutput
        == "PASS <stdin>: 3 expected, 3 met, 0 missing, 0 extra\n"
        + "note: the expectations for strict were made with other settings: "
        + "pinch.enterThreshold\n"
    )
  }

  @Test("a configuration file that cannot be opened exits 66, printing nothing")
  func missingConfiguration() throws {
    let run = try runTool(
      ["synth", "--script", "open 1s", "--config", "no-such-config.json"]
    )
    #expect(run.status == 66)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: cannot open 'no-such-config.json': No such file or "
        + "directory\n"
    )
  }

  @Test("--configuration alone writes that configuration's list alone")
  func oneConfiguration() throws {
    let run = try runTool(
      ["synth", "--script", Self.pinchScript, "--configuration", "adaptive"]
    )
    #expect(run.status == 0 && run.standardError == "")
    let trace = try Trace(bytes: Array(run.standardOutput.utf8))
    #expect(Array(trace.expectationsByConfiguration.keys) == ["adaptive"])
  }

  @Test(
    "the trace goes to standard output or to -o, the same bytes every time",
    arguments: ["json", "jsonl"]
  )
  func output(format: String) throws {
    let script =
      "open 0.3s; pinch 0.2s; hold 0.2s; release 0.2s; "
      + "move left 0.2 over 0.3s; hold 0.3s"
    let options = ["--fps", "60", "--noise", "0.0008", "--seed", "9"]
    let first = try runTool(["synth", "--script", script] + options)
    let second = try runTool(["synth", "-"] + options, input: script)
    #expect(first.status == 0 && second.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    #expect(first.standardOutput.hasPrefix(#"{"version":1,"source":"synth""#))
    // `-o -` is standard output.
    let dash = try runTool(["synth", "--script", script, "-o", "-"] + options)
    #expect(dash.standardOutput == first.standardOutput)
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("trace.\(format)")
    let written = try runTool(
      ["synth", "--script", script, "-o", file.path] + options
    )
    #expect(written.status == 0)
    #expect(written.standardOutput == "")
    #expect(written.standardError == "")
    let text = try String(contentsOf: file, encoding: .utf8)
    if format == "json" {
      #expect(text == first.standardOutput)
    } else {
      #expect(!text.contains(#""frames""#))
      let trace = try Trace(bytes: Array(first.standardOutput.utf8))
      #expect(text.split(separator: "\n").count == 1 + trace.frames.count)
    }
    let check = try runTool([file.path, "--check"])
    #expect(check.status == 0, "\(check.standardOutput)")
  }

  static let scripts = [
    "open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s; move right 0.3 over "
      + "0.3s; hold 0.3s; lose 0.4s; open 0.3s",
    "hand left; size 0.08; open 0.3s; move left 0.25 over 0.25s linear; "
      + "hold 0.4s; move up 0.2 over 0.3s; hold 0.4s",
    "lose 0.2s; at 0.3 0.5; open 0.3s; pinch 0.2s; move right 0.3 over 0.3s; "
      + "hold 0.3s; release 0.2s; hold 0.3s",
    "size 0.2; at 0.2 0.5; open 0.3s; move right 0.5 over 0.5s; hold 0.3s; "
      + "move left 0.2 over 0.3s; hold 0.3s; lose 0.3s; open 0.2s",
  ]

  /// Frame rate and camera options, each with noise and a seed.
  static let settings: [[String]] = [15, 30, 60].flatMap { fps in
    [
      ["--fps", "\(fps)", "--noise", "0.001", "--seed", "\(fps)"],
      [
        "--fps", "\(fps)", "--noise", "0.001", "--seed", "\(fps + 1)",
        "--mirrored",
      ],
    ]
  }

  @Test(
    "synth | gesture-replay - --check passes",
    arguments: scripts,
    settings
  )
  func synthThenCheck(script: String, options: [String]) throws {
    let synth = try runTool(["synth", "--script", script] + options)
    #expect(synth.status == 0)
    // Where a configuration does not do what the script means, a warning
    // names the step, and the trace leaves it out: the checks pass.
    for line in synth.standardError.split(separator: "\n") {
      #expect(line.hasPrefix("Warning: script line "), "\(line)")
    }
    for configuration in ["handKit", "adaptive"] {
      let check = try runTool(
        ["-", "--check", "--configuration", configuration],
        input: synth.standardOutput
      )
      #expect(check.status == 0, "\(configuration): \(check.standardOutput)")
      #expect(check.standardOutput.hasPrefix("PASS <stdin>: "))
      #expect(check.standardError == "")
    }
  }
}
