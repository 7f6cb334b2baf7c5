import Foundation
import GestureReplay
import Testing

@Suite("gesture-replay on JSON Lines")
struct JSONLinesTests {
  static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-\(getpid())-\(name)")
    try Data(bytes).write(to: url)
    return url
  }

  @Test(
    "a JSON Lines trace replays and checks like its JSON original",
    arguments: ["two-hands.json", "slider-clamp.json", "hand-lost-found.json"]
  )
  func sameAsJSON(name: String) throws {
    let trace = try Trace(contentsOfFile: PackagePaths.fixture(name))
    let url = try Self.temporaryFile(
      name + "l",
      trace.encoded(as: .jsonLines)
    )
    defer { try? FileManager.default.removeItem(at: url) }
    let json = try runTool(["Fixtures/" + name, "--format", "jsonl"])
    let lines = try runTool([url.path, "--format", "jsonl"])
    #expect(lines.status == 0)
    #expect(lines.standardOutput == json.standardOutput)
    let check = try runTool([url.path, "--check"])
    #expect(check.status == 0)
  }

  @Test("the name decides: JSON Lines named .json is refused, saying why")
  func namedJSON() throws {
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("two-hands.json")
    )
    let directory = try TemporaryDirectory()
    let bytes = String(
      decoding: try trace.encoded(as: .jsonLines),
      as: UTF8.self
    )
    let named = try directory.write(bytes, to: "lines.json")
    let run = try runTool([named])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: \(named): expected the end of the input, found '{'; a "
        + "trace of one object a line is JSON Lines, read from a .jsonl "
        + "file (line 2, column 1)\n"
    )
    // The same bytes named otherwise, or piped, are recognized.
    let text = try directory.write(bytes, to: "lines.txt")
    #expect(try runTool([text]).status == 0)
    #expect(try runTool(["-"], input: bytes).status == 0)
  }

  @Test("JSON Lines under another name, or piped, read as a .jsonl file")
  func otherNames() throws {
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("two-hands.json")
    )
    let bytes = try trace.encoded(as: .jsonLines)
    let named = try Self.temporaryFile("other-names.jsonl", bytes)
    let unnamed = try Self.temporaryFile("other-names.txt", bytes)
    defer {
      try? FileManager.default.removeItem(at: named)
      try? FileManager.default.removeItem(at: unnamed)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for arguments in [["--format", "jsonl"], ["--timeline"], ["--check"]] {
      let expected = try runTool([named.path] + arguments)
      #expect(expected.status == 0)
      let other = try runTool([unnamed.path] + arguments)
      #expect(other.status == 0)
      #expect(
        other.standardOutput
          == expected.standardOutput.replacingOccurrences(
            of: named.path,
            with: unnamed.path
          )
      )
      let piped = try runTool(["-"] + arguments, input: text)
      #expect(piped.status == 0)
      #expect(
        piped.standardOutput
          == expected.standardOutput.replacingOccurrences(
            of: named.path,
            with: "<stdin>"
          )
      )
    }
    let validated = try runTool(["validate", unnamed.path, "-"], input: text)
    #expect(validated.status == 0)
    #expect(
      validated.standardOutput
        == "\(unnamed.path): ok, 42 frames, 1.367 s, 21 expected events, "
        + "8 for adaptive\n"
        + "<stdin>: ok, 42 frames, 1.367 s, 21 expected events, "
        + "8 for adaptive\n"
    )
  }

  /// A path that cannot be read twice, such as `/dev/stdin` (a pipe here),
  /// replays as standard input does, from frames kept. A FIFO is such a
  /// path too; it is not tested here, as the defect made the tool wait for
  /// a second writer, which would hang the test rather than fail it.
  @Test("a JSON Lines path that is a pipe replays, read once")
  func pipePaths() throws {
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("two-hands.json")
    )
    let bytes = try trace.encoded(as: .jsonLines)
    let text = String(decoding: bytes, as: UTF8.self)
    let expected = try runTool(["-", "--format", "jsonl"], input: text)
    #expect(expected.status == 0)
    let devStdin = try runTool(
      ["/dev/stdin", "--format", "jsonl"],
      input: text
    )
    #expect(devStdin.status == 0)
    #expect(devStdin.standardError == "")
    #expect(devStdin.standardOutput == expected.standardOutput)
  }

  @Test("validate reads standard input once: '- -' is a usage error")
  func standardInputOnce() throws {
    let run = try runTool(["validate", "-", "-"], input: "")
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix(
        "Error: '-' (standard input) can be read once\n"
      )
    )
  }

  @Test("a bad frame at the end of a JSON Lines trace prints no events")
  func badLastFrame() throws {
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("two-hands.json")
    )
    var bytes = try trace.encoded(as: .jsonLines)
    bytes += Array(#"{"t":99,"hands":{}}"#.utf8) + [10]
    let url = try Self.temporaryFile("bad.jsonl", bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try runTool([url.path])
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: \(url.path): frame \(trace.frames.count): hands is not an array\n"
    )
  }
}
