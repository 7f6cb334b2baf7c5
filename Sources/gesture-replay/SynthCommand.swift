import GestureCore
import GestureReplay
import ToolSupport

/// `gesture-replay synth SCRIPT`: makes a trace from a gesture script.
enum SynthCommand {
  static let usage =
    "gesture-replay synth <script> [--fps <n>] [--seed <n>] "
    + "[--noise <sigma>] [-o <file>] [--hand <side>] [--hand-size <size>] "
    + "[--at <x,y>] [--confidence <value>] [--mirrored] [--origin <origin>] "
    + "[--orientation <orientation>] [--configuration <name>] "
    + "[--config <file>] [--set <key=value> ...]"

  /// Runs `synth` with its arguments, after the subcommand's name.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - maximumJSONLength: The most bytes a trace written as JSON may
  ///     have, the readers' limit (``Trace/maximumReadLength``) unless a
  ///     test makes it smaller; a longer one is refused before anything is
  ///     written.
  /// - Returns: The exit status.
  /// - Throws: A ``CommandFailure`` for bad usage, a script that is not
  ///   valid, a JSON trace over the limit, or a file it cannot write.
  static func run(
    _ arguments: [String],
    maximumJSONLength: Int = Trace.maximumReadLength
  ) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [
        .init(name: "--help", takesValue: false),
        .init(name: "--script", takesValue: true),
        .init(name: "--fps", takesValue: true),
        .init(name: "--noise", takesValue: true),
        .init(name: "--seed", takesValue: true),
        .init(name: "-o", takesValue: true),
        .init(name: "--output", takesValue: true),
        .init(name: "--hand", takesValue: true),
        .init(name: "--hand-size", takesValue: true),
        .init(name: "--at", takesValue: true),
        .init(name: "--confidence", takesValue: true),
        .init(name: "--mirrored", takesValue: false),
        .init(name: "--origin", takesValue: true),
        .init(name: "--orientation", takesValue: true),
        .init(name: "--configuration", takesValue: true),
        .init(name: "--config", takesValue: true),
        .init(name: "--set", takesValue: true, repeatable: true),
      ],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(helpText)
      return .success
    }
    let inline = scanner.value("--script")
    if inline != nil, let extra = scanner.positionals.first {
      throw .usage(
        "Unexpected argument '\(extra)': give a script file or --script, "
          + "not both",
        usage
      )
    }
    if inline == nil, scanner.positionals.isEmpty {
      throw .usage("Missing expected argument '<script>'", usage)
    }
    if scanner.positionals.count > 1 {
      throw .usage("Unexpected argument '\(scanner.positionals[1])'", usage)
    }
    if scanner.value("-o") != nil, scanner.value("--output") != nil {
      throw .usage("'-o' and '--output' are the same option", usage)
    }
    // `-o -` is standard output, as `-` is standard input for a script.
    let output = (scanner.value("-o") ?? scanner.value("--output"))
      .flatMap { $0 == "-" ? nil : $0 }
    let synthesizer = try settings(scanner)
    let configurations = try self.configurations(scanner)

    let text: String
    if let inline {
      // The argument's bytes, as a file's would be read.
      text = try InputFile.text(
        FileName.bytes(inline),
        from: "--script",
        what: "a script"
      )
    } else {
      text = try InputFile.text(
        of: scanner.positionals.first ?? "-",
        limit: 1 << 20,
        what: "a script"
      )
    }
    let script: SynthScript
    do {
      script = try SynthScript(parsing: text)
    } catch {
      throw CommandFailure(
        status: .dataError,
        message: VisibleText.escaped("\(error)")
      )
    }
    let result = synthesizer.synthesize(
      script,
      checkingWith: configurations
    )
    for warning in result.warnings {
      Console.error("Warning: \(warning)\n")
    }
    let format = output.flatMap { TraceFormat(path: $0) } ?? .json
    // Encoded once: the bytes checked are the bytes written.
    let bytes: [UInt8]
    do {
      bytes = try result.trace.encoded(as: format)
    } catch {
      throw CommandFailure(
        status: .dataError,
        message: VisibleText.escaped("\(error)")
      )
    }
    if format == .json, bytes.count > maximumJSONLength {
      throw CommandFailure(
        status: .dataError,
        message: "the trace would be \(bytes.count) bytes of JSON, more "
          + "than the \(Trace.lengthText(maximumJSONLength)) a JSON trace may hold, so "
          + "it could not be read back: write JSON Lines (-o FILE.jsonl), or "
          + "a shorter script"
      )
    }
    if let output {
      do {
        try Trace.write(
          encoded: bytes,
          toFile: FileName.bytes(output),
          name: FileName.shown(output)
        )
      } catch {
        throw TraceInput.failure(error, path: output)
      }
    } else {
      Console.out(String(decoding: bytes, as: UTF8.self))
    }
    return .success
  }

  /// The configurations to check the expectations with: handKit and
  /// adaptive, or the one `--configuration`, `--config` and `--set` make,
  /// which must not take a built-in configuration's name unless it is
  /// that configuration.
  static func configurations(
    _ scanner: ArgumentScanner
  ) throws(CommandFailure) -> [GestureConfiguration] {
    let name = scanner.value("--configuration")
    let file = scanner.value("--config")
    let assignments = scanner.all("--set")
    guard name != nil || file != nil || !assignments.isEmpty else {
      return [.handKit, .adaptive]
    }
    let configuration = try ConfigurationOptions.configuration(
      named: name,
      file: file,
      assignments: assignments,
      usage: usage
    )
    if let builtIn = GestureConfiguration.builtIn(named: configuration.name),
      builtIn != configuration
    {
      let changed = configuration.changedSettings(from: builtIn)
      throw .usage(
        "The configuration is named '\(configuration.name)' but differs "
          + "from \(configuration.name) in "
          + changed.joined(separator: ", ") + ": give it a name of its own, "
          + "as in --set name=custom, so that its expectations are not "
          + "taken for \(configuration.name)'s",
        usage
      )
    }
    return [configuration]
  }

  /// The synthesizer the options describe.
  static func settings(
    _ scanner: ArgumentScanner
  ) throws(CommandFailure) -> Synthesizer {
    var synthesizer = Synthesizer()
    func invalid(_ value: String, _ option: String, _ rule: String)
      -> CommandFailure
    {
      .invalidValue(value, for: option, rule, usage: usage)
    }
    func number(
      _ option: String,
      in range: ClosedRange<Double>,
      rule: String
    ) throws(CommandFailure) -> Double? {
      guard let text = scanner.value(option) else { return nil }
      guard let value = Double(text), range.contains(value) else {
        throw invalid(text, option, rule)
      }
      return value
    }
    if let fps = try number(
      "--fps",
      in: Synthesizer.frameRateRange,
      rule: "use a number from 1 to 240"
    ) {
      synthesizer.frameRate = fps
    }
    if let noise = try number(
      "--noise",
      in: Synthesizer.noiseRange,
      rule: "use a standard deviation from 0 to 0.05"
    ) {
      synthesizer.noise = noise
    }
    if let text = scanner.value("--seed") {
      guard let seed = UInt64(text) else {
        throw invalid(text, "--seed", "use a whole number from 0")
      }
      synthesizer.seed = seed
    }
    if let text = scanner.value("--hand") {
      guard let side = Chirality(rawValue: text),
        side == .left || side == .right
      else {
        throw invalid(text, "--hand", "use left or right")
      }
      synthesizer.chirality = side
    }
    if let size = try number(
      "--hand-size",
      in: Synthesizer.handSizeRange,
      rule: "use a size from 0.04 to 0.3"
    ) {
      synthesizer.handSize = size
    }
    if let text = scanner.value("--at") {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let x = Double(parts[0]),
        let y = Double(parts[1]), (0...1).contains(x), (0...1).contains(y)
      else {
        throw invalid(text, "--at", "use x,y with both from 0 to 1")
      }
      synthesizer.position = Point(x: x, y: y)
    }
    if let confidence = try number(
      "--confidence",
      in: 0...1,
      rule: "use a number from 0 to 1"
    ) {
      synthesizer.confidence = confidence
    }
    synthesizer.coordinates.isMirrored = scanner.flag("--mirrored")
    if let text = scanner.value("--origin") {
      guard let origin = CoordinateSpace.Origin(rawValue: text) else {
        throw invalid(text, "--origin", "use topLeft or bottomLeft")
      }
      synthesizer.coordinates.origin = origin
    }
    if let text = scanner.value("--orientation") {
      guard let orientation = CoordinateSpace.Orientation(rawValue: text)
      else {
        throw invalid(text, "--orientation", "use up, right, down or left")
      }
      synthesizer.coordinates.orientation = orientation
    }
    return synthesizer
  }
}
