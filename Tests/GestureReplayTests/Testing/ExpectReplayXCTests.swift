import Foundation
import GestureCore
import GestureReplay
import GestureReplayTesting
import XCTest

/// `expectReplay` as an XCTest user calls it.
final class ExpectReplayXCTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Failures recorded while `capturesFailures` is set, instead of failing.
  private var captured: [String] = []
  private var capturesFailures = false

  override func recordFailure(
    withDescription description: String,
    inFile filePath: String,
    atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturesFailures {
      captured.append(description)
    } else {
      super.recordFailure(
        withDescription: description,
        inFile: filePath,
        atLine: lineNumber,
        expected: expected
      )
    }
  }

  func testFixturesMeetTheirExpectations() throws {
    for name in [
      "pinch-hold-release-pinch.json", "slider-sweep-return.json",
      "two-hands.json",
    ] {
      let report = expectReplay(
        ofFile: Self.fixtures.appendingPathComponent(name).path
      )
      XCTAssertEqual(report?.isSuccess, true, name)
    }
  }

  func testAMissedExpectationFailsThroughXCTest() {
    var trace = Trace()
    trace.frames = [Frame(time: 0)]
    trace.expectations = [Expectation(gesture: .pinch, phase: .began, time: 0)]
    capturesFailures = true
    let report = expectReplay(trace)
    capturesFailures = false
    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("1 missing") ?? false)
  }

  func testAFailureInADetachedTaskFailsThroughXCTestOnce() async {
    capturesFailures = true
    let report = await Task.detached {
      var trace = Trace()
      trace.frames = [Frame(time: 0)]
      trace.expectations = [
        Expectation(gesture: .pinch, phase: .began, time: 0)
      ]
      return expectReplay(trace)
    }.value
    capturesFailures = false
    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("1 missing") ?? false)
  }

  func testAnInvalidConfigurationFailsThroughXCTestWithoutReplaying() {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.enterThreshold = 0.04
    let path = Self.fixtures
      .appendingPathComponent("pinch-hold-release-pinch.json").path
    capturesFailures = true
    let report = expectReplay(ofFile: path, configuration: configuration)
    let inMemory = expectReplay(
      Trace(frames: [Frame(time: 0)]),
      configuration: configuration
    )
    capturesFailures = false
    XCTAssertNil(report)
    XCTAssertTrue(inMemory.matches.isEmpty && inMemory.extra.isEmpty)
    let message =
      "The configuration's pinch.exitThreshold (0.03) must be at least "
      + "pinch.enterThreshold (0.04)."
    XCTAssertEqual(
      captured,
      [
        "failed - Cannot replay \(path) with handKit: \(message)",
        "failed - Cannot replay the trace with handKit: \(message)",
      ]
    )
  }

  func testAnUnreadableTraceFailsThroughXCTest() {
    capturesFailures = true
    let report = expectReplay(ofFile: "Fixtures/no-such-file.json")
    capturesFailures = false
    XCTAssertNil(report)
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("no-such-file.json") ?? false)
  }
}
