import Foundation
import Testing

@testable import gesture_replay

/// A directory that cannot be read is reported as an input that cannot be
/// opened, never skipped. Tests often run as root, whom no permission
/// stops; so `TraceList` is tested with a directory lister of its own, and
/// the tool end to end as another user (through `setpriv`, when root) or
/// as the test's own user (when not root).
@Suite("gesture-replay on directories that cannot be read")
struct UnreadableDirectoryTests {
  /// A lister of a made-up tree: `top` holds `a.json` and `s`, which
  /// cannot be read, and `z.json`.
  static let lister = DirectoryLister(
    entries: { path in
      switch path {
      case "top/":
        .success([
          DirectoryItem(name: "z.json", kind: .file),
          DirectoryItem(
            name: "s",
            kind: .directory(FileIdentity(device: 1, inode: 2))
          ),
          DirectoryItem(name: "a.json", kind: .file),
        ])
      case "top/s/": .failure(DirectoryError(reason: "Permission denied"))
      default: .failure(DirectoryError(reason: "No such file or directory"))
      }
    },
    directoryIdentity: { path in
      path == "top" || path == "top/" ? FileIdentity(device: 1, inode: 1) : nil
    }
  )

  @Test("an unreadable subdirectory is an entry in its place")
  func subdirectory() throws {
    let entries = TraceList.expand(["top"], lister: Self.lister) { _ in }
    #expect(
      entries == [
        .trace("top/a.json"),
        .unreadableDirectory("top/s", reason: "Permission denied"),
        .trace("top/z.json"),
      ]
    )
    #expect(throws: Never.self) { try entries[0].tracePath() }
    let failure = #expect(throws: CommandFailure.self) {
      try entries[1].tracePath()
    }
    #expect(failure?.status == .noInput)
    #expect(
      failure?.message == "cannot open directory 'top/s': Permission denied"
    )
  }

  @Test("a named directory that cannot be read is that entry, not empty")
  func namedDirectory() throws {
    let lister = DirectoryLister(
      entries: { _ in .failure(DirectoryError(reason: "Permission denied")) },
      directoryIdentity: { _ in FileIdentity(device: 1, inode: 1) }
    )
    let entries = TraceList.expand(["top/"], lister: lister) { _ in }
    #expect(
      entries == [.unreadableDirectory("top/", reason: "Permission denied")]
    )
  }

  /// Whether the tool can be run as a user whom permissions stop: the
  /// test's own user when it is not root, else `nobody` through `setpriv`.
  static let canRunUnprivileged =
    getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)

  static let setpriv = "/usr/bin/setpriv"

  @Test(
    "end to end: the error in its turn, the others replayed, exit 66",
    .enabled(
      if: canRunUnprivileged,
      "needs a user whom permissions stop: not root, or setpriv"
    )
  )
  func endToEnd() throws {
    let directory = try TemporaryDirectory()
    let a = try directory.copy(fixture: "front-camera.json", to: "a.json")
    try directory.copy(fixture: "two-hands.json", to: "s/x.json")
    let locked = directory.url.appendingPathComponent("s").path
    try FileManager.default.setAttributes(
      [.posixPermissions: 0],
      ofItemAtPath: locked
    )
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755],
        ofItemAtPath: locked
      )
    }
    let arguments = [directory.url.path, "--check"]
    let run =
      getuid() == 0
      ? try runTool(
        // Under `swift test --enable-code-coverage`, the tool would write
        // its profile where `nobody` may not, and say so on its standard
        // error: it writes it nowhere instead.
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/env",
          "LLVM_PROFILE_FILE=/dev/null", PackagePaths.tool.path,
        ] + arguments,
        executable: URL(fileURLWithPath: Self.setpriv)
      ) : try runTool(arguments)
    #expect(run.status == 66)
    #expect(
      run.standardError
        == "Error: cannot open directory '\(locked)': Permission denied\n"
    )
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("PASS \(a): ") == true)
  }
}
