import ToolSupport

extension Console {
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
      // Digits alone, too many for an Int: a whole number, but too large.
      let isTooLarge =
        !value.isEmpty && value.utf8.allSatisfy { (0x30...0x39).contains($0) }
        && Int(value) == nil
      throw invalidValue(
        value,
        for: option,
        isTooLarge
          ? "it is too large; use a whole number up to \(Int.max)"
          : "use a whole number of at least \(minimum)",
        usage: usage
      )
    }
    return number
  }
}
