import GestureCore
import GestureReplay

/// `gesture-replay TRACE`: replays a trace and prints its events.
enum ReplayCommand {
  static let usage =
    "gesture-replay <trace> [--configuration <name>] [--config <file>] "
    + "[--set <key=value> ...] [--format <format>] [--timeline] "
    + "[--plot <file.svg>] [--check]"

  static let help = HelpText(
    overview: "Replays a recorded hand-landmark trace and shows which "
      + "gestures fired, and why.",
    usage: usage + "\n       gesture-replay <subcommand>",
    arguments: [
      (
        "<trace>",
        "The trace to replay: a .json or .jsonl file in trace format v1, "
          + "or - to read standard input."
      )
    ],
    options: [
      (
        "--configuration <name>",
        "The built-in configuration to start from: handKit (the "
          + "prototype's rules, the default) or adaptive (hand-size relative "
          + "pinch, fist rejection, speed from timestamps, loss timeout, "
          + "exclusive pinch and movement)."
      ),
      (
        "--config <file>",
        "A JSON configuration, as printed by 'gesture-replay defaults', "
          + "applied on top of --configuration. Keys it leaves out keep "
          + "their values."
      ),
      (
        "--set <key=value>",
        "Changes one setting, applied after --config; repeatable. Keys are "
          + "dotted, as in pinch.enterThreshold=0.02; lists are "
          + "comma-separated. 'gesture-replay defaults' lists the keys."
      ),
      (
        "--format <format>",
        "How to print the events: text (a table, the default), jsonl (one "
          + "JSON object per event), json, or csv."
      ),
      (
        "--timeline",
        "Adds a line per frame and hand with what the recognizers saw: "
          + "the tracked point (index tip or palm), the pinch distance and "
          + "state, the displacement, the movement signal and state, and the "
          + "slider value; the thresholds in force come first. Text format "
          + "only."
      ),
      (
        "--plot <file.svg>",
        "Also draws the replay as an SVG picture: per hand, the pinch "
          + "distance with its enter and exit thresholds, the movement median "
          + "with its start and stop thresholds, the slider value, bands "
          + "where the hand is pinched or moving, and the events."
      ),
      (
        "--check",
        "Compares the events with the trace's expect list (or its "
          + "expectFor entry for this configuration's name) and prints the "
          + "difference instead of the events; exits 1 if they disagree."
      ),
    ],
    subcommands: [
      ("validate", "Checks trace files and names the first error in each."),
      (
        "synth",
        "Makes a synthetic trace, with its expected events, from a gesture "
          + "script."
      ),
      ("defaults", "Prints a configuration as JSON, ready to edit."),
      ("help", "Shows help for a subcommand."),
    ],
    discussion: """
      Exit status: 0 on success, 1 when --check finds a difference, 64 for \
      a wrong command line, 65 for a trace or configuration that is not \
      valid, 66 for an input file that cannot be opened.
      """
  )

  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [
        .init(name: "--help", takesValue: false),
        .init(name: "--configuration", takesValue: true),
        .init(name: "--config", takesValue: true),
        .init(name: "--set", takesValue: true, repeatable: true),
        .init(name: "--format", takesValue: true),
        .init(name: "--timeline", takesValue: false),
        .init(name: "--check", takesValue: false),
        .init(name: "--plot", takesValue: true),
      ],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(help.render())
      return .success
    }
    guard scanner.positionals.count == 1 else {
      throw .usage(
        scanner.positionals.isEmpty
          ? "Missing expected argument '<trace>'"
          : "Unexpected argument '\(scanner.positionals[1])'",
        usage
      )
    }
    let path = scanner.positionals[0]
    let format = try Self.format(scanner.value("--format"))
    let timeline = scanner.flag("--timeline")
    let check = scanner.flag("--check")
    let plot = scanner.value("--plot")
    if timeline && (format != .text || check) {
      throw .usage("'--timeline' works only with '--format text'", usage)
    }
    let configuration = try ConfigurationOptions.configuration(
      named: scanner.value("--configuration"),
      file: scanner.value("--config"),
      assignments: scanner.all("--set"),
      usage: usage
    )

    var frames = try FrameSource.open(path)
    let title = TraceInput.display(path)
    var session = ReplaySession(
      configuration: configuration,
      coordinates: frames.header.coordinates,
      recordsTimeline: plot != nil,
      keepsEvents: check || plot != nil
    )
    var writer = ReportWriter(
      format: format,
      configuration: configuration,
      includesTimeline: timeline
    )
    if !check { Console.out(writer.header()) }
    while let frame = try frames.next() {
      let events = session.process(frame)
      if !check, timeline || !events.isEmpty {
        Console.out(
          writer.frame(
            events: events,
            diagnostics: timeline ? session.diagnostics : []
          )
        )
      }
    }
    if let plot {
      let svg = ReplayPlot(
        replay: session.result,
        configuration: configuration,
        title: title
      ).svg()
      try Console.write(svg, toFile: plot)
    }
    if check {
      let set = frames.header.expectationSet(for: configuration.name)
      let report = ExpectationReport(
        expectations: set.expectations,
        ignoring: set.ignoredEvents,
        events: session.result.events
      )
      Console.out(
        (report.isSuccess ? "PASS " : "FAIL ") + title + ": "
          + report.description + "\n"
      )
      return report.isSuccess ? .success : .expectationsNotMet
    }
    Console.out(writer.footer())
    return .success
  }

  static func format(_ text: String?) throws(CommandFailure) -> ReportFormat {
    guard let text else { return .text }
    guard let format = ReportFormat(rawValue: text) else {
      throw .usage(
        "The value '\(text)' is invalid for '--format': use text, jsonl, "
          + "json or csv",
        usage
      )
    }
    return format
  }
}
