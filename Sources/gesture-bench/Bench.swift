import AllocationCounter
import Foundation
import GestureCore
import GestureReplay
import ToolSupport

/// The benchmark's measurements and checks, in the order they print.
struct Bench {
  let smoke: Bool
  let filter: String?
  let runs: Int
  let jobs: Int
  /// The number of checks that failed.
  private(set) var failures = 0

  init(smoke: Bool, filter: String?, runs: Int, jobs: Int) {
    self.smoke = smoke
    self.filter = filter
    self.runs = runs
    self.jobs = jobs
  }

  /// Whether a benchmark is selected by `--filter`.
  func selects(_ name: String) -> Bool {
    filter.map { name.contains($0) } ?? true
  }

  /// Prints a line on standard output at once, clearing the progress line
  /// first.
  func say(_ line: String) {
    Progress.clear()
    Console.out(line + "\n")
    Console.flushOutput()
  }

  /// Records a check: `ok` or `FAIL` with what was checked.
  mutating func check(_ condition: Bool, _ what: String) {
    say((condition ? "ok    " : "FAIL  ") + what)
    if !condition { failures += 1 }
  }

  /// A row for a measurement whose two sides were measured one after the
  /// other (batch replay): no range, and the ratio of the medians.
  func row(
    _ name: String,
    unit: String,
    median: Double,
    baseline: Double,
    baselineName: String
  ) {
    row(
      name,
      unit: unit,
      comparison: Comparison(
        median: median,
        baseline: baseline,
        ratio: median / baseline,
        range: nil
      ),
      baselineName: baselineName
    )
  }

  /// Prints a measurement's row: its median, the range of its runs when
  /// they took turns with the baseline's, the baseline's median and the
  /// ratio.
  func row(
    _ name: String,
    unit: String,
    comparison: Comparison,
    baselineName: String
  ) {
    let range =
      comparison.range.map {
        format($0.lowerBound) + "-" + format($0.upperBound)
      } ?? ""
    say(
      pad(name, 21) + pad(unit, 17) + padLeft(format(comparison.median), 10)
        + padLeft(range, 17)
        + padLeft(format(comparison.baseline), 11)
        + padLeft(String(format: "%.2fx", comparison.ratio), 9) + "  "
        + baselineName
    )
  }

  mutating func run() {
    let inputs = BenchInputs(variants: smoke ? 2 : 24)
    // The engine runs over a short trace many times, as a live app runs
    // over each frame the tracker has just written: in cache.
    let engineInputs = smoke ? inputs : BenchInputs(variants: 2)
    let trace = inputs.trace
    if smoke {
      say(
        "gesture-bench --smoke: correctness checks on small inputs, no timing"
      )
    } else {
      say(
        "gesture-bench: median of \(runs) runs, each round alternating with "
          + "the baseline; "
          + "\(ProcessInfo.processInfo.activeProcessorCount) cores; "
          + "ingest: \(trace.frames.count) frames; batch: "
          + "\(trace.frames.count * Self.batchRepeats) frames; engine: "
          + "\(engineInputs.handFrames) hand-frames per pass; "
          + "thread CPU time (batch: wall time)"
      )
      say(
        pad("benchmark", 21) + pad("unit", 17) + padLeft("median", 10)
          + padLeft("range", 17) + padLeft("baseline", 11)
          + padLeft("ratio", 9) + "  baseline is"
      )
    }
    for format in [TraceFormat.json, .jsonLines] {
      let name = format == .json ? "ingest.json" : "ingest.jsonl"
      if selects(name) { ingest(name, trace: trace, format: format) }
    }
    for (name, configuration) in Self.engineConfigurations {
      if selects(name) { engine(name, inputs: engineInputs, configuration) }
    }
    if selects("allocations") { allocations(inputs: engineInputs) }
    if selects("replay.batch") { batch(trace: trace) }
    if smoke {
      say(
        failures == 0
          ? "smoke: all checks passed" : "smoke: \(failures) checks failed"
      )
    }
  }

  // MARK: Ingest

  mutating func ingest(_ name: String, trace: Trace, format: TraceFormat) {
    let bytes: [UInt8]
    do {
      bytes = try trace.encoded(as: format)
    } catch {
      check(false, "\(name): the trace cannot be written: \(error)")
      return
    }
    let data = Data(bytes)
    Progress.show("\(name): reading \(bytes.count) bytes")
    let decode =
      format == .json
      ? DecoderBaseline.decodeJSON : DecoderBaseline.decodeJSONLines
    if smoke {
      let read = try? Trace(bytes: bytes, format: format)
      check(
        read?.frames == trace.frames,
        "\(name): Trace(bytes:format:) reads back the \(trace.frames.count) "
          + "frames written"
      )
      let mirrored = try? decode(data)
      check(
        mirrored.map { Self.matches($0, trace.frames) } ?? false,
        "\(name): JSONDecoder baseline decodes the same frames and landmarks"
      )
      return
    }
    let megabytes = Double(bytes.count) / 1e6
    let comparison = Measurement.compare(
      runs: runs,
      work: megabytes,
      baselineWork: megabytes
    ) {
      do {
        blackHole(try Trace(bytes: bytes, format: format).frames.count)
      } catch {
        preconditionFailure("\(name): the reader refused its input: \(error)")
      }
    } baseline: {
      do {
        blackHole(try decode(data).count)
      } catch {
        preconditionFailure("\(name): JSONDecoder refused the input: \(error)")
      }
    }
    row(
      name,
      unit: "MB/s",
      comparison: comparison,
      baselineName: "Foundation JSONDecoder into Codable structs"
    )
  }

