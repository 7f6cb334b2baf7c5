import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// `GestureConfiguration(contentsOfFile:base:)`: a configuration tuned
/// with `gesture-replay defaults` and `--config`, used in Swift.
@Suite("Configuration files")
struct ConfigurationFileTests {
  /// Writes a file in the temporary directory, and returns its path.
  static func write(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("configuration-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test("a file of settings applies to its base, as --config does")
  func appliesToTheBase() throws {
    let path = try Self.write(#"{"pinch":{"exitThreshold":0.02}}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for base in [GestureConfiguration.handKit, .adaptive] {
      let read = try GestureConfiguration(contentsOfFile: path, base: base)
      var expected = base
      expected.pinch.exitThreshold = 0.02
      #expect(read == expected)
    }
    #expect(
      try GestureConfiguration(contentsOfFile: path).pinch.exitThreshold
        == 0.02
    )
  }

  @Test(
    "what `gesture-replay defaults` prints reads back as the same",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func defaultsRoundTrip(configuration: GestureConfiguration) throws {
    let path = try Self.write(configuration.settingsJSON)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      try GestureConfiguration(contentsOfFile: path, base: .handKit)
        == configuration
    )
  }

  /// The tuning loop: a fixture's configuration file, passed to the test
  /// helper as `--config` passes it to the tool.
  @Test("a configuration read from a file replays a trace's expectations")
  func replaysWithExpectReplay() throws {
    let tracks = try GestureConfiguration(
      contentsOfFile: ExpectReplayTests.root
        .appendingPathComponent("Fixtures/Configurations/handKit-tracks.json")
        .path,
      base: .handKit
    )
    #expect(tracks.name == "handKitTracks")
    #expect(tracks.hands.reportsTracks)
    let report = try #require(
      expectReplay(
        ofFile: ExpectReplayTests.fixture("identity-unlabelled-hands.json"),
        configuration: tracks
      )
    )
    #expect(report.isSuccess)
  }

  @Test(
    "a file that is not a valid configuration names the file and the key",
    arguments: [
      (
        #"{"pinch":{"enterThreshold":0.04}}"#, "pinch.exitThreshold",
        "The configuration's pinch.exitThreshold (0.03) must be at least "
          + "pinch.enterThreshold (0.04)."
      ),
      (
        #"{"pinch":{"enter":0.01}}"#, "pinch.enter",
        "The configuration's pinch.enter is not a setting; "
          + "`gesture-replay defaults` lists them."
      ),
      (
        #"{"pinch":{"enterThreshold":"low"}}"#, "pinch.enterThreshold",
        #"The configuration's pinch.enterThreshold must be a number, not "low"."#
      ),
      (
        "[1]", "", "The configuration must be a JSON object."
      ),
    ]
  )
  func invalid(text: String, key: String, message: String) throws {
    let path = try Self.write(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: ConfigurationFileError.self) {
      try GestureConfiguration(contentsOfFile: path, base: .handKit)
    }
    #expect(error?.kind == .invalidData)
    #expect(error?.path == path)
    #expect(error?.setting?.key == key)
    #expect(error?.description == "\(path): \(message)")
  }

  @Test("a file that cannot be opened says so, naming it")
  func cannotOpen() {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-configuration.json").path
    let error = #expect(throws: ConfigurationFileError.self) {
      try GestureConfiguration(contentsOfFile: path)
    }
    #expect(error?.kind == .cannotOpen)
    #expect(error?.setting == nil)
    #expect(
      error?.description
        == "cannot open '\(path)': No such file or directory"
    )
  }

  @Test("a file of the largest size is read; one byte more is refused")
  func largestFile() throws {
    let limit = GestureConfiguration.maximumFileSize
    #expect(limit == 16 << 20)
    let settings = #"{"pinch":{"exitThreshold":0.02}}"#
    let padding = String(repeating: " ", count: limit - settings.utf8.count)
    let atLimit = try Self.write(settings + padding)
    defer { try? FileManager.default.removeItem(atPath: atLimit) }
    #expect(
      try GestureConfiguration(contentsOfFile: atLimit).pinch.exitThreshold
        == 0.02
    )
    let over = try Self.write(settings + padding + " ")
    defer { try? FileManager.default.removeItem(atPath: over) }
    let error = #expect(throws: ConfigurationFileError.self) {
      try GestureConfiguration(contentsOfFile: over)
    }
    #expect(error?.kind == .invalidData)
    #expect(
      error?.description
        == "\(over): The configuration file is larger than 16 MiB."
    )
  }
}
