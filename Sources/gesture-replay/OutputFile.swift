#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the tool writes, such as `--plot`'s picture, checked before the
/// work that fills it so that a path that cannot be written is refused
/// before anything is printed.
///
/// The check opens the file to append, creating it if it is missing but
/// leaving what it holds: a path that names the trace being replayed is
/// still read whole before it is replaced.
struct OutputFile {
  let path: String

  /// Checks that the file can be written, creating it if it is missing.
  ///
  /// - Throws: A ``CommandFailure`` with ``ExitStatus/cannotCreate`` and
  ///   the C library's reason if the file cannot be created or opened.
  init(checking path: String) throws(CommandFailure) {
    self.path = path
    guard let file = fopen(FileName.cString(path), "a") else {
      throw failure()
    }
    fclose(file)
  }

  /// Replaces the file's contents.
  ///
  /// - Throws: A ``CommandFailure`` with ``ExitStatus/cannotCreate`` and
  ///   the C library's reason if the text cannot be written.
  func write(_ text: String) throws(CommandFailure) {
    guard let file = fopen(FileName.cString(path), "w") else {
      throw failure()
    }
    let written = fputs(text, file)
    let closed = fclose(file)
    guard written >= 0, closed == 0 else { throw failure() }
  }

  private func failure() -> CommandFailure {
    CommandFailure(
      status: .cannotCreate,
      message: "cannot write '\(FileName.shown(path))': "
        + String(cString: strerror(errno))
    )
  }
}
