import GestureCore
import GestureReplay

/// Builds a configuration from `--configuration`, `--config` and `--set`.
enum ConfigurationOptions {
  /// The three options, for a command's ``ArgumentScanner``.
  static let scannerOptions: [ArgumentScanner.Option] = [
    .init(name: "--configuration", takesValue: true),
    .init(name: "--config", takesValue: true),
    .init(name: "--set", takesValue: true, repeatable: true),
  ]

  /// Builds the configuration the options of a scanned command line give.
  static func configuration(
    _ scanner: ArgumentScanner,
    usage: String
  ) throws(CommandFailure) -> GestureConfiguration {
    try configuration(
      named: scanner.value("--configuration"),
      file: scanner.value("--config"),
      assignments: scanner.all("--set"),
      usage: usage
    )
  }

  static func configuration(
    named name: String?,
    file: String?,
    assignments: [String],
    usage: String
  ) throws(CommandFailure) -> GestureConfiguration {
    let name = name ?? "handKit"
    guard var configuration = GestureConfiguration.builtIn(named: name) else {
      throw .usage(
        "The value '\(name)' is invalid for '--configuration': use "
          + GestureConfiguration.builtInNames.joined(separator: " or "),
        usage
      )
    }
    if let file {
      let bytes = try InputFile.bytes(
        of: file,
        limit: GestureConfiguration.maximumFileSize,
        what: "a configuration",
        readsStandardInput: false
      )
      do {
        try configuration.apply(settingsJSON: bytes)
      } catch {
        throw CommandFailure(
          status: .dataError,
          message: "\(FileName.shown(file)): \(error)"
        )
      }
    }
    let fileLayer = configuration
    for assignment in assignments {
      do {
        try configuration.apply(assignment: assignment)
      } catch {
        throw .usage(
          "--set \(VisibleText.escaped(assignment)): \(error)",
          usage
        )
      }
    }
    do {
      try configuration.validate()
    } catch {
      let sources = self.sources(
        file: file,
        fileLayer: fileLayer,
        assignments: assignments
      )
      throw CommandFailure(
        status: .dataError,
        message: "\(sources.joined(separator: ", ")): \(error)"
      )
    }
    return configuration
  }

  /// The options a configuration that is not valid comes from, for its
  /// error: the `--set` assignments when the built-in configuration with
  /// the file alone is valid, the file when no assignment follows it, and
  /// both otherwise.
  private static func sources(
    file: String?,
    fileLayer: GestureConfiguration,
    assignments: [String]
  ) -> [String] {
    let sets = assignments.map { "--set \(VisibleText.escaped($0))" }
    guard let file else { return sets }
    if sets.isEmpty { return [file] }
    let fileIsValid = (try? fileLayer.validate()) != nil
    return fileIsValid ? sets : [file] + sets
  }
}
