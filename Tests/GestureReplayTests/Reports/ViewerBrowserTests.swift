import Foundation
import GestureCore
import GestureReplay
import Testing

// Chromium is the Debian package `chromium`; `.ci/run` installs it. Where
// it is missing these tests are skipped, and the skip says why.
@Suite(
  "ReplayViewer in headless Chromium",
  .serialized,
  .enabled(
    if: Chromium.path != nil,
    "chromium is not on PATH: apt-get install -y chromium to run these"
  )
)
struct ViewerBrowserTests {
  static let cases: [(fixture: String, frame: Int)] = [
    ("pinch-hold-release-pinch.json", 40),
    ("pose-victory-front-camera.json", 20),
    ("two-hands.json", 20),
    ("low-confidence-jump.json", 10),
    ("rotated-buffer-right.json", 30),
  ]

  @Test(
    "the page runs, draws frame N's landmarks, lists the events, follows a click",
    arguments: cases
  )
  func selfTest(fixture name: String, frame: Int) throws {
    let fixture = try ViewerFixture(name)
    try check(fixture, frame: frame)
  }

  @Test("missing and extra events are listed")
  func expectations() throws {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.enterThreshold = 0.005
    let fixture = try ViewerFixture(
      "pinch-hold-release-pinch.json",
      configuration: configuration
    )
    let result = try check(fixture, frame: 15)
    #expect(result["missingListed"] as? Int == 2)
    #expect(result["extraListed"] as? Int == 2)
  }

  @Test("two hands of one name, with tracks reported: a section each")
  func tracks() throws {
    var configuration = GestureConfiguration.handKit
    configuration.hands.reportsTracks = true
    let fixture = try ViewerFixture(
      "identity-unlabelled-hands.json",
      configuration: configuration
    )
    let result = try check(fixture, frame: 20)
    #expect(
      result["headings"] as? [String] == [
        "unknown hand, track 0", "unknown hand, track 1",
      ]
    )
    let untracked = try check(
      ViewerFixture("identity-unlabelled-hands.json"),
      frame: 20
    )
    #expect(untracked["headings"] as? [String] == ["unknown hand"])
  }

  @Test("zoomed to the hands, the landmarks drawn are still the frame's")
  func zoomed() throws {
    try check(ViewerFixture("two-hands.json"), frame: 20, options: "&zoom=1")
  }

  /// Runs the page's self-test at a frame and checks what it found
  /// against the fixture's own replay.
  @discardableResult
  func check(
    _ fixture: ViewerFixture,
    frame: Int,
    options: String = ""
  ) throws -> [String: Any] {
    let result = try Chromium.selfTest(
      ofPage: fixture.viewer.html(),
      frame: frame,
      options: options
    )
    #expect((result["errors"] as? [String])?.isEmpty == true, "\(result)")
    #expect(result["frameCount"] as? Int == fixture.trace.frames.count)
    #expect(result["currentFrame"] as? Int == frame)

    // The landmarks drawn are the frame's, in the display frame.
    let drawn = try #require(result["drawn"] as? [[String: Any]])
    let expected = fixture.displayIntegers(atFrame: frame)
    let hands = fixture.trace.frames[frame].hands
    #expect(drawn.count == expected.count)
    #expect(!drawn.isEmpty)
    for ((hand, points), source) in zip(zip(drawn, expected), hands) {
      #expect(hand["hand"] as? String == source.chirality.rawValue)
      let drawnPoints = try #require(hand["points"] as? [Any])
      let read = drawnPoints.map { $0 as? [Int] }
      #expect(read == points)
    }
    #expect(result["landmarksMatch"] as? Bool == true)
    let solid = try #require(result["jointsDrawn"] as? Int)
    #expect(solid > 0)
    #expect(result["jointsPainted"] as? Int == solid)

    // The events listed are the replay's.
    let listed = try #require(result["listedEvents"] as? [[String: Any]])
    #expect(listed.count == fixture.replay.events.count)
    for (row, event) in zip(listed, fixture.replay.events) {
      #expect(row["frame"] as? Int == event.frame)
      #expect(row["hand"] as? String == event.hand.rawValue)
      #expect(row["gesture"] as? String == event.gesture.rawValue)
      #expect(row["phase"] as? String == event.phase.rawValue)
    }

    // The arrow keys step one frame; space plays, then pauses.
    let keys = try #require(result["keys"] as? [String: Any])
    let last = fixture.trace.frames.count - 1
    #expect(keys["right"] as? Int == Swift.min(frame + 1, last))
    #expect(keys["left"] as? Int == frame)
    #expect(keys["spacePlays"] as? Bool == true)
    #expect(keys["spacePauses"] as? Bool == true)

    // Clicking an event moves the frame, the scrubber and the cursor.
    let clicks = try #require(result["eventClicks"] as? [String: Any])
    #expect((clicks["clicked"] as? Int ?? 0) > 0)
    #expect((clicks["failures"] as? [Any])?.isEmpty == true, "\(clicks)")
    return result
  }
}
