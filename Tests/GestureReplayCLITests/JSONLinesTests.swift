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

  @Test("a bad frame at the end of a JSON Lines trace prints no events")
  func badLastFrame() throws {
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("two-hands.json")
    )
    var bytes = trace.encoded(as: .jsonLines)
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
