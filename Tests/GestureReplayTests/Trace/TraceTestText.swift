import Foundation

/// Builders of trace text for tests.
enum TraceTestText {
  /// A JSON trace with version 1, extra header members, and frames.
  ///
  /// - Parameters:
  ///   - frames: The frame objects' text, joined with commas.
  ///   - header: Extra members, each starting with a comma.
  /// - Returns: The trace's text.
  static func json(_ frames: [String], header: String = "") -> String {
    "{\"version\":1\(header),\"frames\":[\(frames.joined(separator: ","))]}"
  }

  /// A frame with one hand, given by its members' text.
  static func frame(t: String = "0", hand: String) -> String {
    "{\"t\":\(t),\"hands\":[{\(hand)}]}"
  }

  /// `landmarks` with `count` entries `[x, y, z]`.
  static func landmarks(count: Int) -> String {
    let entries = (0..<count).map { "[0.\($0 + 10),0.5,-0.01]" }
    return "\"landmarks\":[\(entries.joined(separator: ","))]"
  }

}

/// A new, empty temporary directory, removed with what it holds when the
/// last reference to it goes: a suite that keeps one in a stored property
/// gets a directory for each test, since each test runs on an instance of
/// its own.
final class TemporaryDirectory: Sendable {
  /// The directory's path.
  let path: String

  /// Creates the directory.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url,
      withIntermediateDirectories: true
    )
    path = url.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
