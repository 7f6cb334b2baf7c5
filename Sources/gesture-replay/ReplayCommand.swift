import GestureCore
import GestureReplay
import ToolSupport

/// `gesture-replay TRACE`: replays a trace and prints its events.
enum ReplayCommand {
  static let usage =
    "gesture-replay <trace> ... [--configuration <name>] [--config <file>] "
    + "[--set <key=value> ...] [--format <format>] [--timeline] "
    + "[--plot <file.svg>] [--html <file.html>] [--check] [--stream] "
    + "[--jobs <n>]"

  static let help = HelpText(
    overview: "Replays a recorded hand-landmark trace and shows which "
      + "gestures fired, and why.",
    usage: usage + "\n       gesture-replay <subcommand>",
    arguments: [
      (
        "<trace> ...",
        "The traces to replay: .json or .jsonl files in trace format v1, "
          + "directories (the .json, .jsonl and .ndjson files in them and "
          + "their subdirectories, sorted by path), or - to read standard "
          + "input (alone). Several traces are replayed in parallel and "
          + "printed in the order given, each headed by '==> <path> <=='."
      )
    ],
    options: [
      (
        "--configuration <name>",
        "The built-in configuration to start from: handKit (the "
          + "prototype's rules, the default) or adaptive (hand-size relative "
          + "pinch, fist rejection, speed from timestamps, loss timeout, "
          + "a pinch and a flick that preempt the movement)."
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
          + "JSON object per event), json, or csv. Not with --check, which "
          + "prints text."
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
        "--html <file.html>",
        "Also writes an interactive, self-contained page: each hand's "
          + "skeleton at the current frame in the display frame, a time "
          + "scrubber, play and pause, the signals of --plot with a cursor, "
          + "and the events; with expectations, missing and extra events "
          + "are marked."
      ),
      (
        "--check",
        "Compares the events with the trace's expect list (or its "
          + "expectFor entry for this configuration's name) and prints the "
          + "difference instead of the events; exits 1 if they disagree."
      ),
      (
        "--stream",
        "Replays each frame as soon as it is read and prints its events at "
          + "once, for a tracker piped in live (as in 'tracker | "
          + "gesture-replay - --stream'), instead of checking the whole trace "
          + "before printing anything. A frame that is not valid stops the "
          + "replay there, after the events of the frames before it, with "
          + "exit status 65. A single trace, in text, jsonl or csv; not "
          + "with --check, --plot or --html."
      ),
      (
        "--jobs <n>",
        "How many traces to replay at once when there are several; the "
          + "number of cores by default. Output is in the same order for "
          + "any number."
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
      (
        "poses",
        "Measures how well static poses are read on labelled hands: "
          + "accuracy per label and recorder, confusion, misread samples."
      ),
      ("help", "Shows help for a subcommand."),
    ],
    discussion: """
      Exit status: 0 on success, 1 when --check finds a difference, 64 for \
      a wrong command line, 65 for a trace or configuration that is not \
      valid, 66 for an input file that cannot be opened, 73 for an output \
      file that cannot be written, 74 when standard output cannot be \
      written. With several traces, each is replayed whatever happens to \
      the others, and the exit status is the largest of theirs.
      """
  )

  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [
        .init(name: "--help", takesValue: false)
      ] + ConfigurationOptions.scannerOptions + [
        .init(name: "--format", takesValue: true),
        .init(name: "--timeline", takesValue: false),
        .init(name: "--check", takesValue: false),
        .init(name: "--stream", takesValue: false),
        .init(name: "--plot", takesValue: true),
        .init(name: "--html", takesValue: true),
        .init(name: "--jobs", takesValue: true),
      ],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(help.render())
      return .success
    }
    guard !scanner.positionals.isEmpty else {
      throw .usage("Missing expected argument '<trace>'", usage)
    }
    let format = try Self.format(scanner.value("--format"))
    let timeline = scanner.flag("--timeline")
    let check = scanner.flag("--check")
    let plot = scanner.value("--plot")
    let html = scanner.value("--html")
    if timeline && format != .text {
      throw .usage("'--timeline' works only with '--format text'", usage)
    }
    // --check prints its difference as text, never events: a --format
    // other than text would be ignored, so it is refused.
    if check && format != .text {
      throw .usage("'--check' works only with '--format text'", usage)
    }
    if timeline && check {
      throw .usage("'--timeline' and '--check' cannot be used together", usage)
    }
    let jobs = try Self.jobs(scanner.value("--jobs"))
    let paths = scanner.positionals
    let isBatch = paths.count > 1 || TraceList.isDirectory(paths[0])
    let streams = scanner.flag("--stream")
    if streams {
      try checkStreaming(
        isBatch: isBatch,
        format: format,
        check: check,
        plot: plot,
        html: html
      )
    }
    if isBatch {
      if plot != nil {
        throw .usage("'--plot' works with a single trace", usage)
      }
      if html != nil {
        throw .usage("'--html' works with a single trace", usage)
      }
      if paths.contains("-") {
        throw .usage(
          "'-' (standard input) cannot be replayed with other traces",
          usage
        )
      }
    }
    let configuration = try ConfigurationOptions.configuration(
      scanner,
      usage: usage
    )
    let options = Options(
      configuration: configuration,
      format: format,
      timeline: timeline,
      check: check,
      plot: plot,
      html: html,
      streams: streams
    )
    guard isBatch else {
      return try replay(paths[0], options: options) { text in
        Console.out(text)
        if streams { Console.flushOutput() }
      }
    }
    return BatchReplay.run(
      TraceList.expand(paths),
      options: options,
      jobs: jobs
    )
  }

  /// What to do with each trace, from the command line.
  struct Options: Sendable {
    var configuration: GestureConfiguration
    var format: ReportFormat
    var timeline: Bool
    var check: Bool
    var plot: String?
    var html: String?
    /// Whether frames are replayed as they are read (`--stream`), not
    /// checked first.
    var streams = false
  }

  /// Refuses what `--stream` cannot do: what needs the whole trace
  /// (`--check`, `--plot`, `--html`, one JSON document) or several traces.
  static func checkStreaming(
    isBatch: Bool,
    format: ReportFormat,
    check: Bool,
    plot: String?,
    html: String?
  ) throws(CommandFailure) {
    if isBatch {
      throw .usage("'--stream' works with a single trace", usage)
    }
    for (option, isSet) in [
      ("--check", check), ("--plot", plot != nil), ("--html", html != nil),
    ] where isSet {
      throw .usage("'--stream' and '\(option)' cannot be used together", usage)
    }
    if format == .json {
      throw .usage(
        "'--stream' works with '--format text', 'jsonl' or 'csv'",
        usage
      )
    }
  }

  /// Replays one trace, writing what it prints through `output` as it
  /// goes; throws before writing anything if the trace is not valid,
  /// unless `options.streams`, when it throws at the first frame that is
  /// not valid, after writing the events of the frames before it.
  static func replay(
    _ path: String,
    options: Options,
    output: (String) -> Void
  ) throws(CommandFailure) -> ExitStatus {
    let configuration = options.configuration
    let check = options.check
    let timeline = options.timeline
    var frames = try FrameSource.open(path, streams: options.streams)
    let plotFile = try options.plot.map(OutputFile.init(checking:))
    let htmlFile = try options.html.map(OutputFile.init(checking:))
    let title = TraceInput.display(path)
    let drawsPictures = options.plot != nil || options.html != nil
    var session = ReplaySession(
      configuration: configuration,
      coordinates: frames.header.coordinates,
      recordsTimeline: drawsPictures,
      keepsEvents: check || drawsPictures
    )
    // The page draws the hands, so it keeps the frames a stream does not.
    var replayed: [Frame] = []
    var writer = ReportWriter(
      format: options.format,
      configuration: configuration,
      includesTimeline: timeline
    )
    if !check { output(writer.header()) }
    while let frame = try frames.next() {
      let events = session.process(frame)
      if options.html != nil { replayed.append(frame) }
      if !check, timeline || !events.isEmpty {
        output(
          writer.frame(
            events: events,
            diagnostics: timeline ? session.diagnostics : []
          )
        )
      }
    }
    if let plotFile {
      let svg = ReplayPlot(
        replay: session.result,
        configuration: configuration,
        title: title
      ).svg()
      try plotFile.write(svg)
    }
    if let htmlFile {
      let page = viewer(
        Trace(header: frames.header, frames: replayed),
        replay: session.result,
        configuration: configuration,
        title: title
      ).html()
      try htmlFile.write(page)
    }
    if check {
      let set = frames.header.expectationSet(for: configuration.name)
      let report = ExpectationReport(
        expectations: set.expectations,
        ignoring: set.ignoredEvents,
        events: session.result.events
      )
      output(
        (report.isSuccess ? "PASS " : "FAIL ") + title + ": "
          + report.description + "\n"
          + frames.header.expectationNotes(for: configuration)
          .map { "note: \($0)\n" }.joined()
      )
      return report.isSuccess ? .success : .expectationsNotMet
    }
    output(writer.footer())
    return .success
  }

  /// The viewer of a replay, with its expectations compared when the
  /// trace has any.
  static func viewer(
    _ trace: Trace,
    replay: Replay,
    configuration: GestureConfiguration,
    title: String
  ) -> ReplayViewer {
    let header = trace.header
    var report: ExpectationReport?
    if !header.expectations.isEmpty
      || !header.expectationsByConfiguration.isEmpty
    {
      report = ExpectationReport(
        trace: trace,
        configurationName: configuration.name,
        events: replay.events
      )
    }
    return ReplayViewer(
      trace: trace,
      replay: replay,
      configuration: configuration,
      expectations: report,
      title: title
    )
  }

  /// The number of traces to replay at once: `--jobs`, or one per core.
  static func jobs(_ text: String?) throws(CommandFailure) -> Int {
    guard let text else { return BatchReplay.processorCount }
    return try CommandFailure.wholeNumber(
      text,
      for: "--jobs",
      atLeast: 1,
      usage: usage
    )
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
