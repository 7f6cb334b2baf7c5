#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's identity on its machine: its device and inode, the same
/// whatever path or link leads to it.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
}

extension FileIdentity {
  /// The identity of the file a `stat` call described.
  init(_ status: stat) {
    self.init(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino)
    )
  }

  /// The identity of the file at a path (a ``FileName``), links followed;
  /// `nil` when there is none to look at.
  init?(path: String) {
    var status = stat()
    guard stat(FileName.cString(path), &status) == 0 else { return nil }
    self.init(status)
  }
}
