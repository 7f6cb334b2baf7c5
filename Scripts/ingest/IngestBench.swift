// Measures trace ingest: how fast the public reading API turns trace text
// into frames, in megabytes (10^6 bytes) per second, one thread.
//
// Not part of the package: `Scripts/ingest/bench.sh` compiles it against
// the release build's objects. Usage: ingest-bench FILE [FORMAT] [REPEATS]
// where FORMAT is json or jsonl (from the file name by default).
//
// For each repeat it reads the file's bytes into memory (not timed), then
// times `Trace(bytes:format:)`; for JSON Lines it also times
// `TraceReader(path:)` frame by frame from the file. It prints the best
// and the median rate of each, by the wall clock and by the thread's
// processor time (the rate an idle machine would give).

import GestureCore
import GestureReplay

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file into memory, or exits.
private func readFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else {
    fputs("ingest-bench: cannot open \(path)\n", stderr)
    exit(66)
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 20)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count == 0 { break }
    bytes.append(contentsOf: chunk[..<count])
  }
  return bytes
}

/// The time a thread has run on a processor, in seconds.
private func threadTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// A timing: wall-clock seconds, and seconds on a processor.
struct Timing {
  var wall: Double
  var processor: Double
}

/// Returns the time a closure takes, on the wall clock and on the
/// processor (which the other processes of a busy machine do not change).
private func seconds(_ body: () -> Void) -> Timing {
  let clock = ContinuousClock()
  let start = threadTime()
  let elapsed = clock.measure(body)
  let parts = elapsed.components
  return Timing(
    wall: Double(parts.seconds) + Double(parts.attoseconds) * 1e-18,
    processor: threadTime() - start
  )
}

/// Prints the best and median rate of the timings.
private func report(_ label: String, bytes: Int, times: [Timing]) {
  func rate(_ seconds: Double) -> Int {
    Int((Double(bytes) / 1e6 / seconds).rounded())
  }
  let wall = times.map(\.wall).sorted()
  let processor = times.map(\.processor).sorted()
  let text =
    "\(label): wall clock best \(rate(wall[0])) MB/s, median"
    + " \(rate(wall[wall.count / 2])) MB/s; processor time best"
    + " \(rate(processor[0])) MB/s, median"
    + " \(rate(processor[processor.count / 2])) MB/s (\(times.count) runs)"
  print(text)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  fputs("usage: ingest-bench FILE [json|jsonl] [REPEATS]\n", stderr)
  exit(64)
}
let path = arguments[1]
let format: TraceFormat =
  arguments.count >= 3
  ? (arguments[2] == "jsonl" ? .jsonLines : .json)
  : (path.hasSuffix(".jsonl") ? .jsonLines : .json)
let repeats = arguments.count >= 4 ? Int(arguments[3]) ?? 5 : 5
let bytes = readFile(path)
var frameCount = 0
var inMemory: [Timing] = []
for _ in 0..<repeats {
  inMemory.append(
    seconds {
      do {
        let trace = try Trace(bytes: bytes, format: format)
        frameCount = trace.frames.count
      } catch {
        fputs("ingest-bench: \(error)\n", stderr)
        exit(65)
      }
    }
  )
}
print(
  "\(path): \(bytes.count) bytes, \(frameCount) frames,"
    + " \(bytes.count / max(frameCount, 1)) bytes a frame"
)
report("Trace(bytes:format: .\(format))", bytes: bytes.count, times: inMemory)
if format == .jsonLines {
  var streamed: [Timing] = []
  for _ in 0..<repeats {
    streamed.append(
      seconds {
        do {
          var reader = try TraceReader(path: path, format: format)
          var count = 0
          while try reader.next() != nil { count += 1 }
          frameCount = count
        } catch {
          fputs("ingest-bench: \(error)\n", stderr)
          exit(65)
        }
      }
    )
  }
  report("TraceReader(path:).next()", bytes: bytes.count, times: streamed)
}
