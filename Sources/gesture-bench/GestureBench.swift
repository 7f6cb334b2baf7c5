import AllocationCounter
import Foundation
import GestureCore
import GestureReplay
import ToolSupport

/// `gesture-bench`: measures ingest, the engine and batch replay against
/// baselines measured in the same run, and proves the engine allocates
/// nothing per frame in steady state.
///
/// `--smoke` runs every check on tiny inputs once, prints no timing, and
/// exits 1 if a check fails; it is what CI runs.
@main
enum GestureBench {
  static let usage =
    "gesture-bench [--smoke] [--filter <name>] [--runs <n>] [--jobs <n>]"

  static let help = """
    OVERVIEW: Measures GestureCore's throughput against baselines measured in
    the same run.

    Makes its inputs deterministically (synthetic two-hand traces), runs each
    measurement several times, alternating with its baseline, and prints the
    median, the range of the runs, the baseline's median and the median of
    the rounds' ratios. Build it in release mode:
    swift run -c release gesture-bench.

    USAGE: \(usage)

    OPTIONS:
      --smoke                 Tiny inputs, one run, correctness checks only
                              (events, frames, allocations, batch output);
                              prints no timing; exits 1 if a check fails.
      --filter <name>         Runs only the benchmarks whose name contains
                              <name>: ingest.json, ingest.jsonl, engine.handKit,
                              engine.adaptive, engine.handKit-core, allocations,
                              replay.batch.
      --runs <n>              Runs per measurement (5 by default).
      --jobs <n>              Workers for replay.batch (the number of cores by
                              default).
      -h, --help              Show help information.

    """

  static func main() {
    var smoke = false
    var filter: String?
    var runs = 5
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--smoke": smoke = true
      case "-h", "--help":
        Console.out(help)
        Console.exit(0)
      case "--filter", "--runs", "--jobs":
        guard let value = arguments.popFirst() else {
          fail(usage: "Missing value for '\(argument)'")
        }
        if argument == "--filter" {
          filter = value
        } else {
          guard let number = Int(value), number >= 1 else {
            fail(usage: "'\(argument)' needs a whole number of at least 1")
          }
          if argument == "--runs" { runs = number } else { jobs = number }
        }
      default:
        fail(usage: "Unknown argument '\(argument)'")
      }
    }
    var bench = Bench(
      smoke: smoke,
      filter: filter,
      runs: smoke ? 1 : runs,
      jobs: jobs
    )
    bench.run()
    Progress.clear()
    Console.exit(bench.failures == 0 ? 0 : 1)
  }

  static func fail(usage message: String) -> Never {
    Console.error("Error: \(message)\nUsage: \(usage)\n")
    Console.exit(64)
  }
}
