#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error, written through C's streams and
/// flushed at once. (This file imports no Foundation, so that the C
/// streams come from the C library imported with `@preconcurrency`.)
enum Console {
  /// Writes text to standard output and flushes it.
  static func out(_ text: String) {
    fputs(text, stdout)
    fflush(stdout)
  }

  /// Writes text to standard error and flushes it.
  static func error(_ text: String) {
    fputs(text, stderr)
    fflush(stderr)
  }

  /// Whether standard error is a terminal.
  static let errorIsTerminal = isatty(2) != 0
}

/// A \r-updated status line on standard error, shown only when standard
/// error is a terminal.
enum Progress {
  nonisolated(unsafe) private static var isShown = false

  /// Shows a status, replacing the one before.
  static func show(_ text: String) {
    guard Console.errorIsTerminal else { return }
    Console.error("\r\u{1B}[K\(text)")
    isShown = true
  }

  /// Clears the status line, if one is shown.
  static func clear() {
    guard isShown else { return }
    Console.error("\r\u{1B}[K")
    isShown = false
  }
}
