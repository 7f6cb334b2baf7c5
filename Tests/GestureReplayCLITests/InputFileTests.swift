import Foundation
import Testing

/// The tool's small inputs read whole (a script, a configuration file), and
/// the errors that name where a configuration that is not valid comes from.
@Suite("gesture-replay inputs: scripts, configuration files, repeated flags")
struct InputFileTests {
  /// Writes bytes to a file of the directory; returns its path.
  static func write(
    _ bytes: [UInt8],
    to name: String,
    in directory: borrowing TemporaryDirectory
  ) throws -> String {
    let url = directory.url.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Scripts that stop being UTF-8, and where.
  static let notUTF8: [(bytes: [UInt8], place: String)] = {
    let utf8 = { (text: String) -> [UInt8] in Array(text.utf8) }
    var cases: [(bytes: [UInt8], place: String)] = []
    // A Latin-1 'é' in a comment, on the second line.
    cases.append(
      (
        utf8("open 1s\n# caf") + [0xE9] + utf8("\npinch 0.5s\n"),
        "line 2, byte 6: 0xE9"
      )
    )
    // The same after a CRLF line: lines end at LF.
    cases.append(
      (utf8("open 1s\r\n# caf") + [0xE9] + utf8("\r\n"), "line 2, byte 6: 0xE9")
    )
    // A character cut short at the end of the file.
    cases.append((utf8("open 1s\n") + [0xE2, 0x82], "line 2, byte 1: 0xE2"))
    // A lone continuation byte first.
    cases.append(([0x80] + utf8("open 1s\n"), "line 1, byte 1: 0x80"))
    return cases
  }()

  @Test(
    "a script that is not UTF-8 exits 65 naming the line and the byte",
    arguments: notUTF8
  )
  func scriptNotUTF8(bytes: [UInt8], place: String) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.write(bytes, to: "script.txt", in: directory)
    let output = directory.url.appendingPathComponent("out.json").path
    let run = try runTool(["synth", path, "-o", output])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: \(path): \(place) starts no UTF-8 character, and a script "
        + "is UTF-8 text\n"
    )
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(
    "a script of at most 1 MiB is read, one byte more is refused",
    arguments: [(1 << 20, true), ((1 << 20) + 1, false)]
  )
  func scriptLimit(size: Int, isRead: Bool) throws {
    let directory = try TemporaryDirectory()
    let step = Array("open 1s\n".utf8)
    // A comment fills the script to its size, the step ends it.
    let comment =
      [UInt8(ascii: "#")]
      + Array(
        repeating: UInt8(ascii: " "),
        count: size - step.count - 2
      ) + [UInt8(ascii: "\n")]
    let path = try Self.write(comment + step, to: "big.txt", in: directory)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        == size
    )
    let output = directory.url.appendingPathComponent("out.json").path
    let run = try runTool(["synth", path, "-o", output])
    if isRead {
      #expect(run.status == 0)
      #expect(FileManager.default.fileExists(atPath: output))
    } else {
      #expect(run.status == 65)
      #expect(
        run.standardError
          == "Error: \(path): a script must be at most 1 MiB, and this one is "
          + "larger\n"
      )
    }
  }

  @Test(
    "a configuration file of at most 16 MiB is read, one byte more is refused",
    arguments: [(16 << 20, true), ((16 << 20) + 1, false)]
  )
  func configurationLimit(size: Int, isRead: Bool) throws {
    let directory = try TemporaryDirectory()
    let object = Array(#"{"pinch":{"enterThreshold":0.02}}"#.utf8)
    let padding = Array(
      repeating: UInt8(ascii: " "),
      count: size - object.count
    )
    let path = try Self.write(object + padding, to: "big.json", in: directory)
    let run = try runTool(["Fixtures/two-hands.json", "--config", path])
    if isRead {
      #expect(run.status == 0)
      #expect(run.standardError == "")
    } else {
      #expect(run.status == 65)
      #expect(
        run.standardError
          == "Error: \(path): a configuration must be at most 16 MiB, and "
          + "this one is larger\n"
      )
    }
  }

  @Test(
    "--config - names a file called -, not standard input, which the trace may read"
  )
  func configurationNotFromStandardInput() throws {
    let run = try runTool(
      ["-", "--config", "-"],
      input: #"{"version":1,"frames":[{"t":0}]}"#
    )
    #expect(run.status == 66)
    #expect(
      run.standardError == "Error: cannot open '-': No such file or directory\n"
    )
  }

  @Test("a tool that exits before reading a large standard input still reports")
  func exitsBeforeReading() throws {
    // A megabyte fills the pipe: the tool, stopped by its command line,
    // never reads it, and the test's write meets a closed pipe.
    let run = try runTool(
      ["-", "--no-such-option"],
      input: String(repeating: " ", count: 1 << 20)
    )
    #expect(run.status == 64)
    #expect(run.standardError.contains("--no-such-option"))
  }

  /// The error a pinch exit threshold under its enter threshold gives.
  /// The error of a pinch's exit threshold below its enter threshold.
  static func pinchThresholds(exit: String, enter: String) -> String {
    "The configuration's pinch.exitThreshold (\(exit)) must be at least "
      + "pinch.enterThreshold (\(enter)).\n"
  }

  @Test("a configuration that is not valid names the options it comes from")
  func configurationSources() throws {
    let directory = try TemporaryDirectory()
    // Valid on handKit alone (0.015 and 0.03), not valid with a low exit.
    let valid = try directory.write(
      #"{"pinch":{"enterThreshold":0.02}}"#,
      to: "valid.json"
    )
    // Not valid on handKit alone: an enter above handKit's exit of 0.03.
    let invalid = try directory.write(
      #"{"pinch":{"enterThreshold":0.05}}"#,
      to: "invalid.json"
    )
    let trace = "Fixtures/two-hands.json"
    let cases: [([String], String?, (exit: String, enter: String))] = [
      // The file alone.
      (["--config", invalid], invalid, ("0.03", "0.05")),
      // Assignments alone, all of them named.
      (
        [
          "--set", "pinch.enterThreshold=0.05", "--set",
          "swipe.isEnabled=false",
        ],
        "--set pinch.enterThreshold=0.05, --set swipe.isEnabled=false",
        ("0.03", "0.05")
      ),
      // A valid file made invalid by an assignment: the assignment.
      (
        ["--config", valid, "--set", "pinch.exitThreshold=0.01"],
        "--set pinch.exitThreshold=0.01",
        ("0.01", "0.02")
      ),
      // An invalid file that an assignment does not mend: both.
      (
        ["--config", invalid, "--set", "pinch.exitThreshold=0.04"],
        "\(invalid), --set pinch.exitThreshold=0.04",
        ("0.04", "0.05")
      ),
      // An invalid file that an assignment mends: valid.
      (
        ["--config", invalid, "--set", "pinch.exitThreshold=0.06"], nil,
        ("", "")
      ),
    ]
    for (options, sources, values) in cases {
      let run = try runTool([trace] + options)
      if let sources {
        #expect(run.status == 65, "\(options)")
        #expect(run.standardOutput == "")
        #expect(
          run.standardError
            == "Error: \(sources): "
            + Self.pinchThresholds(exit: values.exit, enter: values.enter),
          "\(options)"
        )
      } else {
        #expect(run.status == 0, "\(options)")
        #expect(run.standardError == "")
      }
    }
  }

  @Test(
    "a flag given twice is a usage error, as an option given twice is",
    arguments: [
      ["Fixtures/two-hands.json", "--check", "--check"],
      ["Fixtures/two-hands.json", "--timeline", "--timeline"],
      ["synth", "--script", "open 1s", "--mirrored", "--mirrored"],
    ]
  )
  func flagTwice(arguments: [String]) throws {
    let run = try runTool(arguments)
    let flag = arguments.last ?? ""
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix("Error: '\(flag)' may be given only once\n")
    )
  }
}
