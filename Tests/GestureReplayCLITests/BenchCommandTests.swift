import Foundation
import Testing

/// The benchmark tool's command line: what it accepts and refuses. Its
/// figures are measured, not tested; `.ci/run` runs its release smoke.
@Suite("The gesture-bench command line")
struct BenchCommandTests {
  static let bench = PackagePaths.executable("gesture-bench")

  @Test("one run of one benchmark prints its row")
  func oneRun() throws {
    let run = try runTool(
      ["--runs", "1", "--filter", "ingest.jsonl"],
      executable: Self.bench
    )
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("gesture-bench: median of 1 runs") == true)
    #expect(lines.last?.hasPrefix("ingest.jsonl         MB/s ") == true)
    #expect(
      lines.last?.hasSuffix("Foundation JSONDecoder into Codable structs")
        == true
    )
  }

  @Test(
    "a count below 1, or not a whole number, is refused",
    arguments: [
      ["--runs", "0"], ["--jobs", "0"], ["--runs", "-1"], ["--runs", "1.5"],
    ]
  )
  func refusedCount(arguments: [String]) throws {
    let run = try runTool(arguments, executable: Self.bench)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix(
        "Error: '\(arguments[0])' needs a whole number of at least 1\n"
      )
    )
  }

  @Test("an unknown argument is refused")
  func unknownArgument() throws {
    let run = try runTool(["--fast"], executable: Self.bench)
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("Error: Unknown argument '--fast'\n"))
  }
}
