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
  /// broken link) is a trace still, which then fails to open and says why.
  static func traces(
    in directory: String,
    lister: DirectoryLister = .system,
    warn: (String) -> Void = { _ in }
  ) -> [Entry] {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    var found: [(relative: String, entry: Entry)] = []
    if let root = lister.directoryIdentity(directory) {
      visit(
        base,
        "",
        ancestors: [root],
        lister: lister,
        warn: warn,
        into: &found
      )
    }
    found.sort { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
    return found.map(\.entry)
  }

  /// Adds the traces of the directory at `relative` below `base` (empty
  /// for `base` itself), whose identity and its ancestors' are
  /// `ancestors`.
  private static func visit(
    _ base: String,
    _ relative: String,
    ancestors: Set<FileIdentity>,
    lister: DirectoryLister,
    warn: (String) -> Void,
    into found: inout [(relative: String, entry: Entry)]
  ) {
    guard case .success(let items) = lister.entries(base + relative) else {
      return
    }
    let sorted = items.filter { !$0.name.hasPrefix(".") }.sorted {
      $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
    }
    for item in sorted {
      let path = relative + item.name
      switch item.kind {
      case .directory(let identity):
        guard !ancestors.contains(identity) else {
          warn(
            "\(base + path): a link to a directory that holds it; "
              + "not followed again"
          )
          continue
        }
        visit(
          base,
          path + "/",
          ancestors: ancestors.union([identity]),
          lister: lister,
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
