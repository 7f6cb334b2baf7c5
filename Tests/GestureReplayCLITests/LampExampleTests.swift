import Foundation
import GestureReplay
import Synchronization
import Testing

@testable import lamp

@Suite("The lamp example")
struct LampExampleTests {
  /// The built `lamp` executable, next to `gesture-replay`.
  static let lampTool = PackagePaths.executable("lamp")

  /// Runs the lamp in the package root.
  static func runLamp(_ arguments: [String]) throws -> ToolRun {
    try runTool(arguments, executable: lampTool)
  }

  static let badRuns: [([String], Int32)] = [
    ([], 64),
    (["a.json", "b.json"], 64),
    (["Fixtures/movement-during-pinch.json", "--interval", "soon"], 64),
    (["no-such-file.json"], 66),
  ]

  @Test("README's command prints the lamp's commands, as recorded")
  func readmeCommand() throws {
    let run = try Self.runLamp(["Fixtures/movement-during-pinch.json"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    try expectMatchesGolden(
      run.standardOutput,
      named: "lamp-movement-during-pinch.txt"
    )
    #expect(run.standardOutput.contains("lamp on\n"))
    #expect(run.standardOutput.contains("lamp off\n"))
  }

  @Test("the same trace gives the same output")
  func deterministic() throws {
    let first = try Self.runLamp(["Fixtures/pinch-during-movement.json"])
    let second = try Self.runLamp(["Fixtures/pinch-during-movement.json"])
    #expect(first.status == 0)
    #expect(first.standardOutput == second.standardOutput)
  }

  @Test(
    "bad usage and bad input exit with sysexits statuses",
    arguments: badRuns
  )
  func errors(arguments: [String], status: Int32) throws {
    let run = try Self.runLamp(arguments)
    #expect(run.status == status)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("Error: "))
  }

  @Test("a fast pinch sequence toggles the lamp in turn: on, off, on, ...")
  func fastPinches() async throws {
    let trace = try Trace(
      contentsOfFile: PackagePaths.fixture("pinch-hold-release-pinch.json")
    )
    let lines = LinesBox()
    let lamp = Lamp(output: { lines.append($0) })
    await LampReplay.play(trace, into: lamp, interval: 0.25)
    let log = await lamp.log
    let toggles = log.filter {
      $0.hasSuffix("lamp on") || $0.hasSuffix("lamp off")
    }
    #expect(toggles.count == 2)
    #expect(toggles.first?.hasSuffix("lamp on") == true)
    #expect(toggles.last?.hasSuffix("lamp off") == true)
    #expect(lines.value == log)
  }

  @Test("toggles from many tasks at once never interleave")
  func concurrentToggles() async {
    let lamp = Lamp(output: { _ in })
    let count = 101
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        group.addTask { await lamp.toggle(at: Double(index)) }
      }
    }
    let log = await lamp.log
    #expect(log.count == count)
    // Each toggle read the state the previous one wrote: the commands
    // alternate, whatever order the tasks ran in.
    for (index, line) in log.enumerated() {
      #expect(line.hasSuffix(index.isMultiple(of: 2) ? "lamp on" : "lamp off"))
    }
    #expect(await lamp.isOn)
  }

  @Test("brightness numbers are formatted without a locale")
  func format() {
    #expect(LampFormat.decimal(0, digits: 1) == "0.0")
    #expect(LampFormat.decimal(12.75, digits: 1) == "12.8")
    #expect(LampFormat.decimal(1.23333, digits: 4) == "1.2333")
    #expect(LampFormat.decimal(-0.04, digits: 1) == "0.0")
    #expect(LampFormat.decimal(-2.5, digits: 1) == "-2.5")
  }
}

/// Lines collected from the lamp's output, from any thread.
final class LinesBox: Sendable {
  private let lines = Mutex<[String]>([])

  func append(_ line: String) {
    lines.withLock { $0.append(line) }
  }

  var value: [String] {
    lines.withLock { $0 }
  }
}
