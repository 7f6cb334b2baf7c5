import Foundation
import GestureCore
import GestureReplay

/// A fixture replayed for the viewer's tests, with its page.
struct ViewerFixture {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  var trace: Trace
  var replay: Replay
  var viewer: ReplayViewer

  /// Replays a fixture with a configuration, comparing its expectations
  /// when it has any, as `gesture-replay --html` does.
  init(_ name: String, configuration: GestureConfiguration = .handKit) throws {
    let path = Self.root.appendingPathComponent("Fixtures")
      .appendingPathComponent(name).path
    self.init(
      try Trace(contentsOfFile: path),
      title: name,
      configuration: configuration
    )
  }

  /// Replays a trace made in the test, as `init(_:configuration:)` does a
  /// fixture.
  init(
    _ trace: Trace,
    title: String,
    configuration: GestureConfiguration = .handKit
  ) {
    self.trace = trace
    replay = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    )
    let report = ExpectationReport(
      trace: trace,
      configurationName: configuration.name,
      events: replay.events
    )
    viewer = ReplayViewer(
      trace: trace,
      replay: replay,
      configuration: configuration,
      expectations: report,
      title: title
    )
  }

  /// The embedded data, decoded.
  func data() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(
      with: Data(viewer.dataJSON().utf8)
    )
    guard let data = object as? [String: Any] else {
      throw ViewerTestError("the data is not a JSON object")
    }
    return data
  }

  /// The display points of a frame's hands, in the page's integers:
  /// ten-thousandths of the display, `nil` for a joint not seen.
  func displayIntegers(atFrame index: Int) -> [[[Int]?]] {
    let space = trace.coordinates
    return trace.frames[index].hands.map { hand in
      Joint.allCases.map { joint -> [Int]? in
        guard let landmark = hand[joint], landmark.position.isFinite
        else { return nil }
        let display = space.displayPoint(landmark.position)
        return [
          Int((display.x * 10_000).rounded(.toNearestOrAwayFromZero)),
          Int((display.y * 10_000).rounded(.toNearestOrAwayFromZero)),
        ]
      }
    }
  }
}

/// A failure of a viewer test's own making, with what went wrong.
struct ViewerTestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
