import Foundation
import GestureCore
import GestureReplay

/// Batch replay measured end to end: the `gesture-replay` tool built next
/// to this one, run on a directory of traces with one worker and with one
/// per core.
struct BatchBench {
  /// The tool's executable.
  let tool: URL
  /// A fresh directory holding the traces.
  let directory: URL
  /// The traces, in the order the tool replays them.
  let files: [URL]
  /// Their size together, in bytes.
  let bytes: Int

  /// The `gesture-replay` executable next to this one, if it is built.
  static func findTool() -> URL? {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let own =
      FileManager.default.fileExists(atPath: me.path)
      ? me : URL(fileURLWithPath: CommandLine.arguments[0])
    let tool = own.deletingLastPathComponent()
      .appendingPathComponent("gesture-replay")
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
  }

  /// Writes the trace's frames, cut into `count` consecutive traces,
  /// alternately JSON and JSON Lines, into a new temporary directory;
  /// each trace holds its part `repeats` times over, later each time, so
  /// that a run lasts long enough for starting the tool not to count.
  init(tool: URL, trace: Trace, count: Int, repeats: Int = 1) throws {
    self.tool = tool
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-bench-\(getpid())")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(
      at: directory,
      withIntermediateDirectories: true
    )
    var files: [URL] = []
    var bytes = 0
    let size = (trace.frames.count + count - 1) / count
    for index in 0..<count {
      let start = min(index * size, trace.frames.count)
      let end = min(start + size, trace.frames.count)
      var part = trace
      part.frames = Self.repeated(trace.frames[start..<end], times: repeats)
      let format: TraceFormat = index % 2 == 0 ? .json : .jsonLines
      let name = String(format: "part-%03d.%@", index, format.fileExtension)
      let url = directory.appendingPathComponent(name)
      let data = Data(try part.encoded(as: format))
      try data.write(to: url)
      files.append(url)
      bytes += data.count
    }
    self.files = files
    self.bytes = bytes
  }

  /// The frames `times` over, each time after the last: shifted by the
  /// frames' span and one frame interval more.
  static func repeated(_ frames: ArraySlice<Frame>, times: Int) -> [Frame] {
    guard let first = frames.first, let last = frames.last, times > 1 else {
      return Array(frames)
    }
    let interval =
      frames.count > 1
      ? (last.time - first.time) / Double(frames.count - 1) : 1
    let span = last.time - first.time + interval
    var repeated: [Frame] = []
    repeated.reserveCapacity(frames.count * times)
    for time in 0..<times {
      for frame in frames {
        var shifted = frame
        shifted.time += Double(time) * span
        repeated.append(shifted)
      }
    }
    return repeated
  }

  /// Removes the traces.
  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs the tool and returns its status and standard output, or `nil`
  /// for the output when it is thrown away.
  @discardableResult
  func runTool(_ arguments: [String], keepOutput: Bool) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = keepOutput ? pipe : FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var data = Data()
    if keepOutput {
      data = pipe.fileHandleForReading.readDataToEndOfFile()
    }
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Megabytes of trace per second replayed by the tool with some workers.
  func throughput(jobs: Int, runs: Int) throws -> Double {
    try Measurement.rate(
      runs: runs,
      work: Double(bytes) / 1e6,
      clock: .wall
    ) {
      let result = try runTool(
        ["--jobs", "\(jobs)", "--format", "jsonl", directory.path],
        keepOutput: false
      )
      guard result.status == 0 else {
        throw BenchFailure("gesture-replay exited with \(result.status)")
      }
    }
  }
}

/// A failed check or an input that could not be made.
struct BenchFailure: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
