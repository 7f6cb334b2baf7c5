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
    var status = ExitStatus.success
    for path in scanner.positionals {
      do {
        let trace = try TraceInput.read(path)
        let duration =
          (trace.frames.last?.time ?? 0) - (trace.frames.first?.time ?? 0)
        Console.out(
          "\(TraceInput.display(path)): ok, \(trace.frames.count) frames, "
            + "\(ReportText.seconds(duration)) s, "
            + "\(trace.expectations.count) expected events\n"
        )
      } catch {
        Console.out("\(TraceInput.display(path)): invalid\n")
        Console.error("Error: \(error.message)\n")
        if status != .noInput { status = error.status }
      }
    }
    return status
  }
}
