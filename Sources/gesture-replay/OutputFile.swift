#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the tool writes, such as `--plot`'s picture: created, or
/// emptied, before the work that fills it, so that a path that cannot be
/// written is refused before anything is printed.
final class OutputFile {
  let path: String
  private var file: UnsafeMutablePointer<FILE>?

  /// Creates the file, or empties it.
  ///
  /// - Throws: A ``CommandFailure`` with ``ExitStatus/cannotCreate`` and
  ///   the C library's reason if the file cannot be created.
  init(creating path: String) throws(CommandFailure) {
    self.path = path
    guard let file = fopen(path, "w") else {
      throw Self.failure(path)
    }
    self.file = file
  }

  deinit {
    if let file { fclose(file) }
  }

  /// Writes the file's contents and closes it.
  ///
  /// - Throws: A ``CommandFailure`` with ``ExitStatus/cannotCreate`` and
  ///   the C library's reason if the text cannot be written.
  func write(_ text: String) throws(CommandFailure) {
    guard let file else { return }
    self.file = nil
    let written = fputs(text, file)
    let closed = fclose(file)
    guard written >= 0, closed == 0 else { throw Self.failure(path) }
  }

  private static func failure(_ path: String) -> CommandFailure {
    CommandFailure(
      status: .cannotCreate,
      message: "cannot write '\(path)': \(String(cString: strerror(errno)))"
    )
  }
}
