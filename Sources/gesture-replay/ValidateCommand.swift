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
        "The traces to check (.json or .jsonl), or - for standard input."
      )
    ],
    discussion: """
      Prints one line per trace: 'ok', the frame count and the duration, or \
      the first error with its frame and field. Exits 65 if any trace is \
      not valid, 66 if any cannot be opened.
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
    for path in scanner.positionals {
      do {
        let summary = try Self.summary(of: path)
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
    let expected = reader.header.expectations.count
    return "\(count) \(count == 1 ? "frame" : "frames"), "
      + "\(ReportText.seconds(duration)) s, "
      + "\(expected) expected \(expected == 1 ? "event" : "events")"
  }
}
