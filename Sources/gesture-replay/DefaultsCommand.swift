import GestureCore
import GestureReplay
import ToolSupport

/// `gesture-replay defaults`: prints a configuration as JSON.
enum DefaultsCommand {
  static let usage = "gesture-replay defaults [--configuration <name>]"

  static let help = HelpText(
    overview: "Prints a configuration as JSON, ready to edit and pass to "
      + "--config.",
    usage: usage,
    options: [
      (
        "--configuration <name>",
        "The built-in configuration to print: handKit (the default) or "
          + "adaptive."
      )
    ],
    discussion: "Every setting, with its kind and what it does, is listed "
      + "below; --set and --config take the same keys.",
    sections: [
      (
        "SETTINGS",
        ConfigurationKey.all.map {
          ($0.name, "\($0.summary) (\($0.kind.rawValue))")
        }
      )
    ]
  )

  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [
        .init(name: "--help", takesValue: false),
        .init(name: "--configuration", takesValue: true),
      ],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(help.render())
      return .success
    }
    if let extra = scanner.positionals.first {
      throw .usage("Unexpected argument '\(extra)'", usage)
    }
    let configuration = try ConfigurationOptions.configuration(
      named: scanner.value("--configuration"),
      file: nil,
      assignments: [],
      usage: usage
    )
    Console.out(configuration.settingsJSON)
    return .success
  }
}
