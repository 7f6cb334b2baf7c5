import Foundation
import Testing

/// A tool started with a standard stream closed: the next file it opens
/// gets that stream's descriptor, 0 or 1, which is a file like any other.
@Suite("Files opened with a standard stream closed")
struct ClosedStandardStreamTests {
  /// Runs the tool through `sh` with one descriptor closed first.
  static func run(closing descriptor: Int, _ arguments: [String]) throws
    -> ToolRun
  {
    try runTool(
      ["-c", "exec \(descriptor)<&- \"$0\" \"$@\"", PackagePaths.tool.path]
        + arguments,
      executable: URL(fileURLWithPath: "/bin/sh")
    )
  }

  @Test("a trace is read on descriptor 0 when standard input is closed")
  func readsOnDescriptorZero() throws {
    let open = try runTool([PackagePaths.fixture("two-hands.json"), "--check"])
    let closed = try Self.run(
      closing: 0,
      [PackagePaths.fixture("two-hands.json"), "--check"]
    )
    #expect(closed.status == 0)
    #expect(closed.standardError == "")
    #expect(closed.standardOutput.hasPrefix("PASS "))
    #expect(closed.standardOutput == open.standardOutput)
  }

  @Test("standard input named '-' while closed is an error, not a hang")
  func closedStandardInput() throws {
    let run = try Self.run(closing: 0, ["-"])
    #expect(run.status == 66)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix("Error: cannot read '<stdin>': ")
    )
  }

  @Test(
    "an output file is written on the descriptor of a closed standard stream",
    arguments: [0, 1]
  )
  func writesOnClosedDescriptor(descriptor: Int) throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("pinch.json").path
    let script = "open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s"
    let closed = try Self.run(
      closing: descriptor,
      ["synth", "--script", script, "-o", path]
    )
    #expect(closed.status == 0)
    #expect(closed.standardError == "")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let open = try runTool(["synth", "--script", script])
    #expect(written == open.standardOutput)
  }
}
