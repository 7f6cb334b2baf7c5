import Foundation
import GestureCore
import Testing

@testable import GestureReplay

@Suite("ReplayViewer: the HTML page")
struct ReplayViewerTests {
  @Test(
    "JSON in the page never closes its script element",
    arguments: [
      (#"{"a":"x"}"#, #"{"a":"x"}"#),
      (#"{"a":"</script>"}"#, #"{"a":"<\/script>"}"#),
      (#"["<","/","</","é</"]"#, #"["<","/","<\/","é<\/"]"#),
      ("", ""),
    ]
  )
  func scriptSafe(json: String, safe: String) {
    #expect(ReplayViewer.scriptSafe(json) == safe)
  }

  @Test("the same inputs give the same bytes")
  func deterministic() throws {
    let first = try ViewerFixture("two-hands.json")
    let second = try ViewerFixture("two-hands.json")
    #expect(first.viewer.html() == second.viewer.html())
  }

  @Test(
    "the page loads nothing from elsewhere",
    arguments: ["two-hands.json", "pose-victory-front-camera.json"]
  )
  func selfContained(fixture: String) throws {
    let page = try ViewerFixture(fixture).viewer.html()
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.hasSuffix("</html>\n"))
    for forbidden in ["http", "<script src", "<link", "url(", "@import"] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
  }

  @Test("the page embeds the data as JSON in a script element")
  func embedsData() throws {
    let viewer = try ViewerFixture("two-hands.json").viewer
    #expect(
      viewer.html().contains(
        "<script type=\"application/json\" id=\"gesture-viewer-data\">"
          + viewer.dataJSON() + "</script>"
      )
    )
  }

  @Test(
    "each frame's hands are embedded at their display points",
    arguments: [
      "two-hands.json", "front-camera.json", "rotated-buffer-right.json",
      "wide-image-aspect.json", "low-confidence-jump.json",
    ]
  )
  func displayLandmarks(fixture: String) throws {
    let fixture = try ViewerFixture(fixture)
    let data = try fixture.data()
    let frames = try #require(data["frames"] as? [[String: Any]])
    #expect(frames.count == fixture.trace.frames.count)
    for (index, frame) in frames.enumerated() {
      let hands = try #require(frame["h"] as? [[String: Any]])
      let expected = fixture.displayIntegers(atFrame: index)
      #expect(hands.count == expected.count)
      for (hand, points) in zip(hands, expected) {
        let p = try #require(hand["p"] as? [Int])
        let unseen = try #require(hand["u"] as? Int)
        for (joint, point) in points.enumerated() {
          if let point {
            #expect(unseen & (1 << joint) == 0)
            #expect([p[2 * joint], p[2 * joint + 1]] == point)
          } else {
            #expect(unseen & (1 << joint) != 0)
          }
        }
      }
    }
  }

  @Test("a joint not seen, or too far off to draw, is unseen at 0,0")
  func unseenJoints() throws {
    // Three joints seen, then the index tip so far off that its
    // ten-thousandths of the display pass 1e12.
    let json = """
      {"version":1,"frames":[
      {"t":0,"hands":[{"chirality":"right","joints":{"wrist":[0.5,0.8],\
      "thumbTip":[0.45,0.5],"indexTip":[0.5,0.45]}}]},
      {"t":0.0333,"hands":[{"chirality":"right","joints":{"wrist":[0.5,0.8],\
      "thumbTip":[0.45,0.5],"indexTip":[1e9,0.45]}}]},
      {"t":0.0667,"hands":[{"chirality":"right","joints":{"wrist":[0.5,0.8],\
      "thumbTip":[0.45,0.5],"indexTip":[99999999,0.45]}}]}]}
      """
    let fixture = ViewerFixture(
      try Trace(bytes: Array(json.utf8), format: .json),
      title: "unseen"
    )
    let frames = try #require(try fixture.data()["frames"] as? [[String: Any]])
    let seen: [[Joint]] = [
      [.wrist, .thumbTip, .indexTip], [.wrist, .thumbTip],
      [.wrist, .thumbTip, .indexTip],
    ]
    try #require(frames.count == seen.count)
    for (index, (frame, joints)) in zip(frames, seen).enumerated() {
      let hands = try #require(frame["h"] as? [[String: Any]])
      let hand = try #require(hands.first)
      let p = try #require(hand["p"] as? [Int])
      let unseen = try #require(hand["u"] as? Int)
      for joint in Joint.allCases {
        let bit = 1 << joint.rawValue
        let point = [p[2 * joint.rawValue], p[2 * joint.rawValue + 1]]
        if joints.contains(joint) {
          #expect(unseen & bit == 0, "frame \(index), \(joint)")
        } else {
          #expect(unseen & bit != 0, "frame \(index), \(joint)")
          #expect(point == [0, 0], "frame \(index), \(joint)")
        }
      }
    }
    // Just inside the bound, the far point is drawn where it is.
    let last = try #require((frames[2]["h"] as? [[String: Any]])?.first)
    let p = try #require(last["p"] as? [Int])
    #expect(p[2 * Joint.indexTip.rawValue] == 999_999_990_000)
  }

  @Test(
    "a point is drawn below 10^12 ten-thousandths of the display, on each axis",
    arguments: [
      // 10^8 displays at exactly 10^12 ten-thousandths, 99,999,999.9999
      // at 10^12 - 1.
      (1e8, 0.5, false), (0.5, 1e8, false), (-1e8, 0.5, false),
      (0.5, -1e8, false), (99_999_999.9999, 0.5, true),
      (0.5, 99_999_999.9999, true), (-99_999_999.9999, 0.5, true),
    ]
  )
  func displayBound(x: Double, y: Double, drawn: Bool) throws {
    let integers = ViewerData.displayIntegers(
      Point(x: x, y: y),
      in: .mediaPipe
    )
    #expect((integers != nil) == drawn)
    if let (ix, iy) = integers {
      #expect(abs(ix) < 1_000_000_000_000 && abs(iy) < 1_000_000_000_000)
      #expect(abs(ix) == 999_999_999_999 || abs(iy) == 999_999_999_999)
    }
  }

  @Test("joints below the confidence gate are flagged")
  func gatedJoints() throws {
    let fixture = try ViewerFixture("low-confidence-jump.json")
    let frames = try #require(try fixture.data()["frames"] as? [[String: Any]])
    let gate = ConfidenceGate(minimumConfidence: 0.7)
    var flagged = 0
    for (frame, embedded) in zip(fixture.trace.frames, frames) {
      let hands = try #require(embedded["h"] as? [[String: Any]])
      for (hand, data) in zip(frame.hands, hands) {
        let gated = try #require(data["g"] as? Int)
        for joint in Joint.allCases {
          guard let landmark = hand[joint] else { continue }
          let isGated = gated & (1 << joint.rawValue) != 0
          #expect(isGated == !gate.accepts(landmark))
          if isGated { flagged += 1 }
        }
      }
    }
    #expect(flagged > 0)
  }

  @Test("the aspect is the display's, turned with the buffer")
  func aspect() {
    let wide = CoordinateSpace(imageSize: ImageSize(width: 1920, height: 1080))
    #expect(ViewerData.aspect(of: wide) == 1920.0 / 1080.0)
    var turned = wide
    turned.orientation = .right
    #expect(ViewerData.aspect(of: turned) == 1080.0 / 1920.0)
    #expect(ViewerData.aspect(of: .mediaPipe) == 1)
  }

  @Test("the events are the replay's, as --format jsonl writes them")
  func events() throws {
    let fixture = try ViewerFixture("two-hands.json")
    let data = try fixture.data()
    let events = try #require(data["events"] as? [[String: Any]])
    #expect(events.count == fixture.replay.events.count)
    let json = fixture.viewer.dataJSON()
    for event in fixture.replay.events {
      #expect(json.contains(ReportWriter.jsonObject(event)))
    }
    for (embedded, event) in zip(events, fixture.replay.events) {
      #expect(embedded["frame"] as? Int == event.frame)
      #expect(embedded["gesture"] as? String == event.gesture.rawValue)
      #expect(embedded["phase"] as? String == event.phase.rawValue)
      #expect(embedded["hand"] as? String == event.hand.rawValue)
    }
  }

  @Test("the panels are the plot's, per hand, in the engine's order")
  func panels() throws {
    let data = try ViewerFixture("two-hands.json").data()
    let tracks = try #require(data["tracks"] as? [[String: Any]])
    #expect(tracks.map { $0["hand"] as? String } == ["right", "left"])
    for track in tracks {
      let panels = try #require(track["panels"] as? [[String: Any]])
      #expect(
        panels.map { $0["key"] as? String }
          == PlotPanel.shown(in: .handKit).map(\.key)
      )
      let columns = try #require(track["columns"] as? [[String: Any]])
      #expect(
        columns.map { $0["heading"] as? String }
          == TimelineColumn.shown(in: .handKit).map(\.heading)
      )
    }
    let pinch = try #require(
      (tracks[0]["panels"] as? [[String: Any]])?.first
    )
    let thresholds = try #require(pinch["thresholds"] as? [[String: Any]])
    #expect(thresholds.map { $0["value"] as? Double } == [0.015, 0.03])
  }

  @Test("a pose held is embedded from its events")
  func poses() throws {
    let fixture = try ViewerFixture("pose-victory-front-camera.json")
    let tracks = try #require(try fixture.data()["tracks"] as? [[String: Any]])
    let runs = try #require(tracks.first?["pose"] as? [[Any]])
    #expect(runs.contains { $0.count == 2 && $0[1] as? String == "victory" })
  }

  @Test("a pose is shown from the frame of its began to the frame of its ended")
  func poseRunBounds() throws {
    let fixture = try ViewerFixture("pose-victory-front-camera.json")
    let tracks = try #require(try fixture.data()["tracks"] as? [[String: Any]])
    let runs = try #require(tracks.first?["pose"] as? [[Any]])
    let changes = fixture.replay.events.filter { $0.gesture == .pose }
    try #require(!changes.isEmpty)
    // Each began opens a run at its own frame, each ended closes it there.
    let expected = changes.map { event -> String in
      let value = event.phase == .began ? event.name ?? "" : "null"
      return "\(event.frame) \(value)"
    }
    let found = runs.compactMap { run -> String? in
      guard let frame = run.first as? Int, frame > 0 else { return nil }
      return "\(frame) \(run.last as? String ?? "null")"
    }
    #expect(found == expected)
  }

  @Test("missing and extra events are marked")
  func expectations() throws {
    var configuration = GestureConfiguration.handKit
    configuration.pinch.enterThreshold = 0.005
    let fixture = try ViewerFixture(
      "pinch-hold-release-pinch.json",
      configuration: configuration
    )
    let data = try fixture.data()
    #expect(data["expected"] as? Bool == true)
    let extra = try #require(data["extra"] as? [Int])
    #expect(extra.map { fixture.replay.events[$0].frame } == [15, 57])
    let missing = try #require(data["missing"] as? [[String: Any]])
    #expect(missing.map { $0["frame"] as? Int } == [14, 56])
    #expect(
      missing.first?["text"] as? String
        == "missing: pinch began right hand at 0.4667 s"
    )
  }

  /// The frames at which a page marks missing `pinch began` events
  /// expected at some times, on frames at some times.
  static func missingFrames(
    expectedAt times: [Double],
    frameTimes: [Double]
  ) throws -> [Int?] {
    let trace = Trace(frames: frameTimes.map { Frame(time: $0) })
    let report = ExpectationReport(
      expectations: times.map {
        GestureReplay.Expectation(gesture: .pinch, phase: .began, time: $0)
      },
      events: []
    )
    let viewer = ReplayViewer(
      trace: trace,
      replay: Replay.run(trace, recordsTimeline: true),
      configuration: .handKit,
      expectations: report
    )
    let object = try JSONSerialization.jsonObject(
      with: Data(viewer.dataJSON().utf8)
    )
    let data = try #require(object as? [String: Any])
    let missing = try #require(data["missing"] as? [[String: Any]])
    return missing.map { $0["frame"] as? Int }
  }

  @Test(
    "a missing event is placed at the frame nearest its time, the earlier on a tie"
  )
  func missingPlacement() throws {
    // Four frames a quarter second apart; times that are exact in binary.
    let frames = try Self.missingFrames(
      expectedAt: [-1, 0, 0.25, 0.375, 0.375.nextUp, 0.6, 0.75, 9, .infinity],
      frameTimes: [0, 0.25, 0.5, 0.75]
    )
    #expect(frames == [0, 0, 1, 1, 2, 2, 3, 3, 0])
  }

  @Test(
    "a missing event at a time two frames share is placed at the first of them"
  )
  func missingPlacementSharedTime() throws {
    let frames = try Self.missingFrames(
      expectedAt: [0.25, 0.25.nextUp, 0.25.nextDown],
      frameTimes: [0, 0.25, 0.25, 0.25, 0.5]
    )
    // In time order: just before the shared time, on it, just after.
    #expect(frames == [1, 1, 3])
  }

  @Test("without expectations nothing is marked")
  func noExpectations() throws {
    let fixture = try ViewerFixture("two-hands.json")
    var viewer = fixture.viewer
    viewer.expectations = nil
    let object = try JSONSerialization.jsonObject(
      with: Data(viewer.dataJSON().utf8)
    )
    let data = try #require(object as? [String: Any])
    #expect(data["expected"] as? Bool == false)
    #expect((data["extra"] as? [Int])?.isEmpty == true)
  }

  @Test("a title cannot end the script or the page's markup")
  func escapedTitle() throws {
    var viewer = try ViewerFixture("two-hands.json").viewer
    viewer.title = "</script><b>&\""
    let page = viewer.html()
    #expect(page.components(separatedBy: "</script>").count == 4)
    #expect(page.contains("<title>&lt;/script&gt;&lt;b&gt;&amp;&quot;"))
    #expect(page.contains("\"title\":\"<\\/script><b>&\\\"\""))
  }

  @Test("runs merge equal values and mark where there is none")
  func runs() {
    #expect(
      ViewerData.runs(["a", "a", nil, "b", "b"])
        == "[[0,\"a\"],[2,null],[3,\"b\"]]"
    )
    #expect(ViewerData.runs([]) == "[]")
  }
}
