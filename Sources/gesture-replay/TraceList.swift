import Foundation
import GestureReplay

/// The traces named on the command line, with directories expanded.
enum TraceList {
  /// A trace to replay, or an argument that gave none.
  enum Entry: Sendable, Equatable {
    /// A trace's path, as given or found in a directory.
    case trace(String)
    /// A directory holding no trace: its path.
    case emptyDirectory(String)
  }

  /// Whether a path names a directory (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    guard path != "-" else { return false }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: path,
      isDirectory: &isDirectory
    ) && isDirectory.boolValue
  }

  /// Expands the arguments in order: a file stays as it is (even one that
  /// does not exist, which then fails on its own), a directory becomes its
  /// traces.
  static func expand(_ paths: [String]) -> [Entry] {
    var entries: [Entry] = []
    for path in paths {
      guard isDirectory(path) else {
        entries.append(.trace(path))
        continue
      }
      let traces = traces(in: path)
      if traces.isEmpty {
        entries.append(.emptyDirectory(path))
      } else {
        entries.append(contentsOf: traces.map(Entry.trace))
      }
    }
    return entries
  }

  /// The traces under a directory and its subdirectories: files named
  /// `.json`, `.jsonl` or `.ndjson` (in any letter case), skipping names
  /// that start with a dot, sorted by their path below the directory,
  /// byte by byte.
  static func traces(in directory: String) -> [String] {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    guard
      let enumerator = FileManager.default.enumerator(
        at: URL(fileURLWithPath: directory),
        includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles]
      )
    else { return [] }
    let root = URL(fileURLWithPath: directory).standardizedFileURL.path
    var relative: [String] = []
    for case let url as URL in enumerator {
      let isFile =
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
        ?? false
      guard isFile, TraceFormat(path: url.lastPathComponent) != nil else {
        continue
      }
      var path = url.standardizedFileURL.path
      if path.hasPrefix(root + "/") {
        path.removeFirst(root.count + 1)
      }
      relative.append(path)
    }
    relative.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return relative.map { base + $0 }
  }
}

extension TraceList.Entry {
  /// The path the entry names.
  var path: String {
    switch self {
    case .trace(let path), .emptyDirectory(let path): path
    }
  }

  /// The trace's path.
  ///
  /// - Throws: Exit 66 for an argument that gave no trace: a directory
  ///   holding none.
  func tracePath() throws(CommandFailure) -> String {
    switch self {
    case .trace(let path):
      return path
    case .emptyDirectory(let path):
      throw CommandFailure(
        status: .noInput,
        message: "\(path): no .json, .jsonl or .ndjson trace in it"
      )
    }
  }
}
