// The libFuzzer entry point for the trace reader and replay.
//
// Not part of the package: `Scripts/fuzz/run.sh` compiles it with the
// GestureCore and GestureReplay sources, `-sanitize=fuzzer,address`. Each
// input is read as a trace in three ways (JSON, JSON Lines, detected) from
// memory, and in one of them from a file too; every trace that reads is
// replayed with the handKit and adaptive configurations and written back.
// Besides crashes, hangs and leaks, the target traps when two ways that
// must agree do not:
//
// - the fast path (FastTraceDecoder) reads what the generic path
//   (JSONParser, then TraceDecoder) reads, frame by frame, the same bits
//   or the same error;
// - reading a file gives what reading the same bytes in memory gives;
// - a smaller line limit can refuse a trace, never change what is read;
// - replaying twice, or frame by frame, gives the same events;
// - a trace written as JSON or JSON Lines reads back equal.

import GestureCore

@testable import GestureReplay

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The configurations every trace that reads is replayed with.
private let configurations: [GestureConfiguration] = {
  guard let adaptive = GestureConfiguration.builtIn(named: "adaptive") else {
    fatalError("fuzz: no built-in adaptive configuration")
  }
  return [.handKit, adaptive]
}()

/// A line limit small enough for fuzzed inputs to cross it.
private let smallLineLimit = 96

/// The file each input is written to, to be read back from disk.
private let scratchPath: String = {
  let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
  atexit { unlink(scratchPath) }
  return "\(directory)/trace-fuzz-\(getpid())"
}()

/// Reads an input as libFuzzer gives it, in every way, checking each.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: The input's length in bytes.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReading(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt
{
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let formats: [TraceFormat?] = [nil, .json, .jsonLines]
  let results = formats.map { format in
    read { () throws(TraceError) in try Trace(bytes: bytes, format: format) }
  }
  // The slower checks read the input in one of the three ways, chosen by
  // its length, so that a finding replays the same way.
  let chosen = size % formats.count
  checkFastPath(bytes, format: formats[chosen])
  checkFile(bytes, format: formats[chosen], expected: results[chosen])
  readOnAfterErrors(bytes, format: formats[chosen])
  // Detected and named formats usually read the same trace: replay each
  // distinct trace once.
  var traces: [Trace] = []
  for case .success(let trace) in results where !traces.contains(trace) {
    traces.append(trace)
  }
  for trace in traces {
    replay(trace)
    roundTrip(trace)
  }
  return 0
}

/// Reads the input from a file, with the usual line limit and a small
/// one, and compares with what reading its bytes gave.
private func checkFile(
  _ bytes: [UInt8],
  format: TraceFormat?,
  expected: Result<Trace, TraceError>
) {
  writeScratchFile(bytes)
  let fromFile = read { () throws(TraceError) in
    var reader = try TraceReader(
      path: scratchPath,
      format: format,
      maximumLineLength: TraceLineSource.defaultMaximumLineLength
    )
    return try Trace(reading: &reader)
  }
  check(
    fromFile == expected,
    "a file reads as \(fromFile), its bytes as \(expected)"
  )
  let limited = read { () throws(TraceError) in
    var reader = try TraceReader(
      path: scratchPath,
      format: format,
      maximumLineLength: smallLineLimit
    )
    return try Trace(reading: &reader)
  }
  if case .success = limited {
    check(limited == expected, "a line limit changed what was read")
  }
}

/// Reads the input with the fast path and with the generic path alone,
/// frame by frame past errors, and checks that they agree exactly: the
/// same header or error, then the same frames, bit for bit, or errors.
private func checkFastPath(_ bytes: [UInt8], format: TraceFormat?) {
  let fast = readFrames(bytes, format: format, decoding: .specialized)
  let generic = readFrames(bytes, format: format, decoding: .generic)
  check(
    fast == generic,
    "the fast path reads \(fast), the generic path \(generic)"
  )
}

