import Foundation
import GestureReplay
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("gesture-replay --stream")
struct StreamReplayTests {
  /// A fixture's JSON Lines text, one frame a line after the header.
  static func lines(of name: String) throws -> [String] {
    let trace = try Trace(contentsOfFile: PackagePaths.fixture(name))
    let text = String(
      decoding: try trace.encoded(as: .jsonLines),
      as: UTF8.self
    )
    return text.split(separator: "\n").map { String($0) + "\n" }
  }

  @Test(
    "streamed, a valid trace prints what it prints checked first",
    arguments: [
      ["--format", "text"], ["--format", "jsonl"], ["--format", "csv"],
      ["--timeline"], ["--configuration", "adaptive"],
    ]
  )
  func sameOutput(options: [String]) throws {
    let input = try Self.lines(of: "two-hands.json").joined()
    let checked = try runTool(["-"] + options, input: input)
    let streamed = try runTool(["-", "--stream"] + options, input: input)
    #expect(checked.status == 0)
    #expect(streamed.status == 0)
    #expect(streamed.standardError == "")
    #expect(!streamed.standardOutput.isEmpty)
    #expect(streamed.standardOutput == checked.standardOutput)
  }

  @Test("a file streams too, JSON Lines or one JSON document")
  func files() throws {
    let directory = try TemporaryDirectory()
    let lines = try directory.write(
      try Self.lines(of: "two-hands.json").joined(),
      to: "two-hands.jsonl"
    )
    let expected = try runTool(["Fixtures/two-hands.json"]).standardOutput
    for path in [lines, "Fixtures/two-hands.json"] {
      let run = try runTool([path, "--stream"])
      #expect(run.status == 0)
      #expect(run.standardOutput == expected)
    }
  }

  @Test("a frame that is not valid stops the replay after the frames before it")
  func badFrame() throws {
    var lines = try Self.lines(of: "two-hands.json")
    // Frame 30 is on line 31, after the header; its time goes back to 0.
    let bad = 30
    let good = lines[1 + bad]
    let time = try #require(good.range(of: #""t":"#))
    let end = try #require(good[time.upperBound...].firstIndex(of: ","))
    lines[1 + bad] = good.replacingCharacters(
      in: time.upperBound..<end,
      with: "0"
    )
    let input = lines.joined()
    let checked = try runTool(["-"], input: input)
    #expect(checked.status == 65)
    #expect(checked.standardOutput == "")
    let streamed = try runTool(["-", "--stream"], input: input)
    #expect(streamed.status == 65)
    #expect(streamed.standardError == checked.standardError)
    #expect(streamed.standardError.hasPrefix("Error: <stdin>: frame 30: t "))
    // What it printed is what the frames before the bad one print alone.
    let before = try runTool(["-"], input: lines[...bad].joined())
    #expect(before.status == 0)
    #expect(!before.standardOutput.isEmpty)
    #expect(streamed.standardOutput == before.standardOutput)
  }

  @Test("an empty input or a header that is not valid prints nothing")
  func badHeader() throws {
    for input in ["", "{\"version\": 2}\n", "not json\n"] {
      let run = try runTool(["-", "--stream"], input: input)
      #expect(run.status == 65, "\(input)")
      #expect(run.standardOutput == "", "\(input)")
      #expect(run.standardError.hasPrefix("Error: <stdin>: "), "\(input)")
    }
  }

  @Test(
    "what needs the whole trace, or several, is refused",
    arguments: [
      (["--check"], "'--stream' and '--check' cannot be used together"),
      (["--plot", "x.svg"], "'--stream' and '--plot' cannot be used together"),
      (
        ["--html", "x.html"], "'--stream' and '--html' cannot be used together"
      ),
      (
        ["--format", "json"],
        "'--stream' works with '--format text', 'jsonl' or 'csv'"
      ),
      (["Fixtures/hold-leap.json"], "'--stream' works with a single trace"),
    ]
  )
  func refused(options: [String], message: String) throws {
    let run = try runTool(["Fixtures/two-hands.json", "--stream"] + options)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("Error: \(message)\n"))
  }

  @Test("a directory is several traces, refused too")
  func directory() throws {
    let run = try runTool(["Fixtures", "--stream"])
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix(
        "Error: '--stream' works with a single trace\n"
      )
    )
  }

  @Test("a frame's events are printed before the next frame arrives")
  func live() throws {
    let lines = try Self.lines(of: "two-hands.json")
    let process = Process()
    process.executableURL = PackagePaths.tool
    process.arguments = ["-", "--stream", "--format", "jsonl"]
    process.currentDirectoryURL = PackagePaths.root
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The header and frame 0, where the right hand is found; the input
    // stays open, so only a replay that streams can print the event.
    try input.fileHandleForWriting.write(
      contentsOf: Data(lines[0...1].joined().utf8)
    )
    let first = Self.readLine(
      output.fileHandleForReading.fileDescriptor,
      waitingAtMost: 60
    )
    try input.fileHandleForWriting.write(
      contentsOf: Data(lines[2...].joined().utf8)
    )
    try input.fileHandleForWriting.close()
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let whole = try runTool(
      ["-", "--format", "jsonl"],
      input: lines.joined()
    ).standardOutput
    let line = try #require(first, "no event before the input ended")
    // The first event, frame 0's hand found, printed whole.
    #expect(whole.hasPrefix(line))
    #expect(line.contains(#""frame":0"#))
    #expect(line + String(decoding: rest, as: UTF8.self) == whole)
  }

  /// Reads one line from `descriptor`, byte by byte, waiting at most
  /// `seconds` for each byte; `nil` if none comes in time.
  static func readLine(_ descriptor: Int32, waitingAtMost seconds: Int32)
    -> String?
  {
    var bytes: [UInt8] = []
    while true {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, seconds * 1000) == 1 else { return nil }
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { return nil }
      bytes.append(byte)
      if byte == UInt8(ascii: "\n") {
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }
}
