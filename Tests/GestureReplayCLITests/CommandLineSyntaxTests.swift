import Foundation
import GestureCore
import GestureReplay
import Testing

/// The command line's syntax (`--name=value`, `--`, a flag given a value)
/// and synth's hand and camera options, each seen in what the tool does.
@Suite("gesture-replay: option syntax, and synth's hand and camera options")
struct CommandLineSyntaxTests {
  @Test("--name=value is --name value")
  func inlineValue() throws {
    let spaced = try runTool(["Fixtures/two-hands.json", "--format", "jsonl"])
    let inline = try runTool(["Fixtures/two-hands.json", "--format=jsonl"])
    #expect(spaced.status == 0)
    #expect(inline.status == 0)
    #expect(inline.standardOutput == spaced.standardOutput)
    #expect(inline.standardOutput.hasPrefix("{"))
  }

  @Test("a flag given a value is a usage error")
  func flagWithValue() throws {
    let run = try runTool(["Fixtures/two-hands.json", "--check=yes"])
    #expect(run.status == 64)
    #expect(
      run.standardError.hasPrefix("Error: '--check' does not take a value\n")
    )
  }

  @Test("after --, an argument that starts with - is a path")
  func endOfOptions() throws {
    let run = try runTool(["--", "-no-such-trace.json"])
    #expect(run.status == 66)
    #expect(
      run.standardError
        == "Error: cannot open '-no-such-trace.json': No such file or directory\n"
    )
    let option = try runTool(["-no-such-trace.json"])
    #expect(option.status == 64)
    #expect(
      option.standardError.hasPrefix(
        "Error: Unknown option '-no-such-trace.json'\n"
      )
    )
  }

  @Test("synth's hand and camera options reach the trace")
  func synthOptions() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("hand.json").path
    let run = try runTool([
      "synth", "--script", "open 0.5s", "--hand", "left", "--hand-size",
      "0.2", "--at", "0.3,0.7", "--confidence", "0.8", "--origin",
      "bottomLeft", "--orientation", "right", "-o", path,
    ])
    #expect(run.status == 0)
    let trace = try Trace(contentsOfFile: path)
    #expect(trace.coordinates.origin == .bottomLeft)
    #expect(trace.coordinates.orientation == .right)
    #expect(!trace.coordinates.isMirrored)
    let hand = try #require(trace.frames.first?.hands.first)
    #expect(hand.chirality == .left)
    #expect(Joint.allCases.allSatisfy { hand[$0]?.confidence == 0.8 })
    // The index tip starts where --at puts it, in the display.
    let tip = try #require(hand[.indexTip]?.position)
    let display = trace.coordinates.displayPoint(tip)
    #expect(abs(display.x - 0.3) < 1e-9)
    #expect(abs(display.y - 0.7) < 1e-9)
    // The wrist to middle knuckle distance is the hand size.
    let wrist = try #require(hand[.wrist]?.position)
    let knuckle = try #require(hand[.middleMCP]?.position)
    #expect(abs(wrist.distance(to: knuckle) - 0.2) < 1e-9)
  }
}
