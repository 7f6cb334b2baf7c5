import GestureCore
import GestureReplay
import Testing

/// Traces that are valid, read without error, and must replay without
/// trapping, with every built-in configuration.
///
/// Each replay runs in a child process (an exit test), so that a trap
/// fails the test instead of ending the test run.
@Suite("Replay never traps on a valid trace")
struct ReplayTrapTests {
  /// Coordinates may be any finite number (a joint off the image). The
  /// adaptive configuration averaged the palm joints by summing them, and
  /// the sum of two coordinates of 1e308 was infinite: `MotionWindow.append`
  /// then trapped with "A motion sample must be finite." Found by review of
  /// what the fuzz target reaches, fixed in GestureCore
  /// (`HandGestureEngine.trackedPoint`, `MotionWindow`).
  @Test(
    "replays palm joints near the largest Double, in the image or in metres"
  )
  func hugePalmCoordinates() async {
    await #expect(processExitsWith: .success) {
      let image =
        #"{"version":1,"frames":[{"t":0,"hands":[{"joints":"#
        + #"{"wrist":[1e308,0],"indexMCP":[1e308,0]}}]},"#
        + #"{"t":0.5,"hands":[{"joints":"#
        + #"{"wrist":[1e308,0],"indexMCP":[1e308,0]}}]}]}"#
      let world =
        #"{"version":1,"frames":[{"t":0,"hands":[{"joints":"#
        + #"{"wrist":[0.5,0.5],"indexMCP":[0.5,0.4]},"worldLandmarks":["#
        + Array(repeating: "[1e308,0,0]", count: 21).joined(separator: ",")
        + "]}]}]}"
      for text in [image, world] {
        guard let trace = try? Trace(string: text) else { return }
        for name in GestureConfiguration.builtInNames {
          guard let configuration = GestureConfiguration.builtIn(named: name)
          else { return }
          _ = Replay.run(trace, configuration: configuration)
        }
      }
    }
  }

  @Test("replays coordinates near the largest Double with handKit")
  func hugeCoordinatesHandKit() throws {
    let trace = try Trace(
      string: #"{"version":1,"frames":[{"t":0,"hands":[{"joints":"#
        + #"{"thumbTip":[1.7976931348623157e308,-1.7976931348623157e308],"#
        + #""indexTip":[-1.7976931348623157e308,1.7976931348623157e308]}}]},"#
        + #"{"t":1,"hands":[{"joints":{"thumbTip":[0,0],"indexTip":[1e308,0]}}]}]}"#
    )
    let events = Replay.run(trace, configuration: .handKit).events
    #expect(events.first?.phase == .found)
  }
}