  /// Whether the decoder's mirrors hold the frames' times and landmarks.
  static func matches(
    _ mirrors: [DecoderBaseline.FrameMirror],
    _ frames: [Frame]
  ) -> Bool {
    guard mirrors.count == frames.count else { return false }
    for (mirror, frame) in zip(mirrors, frames) {
      guard mirror.t == frame.time,
        (mirror.hands ?? []).count == frame.hands.count
      else { return false }
      for (handMirror, hand) in zip(mirror.hands ?? [], frame.hands) {
        guard let landmarks = handMirror.landmarks, landmarks.count == 21
        else { return false }
        for (joint, values) in zip(Joint.allCases, landmarks) {
          guard let landmark = hand[joint], values.count >= 2,
            values[0] == landmark.position.x, values[1] == landmark.position.y
          else { return false }
        }
      }
    }
    return true
  }

  // MARK: Engine

  /// The configurations the engine runs: the two built-in ones, and
  /// handKit without swipes and poses, to show what those cost.
  static let engineConfigurations: [(String, GestureConfiguration)] = {
    var core = GestureConfiguration.handKit
    core.swipe.isEnabled = false
    core.poses.isEnabled = false
    return [
      ("engine.handKit", .handKit),
      ("engine.adaptive", .adaptive),
      ("engine.handKit-core", core),
    ]
  }()

  mutating func engine(
    _ name: String,
    inputs: BenchInputs,
    _ configuration: GestureConfiguration
  ) {
    let bench = EngineBench(trace: inputs.trace)
    if smoke {
      var engine = GestureEngine(configuration: configuration)
      var events: [GestureEvent] = []
      var collected: [GestureEvent] = []
      _ = EngineBench.run(
        &engine,
        frames: bench.frames,
        span: bench.span,
        passes: 0..<1,
        events: &events
      ) { collected.append($0) }
      let replay = Replay.run(inputs.trace, configuration: configuration)
      check(
        !collected.isEmpty && collected == replay.events,
        "\(name): \(collected.count) events, equal to Replay.run's"
      )
      let kinds = Set(collected.map { "\($0.gesture) \($0.phase)" })
      check(
        kinds.isSuperset(of: ["pinch began", "movement began", "hand lost"]),
        "\(name): the inputs pinch, move and lose a hand"
      )
      if name == "engine.handKit-core" {
        // The synthesizer plans hand, pinch, movement and slider events
        // with the handKit rules; swipes and poses are not its business.
        let right = inputs.rightHand
        let report = ExpectationReport(
          trace: right,
          configurationName: configuration.name,
          events: Replay.run(right, configuration: configuration).events
        )
        check(
          report.isSuccess,
          "\(name): the right hand's trace meets its synthesized "
            + "expectations (\(report.description))"
        )
      }
      return
    }
    let passes = max(1, 2_000_000 / max(1, bench.handFramesPerPass))
    Progress.show("\(name): \(runs) runs of \(passes) passes")
    let work = Double(bench.handFramesPerPass * passes)
    let comparison = Measurement.compare(
      runs: runs,
      work: work / 1e6,
      baselineWork: work / 1e6
    ) {
      bench.runEngine(configuration: configuration, passes: passes)
    } baseline: {
      bench.runFloor(passes: passes)
    }
    row(
      name,
      unit: "M hand-frames/s",
      comparison: comparison,
      baselineName: "a loop reading the same hands' score and 3 joints"
    )
  }

  // MARK: Allocations

  mutating func allocations(inputs: BenchInputs) {
    guard gc_allocation_counting_is_available() else {
      say(
        "allocations: not measured (no allocation counter in this build: "
          + "it needs Linux with glibc and no sanitizer)"
      )
      return
    }
    #if DEBUG
      // Unoptimized code boxes and copies where the optimizer does not:
      // the promise is for release builds.
      say("allocations: not measured in a debug build (use -c release)")
    #else
      countAllocations(inputs: inputs)
    #endif
  }

