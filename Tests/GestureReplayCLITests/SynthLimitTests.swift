import Foundation
import GestureReplay
import Testing

@testable import gesture_replay

/// The limit on a trace `synth` writes as JSON: the readers' 64 MiB
/// (`Trace.maximumReadLength`), which takes seconds of synthesis to reach,
/// so the command is run with a limit of a few bytes instead.
@Suite("gesture-replay synth at the JSON limit")
struct SynthLimitTests {
  static let script = "open 0.5s; pinch 0.2s; hold 0.3s"

  /// A file name of its own in the temporary directory, not yet created.
  static func path(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("synth-limit-\(UUID().uuidString)-\(name)").path
  }

  /// The script's trace as `synth` encodes it.
  static func bytes(_ format: TraceFormat) throws -> [UInt8] {
    try Synthesizer().synthesize(SynthScript(parsing: script))
      .trace.encoded(as: format)
  }

  @Test("a JSON trace of the limit's length is written, byte for byte")
  func atTheLimit() throws {
    let expected = try Self.bytes(.json)
    let path = Self.path("at.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let status = try SynthCommand.run(
      ["--script", Self.script, "-o", path],
      maximumJSONLength: expected.count
    )
    #expect(status == .success)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(Array(written) == expected)
  }

  @Test("a JSON trace a byte over the limit is refused, and nothing written")
  func overTheLimit() throws {
    let length = try Self.bytes(.json).count
    let path = Self.path("over.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let failure = #expect(throws: CommandFailure.self) {
      try SynthCommand.run(
        ["--script", Self.script, "-o", path],
        maximumJSONLength: length - 1
      )
    }
    #expect(failure?.status == .dataError)
    #expect(
      failure?.message
        == "the trace would be \(length) bytes of JSON, more than the "
        + "\(length - 1) bytes a JSON trace may hold, so it could not be "
        + "read back: write JSON Lines (-o FILE.jsonl), or a shorter script"
    )
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("the limit is the readers' 64 MiB, and a message names it so")
  func readersLimit() {
    #expect(Trace.maximumReadLength == 64 << 20)
    #expect(Trace.lengthText(Trace.maximumReadLength) == "64 MiB")
    #expect(Trace.lengthText(1000) == "1000 bytes")
  }

  @Test("a JSON Lines trace over the JSON limit is written, byte for byte")
  func jsonLines() throws {
    let expected = try Self.bytes(.jsonLines)
    let path = Self.path("lines.jsonl")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let status = try SynthCommand.run(
      ["--script", Self.script, "-o", path],
      maximumJSONLength: 1
    )
    #expect(status == .success)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(Array(written) == expected)
  }
}
