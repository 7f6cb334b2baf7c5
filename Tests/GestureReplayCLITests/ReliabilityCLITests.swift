import Foundation
import GestureReplay
import Testing

/// A trace that must not be read, by the name the library's bad-input
/// list gives it (`Tests/GestureReplayTests/Trace/TraceBadInputTests.swift`).
struct BadTrace: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var format: TraceFormat?

  init(_ name: String, _ text: String, format: TraceFormat? = nil) {
    self.name = name
    self.text = text
    self.format = format
  }

  var testDescription: String { name }

  /// The error the library gives for the text, which the tool must print.
  var libraryError: String {
    do {
      _ = try Trace(bytes: Array(text.utf8), format: format)
      return "(no error)"
    } catch {
      return error.description
    }
  }

  /// A file name whose extension gives the format, or none to detect it.
  var fileName: String {
    switch format {
    case .json: "trace.json"
    case .jsonLines: "trace.jsonl"
    case nil: "trace"
    }
  }
}

/// Builders of trace text, as the library's tests have them.
private enum Text {
  static func json(_ frames: [String], header: String = "") -> String {
    "{\"version\":1\(header),\"frames\":[\(frames.joined(separator: ","))]}"
  }

  static func frame(t: String = "0", hand: String) -> String {
    "{\"t\":\(t),\"hands\":[{\(hand)}]}"
  }

  static func landmarks(count: Int, replacing first: String? = nil) -> String {
    var entries = (0..<count).map { "[0.\($0 + 10),0.5,-0.01]" }
    if let first { entries[0] = first }
    return "\"landmarks\":[\(entries.joined(separator: ","))]"
  }

  static func expect(_ entries: String) -> String {
    json([], header: ",\"expect\":[\(entries)]")
  }

  static let linesHeader = "{\"version\":1,\"source\":\"test\"}\n"
}

private typealias T = Text

