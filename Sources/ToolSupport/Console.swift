#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error of the package's command-line tools,
/// written through C's buffered streams.
///
/// Standard output is buffered: what is written appears when the buffer
/// fills, at ``flushOutput()``, or at ``exit(_:)``. Standard error is
/// unbuffered, as C's `stderr` is. The C library is imported with
/// `@preconcurrency`, which reading its streams needs in Swift 6 mode on
/// Linux; `gesture-replay` and `gesture-bench` both write through here.
///
/// ```swift
/// Console.out("ok\n")
/// Console.flushOutput()
/// ```
package enum Console {
  /// Writes text to standard output, buffered.
  ///
  /// - Parameter text: The text, with its own line breaks.
  package static func out(_ text: String) {
    write(text, toError: false)
  }

  /// Writes text to standard error.
  ///
  /// - Parameter text: The text, with its own line breaks.
  package static func error(_ text: String) {
    write(text, toError: true)
  }

  /// Writes all of a text's UTF-8 bytes, a NUL among them too (`fputs`
  /// would stop at it).
  private static func write(_ text: String, toError: Bool) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      _ = fwrite(base, 1, bytes.count, toError ? stderr : stdout)
    }
  }

  /// Writes standard output's buffer out.
  package static func flushOutput() {
    fflush(stdout)
  }

  /// Writes standard error's buffer out, if it has one.
  package static func flushError() {
    fflush(stderr)
  }

  /// Whether standard error is a terminal, where a progress line may be
  /// shown.
  package static let errorIsTerminal = isatty(2) != 0

  /// The exit status of a process whose standard output could not be
  /// written (EX_IOERR).
  package static let outputFailure: Int32 = 74

  /// Flushes standard output and standard error, then ends the process.
  ///
  /// When any of standard output could not be written (a full disk, a
  /// closed descriptor), it says so on standard error and exits with
  /// ``outputFailure``, or `status` if larger: output lost is never a
  /// success.
  ///
  /// - Parameter status: The exit status, 0 for success.
  package static func exit(_ status: Int32) -> Never {
    var status = status
    let flushed = fflush(stdout) == 0
    let reason = flushed ? nil : String(cString: strerror(errno))
    if !flushed || ferror(stdout) != 0 {
      fputs(
        "Error: cannot write to standard output"
          + (reason.map { ": \($0)" } ?? "") + "\n",
        stderr
      )
      status = max(status, outputFailure)
    }
    fflush(stderr)
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
