import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

@Suite("expectReplay in Swift Testing")
struct ExpectReplayTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  @Test("a fixture that meets its expectations records nothing")
  func passes() throws {
    let report = try #require(
      expectReplay(ofFile: Self.fixture("pinch-hold-release-pinch.json"))
    )
    #expect(report.isSuccess)
    #expect(report.matches.count == 5)
  }

  @Test("a trace that misses its expectations records one issue")
  func fails() {
    var trace = Trace()
    trace.frames = [Frame(time: 0)]
    trace.expectations = [
      Expectation(gesture: .pinch, phase: .began, time: 0)
    ]
    withKnownIssue {
      let report = expectReplay(trace)
      #expect(report.missing.count == 1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("1 missing") }
    }
  }

  @Test("a trace that cannot be read records an issue naming the problem")
  func unreadable() {
    withKnownIssue {
      let report = expectReplay(ofFile: Self.fixture("no-such-file.json"))
      #expect(report == nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no-such-file.json") }
    }
  }
}
