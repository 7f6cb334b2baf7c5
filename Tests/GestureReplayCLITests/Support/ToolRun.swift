import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The result of running the built `gesture-replay` executable.
struct ToolRun: Sendable {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// Paths of the package, its fixtures, and the built tool.
enum PackagePaths {
  /// The package's root directory, found from this file's path.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // GestureReplayCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  static let golden: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// The directory of the built products, next to the test bundle.
  static let products: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent()
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest")
    {
      directory = bundle.bundleURL.deletingLastPathComponent()
    }
    return directory
  }()

  /// A built executable of the package, such as `lamp`.
  static func executable(_ name: String) -> URL {
    products.appendingPathComponent(name)
  }

  /// The built `gesture-replay`.
  static let tool = executable("gesture-replay")
}

/// Turns SIGPIPE off for the test process, once: a tool that exits before
/// reading all its input would otherwise kill the tests writing it.
private let ignoresBrokenPipes: Void = {
  _ = signal(SIGPIPE, SIG_IGN)
}()

/// Runs the tool (or another executable built with it, such as the lamp
/// example) with arguments and optional standard input, in the package
/// root.
func runTool(
  _ arguments: [String],
  input: String? = nil,
  executable: URL = PackagePaths.tool
) throws -> ToolRun {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = PackagePaths.root
  let output = Pipe()
  let error = Pipe()
  let inputPipe = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = inputPipe
  _ = ignoresBrokenPipes
  try process.run()
  // The input is written beside the reading of the output, so that neither
  // pipe can fill and block the other, and a tool that stops reading (at
  // the first error of a bad trace) and exits is no error here: the write
  // then fails with EPIPE, which is ignored, rather than raising SIGPIPE.
  let writer = DispatchGroup()
  let inputHandle = inputPipe.fileHandleForWriting
  DispatchQueue.global().async(group: writer) {
    if let input {
      try? inputHandle.write(contentsOf: Data(input.utf8))
    }
    try? inputHandle.close()
  }
  // Read both pipes to the end before waiting, so a large output cannot
  // fill a pipe and block the tool.
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  writer.wait()
  process.waitUntilExit()
  return ToolRun(
    status: process.terminationStatus,
    standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self)
  )
}

/// Compares text with a golden file; re-records it when RECORD_SNAPSHOTS
/// is set. A missing golden file is a failure.
func expectMatchesGolden(
  _ text: String,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = PackagePaths.golden.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try Data(text.utf8).write(to: url)
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "Golden file \(name) is missing; run with RECORD_SNAPSHOTS=1 to record it.",
      sourceLocation: sourceLocation
    )
    return
  }
  let golden = String(decoding: data, as: UTF8.self)
  #expect(
    text == golden,
    "output differs from \(name)",
    sourceLocation: sourceLocation
  )
}
