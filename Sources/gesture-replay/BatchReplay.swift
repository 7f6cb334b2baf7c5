import Dispatch
import Foundation
import ToolSupport

/// Several traces replayed at once, their output printed in input order.
///
/// Workers (at most `--jobs`, one per core by default) take the traces in
/// order; each trace's standard output and errors are kept until every
/// trace before it is printed, so the output does not depend on the
/// number of workers or on timing. When there are several traces, each
/// block of output starts with `==> PATH <==`, after a blank line for all
/// but the first block printed (as `head` and `tail` do), except with
/// `--check`, whose one line per trace names it. A trace that fails (it
/// cannot be opened, or is not valid) prints its error on standard error
/// and nothing, not even its heading, on standard output. The exit status
/// is the largest of the traces' statuses: 66 if a trace cannot be opened,
/// else 65 if one is not valid, else 1 if an expectation is not met.
enum BatchReplay {
  /// The number of cores available to the process.
  static var processorCount: Int {
    ProcessInfo.processInfo.activeProcessorCount
  }

  /// What one trace printed, and its status.
  struct Outcome: Sendable {
    var output: String
    var errors: String
    var status: ExitStatus

    /// Whether the trace failed (rather than replayed, whether or not its
    /// expectations were met), so that it prints nothing on standard
    /// output.
    var failed: Bool {
      status.rawValue > ExitStatus.expectationsNotMet.rawValue
    }
  }

  /// Replays the entries with up to `jobs` workers and prints them in
  /// order; returns the largest status.
  static func run(
    _ entries: [TraceList.Entry],
    options: ReplayCommand.Options,
    jobs: Int
  ) -> ExitStatus {
    let printer = OrderedPrinter(
      paths: entries.map { FileName.shown($0.path) },
      headed: entries.count > 1 && !options.check
    )
    let workers = max(1, min(jobs, entries.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = printer.nextIndex() {
        printer.finish(index, replay(entries[index], options: options))
      }
    }
    printer.end()
    return printer.status
  }

  /// Replays one entry into buffers.
  static func replay(
    _ entry: TraceList.Entry,
    options: ReplayCommand.Options
  ) -> Outcome {
    var output = ""
    do {
      let path = try entry.tracePath()
      let status = try ReplayCommand.replay(path, options: options) {
        output += $0
      }
      return Outcome(output: output, errors: "", status: status)
    } catch {
      // A trace that fails prints nothing on standard output, as alone.
      return Outcome(
        output: "",
        errors: "Error: \(error.message)\n",
        status: error.status
      )
    }
  }
}

/// Hands out trace indices to workers and prints finished traces in
/// order, with a progress line on standard error when it is a terminal.
final class OrderedPrinter: @unchecked Sendable {
  private let lock = NSLock()
  private let paths: [String]
  private let headed: Bool
  private let showsProgress: Bool
  private var taken = 0
  private var finished = 0
  private var printed = 0
  /// Whether a block of output has been printed, so that the next heading
  /// follows a blank line.
  private var printedBlock = false
  private var pending: [Int: BatchReplay.Outcome] = [:]
  private var progressShown = false
  private(set) var status = ExitStatus.success

  init(paths: [String], headed: Bool) {
    self.paths = paths
    self.headed = headed
    self.showsProgress = paths.count > 1 && Console.errorIsTerminal
  }

  /// The next trace to replay, or `nil` when every one is taken.
  func nextIndex() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard taken < paths.count else { return nil }
    taken += 1
    return taken - 1
  }

  /// Records a trace's outcome and prints every finished trace whose
  /// predecessors are printed.
  func finish(_ index: Int, _ outcome: BatchReplay.Outcome) {
    lock.lock()
    defer { lock.unlock() }
    pending[index] = outcome
    finished += 1
    if outcome.status.rawValue > status.rawValue { status = outcome.status }
    if pending[printed] != nil { clearProgress() }
    while let next = pending.removeValue(forKey: printed) {
      if !next.failed {
        if headed {
          Console.out(
            (printedBlock ? "\n" : "") + "==> \(paths[printed]) <==\n"
          )
        }
        Console.out(next.output)
        Console.flushOutput()
        printedBlock = true
      }
      Console.error(next.errors)
      printed += 1
    }
    if showsProgress && finished < paths.count {
      clearProgress()
      Console.error("[\(finished)/\(paths.count)] \(paths[index])")
      Console.flushError()
      progressShown = true
    }
  }

  /// Clears the progress line, if any.
  func end() {
    lock.lock()
    defer { lock.unlock() }
    clearProgress()
  }

  private func clearProgress() {
    guard progressShown else { return }
    Console.error("\r\u{1B}[K")
    Console.flushError()
    progressShown = false
  }
}
