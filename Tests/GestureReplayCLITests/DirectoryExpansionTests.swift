import Foundation
import Testing

/// How a directory named on the command line becomes its traces: links,
/// cycles, and entries that cannot be read.
@Suite("gesture-replay expanding directories")
struct DirectoryExpansionTests {
  /// Makes a symbolic link at a path below the directory; returns its
  /// path.
  @discardableResult
  static func link(
    _ relative: String,
    to destination: String,
    in directory: borrowing TemporaryDirectory
  ) throws -> String {
    let path = directory.url.appendingPathComponent(relative).path
    try FileManager.default.createSymbolicLink(
      atPath: path,
      withDestinationPath: destination
    )
    return path
  }

  @Test("links to files and directories are followed, wherever they lead")
  func links() throws {
    let outside = try TemporaryDirectory()
    try outside.copy(fixture: "two-hands.json", to: "real/x.json")
    try outside.copy(fixture: "front-camera.json", to: "t.json")
    let directory = try TemporaryDirectory()
    let own = try directory.copy(
      fixture: "pinch-hold-release-pinch.json",
      to: "sub/own.json"
    )
    try Self.link(
      "linked",
      to: outside.url.appendingPathComponent("real").path,
      in: directory
    )
    try Self.link(
      "sub/linked.json",
      to: outside.url.appendingPathComponent("t.json").path,
      in: directory
    )
    let root = directory.url.path
    let expected = try BatchReplayTests.expectedBlocks(
      [root + "/linked/x.json", root + "/sub/linked.json", own],
      arguments: ["--format", "jsonl"]
    )
    let run = try runTool([root, "--format", "jsonl"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == expected)

    // A link to a directory, named on the command line.
    let named = try Self.link("named", to: root, in: outside)
    let viaLink = try runTool([named, "--format", "jsonl"])
    #expect(viaLink.status == 0)
    #expect(
      viaLink.standardOutput
        == expected.replacingOccurrences(of: root + "/", with: named + "/")
    )
  }

  @Test("a broken link with a trace's name is a trace that cannot be opened")
  func brokenLink() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.copy(fixture: "two-hands.json", to: "a.json")
    let broken = try Self.link("b.json", to: "nowhere.json", in: directory)
    try Self.link("c.txt", to: "nowhere.txt", in: directory)
    let run = try runTool([directory.url.path, "--format", "jsonl"])
    #expect(run.status == 66)
    #expect(
      run.standardError
        == "Error: cannot open '\(broken)': No such file or directory\n"
    )
    let alone = try runTool([good, "--format", "jsonl"])
    #expect(run.standardOutput == "==> \(good) <==\n" + alone.standardOutput)
  }

  @Test("a link back up the tree is not followed again, and says so")
  func cycle() throws {
    let directory = try TemporaryDirectory()
    let a = try directory.copy(fixture: "two-hands.json", to: "a.json")
    let b = try directory.copy(fixture: "front-camera.json", to: "sub/b.json")
    let up = try Self.link("sub/up", to: "..", in: directory)
    let run = try runTool([directory.url.path, "--check"])
    #expect(run.status == 0)
    #expect(
      run.standardError
        == "Warning: \(up): a link to a directory that holds it; "
        + "not followed again\n"
    )
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("PASS \(a): ") == true)
    #expect(lines.last?.hasPrefix("PASS \(b): ") == true)
  }
}
