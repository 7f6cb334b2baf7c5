import Foundation

/// A fresh temporary directory, removed when the test ends.
struct TemporaryDirectory: ~Copyable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-replay-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url,
      withIntermediateDirectories: true
    )
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Copies a fixture to a path below the directory; returns the path.
  @discardableResult
  func copy(fixture: String, to relative: String) throws -> String {
    let destination = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: PackagePaths.fixture(fixture)),
      to: destination
    )
    return destination.path
  }

  /// Writes text to a path below the directory; returns the path.
  @discardableResult
  func write(_ text: String, to relative: String) throws -> String {
    let destination = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(text.utf8).write(to: destination)
    return destination.path
  }
}
