import ToolSupport

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Console {
  /// Writes text to a file, replacing it.
  ///
  /// - Parameters:
  ///   - text: The file's new contents.
  ///   - path: The file's path.
  /// - Throws: A ``CommandFailure`` with ``ExitStatus/cannotCreate`` and
  ///   the C library's reason if the file cannot be written.
  static func write(_ text: String, toFile path: String) throws(CommandFailure)
  {
    guard let file = fopen(path, "w") else {
      throw CommandFailure(
        status: .cannotCreate,
        message: "cannot write '\(path)': \(String(cString: strerror(errno)))"
      )
    }
    let written = fputs(text, file)
    let closed = fclose(file)
    guard written >= 0, closed == 0 else {
      throw CommandFailure(
        status: .cannotCreate,
        message: "cannot write '\(path)': \(String(cString: strerror(errno)))"
      )
    }
  }

  /// Flushes standard output and standard error, then ends the process
  /// with a status.
  ///
  /// - Parameter status: The exit status.
  static func exit(_ status: ExitStatus) -> Never {
    Console.exit(status.rawValue)
  }
}

/// The exit statuses of `gesture-replay`, after sysexits.
enum ExitStatus: Int32 {
  /// Success.
  case success = 0
  /// The replay did not meet the trace's expectations (`--check`).
  case expectationsNotMet = 1
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// A trace or configuration was not valid (EX_DATAERR).
  case dataError = 65
  /// An input file could not be opened (EX_NOINPUT).
  case noInput = 66
  /// An output file could not be written (EX_CANTCREAT).
  case cannotCreate = 73
}

/// A failure that ends the command with a message and an exit status.
struct CommandFailure: Error {
  var status: ExitStatus
  var message: String
  /// The usage line to print after a usage error, if any.
  var usage: String?

  static func usage(_ message: String, _ usage: String) -> CommandFailure {
    CommandFailure(status: .usage, message: message, usage: usage)
  }

  /// The usage error for an option's value that breaks its rule, as
  /// `The value 'x' is invalid for '--jobs': use a whole number ...`.
  static func invalidValue(
    _ value: String,
    for option: String,
    _ rule: String,
    usage: String
  ) -> CommandFailure {
    .usage("The value '\(value)' is invalid for '\(option)': \(rule)", usage)
  }

  /// Returns an option's value as a whole number of at least `minimum`.
  ///
  /// - Throws: A usage error naming the option and the rule.
  static func wholeNumber(
    _ value: String,
    for option: String,
    atLeast minimum: Int,
    usage: String
  ) throws(CommandFailure) -> Int {
    guard let number = Int(value), number >= minimum else {
      throw invalidValue(
        value,
        for: option,
        "use a whole number of at least \(minimum)",
        usage: usage
      )
    }
    return number
  }
}