  /// Checks that the counter counts, then counts the engine's allocations
  /// in steady state.
  mutating func countAllocations(inputs: BenchInputs) {
    // The counter must see an allocation that certainly happens: an array
    // whose size is only known at run time.
    let before = gc_thread_allocation_count()
    let array = [Int](repeating: 7, count: 1000 + CommandLine.arguments.count)
    blackHole(array.count)
    let counted = gc_thread_allocation_count() - before
    check(
      counted >= 1,
      "allocations: the counter counts an Array's allocation (\(counted))"
    )
    let bench = EngineBench(trace: inputs.trace)
    // The inputs' hands never pinch at once: the two-hand pinch is proven
    // on inputs whose left hand pinches while the right one does.
    let bothPinch = EngineBench(
      trace: BenchInputs(
        variants: 2,
        leftScript: BenchInputs.twoHandLeftScript
      ).trace
    )
    // Each configuration, its inputs, and the gestures a pass must report
    // with it, so that the stages the proof is about are seen to run.
    let every: Set<Gesture> = [.pinch, .doublePinch, .slider, .hold, .sequence]
    let proofs: [(GestureConfiguration, EngineBench, reports: Set<Gesture>)] = [
      (.handKit, bench, [.pinch, .slider]),
      (.adaptive, bench, [.pinch, .slider]),
      (.withEveryStage(.handKit), bench, every),
      (.withEveryStage(.adaptive), bench, every),
      // The pinch's events held back and put back: the left hand's single
      // pinch is reported late, the right hand's double pinch's are not.
      (
        .withEveryStage(.adaptive, pinchWithDoublePinch: .awaitsFailureOf),
        bench, [.pinch, .doublePinch, .slider, .hold]
      ),
      (
        .withEveryStage(.adaptive, inputs: "BothPinching"), bothPinch,
        [.pinch, .twoHandPinch]
      ),
    ]
    for (configuration, bench, reports) in proofs {
      let name = "allocations.\(configuration.name)"
      let passes = smoke ? 2 : max(1, 1_000_000 / bench.handFramesPerPass)
      Progress.show("\(name): \(passes) passes")
      let result = bench.steadyStateAllocations(
        configuration: configuration,
        passes: passes
      )
      check(
        result.allocations == 0 && result.events > 0,
        "\(name): \(result.allocations) allocations in \(result.handFrames) "
          + "hand-frames (\(result.events) events) after a warm-up pass, "
          + "process(_:into:)"
      )
      let arrays = bench.arrayAPIAllocations(configuration: configuration)
      let missing = reports.subtracting(arrays.gestures)
      check(
        missing.isEmpty,
        "\(name): a pass reports \(reports.map(\.rawValue).sorted()), "
          + "missing \(missing.map(\.rawValue).sorted())"
      )
      check(
        arrays.allocations > 0,
        "\(name): the counter sees the array-returning process(_:) "
          + "allocate (\(arrays.allocations) allocations for "
          + "\(arrays.events) events in one pass)"
      )
    }
  }

  // MARK: Batch

  /// How many times over each batch trace holds its part of the inputs:
  /// with the inputs once, a run took about 50 ms on a fast host, and
  /// starting the tool took a large share of it.
  static let batchRepeats = 8

  mutating func batch(trace: Trace) {
    guard let tool = BatchBench.findTool() else {
      check(
        false,
        "replay.batch: gesture-replay is not built next to gesture-bench "
          + "(run swift build first)"
      )
      return
    }
    do {
      let batch = try BatchBench(
        tool: tool,
        trace: trace,
        count: smoke ? 4 : 16,
        repeats: smoke ? 1 : Self.batchRepeats
      )
      defer { batch.remove() }
      if smoke {
        try checkBatch(batch)
        return
      }
      Progress.show("replay.batch: \(runs) runs with 1 and \(jobs) workers")
      let one = try batch.throughput(jobs: 1, runs: runs)
      let all = try batch.throughput(jobs: jobs, runs: runs)
      row(
        "replay.batch",
        unit: "MB/s, \(jobs) jobs",
        median: all,
        baseline: one,
        baselineName: "the same with --jobs 1 (\(batch.files.count) files, "
          + "\(batch.bytes / 1000) kB)"
      )
    } catch {
      check(false, "replay.batch: \(error)")
    }
  }

  /// Checks that batch output is the single-file outputs, in order, each
  /// headed by its path, with any number of workers.
  mutating func checkBatch(_ batch: BatchBench) throws {
    var expected = ""
    for (index, file) in batch.files.enumerated() {
      let single = try batch.runTool(
        ["--format", "jsonl", file.path],
        keepOutput: true
      )
      guard single.status == 0 else {
        throw BenchFailure(
          "gesture-replay \(file.path) exited \(single.status)"
        )
      }
      expected += (index == 0 ? "" : "\n") + "==> \(file.path) <==\n"
      expected += single.output
    }
    for jobs in [1, 2, 3] {
      let result = try batch.runTool(
        ["--jobs", "\(jobs)", "--format", "jsonl", batch.directory.path],
        keepOutput: true
      )
      check(
        result.status == 0 && result.output == expected,
        "replay.batch: --jobs \(jobs) prints the \(batch.files.count) "
          + "single-file outputs in order"
      )
    }
  }
}

/// Formats a rate with 4 significant digits or so.
func format(_ value: Double) -> String {
  value >= 100
    ? String(format: "%.1f", value) : String(format: "%.3f", value)
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width
    ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func padLeft(_ text: String, _ width: Int) -> String {
  text.count >= width
    ? " " + text : String(repeating: " ", count: width - text.count) + text
}