/// Every case of the library's bad-input list, in its order.
private let badTraces: [BadTrace] = [
  .init("not JSON", "hello"),
  .init("not JSON, read as JSON Lines", "hello\n{\"t\":0}", format: .jsonLines),
  .init(
    "a truncated file",
    #"{"version":1,"frames":[{"t":0,"hands":[{"chirality":"left""#
  ),
  .init(
    "a truncated JSON Lines file",
    T.linesHeader + "{\"t\":0,\"hands\":[",
    format: .jsonLines
  ),
  .init(
    "a syntax error on a later line of JSON Lines",
    T.linesHeader + "\n{\"t\":0}\n{\"t\":1,}\n"
  ),
  .init(
    "a syntax error in indented JSON",
    "{\n  \"version\": 1,\n  \"frames\": [\n    {\"t\": 0 \"hands\": []}\n  ]\n}"
  ),
  .init("data after the document", #"{"version":1,"frames":[]} x"#),
  .init("an empty file", ""),
  .init("a file of blank lines", " \n\t\r\n\n"),
  .init("an empty JSON Lines file", "\n", format: .jsonLines),
  .init(
    "nesting 100,000 deep",
    "{\"version\":1,\"frames\":[{\"t\":0,\"hands\":"
      + String(repeating: "[", count: 100_000)
  ),
  .init("a wrong version", #"{"version":2,"frames":[]}"#),
  .init("a version that is a string", #"{"version":"1","frames":[]}"#),
  .init("a missing version", #"{"frames":[]}"#),
  .init("a top-level array", "[1, 2]"),
  .init("missing frames", #"{"version":1}"#, format: .json),
  .init("frames that are not an array", #"{"version":1,"frames":{}}"#),
  .init(
    "frames in a JSON Lines header",
    "{\"version\":1,\"frames\":[]}\n{\"t\":0}\n",
    format: .jsonLines
  ),
  .init("a frame rate of 0", T.json([], header: ",\"frameRate\":0")),
  .init("a source that is a number", T.json([], header: ",\"source\":3")),
  .init(
    "an unknown origin",
    T.json([], header: ",\"coordinates\":{\"origin\":\"center\"}")
  ),
  .init(
    "an unknown orientation",
    T.json([], header: ",\"coordinates\":{\"orientation\":90}")
  ),
  .init(
    "mirrored that is not a Boolean",
    T.json([], header: ",\"coordinates\":{\"mirrored\":\"yes\"}")
  ),
  .init("an image width of 0", T.json([], header: ",\"imageSize\":[0,480]")),
  .init(
    "an image size of three numbers",
    T.json([], header: ",\"coordinates\":{\"imageSize\":[640,480,3]}")
  ),
  .init(
    "two different image sizes",
    T.json(
      [],
      header:
        ",\"imageSize\":[640,480],\"coordinates\":{\"imageSize\":[480,640]}"
    )
  ),
  .init(
    "a gesture that is not a name",
    T.expect("{\"gesture\":\"pinch-y\",\"phase\":\"began\",\"t\":1}")
  ),
  .init(
    "an unknown phase",
    T.expect(
      "{\"gesture\":\"pinch\",\"phase\":\"began\",\"t\":1},"
        + "{\"gesture\":\"pinch\",\"phase\":\"start\",\"t\":2}"
    )
  ),
  .init(
    "an expectation without t",
    T.expect("{\"gesture\":\"pinch\",\"phase\":\"began\"}")
  ),
  .init(
    "a negative within",
    T.expect(
      "{\"gesture\":\"pinch\",\"phase\":\"began\",\"t\":1,\"within\":-0.1}"
    )
  ),
  .init(
    "an unknown ignored event",
    T.json([], header: ",\"expectIgnoring\":[\"hand\",\"slider.moved\"]")
  ),
  .init("a missing t", T.json(["{\"t\":0}", "{\"hands\":[]}"])),
  .init("a t that is NaN", T.json(["{\"t\":NaN}"])),
  .init("a t that is Infinity", T.json(["{\"t\":Infinity}"])),
  .init("a t that is 1e400", T.json(["{\"t\":0}", "{\"t\":1e400}"])),
  .init("a t that is a string", T.json(["{\"t\":\"0.5\"}"])),
  .init("a frame that is not an object", T.json(["{\"t\":0}", "[]"])),
  .init(
    "times going backwards",
    T.json(["{\"t\":1.2}", "{\"t\":1.3}", "{\"t\":1.2}"])
  ),
  .init(
    "times going backwards in JSON Lines",
    T.linesHeader + "{\"t\":1.3}\n\n{\"t\":1}\n"
  ),
  .init("hands that are not an array", T.json(["{\"t\":0,\"hands\":{}}"])),
  .init("hands that are null", T.json(["{\"t\":0,\"hands\":null}"])),
  .init("a hand that is a number", T.json(["{\"t\":0,\"hands\":[3]}"])),
  .init(
    "an unknown chirality",
    T.json([T.frame(hand: "\"chirality\":\"middle\"")])
  ),
  .init("a score above 1", T.json([T.frame(hand: "\"score\":2")])),
  .init(
    "an x that is NaN",
    T.json(
      (0..<41).map {
        T.frame(t: "0.\($0 + 10)", hand: "\"joints\":{\"indexTip\":[0.5,0.5]}")
      } + [T.frame(t: "0.9", hand: "\"joints\":{\"indexTip\":[NaN,0.5,0.9]}")]
    )
  ),
  .init(
    "an x that is NaN in JSON Lines",
    T.linesHeader + "{\"t\":0}\n{\"t\":1}\n"
      + T.frame(t: "2", hand: "\"joints\":{\"indexTip\":[NaN,0.5]}")
  ),
  .init(
    "a y that is -Infinity",
    T.json([T.frame(hand: "\"joints\":{\"indexTip\":[0.5,-Infinity]}")])
  ),
  .init(
    "an x that is a string",
    T.json([
      T.frame(
        hand: "\"landmarks\":["
          + (0..<21).map { $0 == 7 ? "[\"0.5\",0.5,0]" : "[0.5,0.5,0]" }
          .joined(separator: ",") + "]"
      )
    ])
  ),
  .init(
    "a y that is null in an object",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"x\":0.5,\"y\":null}}")])
  ),
  .init(
    "a joint object without x",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"y\":0.5}}")])
  ),
  .init(
    "a z that is NaN",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"x\":0,\"y\":0,\"z\":NaN}}")]
    )
  ),
  .init(
    "a NaN in an unknown member",
    #"{"version": 1, "frames": [{"t": 0, "hands": []}], "junk": [NaN]}"#
  ),
  .init(
    "an Infinity in a frame's unknown member",
    T.json(["{\"t\":0}", "{\"t\":1,\"provenance\":{\"latency\":Infinity}}"])
  ),
  .init(
    "a -Infinity in a hand's unknown member",
    T.json([T.frame(hand: "\"chirality\":\"left\",\"id\":-Infinity")])
  ),
  .init(
    "a NaN in a joint object's unknown member",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"x\":0,\"y\":0,\"w\":NaN}}")]
    )
  ),
  .init(
    "a NaN in a duplicate key's overridden value",
    T.json(["{\"t\":NaN,\"t\":0}"])
  ),
  .init(
    "a NaN in an unknown member of a JSON Lines header",
    "{\"version\":1,\"note\":[1,NaN]}\n{\"t\":0}\n",
    format: .jsonLines
  ),
  .init(
    "an Infinity in an unknown member of a JSON Lines frame",
    T.linesHeader + "{\"t\":0}\n{\"t\":1,\"x\":{\"y\":[Infinity]}}\n"
  ),
  .init("20 landmarks", T.json([T.frame(hand: T.landmarks(count: 20))])),
  .init("22 landmarks", T.json([T.frame(hand: T.landmarks(count: 22))])),
  .init(
    "a landmark of two numbers",
    T.json([T.frame(hand: T.landmarks(count: 21, replacing: "[0.1,0.5]"))])
  ),
  .init(
    "an unknown joint name",
    T.json([
      T.frame(hand: "\"joints\":{\"indexTip\":[0,0],\"indexTipp\":[0,0]}")
    ])
  ),
  .init(
    "a joint of four numbers",
    T.json([T.frame(hand: "\"joints\":{\"indexTip\":[0,0,0,1]}")])
  ),
  .init(
    "a confidence above 1",
    T.json([T.frame(hand: "\"joints\":{\"indexTip\":[0.5,0.5,1.5]}")])
  ),
  .init(
    "a negative confidence in landmarks",
    T.json([
      T.frame(hand: T.landmarks(count: 21, replacing: "[0.1,0.5,0,-0.25]"))
    ])
  ),
  .init(
    "both joints and landmarks",
    T.json([T.frame(hand: "\"joints\":{}," + T.landmarks(count: 21))])
  ),
  .init(
    "20 world landmarks",
    T.json([
      T.frame(
        hand: "\"worldLandmarks\":["
          + Array(repeating: "[0,0,0]", count: 20).joined(separator: ",") + "]"
      )
    ])
  ),
]

