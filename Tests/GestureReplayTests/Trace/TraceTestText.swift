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

  /// The path of a new, empty temporary directory, for the caller to
  /// remove (the suites that use one remove it in `deinit`).
  static func temporaryDirectory() throws -> String {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: base,
      withIntermediateDirectories: true
    )
    return base.path
  }
}
