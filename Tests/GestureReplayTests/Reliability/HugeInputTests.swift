import Foundation
import GestureCore
import GestureReplay
import Testing

/// The message for a JSON document longer than the 64 MiB limit.
let documentTooLarge =
  "the trace is larger than 64 MiB, the most a JSON document may be;"
  + " write long recordings as JSON Lines (.jsonl), which are read one"
  + " frame at a time"

/// Returns the error reading a trace file gives, or `nil` if it reads.
func readingError(
  _ path: String,
  format: TraceFormat? = nil
) -> TraceError? {
  do {
    _ = try Trace(contentsOfFile: path, format: format)
    return nil
  } catch {
    return error
  }
}

/// Creates a file of zeros that takes no disk space.
///
/// - Parameters:
///   - name: The file's name.
///   - directory: The directory to make it in.
///   - size: The file's length in bytes.
/// - Returns: The file's path.
/// - Throws: An error if the file cannot be created.
func sparseFile(
  named name: String,
  in directory: String,
  size: UInt64
) throws -> String {
  let path = directory + "/" + name
  #expect(FileManager.default.createFile(atPath: path, contents: nil))
  let handle = try #require(FileHandle(forWritingAtPath: path))
  try handle.truncate(atOffset: size)
  try handle.close()
  return path
}

@Suite("Huge inputs: refused, in bounded memory")
struct HugeInputTests {
  /// A new temporary directory for each test, removed after it with what
  /// the test wrote there.
  private let temporary: TemporaryDirectory
  private var directory: String { temporary.path }

  init() throws { temporary = try TemporaryDirectory() }

  static let twoGigabytes: UInt64 = 2 << 30

  @Test(
    "refuses a 2 GB JSON document as too large",
    arguments: ["garbage.json", "garbage"]
  )
  func twoGigabyteDocument(name: String) throws {
    let path = try sparseFile(
      named: name,
      in: directory,
      size: Self.twoGigabytes
    )
    let error = try #require(readingError(path, format: .json))
    #expect(error.description == documentTooLarge)
    #expect(error.kind == .invalidData)
  }

  @Test("refuses a 2 GB JSON Lines file without line breaks at 64 MiB")
  func twoGigabyteLine() throws {
    let path = try sparseFile(
      named: "garbage.jsonl",
      in: directory,
      size: Self.twoGigabytes
    )
    let error = try #require(readingError(path))
    #expect(error.description == "the line is longer than 64 MiB (line 1)")
  }

  @Test("refuses a 2 GB file of unknown layout: too long a line, then JSON")
  func twoGigabyteUnknownLayout() throws {
    let path = try sparseFile(
      named: "garbage.bin",
      in: directory,
      size: Self.twoGigabytes
    )
    let error = try #require(readingError(path))
    #expect(error.description == documentTooLarge)
  }

  @Test("stops reading an endless input that is not a file after 64 MiB")
  func endlessInput() throws {
    let error = try #require(readingError("/dev/zero", format: .json))
    #expect(error.description == documentTooLarge)
  }

  @Test(
    "refuses 100 MB of random bytes",
    arguments: ["random.json", "random.jsonl", "random"]
  )
  func randomGarbage(name: String) throws {
    let path = directory + "/" + name
    var random = SplitMix64(seed: 0x6A_4BA6E)
    var block = [UInt8](repeating: 0, count: 1 << 20)
    for index in block.indices {
      block[index] = UInt8(truncatingIfNeeded: random.next())
    }
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    for _ in 0..<100 { try handle.write(contentsOf: block) }
    try handle.close()
    let error = try #require(readingError(path))
    #expect(error.kind == .invalidData)
    #expect(!error.description.isEmpty)
  }

  @Test("reads a 16 MB string value and refuses a 100 MB one in a file")
  func longStrings() throws {
    let long = String(repeating: "abcdefgh", count: 2 << 20)
    let trace = try Trace(
      string: "{\"version\":1,\"source\":\"\(long)\",\"frames\":[]}"
    )
    #expect(trace.source == long)

    let letters = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    for (name, head, tail) in [
      ("huge.json", "{\"version\":1,\"source\":\"", "\",\"frames\":[]}"),
      ("huge.jsonl", "{\"version\":1,\"source\":\"", "\"}\n{\"t\":0}\n"),
    ] {
      let path = directory + "/" + name
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.write(contentsOf: Data(head.utf8))
      for _ in 0..<100 { try handle.write(contentsOf: letters) }
      try handle.write(contentsOf: Data(tail.utf8))
      try handle.close()
      let error = try #require(readingError(path))
      #expect(
        error.description
          == (name.hasSuffix(".json")
            ? documentTooLarge : "the line is longer than 64 MiB (line 1)")
      )
    }
  }
}
