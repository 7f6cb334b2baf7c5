#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing: each measurement run several times, the median kept.
///
/// Work done on the calling thread alone (ingest, the engine) is timed with
/// the thread's CPU clock, so that other processes sharing the cores do not
/// count against it; work spread over processes and cores (batch replay)
/// is timed with the wall clock. On an idle machine the two agree.
enum Measurement {
  /// Which clock a measurement reads.
  enum Clock {
    /// The calling thread's CPU time.
    case threadCPU
    /// Elapsed real time.
    case wall
  }

  /// The current time of a clock, in seconds.
  static func now(_ clock: Clock) -> Double {
    var spec = timespec()
    #if os(Linux)
      let id = clock == .threadCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC
    #else
      let id = clock == .threadCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_UPTIME_RAW
    #endif
    clock_gettime(id, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// Returns the median of the values.
  static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "A median needs at least one value.")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1
      ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Runs a body several times and returns the median of the rates it
  /// reaches: `work` units divided by its duration in seconds.
  static func rate(
    runs: Int,
    work: Double,
    clock: Clock = .threadCPU,
    _ body: () throws -> Void
  ) rethrows -> Double {
    var rates: [Double] = []
    rates.reserveCapacity(runs)
    for _ in 0..<runs {
      let start = now(clock)
      try body()
      let seconds = now(clock) - start
      rates.append(work / max(seconds, 1e-9))
    }
    return median(rates)
  }
}

/// A measurement compared with its baseline, run by run.
struct Comparison {
  /// The median rate of the measured work.
  var median: Double
  /// The median rate of the baseline.
  var baseline: Double
  /// The median of the rounds' ratios, each the measured rate over the
  /// baseline's rate in the same round.
  var ratio: Double
  /// The slowest and the fastest rounds of the measured work, or `nil`
  /// when the two sides were measured apart, each its own median.
  var range: ClosedRange<Double>?
}

extension Measurement {
  /// Runs a body and its baseline in alternation, `runs` rounds of one
  /// run each, and compares their rates.
  ///
  /// Alternating keeps a change in the machine's speed during the
  /// measurement (on a shared host, another tenant's load) from falling
  /// on one side only: each round's ratio compares runs made seconds
  /// apart.
  ///
  /// - Parameters:
  ///   - runs: The number of rounds.
  ///   - work: The units of work in one run of `body`.
  ///   - baselineWork: The units of work in one run of `baseline`.
  ///   - clock: The clock to time both with.
  ///   - body: The work measured.
  ///   - baseline: The work compared with.
  /// - Returns: The medians, the median ratio, and the range of `body`'s
  ///   rates.
  static func compare(
    runs: Int,
    work: Double,
    baselineWork: Double,
    clock: Clock = .threadCPU,
    _ body: () throws -> Void,
    baseline: () throws -> Void
  ) rethrows -> Comparison {
    precondition(runs >= 1, "A comparison needs at least one round.")
    var rates: [Double] = []
    var baselineRates: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<runs {
      let rate = try self.rate(runs: 1, work: work, clock: clock, body)
      let baselineRate = try self.rate(
        runs: 1,
        work: baselineWork,
        clock: clock,
        baseline
      )
      rates.append(rate)
      baselineRates.append(baselineRate)
      ratios.append(rate / baselineRate)
    }
    let sorted = rates.sorted()
    return Comparison(
      median: median(rates),
      baseline: median(baselineRates),
      ratio: median(ratios),
      range: sorted[0]...sorted[sorted.count - 1]
    )
  }
}

/// Keeps a value alive so that the optimizer cannot drop the work making it.
@inline(never)
func blackHole(_ value: Double) {
  if value == 0x1.2345p-1000 { print("") }
}

/// Keeps an integer alive, as ``blackHole(_:)-(Double)`` does a double.
@inline(never)
func blackHole(_ value: Int) {
  if value == -0x7ead_beef { print("") }
}
