import ToolSupport

/// The `gesture-replay` command: dispatches to its subcommands.
@main
enum GestureReplayTool {
  static let subcommands = [
    "validate", "synth", "defaults", "poses", "help",
  ]

  static func main() {
    let arguments = Self.arguments()
    let status: ExitStatus
    do {
      status = try run(arguments)
    } catch {
      Console.error("Error: \(error.message)\n")
      if let usage = error.usage {
        Console.error("Usage: \(usage)\n")
        Console.error(
          "  See '\(command(of: usage)) --help' for more information.\n"
        )
      }
      status = error.status
    }
    Console.exit(status)
  }

  /// The arguments, each from its own bytes: `CommandLine.arguments`
  /// replaces bytes that are not UTF-8, so a file name that is not would
  /// name another file (see ``FileName``).
  static func arguments() -> [String] {
    (1..<max(1, Int(CommandLine.argc))).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      var bytes: [UInt8] = []
      var offset = 0
      while argument[offset] != 0 {
        bytes.append(UInt8(bitPattern: argument[offset]))
        offset += 1
      }
      return FileName.string(fromBytes: bytes)
    }
  }

  /// The command a usage line is of, its words before the first argument
  /// or option: `gesture-replay synth` for the synth subcommand's.
  static func command(of usage: String) -> String {
    usage.split(separator: " ")
      .prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") }
      .joined(separator: " ")
  }

  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    switch arguments.first {
    case "validate":
      return try ValidateCommand.run(Array(arguments.dropFirst()))
    case "synth":
      return try SynthCommand.run(Array(arguments.dropFirst()))
    case "defaults":
      return try DefaultsCommand.run(Array(arguments.dropFirst()))
    case "poses":
      return try PosesCommand.run(Array(arguments.dropFirst()))
    case "help":
      let rest = arguments.dropFirst()
      switch rest.first {
      // `help --help` is the help of `help`, which is the main help.
      case nil, "help", "--help", "-h":
        Console.out(ReplayCommand.help.render())
      case "validate": Console.out(ValidateCommand.help.render())
      case "synth": Console.out(SynthCommand.helpText)
      case "defaults": Console.out(DefaultsCommand.help.render())
      case "poses": Console.out(PosesCommand.help.render())
      case let other?:
        throw .usage("Unknown subcommand '\(other)'", ReplayCommand.usage)
      }
      return .success
    default:
      return try ReplayCommand.run(arguments)
    }
  }
}