/// What a reader gives, as text that keeps every bit: the header or the
/// error creating the reader threw, then each frame's bit patterns or
/// each error, until the end.
private func readFrames(
  _ bytes: [UInt8],
  format: TraceFormat?,
  decoding: TraceReader.Decoding
) -> [String] {
  var reader: TraceReader
  do throws(TraceError) {
    reader = try TraceReader(bytes: bytes, format: format, decoding: decoding)
  } catch {
    return ["error: \(error)"]
  }
  var results = ["header: \(reader.header)"]
  for _ in 0...bytes.count {
    do throws(TraceError) {
      guard let frame = try reader.next() else { break }
      results.append(bits(of: frame))
    } catch {
      results.append("error: \(error)")
    }
  }
  return results
}

/// Returns a frame as the bit patterns of all its numbers, with its
/// structure: `==` on `Double` would not tell `-0` from `0`.
private func bits(of frame: Frame) -> String {
  var text = "t \(frame.time.bitPattern)"
  for hand in frame.hands {
    text += " hand \(hand.chirality) \(hand.score.bitPattern)"
    for joint in Joint.allCases {
      guard let landmark = hand[joint] else {
        text += " -"
        continue
      }
      text +=
        " \(landmark.position.x.bitPattern),\(landmark.position.y.bitPattern)"
        + ",\(landmark.depth.map { "\($0.bitPattern)" } ?? "nil")"
        + ",\(landmark.confidence.bitPattern)"
    }
    for point in hand.worldLandmarks ?? [] {
      text +=
        " w\(point.x.bitPattern),\(point.y.bitPattern),\(point.z.bitPattern)"
    }
  }
  return text
}

/// Calls a reading closure, keeping its trace or its error.
private func read(
  _ body: () throws(TraceError) -> Trace
) -> Result<Trace, TraceError> {
  do throws(TraceError) {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}

/// Reads frame after frame past errors, as `gesture-replay validate`
/// does; each call must make progress.
private func readOnAfterErrors(_ bytes: [UInt8], format: TraceFormat?) {
  guard var reader = try? TraceReader(bytes: bytes, format: format) else {
    return
  }
  for _ in 0...bytes.count {
    do throws(TraceError) {
      guard try reader.next() != nil else { return }
    } catch {
      continue
    }
  }
  check(false, "the reader did not reach the end after \(bytes.count) calls")
}

/// Replays a trace with each configuration, whole and frame by frame.
private func replay(_ trace: Trace) {
  for configuration in configurations {
    let once = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    )
    let again = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    )
    check(once == again, "two replays of one trace differ")
    var session = ReplaySession(
      configuration: configuration,
      coordinates: trace.coordinates
    )
    var events: [GestureEvent] = []
    for frame in trace.frames {
      events.append(contentsOf: session.process(frame))
    }
    check(events == once.events, "a replay frame by frame differs")
    let report = ExpectationReport(
      trace: trace,
      configurationName: configuration.name,
      events: once.events
    )
    check(!report.description.isEmpty, "an empty expectation report")
  }
}

/// Writes a trace in both formats and reads it back: a trace a reader
/// accepted, the writer accepts too.
private func roundTrip(_ trace: Trace) {
  for format in TraceFormat.allCases {
    let text: [UInt8]
    do throws(TraceError) {
      text = try trace.encoded(as: format)
    } catch {
      check(false, "the writer refuses a trace a reader accepted: \(error)")
      return
    }
    let back = read { () throws(TraceError) in
      try Trace(bytes: text, format: format)
    }
    check(
      back == .success(trace),
      "\(format) written and read back gives \(back), not \(trace)"
    )
  }
}

/// Replaces the scratch file's content with the input.
private func writeScratchFile(_ bytes: [UInt8]) {
  let descriptor = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  check(descriptor >= 0, "cannot create \(scratchPath)")
  defer { close(descriptor) }
  var written = 0
  while written < bytes.count {
    let count = bytes.withUnsafeBytes {
      write(descriptor, $0.baseAddress.map { $0 + written }, $0.count - written)
    }
    check(count > 0, "cannot write \(scratchPath)")
    written += count
  }
}

/// Stops the fuzzer with a message when a property does not hold.
private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz: \(message())") }
}
