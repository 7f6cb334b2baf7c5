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
