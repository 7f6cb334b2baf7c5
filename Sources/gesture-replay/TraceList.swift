import GestureReplay
import ToolSupport

/// The traces named on the command line, with directories expanded.
enum TraceList {
  /// A trace to replay, or an argument that gave none.
  enum Entry: Sendable, Equatable {
    /// A trace's path, as given or found in a directory.
    case trace(String)
    /// A directory holding no trace: its path.
    case emptyDirectory(String)
    /// A directory, named or found, that cannot be read: its path and the
    /// C library's reason.
    case unreadableDirectory(String, reason: String)
  }

  /// Whether a path names a directory (following symbolic links).
  static func isDirectory(
    _ path: String,
    lister: DirectoryLister = .system
  ) -> Bool {
    path != "-" && lister.directoryIdentity(path) != nil
  }

  /// Expands the arguments in order: a file stays as it is (even one that
  /// does not exist, which then fails on its own), a directory becomes its
  /// traces.
  ///
  /// - Parameters:
  ///   - paths: The arguments.
  ///   - lister: How directories are read.
  ///   - warn: Called with each warning: a link to a directory that holds
  ///     it, which is not followed again.
  /// - Returns: An entry per trace, and one per directory that gave none.
  static func expand(
    _ paths: [String],
    lister: DirectoryLister = .system,
    warn: (String) -> Void = { Console.error("Warning: \($0)\n") }
  ) -> [Entry] {
    var entries: [Entry] = []
    for path in paths {
      guard isDirectory(path, lister: lister) else {
        entries.append(.trace(path))
        continue
      }
      let traces = traces(in: path, lister: lister, warn: warn)
      if traces.isEmpty {
        entries.append(.emptyDirectory(path))
      } else {
        entries.append(contentsOf: traces)
      }
    }
    return entries
  }

  /// The traces under a directory and its subdirectories, at any depth:
  /// files named `.json`, `.jsonl` or `.ndjson` (in any letter case),
  /// skipping names that start with a dot, sorted by their path below the
  /// directory, byte by byte.
  ///
  /// Symbolic links are followed, to files and to directories; a link to a
  /// directory that holds it (a cycle) is not followed again, and `warn`
  /// says so. An entry with a trace's name that cannot be looked at (a
  /// broken link) is a trace still, which then fails to open and says why;
  /// a directory that cannot be read, the top one or one below it, is an
  /// ``Entry/unreadableDirectory(_:reason:)`` in its place.
  static func traces(
    in directory: String,
    lister: DirectoryLister = .system,
    warn: (String) -> Void = { _ in }
  ) -> [Entry] {
    let tree = Tree(
      top: directory,
      base: directory.hasSuffix("/") ? directory : directory + "/",
      lister: lister
    )
    var found: [(relative: String, entry: Entry)] = []
    if let root = lister.directoryIdentity(directory) {
      tree.visit("", ancestors: [root], warn: warn, into: &found)
    }
    found.sort { FileName.precedes($0.relative, $1.relative) }
    return found.map(\.entry)
  }
}

/// A directory named on the command line, walked down for its traces.
private struct Tree {
  /// The directory as named.
  let top: String
  /// Its path ending in `/`, which the paths found start with.
  let base: String
  let lister: DirectoryLister

  /// Adds the traces of the directory at `relative` below the top (empty
  /// for the top itself, else ending in `/`), whose identity and its
  /// ancestors' are `ancestors`.
  func visit(
    _ relative: String,
    ancestors: Set<FileIdentity>,
    warn: (String) -> Void,
    into found: inout [(relative: String, entry: TraceList.Entry)]
  ) {
    let items: [DirectoryItem]
    switch lister.entries(base + relative) {
    case .success(let listed):
      items = listed
    case .failure(let error):
      let own = String(relative.dropLast())
      found.append(
        (
          own,
          .unreadableDirectory(
            relative.isEmpty ? top : base + own,
            reason: error.reason
          )
        )
      )
      return
    }
    // A name starting with a dot byte, even one a combining mark follows
    // (which `hasPrefix(".")` would not see as a dot).
    let sorted = items.filter { $0.name.utf8.first != UInt8(ascii: ".") }
      .sorted {
        FileName.precedes($0.name, $1.name)
      }
    for item in sorted {
      let path = relative + item.name
      switch item.kind {
      case .directory(let identity):
        guard !ancestors.contains(identity) else {
          warn(
            "\(FileName.shown(base + path)): a link to a directory that "
              + "holds it; "
              + "not followed again"
          )
          continue
        }
        visit(
          path + "/",
          ancestors: ancestors.union([identity]),
          warn: warn,
          into: &found
        )
      case .file, .unreachable:
        if TraceFormat(path: item.name) != nil {
          found.append((path, .trace(base + path)))
        }
      case .other:
        continue
      }
    }
  }
}

extension TraceList.Entry {
  /// The path the entry names.
  var path: String {
    switch self {
    case .trace(let path), .emptyDirectory(let path),
      .unreadableDirectory(let path, _):
      path
    }
  }

  /// The trace's path.
  ///
  /// - Throws: Exit 66 for an argument that gave no trace: a directory
  ///   holding none, or one that cannot be read.
  func tracePath() throws(CommandFailure) -> String {
    switch self {
    case .trace(let path):
      return path
    case .emptyDirectory(let path):
      throw CommandFailure(
        status: .noInput,
        message: "\(FileName.shown(path)): no .json, .jsonl or .ndjson "
          + "trace in it"
      )
    case .unreadableDirectory(let path, let reason):
      throw CommandFailure(
        status: .noInput,
        message: "cannot open directory '\(FileName.shown(path))': \(reason)"
      )
    }
  }
}
