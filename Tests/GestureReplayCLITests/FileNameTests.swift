import Foundation
import Testing

@testable import gesture_replay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names that are not UTF-8: opened by their own bytes, shown with
/// each such byte as `\xE9`, never dropped.
@Suite("gesture-replay on file names that are not UTF-8")
struct FileNameTests {
  @Test(
    "a name's bytes and back, one to one",
    arguments: [
      [0x63, 0x61, 0x66, 0xE9] as [UInt8],  // "caf" + Latin-1 é
      Array("café.json".utf8),
      [0xFF, 0xFE, 0x2F, 0xC3],  // a lone lead byte at the end
      Array("\u{10FF41}x".utf8),  // a character the mapping uses itself
      Array("\u{10FF00}".utf8),  // the first such character
      Array("\u{10FEFF}".utf8),  // and the one before it, held as it is
      [],
    ]
  )
  func roundTrip(bytes: [UInt8]) {
    let name = FileName.string(fromBytes: bytes)
    #expect(FileName.bytes(name) == bytes)
    #expect(FileName.cString(name) == bytes.map { CChar(bitPattern: $0) } + [0])
  }

  @Test("UTF-8 names are held and shown as they are; other bytes as \\xE9")
  func shown() {
    #expect(FileName.string(fromBytes: Array("café.json".utf8)) == "café.json")
    #expect(FileName.shown("café.json") == "café.json")
    let latin1 = FileName.string(fromBytes: [0x63, 0x61, 0x66, 0xE9, 0x0A])
    #expect(FileName.shown(latin1) == "caf\\xE9\n")
    // The character before the bytes' code points is held as itself; the
    // first of them, as its four bytes.
    let below = FileName.string(fromBytes: Array("\u{10FEFF}".utf8))
    #expect(below == "\u{10FEFF}")
    let first = FileName.string(fromBytes: Array("\u{10FF00}".utf8))
    #expect(first.unicodeScalars.count == 4)
  }

  /// Creates a file at a path given as bytes, copying a fixture into it.
  static func create(_ path: [UInt8], copying fixture: String) throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: PackagePaths.fixture(fixture))
    )
    let descriptor = open(
      path.map { CChar(bitPattern: $0) } + [0],
      O_WRONLY | O_CREAT | O_TRUNC,
      0o644
    )
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let written = data.withUnsafeBytes {
      write(descriptor, $0.baseAddress, $0.count)
    }
    try #require(written == data.count)
  }

  /// Runs the tool through `sh`, whose `printf` makes the bytes that a
  /// Swift string cannot hold: `$1` is the directory, and `\351` (0xE9)
  /// may appear in the arguments.
  static func runWithBytes(_ arguments: String, in directory: String) throws
    -> ToolRun
  {
    try runTool(
      ["-c", "exec \"$0\" " + arguments, PackagePaths.tool.path, directory],
      executable: URL(fileURLWithPath: "/bin/sh")
    )
  }

  @Test("an argument that is not UTF-8 opens the file it names")
  func argument() throws {
    let directory = try TemporaryDirectory()
    let root = directory.url.path
    try Self.create(
      Array((root + "/caf").utf8) + [0xE9] + Array(".json".utf8),
      copying: "two-hands.json"
    )
    let run = try Self.runWithBytes(
      #""$1/caf$(printf '\351').json" --check"#,
      in: root
    )
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput.hasPrefix("PASS \(root)/caf\\xE9.json: 21 expected")
    )

    let missing = try Self.runWithBytes(
      #""$1/nope$(printf '\351').json""#,
      in: root
    )
    #expect(missing.status == 66)
    #expect(
      missing.standardError
        == "Error: cannot open '\(root)/nope\\xE9.json': No such file or "
        + "directory\n"
    )
  }

  @Test("a --script that is not UTF-8 is refused as a script file's would be")
  func inlineScript() throws {
    let directory = try TemporaryDirectory()
    let run = try Self.runWithBytes(
      #"synth --script "open 0.5s # caf$(printf '\351')""#,
      in: directory.url.path
    )
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: --script: line 1, byte 16: 0xE9 starts no UTF-8 "
        + "character, and a script is UTF-8 text\n"
    )
  }

  @Test("in a directory, such a file is a trace, sorted by its bytes")
  func directory() throws {
    let directory = try TemporaryDirectory()
    let root = directory.url.path
    try directory.copy(fixture: "two-hands.json", to: "cafe.json")
    try directory.copy(fixture: "front-camera.json", to: "café.json")
    try Self.create(
      Array((root + "/caf").utf8) + [0xE9] + Array(".json".utf8),
      copying: "pinch-hold-release-pinch.json"
    )
    let run = try runTool([root, "--check"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let names = run.standardOutput.split(separator: "\n").map {
      $0.split(separator: ":")[0]
    }
    #expect(
      names == [
        "PASS \(root)/cafe.json", "PASS \(root)/café.json",
        "PASS \(root)/caf\\xE9.json",
      ]
    )
    let validated = try runTool(["validate", root])
    #expect(validated.status == 0)
    #expect(
      validated.standardOutput.split(separator: "\n").last?.hasPrefix(
        "\(root)/caf\\xE9.json: ok, "
      ) == true
    )
  }
}