/// A new temporary directory for one test.
private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesture-replay-reliability-\(UUID().uuidString)")
  try FileManager.default.createDirectory(
    at: url,
    withIntermediateDirectories: true
  )
  return url
}

/// Runs the tool with standard input from `/dev/null` and returns what it
/// did and its peak resident size in bytes, or `nil` where that cannot be
/// measured.
///
/// The tool is started by a small Python process that reports its child's
/// peak (`RUSAGE_CHILDREN`). Measured directly with `wait4`, a child's
/// peak starts at this test process's own resident size, which Linux
/// copies into the child when it forks; this process, with hundreds of
/// tests and a sanitizer, can be larger than the bound itself.
private func runMeasured(_ arguments: [String]) throws -> (ToolRun, Int?) {
  #if canImport(Glibc)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("stdout").path
    let error = directory.appendingPathComponent("stderr").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (descriptor, path) in [(Int32(1), output), (2, error)] {
      posix_spawn_file_actions_addopen(
        &actions,
        descriptor,
        path,
        O_WRONLY | O_CREAT | O_TRUNC,
        0o644
      )
    }
    let peakFile = directory.appendingPathComponent("peak").path
    let script = """
      import resource, subprocess, sys
      run = subprocess.run(sys.argv[2:])
      peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
      open(sys.argv[1], "w").write(str(peak))
      sys.exit(run.returncode if run.returncode >= 0 else 128 - run.returncode)
      """
    let tool = PackagePaths.tool.path
    let argv =
      (["python3", "-c", script, peakFile, tool] + arguments).map {
        strdup($0)
      } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawnp(&pid, "python3", &actions, nil, argv, environ) == 0
    else {
      return (try runTool(arguments), nil)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let run = ToolRun(
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F,
      standardOutput: try String(contentsOfFile: output, encoding: .utf8),
      standardError: try String(contentsOfFile: error, encoding: .utf8)
    )
    let peak = (try? String(contentsOfFile: peakFile, encoding: .utf8))
      .flatMap { Int($0) }
    return (run, peak.map { $0 * 1024 })
  #else
    return (try runTool(arguments), nil)
  #endif
}

/// What a data error looks like: exit 65, nothing on standard output, and
/// one line on standard error naming the input and the problem.
private func expectDataError(
  _ run: ToolRun,
  _ input: String,
  _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(run.status == 65, sourceLocation: sourceLocation)
  #expect(run.standardOutput == "", sourceLocation: sourceLocation)
  #expect(
    run.standardError == "Error: \(input): \(message)\n",
    sourceLocation: sourceLocation
  )
}

