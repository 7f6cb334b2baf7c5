import GestureCore
import GestureReplay
import Testing
import XCTest

/// Replays a trace file and records a test failure if its events do not meet
/// the trace's expectations.
///
/// Call it from a Swift Testing `@Test` or from an `XCTestCase` method: it
/// records the failure through the framework that is running the test
/// (`Issue.record` in a `@Test`, `XCTFail` in an XCTest case). Called from
/// a task a `@Test` started (a detached task, a callback), where Swift
/// Testing cannot tell which test runs, it records through both, and Swift
/// Testing fails the run. A trace that cannot be read is a failure too,
/// with the error naming the frame and field, and so is a configuration
/// that is not valid (`GestureConfiguration.validate()`), with the error
/// naming the setting: neither is replayed. A helper of your own that
/// calls it forwards all four of `fileID`, `filePath`, `line` and `column`,
/// so that the failure points at the helper's caller.
///
/// ```swift
/// @Test func lampTogglesOnce() {
///   expectReplay(ofFile: "Fixtures/pinch-hold-release-pinch.json")
/// }
///
/// final class LampTests: XCTestCase {
///   func testLampTogglesOnce() {
///     expectReplay(ofFile: "Fixtures/pinch-hold-release-pinch.json")
///   }
/// }
/// ```
///
/// - Parameters:
///   - path: The trace file's path (`.json` or `.jsonl`).
///   - configuration: The engine's settings; handKit by default. One
///     that is not valid (`GestureConfiguration.validate()`) is a failure
///     naming the setting, and the trace is not read.
///   - stages: The app's own stages (see `HandStage`), run after
///     GestureCore's; none by default.
///   - frameStages: The app's stages that read several hands (see
///     `FrameStage`); none by default.
///   - fileID: The caller's file ID, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The comparison, or `nil` if the configuration is not valid
///   or the trace could not be read.
@discardableResult
public func expectReplay(
  ofFile path: String,
  configuration: GestureConfiguration = .handKit,
  stages: [any HandStage] = [],
  frameStages: [any FrameStage] = [],
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> ExpectationReport? {
  let location = CallerLocation(
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
  if let error = configurationError(configuration) {
    location.recordFailure(
      "Cannot replay \(path) with \(configuration.name): \(error)"
    )
    return nil
  }
  let trace: Trace
  do {
    trace = try Trace(contentsOfFile: path)
  } catch {
    location.recordFailure("Cannot replay \(path): \(error)")
    return nil
  }
  return check(
    trace,
    named: path,
    configuration: configuration,
    stages: stages,
    frameStages: frameStages,
    at: location
  )
}

/// Replays a trace and records a test failure if its events do not meet
/// the trace's expectations.
///
/// See ``expectReplay(ofFile:configuration:stages:frameStages:fileID:filePath:line:column:)``.
/// A configuration that is not valid cannot be replayed: that is a failure
/// naming the setting. Nor can a trace built in memory whose frames' times
/// are not finite or not in order: that is a failure naming the frame
/// (`Replay.timeError(in:)`). Either way the report has no events.
///
/// - Parameters:
///   - trace: The trace, with its expectations.
///   - configuration: The engine's settings; handKit by default. One
///     that is not valid (`GestureConfiguration.validate()`) is a failure
///     naming the setting, and the trace is not replayed.
///   - stages: The app's own stages (see `HandStage`), run after
///     GestureCore's; none by default.
///   - frameStages: The app's stages that read several hands (see
///     `FrameStage`); none by default.
///   - fileID: The caller's file ID, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The comparison of events and expectations; without events
///   when the trace was not replayed.
@discardableResult
public func expectReplay(
  _ trace: Trace,
  configuration: GestureConfiguration = .handKit,
  stages: [any HandStage] = [],
  frameStages: [any FrameStage] = [],
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> ExpectationReport {
  let location = CallerLocation(
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
  let problem =
    configurationError(configuration).map {
      "Cannot replay the trace with \(configuration.name): \($0)"
    } ?? Replay.timeError(in: trace).map { "Cannot replay the trace: \($0)" }
  if let problem {
    location.recordFailure(problem)
    return ExpectationReport(
      trace: trace,
      configurationName: configuration.name,
      events: []
    )
  }
  return check(
    trace,
    named: "trace",
    configuration: configuration,
    stages: stages,
    frameStages: frameStages,
    at: location
  )
}

private func check(
  _ trace: Trace,
  named name: String,
  configuration: GestureConfiguration,
  stages: [any HandStage],
  frameStages: [any FrameStage],
  at location: CallerLocation
) -> ExpectationReport {
  let replay = Replay.run(
    trace,
    configuration: configuration,
    stages: stages,
    frameStages: frameStages
  )
  let report = ExpectationReport(
    trace: trace,
    configurationName: configuration.name,
    events: replay.events
  )
  if !report.isSuccess {
    location.recordFailure(
      "Replaying \(name) with \(configuration.name) did not meet its "
        + "expectations:\n\(report)"
        + trace.header.expectationNotes(for: configuration)
        .map { "\nnote: \($0)" }.joined()
    )
  }
  return report
}

/// The error that keeps a configuration from being replayed, if any: the
/// engine traps on a configuration that is not valid, which would end the
/// whole test run.
private func configurationError(
  _ configuration: GestureConfiguration
) -> ConfigurationError? {
  do {
    try configuration.validate()
    return nil
  } catch {
    return error
  }
}

/// Where a helper was called from, and how to report a failure there.
struct CallerLocation {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// Records a failure through the framework running the current test.
  ///
  /// Inside a `@Test`'s task (`Test.current` is set) the failure is a
  /// Swift Testing issue. Elsewhere the caller is either an XCTest case or
  /// code a `@Test` started in a task of its own (a detached task, a
  /// callback), which `Test.current` cannot see; the failure goes through
  /// both frameworks then, because each one ignores a failure recorded
  /// where it is not running: an XCTest case records the `XCTFail`, and
  /// Swift Testing records the issue against its run, which fails.
  func recordFailure(_ message: String) {
    let issueLocation = SourceLocation(
      fileID: fileID,
      filePath: "\(filePath)",
      line: Int(line),
      column: Int(column)
    )
    if Test.current == nil {
      XCTFail(message, file: filePath, line: line)
    }
    Issue.record(Comment(rawValue: message), sourceLocation: issueLocation)
  }
}
