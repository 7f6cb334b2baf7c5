import GestureReplay
import ToolSupport

/// `gesture-replay validate TRACE...`: checks trace files.
enum ValidateCommand {
  static let usage = "gesture-replay validate <trace> ..."

  static let help = HelpText(
    overview: "Checks trace files and names the first error in each.",
    usage: usage,
    arguments: [
      (
        "<trace>",
        "The traces to check (.json or .jsonl), directories (the .json, "
          + ".jsonl and .ndjson files in them and their subdirectories, "
          + "sorted by path, as the replay takes them), or - for standard "
          + "input."
      )
    ],
    discussion: """
      Prints one line per trace: 'ok', the frame count, the duration and \
      the expected events (the top-level expect list's, then each expectFor \
      set's, by configuration), or 'invalid' and the first error with its \
      frame and field. Exits 65 if any trace is not valid, 66 if any cannot \
      be opened.
      """
  )

  static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
    let scanner = try ArgumentScanner(
      arguments,
      options: [.init(name: "--help", takesValue: false)],
      usage: usage
    )
    if scanner.flag("--help") {
      Console.out(help.render())
      return .success
    }
    guard !scanner.positionals.isEmpty else {
      throw .usage("Missing expected argument '<trace> ...'", usage)
    }
    if scanner.positionals.filter({ $0 == "-" }).count > 1 {
      throw .usage("'-' (standard input) can be read once", usage)
    }
    var status = ExitStatus.success
    for entry in TraceList.expand(scanner.positionals) {
      let path = entry.path
      do {
        let summary = try Self.summary(of: entry.tracePath())
        Console.out("\(TraceInput.display(path)): ok, \(summary)\n")
      } catch {
        Console.out("\(TraceInput.display(path)): invalid\n")
        Console.error("Error: \(error.message)\n")
        if status != .noInput { status = error.status }
      }
    }
    return status
  }

  /// Reads a trace frame by frame, holding none of its frames, and says
  /// how many it has, how long it lasts and how many events it expects.
  static func summary(of path: String) throws(CommandFailure) -> String {
    var reader = try TraceInput.reader(path)
    var count = 0
    var first: Double?
    var last: Double?
    do {
      while let frame = try reader.next() {
        count += 1
        if first == nil { first = frame.time }
        last = frame.time
      }
    } catch {
      throw TraceInput.failure(error, path: path)
    }
    let duration = (last ?? 0) - (first ?? 0)
    return "\(count) \(count == 1 ? "frame" : "frames"), "
      + "\(ReportText.seconds(duration)) s, "
      + expectedEvents(reader.header)
  }

  /// How many events a trace expects: its top-level `expect` list's
  /// count, then each `expectFor` set's with its configuration's name, in
  /// the byte order of the names, as `2 expected events, 3 for adaptive`;
  /// a trace with sets alone gives theirs only, as `3 expected events for
  /// adaptive, 3 for handKit`.
  static func expectedEvents(_ header: TraceHeader) -> String {
    func events(_ count: Int) -> String {
      "\(count) expected \(count == 1 ? "event" : "events")"
    }
    let sets = header.expectationsByConfiguration.sorted {
      $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
    }
    var parts: [String] = []
    if !header.expectations.isEmpty || sets.isEmpty {
      parts.append(events(header.expectations.count))
    }
    for (name, set) in sets {
      let count = set.expectations.count
      let shown = VisibleText.escaped(name)
      parts.append(
        parts.isEmpty
          ? "\(events(count)) for \(shown)" : "\(count) for \(shown)"
      )
    }
    return parts.joined(separator: ", ")
  }
}
