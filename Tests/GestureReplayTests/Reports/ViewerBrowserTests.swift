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

  @Test("a trace of one frame shows it, and does not play")
  func oneFrame() throws {
    let trace = try ViewerFixture("two-hands.json").trace
    let fixture = ViewerFixture(
      Trace(coordinates: trace.coordinates, frames: [trace.frames[20]]),
      title: "one frame"
    )
    try check(fixture, frame: 0)
  }

  @Test("a missing event is listed after the events of its time")
  func missingAtAnEventsTime() throws {
    let fixture = try ViewerFixture("two-hands.json")
    let first = try #require(fixture.replay.events.first)
    let report = ExpectationReport(
      expectations: [
        GestureReplay.Expectation(
          gesture: first.gesture,
          phase: first.phase,
          time: first.time,
          hand: first.hand
        ),
        GestureReplay.Expectation(
          gesture: .swipe,
          phase: .recognized,
          time: first.time
        ),
      ],
      events: fixture.replay.events
    )
    let viewer = ReplayViewer(
      trace: fixture.trace,
      replay: fixture.replay,
      configuration: .handKit,
      expectations: report
    )
    let result = try Chromium.selfTest(
      ofPage: viewer.html(),
      frame: 0,
      options: ""
    )
    #expect((result["errors"] as? [String])?.isEmpty == true, "\(result)")
    let items = try #require(result["items"] as? [String])
    // Classes: `event` or `missing`, then `extra` or `here` as they apply.
    let kinds = items.map { $0.split(separator: " ").first.map(String.init) }
    #expect(kinds.prefix(2) == ["event", "missing"], "\(items)")
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
    // Landmarks at frames -1, 0, the last and one past it.
    let frames = fixture.trace.frames
    #expect(
      result["landmarkCounts"] as? [Int] == [
        0, frames[0].hands.count, frames[frames.count - 1].hands.count, 0,
      ]
    )

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
      // Columns of 9, 5, 8 and 9 characters, then the phase (the list
      // trims what follows it when the event has no details).
      let columns =
        Self.padded(row["t"] as? String ?? "", 9) + " "
        + Self.padded("\(event.frame)", 5, left: true) + "  "
        + Self.padded(event.hand.rawValue, 8) + " "
        + Self.padded(event.gesture.rawValue, 9) + " "
        + event.phase.rawValue
      let text = row["text"] as? String ?? ""
      #expect(text.hasPrefix(columns), "\(text)")
      #expect(row["frame"] as? Int == event.frame)
      #expect(row["hand"] as? String == event.hand.rawValue)
      #expect(row["gesture"] as? String == event.gesture.rawValue)
      #expect(row["phase"] as? String == event.phase.rawValue)
    }

    // Play from the last frame starts at the first; a tick past the last
    // frame's time goes there and stops.
    let hasFrames = fixture.trace.frames.count > 1
    let fromLast = try #require(result["playFromLast"] as? [Any])
    #expect(fromLast.first as? Int == 0)
    #expect(fromLast.last as? Bool == hasFrames)
    let playedTo = try #require(result["playedTo"] as? [Any])
    #expect(playedTo.first as? Int == (hasFrames ? frames.count - 1 : 0))
    #expect(playedTo.last as? Bool == false)

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
    try checkLookups(result, fixture.trace.frames.map(\.time))
    let poses = try checkPoses(result, fixture)
    // A fixture with poses, and no two hands of one name, has them read.
    if fixture.replay.events.contains(where: { $0.gesture == .pose }),
      poses.skipped == 0
    {
      #expect(poses.named > 0)
    }
    return result
  }

  /// Checks the frames the page finds for times at and between frames:
  /// the frame of a time is the last at or before it, the nearest frame
  /// the earlier on a tie.
  func checkLookups(_ result: [String: Any], _ times: [Double]) throws {
    try #require(Set(times).count == times.count)
    let lookups = try #require(result["lookups"] as? [[Int]])
    try #require(lookups.count == times.count)
    let last = times.count - 1
    for (index, row) in lookups.enumerated() {
      let time = times[index]
      let next = index < last ? times[index + 1] : time + 1
      let half = time + (next - time) / 2
      let nearestHalf =
        index < last && next - half < half - time ? index + 1 : index
      #expect(
        row == [
          index, index, index, index, nearestHalf, Swift.min(index + 1, last),
        ],
        "frame \(index)"
      )
    }
    #expect(result["outside"] as? [Int] == [0, 0, last, last])
  }

  /// A text padded with spaces to a width, on the right or the left.
  static func padded(_ text: String, _ width: Int, left: Bool = false) -> String
  {
    let spaces = String(repeating: " ", count: Swift.max(0, width - text.count))
    return left ? spaces + text : text + spaces
  }

  /// Checks each frame's readouts name the pose the replay's events give
  /// the hand at that frame: from its `began`'s frame to its `ended`'s.
  ///
  /// - Returns: How many readouts named a pose, and how many were not
  ///   checked (two hands of one name).
  func checkPoses(
    _ result: [String: Any],
    _ fixture: ViewerFixture
  ) throws -> (named: Int, skipped: Int) {
    let readouts = try #require(result["readouts"] as? [[String]])
    try #require(readouts.count == fixture.trace.frames.count)
    var named = 0
    var skipped = 0
    for (frame, texts) in readouts.enumerated() {
      for text in texts {
        let lines = text.split(separator: "\n")
        // After the pose, a column's heading padded to 9, then its value.
        for line in lines.dropFirst() {
          #expect(line.count > 10 && line.dropFirst(9).prefix(2) != "  ")
        }
        let first = text.prefix { $0 != "\n" }
        let hand = first.prefix { $0 != " " }
        // Two hands of one name (tracks) are told apart by their tracks,
        // not their events.
        guard texts.filter({ $0.hasPrefix(hand + " ") }).count == 1 else {
          skipped += 1
          continue
        }
        let pose = fixture.replay.events.last {
          $0.gesture == .pose && $0.hand.rawValue == hand && $0.frame <= frame
        }
        let name = pose?.phase == .began ? pose?.name ?? "" : "none"
        #expect(first == "\(hand) hand    pose \(name)", "frame \(frame)")
        if name != "none" { named += 1 }
      }
    }
    return (named, skipped)
  }
}