@Suite("gesture-replay on bad and huge input")
struct ReliabilityCLITests {
  static let documentTooLarge =
    "the trace is larger than 64 MiB, the most a JSON document may be;"
    + " write long recordings as JSON Lines (.jsonl), which are read one"
    + " frame at a time"

  @Test("the bad-input list is the library's, and each case is refused")
  func listMatchesLibrary() {
    #expect(badTraces.count == 67)
    for bad in badTraces {
      #expect(bad.libraryError != "(no error)", "\(bad.name)")
    }
  }

  @Test(
    "every bad trace exits 65, naming frame and field, printing nothing",
    arguments: badTraces
  )
  func badTraceFile(bad: BadTrace) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(bad.fileName)
    try Data(bad.text.utf8).write(to: url)
    expectDataError(try runTool([url.path]), url.path, bad.libraryError)
  }

  @Test(
    "every bad trace on standard input exits 65 with the same error",
    arguments: badTraces.filter { $0.format == nil }
  )
  func badTraceStandardInput(bad: BadTrace) throws {
    expectDataError(
      try runTool(["-"], input: bad.text),
      "<stdin>",
      bad.libraryError
    )
  }

  @Test(
    "a 2 GB file is refused in bounded memory",
    arguments: zip(
      ["garbage.json", "garbage.jsonl"],
      [documentTooLarge, "the line is longer than 64 MiB (line 1)"]
    )
  )
  func twoGigabytes(name: String, message: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let (run, residentSize) = try runMeasured([url.path])
    expectDataError(run, url.path, message)
    #if canImport(Glibc)
      #expect(residentSize != nil, "the peak was not measured (python3?)")
    #endif
    #expect((residentSize ?? 0) < 512 << 20)
  }

  @Test("an endless input stops at 64 MiB, in bounded memory")
  func endlessInput() throws {
    let (run, residentSize) = try runMeasured(["/dev/zero"])
    expectDataError(run, "/dev/zero", Self.documentTooLarge)
    #if canImport(Glibc)
      #expect(residentSize != nil, "the peak was not measured (python3?)")
    #endif
    #expect((residentSize ?? 0) < 512 << 20)
  }

  @Test("a number of 10,000 digits is refused, naming the frame and field")
  func longNumber() throws {
    let digits = String(repeating: "9", count: 10_000)
    let run = try runTool(
      ["-"],
      input: "{\"version\":1}\n{\"t\":0}\n{\"t\":\(digits)}\n"
    )
    expectDataError(
      run,
      "<stdin>",
      "frame 1: t: number out of range: 999999999999999999999999..."
        + " (line 3, column 6)"
    )
  }
}
