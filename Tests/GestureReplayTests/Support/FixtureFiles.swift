import Foundation
import GestureCore
import GestureReplay

/// The fixtures' files, as the tests read them.
enum FixtureFiles {
  /// The trace `Fixtures/<name>`.
  ///
  /// - Parameter name: The fixture's file name, `.json` included.
  /// - Returns: The trace.
  /// - Throws: When the file cannot be read or is no trace.
  static func trace(_ name: String) throws -> Trace {
    let url = URL(fileURLWithPath: ExpectReplayTests.fixture(name))
    return try Trace(bytes: Array(try Data(contentsOf: url)))
  }

  /// The configuration `Fixtures/Configurations/<base>-<suffix>.json`
  /// gives on top of a built-in one, validated.
  ///
  /// - Parameters:
  ///   - base: The built-in configuration, whose name starts the file's.
  ///   - suffix: The rest of the file's name, without `.json`.
  /// - Returns: The configuration.
  /// - Throws: When the file cannot be read, or its settings are wrong or
  ///   invalid.
  static func configuration(
    _ base: GestureConfiguration,
    _ suffix: String
  ) throws -> GestureConfiguration {
    let url = ExpectReplayTests.root
      .appendingPathComponent("Fixtures/Configurations")
      .appendingPathComponent("\(base.name)-\(suffix).json")
    return try GestureConfiguration(contentsOfFile: url.path, base: base)
  }
}
