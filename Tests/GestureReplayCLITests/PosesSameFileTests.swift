import Foundation
import Testing

/// `poses` refuses a file named twice, however its paths are spelled:
/// its samples would count twice.
@Suite("gesture-replay poses: one file named twice")
struct PosesSameFileTests {
  static func expectRefused(
    _ arguments: [String],
    _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let run = try runTool(["poses"] + arguments)
    #expect(run.status == 64, sourceLocation: sourceLocation)
    #expect(run.standardOutput == "", sourceLocation: sourceLocation)
    #expect(
      run.standardError.hasPrefix(
        "Error: \(message): its samples would "
          + "count twice\n"
      ),
      sourceLocation: sourceLocation
    )
  }

  @Test("the same path, or another spelling of it")
  func spellings() throws {
    let file = PoseFiles.mediaPipe
    try Self.expectRefused([file, file], "'\(file)' is given twice")
    try Self.expectRefused(
      [file, "./" + file],
      "'./\(file)' is the same file as '\(file)'"
    )
    let absolute = PoseFiles.path(PoseFiles.photos)
    try Self.expectRefused(
      [absolute, PoseFiles.mediaPipe, PoseFiles.photos],
      "'\(PoseFiles.photos)' is the same file as '\(absolute)'"
    )
  }

  @Test("a link and the file it leads to")
  func link() throws {
    let directory = try TemporaryDirectory()
    let link = directory.url.appendingPathComponent("link.json").path
    let target = PoseFiles.path(PoseFiles.mediaPipe)
    try FileManager.default.createSymbolicLink(
      atPath: link,
      withDestinationPath: target
    )
    try Self.expectRefused(
      [link, PoseFiles.mediaPipe],
      "'\(PoseFiles.mediaPipe)' is the same file as '\(link)'"
    )
    // Different files pass.
    let run = try runTool(["poses", PoseFiles.mediaPipe, PoseFiles.photos])
    #expect(run.status == 0)
  }

  @Test("two files whose names Swift deems equal are two files")
  func canonicallyEquivalentNames() throws {
    let directory = try TemporaryDirectory()
    // é composed and decomposed: equal as Swift strings, two names on disk.
    let composed = directory.url.appendingPathComponent("caf\u{E9}.json").path
    let decomposed = directory.url.appendingPathComponent("cafe\u{301}.json")
      .path
    #expect(composed == decomposed)
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    for path in [composed, decomposed] {
      try FileManager.default.copyItem(
        atPath: PoseFiles.path(PoseFiles.mediaPipe),
        toPath: path
      )
    }
    let run = try runTool(["poses", composed, decomposed])
    #expect(run.status == 0, "\(run.standardError)")
  }
}
