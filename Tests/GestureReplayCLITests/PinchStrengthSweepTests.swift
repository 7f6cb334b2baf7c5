import Foundation
import Testing

/// The strength sweep fixture, read from `gesture-replay --timeline`: the
/// strength column rises from 0 to 1 and falls back to 0, never turning
/// back on the way, in both configurations.
@Suite("Pinch strength in the timeline")
struct PinchStrengthSweepTests {
  /// The strength column of each hand line of a timeline, in order.
  static func strengths(_ timeline: String) throws -> [Double] {
    let lines = timeline.split(separator: "\n").map(String.init)
    let header = try #require(lines.dropFirst().first)
    let headings = header.split(separator: " ").map(String.init)
    // Before it, "t (s)" and "pinch d" are two words each in the heading,
    // the point "(x, y)" two words on each line: one word fewer there.
    let column = try #require(headings.firstIndex(of: "strength")) - 1
    return try lines.dropFirst(2).filter { !$0.hasPrefix("    ->") }.map {
      line in
      let fields = line.split(separator: " ").map(String.init)
      return try #require(Double(fields[column]))
    }
  }

  @Test(
    "the sweep's strength goes 0, up to 1, down to 0, monotonic each way",
    arguments: ["handKit", "adaptive"]
  )
  func sweep(configuration: String) throws {
    let run = try runTool([
      "Fixtures/pinch-strength-sweep.json", "--configuration", configuration,
      "--timeline", "--set", "pinch.reportsStrength=true",
    ])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let strengths = try Self.strengths(run.standardOutput)
    #expect(strengths.count == 80)
    let top = try #require(strengths.firstIndex(of: 1))
    let last = try #require(strengths.lastIndex(of: 1))
    #expect(strengths.first == 0)
    #expect(strengths.last == 0)
    #expect(strengths[top...last].allSatisfy { $0 == 1 })
    let rise = strengths[...top]
    let fall = strengths[last...]
    #expect(zip(rise, rise.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(zip(fall, fall.dropFirst()).allSatisfy { $0 >= $1 })
    // Continuous: strictly between 0 and 1 on the way, not a step.
    #expect(rise.contains { $0 > 0 && $0 < 1 })
    #expect(fall.contains { $0 > 0 && $0 < 1 })
  }

  @Test("without reportsStrength the timeline has no strength column")
  func off() throws {
    let run = try runTool([
      "Fixtures/pinch-strength-sweep.json", "--timeline",
    ])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("strength"))
  }
}
