#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An entry of a directory, symbolic links followed.
struct DirectoryItem: Equatable, Sendable {
  /// What an entry is once its links are followed.
  enum Kind: Equatable, Sendable {
    /// A directory, with its identity, to tell a link cycle.
    case directory(FileIdentity)
    /// A regular file.
    case file
    /// Something that cannot be looked at: a broken link, a link cycle,
    /// or an entry of a directory the process may list but not search.
    case unreachable
    /// Anything else: a FIFO, a device, a socket.
    case other
  }

  /// The entry's name in its directory.
  var name: String
  var kind: Kind
}

/// Lists directories for ``TraceList``: the file system's, or a test's
/// own.
struct DirectoryLister: Sendable {
  /// The entries of a directory, other than `.` and `..`, in any order;
  /// or, when it cannot be read, the C library's reason.
  var entries: @Sendable (String) -> Result<[DirectoryItem], DirectoryError>
  /// The identity of the directory at a path, links followed; `nil` when
  /// the path names no directory.
  var directoryIdentity: @Sendable (String) -> FileIdentity?

  /// The file system's directories, read with `opendir` and `readdir`,
  /// each entry looked at with `stat`, which follows links; paths and
  /// names are ``FileName``s, which stand for any bytes.
  static let system = DirectoryLister(
    entries: { path in
      guard let directory = opendir(FileName.cString(path)) else {
        return .failure(
          DirectoryError(reason: String(cString: strerror(errno)))
        )
      }
      defer { closedir(directory) }
      let base = path.hasSuffix("/") ? path : path + "/"
      var items: [DirectoryItem] = []
      while let entry = readdir(directory) {
        let nameField = entry.pointee.d_name
        let name = withUnsafeBytes(of: nameField) { raw in
          FileName.string(fromBytes: raw.prefix { $0 != 0 })
        }
        guard name != ".", name != ".." else { continue }
        items.append(
          DirectoryItem(name: name, kind: kind(atPath: base + name))
        )
      }
      return .success(items)
    },
    directoryIdentity: { path in
      guard case .directory(let identity) = kind(atPath: path) else {
        return nil
      }
      return identity
    }
  )

  /// What the entry at a path is, links followed.
  private static func kind(atPath path: String) -> DirectoryItem.Kind {
    var status = stat()
    guard stat(FileName.cString(path), &status) == 0 else {
      return .unreachable
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .directory(FileIdentity(status))
    case S_IFREG: return .file
    default: return .other
    }
  }
}

/// Why a directory cannot be read.
struct DirectoryError: Error, Equatable, Sendable {
  /// The C library's reason, as `Permission denied`.
  var reason: String
}
