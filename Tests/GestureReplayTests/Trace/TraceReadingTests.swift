import GestureCore
import GestureReplay
import Testing

private typealias T = TraceTestText

@Suite("Reading traces")
struct TraceReadingTests {
  /// The example of the design document, extended with every header field.
  static let example = """
    {
      "version": 1,
      "source": "vision",
      "frameRate": 30,
      "coordinates": { "origin": "bottomLeft", "mirrored": true,
                       "orientation": "right", "imageSize": [1920, 1080] },
      "frames": [
        { "t": 0.0000, "hands": [
            { "chirality": "right", "score": 0.98,
              "joints": { "thumbTip": [0.412, 0.518, 0.88],
                          "indexTip": [0.431, 0.502, 0.91] } } ] },
        { "t": 0.0333, "hands": [] },
        { "t": 0.0333 }
      ],
      "expect": [
        { "gesture": "pinch", "phase": "began", "t": 1.20, "within": 0.10 },
        { "gesture": "slider", "phase": "ended", "t": 2, "hand": "left",
          "value": 42.5, "tolerance": 0.5, "name": "dim" },
        { "gesture": "swipe", "phase": "recognized", "t": 3,
          "direction": "left", "finger": "middle" }
      ],
      "expectIgnoring": ["hand", "slider.changed"]
    }
    """

  @Test("reads every field of a JSON trace")
  func readsExample() throws {
    let trace = try Trace(string: Self.example)
    #expect(trace.version == 1)
    #expect(trace.source == "vision")
    #expect(trace.frameRate == 30)
    #expect(
      trace.coordinates
        == CoordinateSpace(
          origin: .bottomLeft,
          isMirrored: true,
          orientation: .right,
          imageSize: ImageSize(width: 1920, height: 1080)
        )
    )
    #expect(trace.frames.map(\.time) == [0, 0.0333, 0.0333])
    #expect(trace.frames.map(\.hands.count) == [1, 0, 0])
    let hand = try #require(trace.frames.first?.hands.first)
    #expect(hand.chirality == .right)
    #expect(hand.score == 0.98)
    #expect(hand.jointCount == 2)
    #expect(hand[.thumbTip] == Landmark(x: 0.412, y: 0.518, confidence: 0.88))
    #expect(hand[.indexTip] == Landmark(x: 0.431, y: 0.502, confidence: 0.91))
    #expect(
      trace.expectations == [
        GestureReplay.Expectation(
          gesture: .pinch,
          phase: .began,
          time: 1.2,
          within: 0.1
        ),
        GestureReplay.Expectation(
          gesture: .slider,
          phase: .ended,
          time: 2,
          hand: .left,
          value: 42.5,
          tolerance: 0.5,
          name: "dim"
        ),
        GestureReplay.Expectation(
          gesture: .swipe,
          phase: .recognized,
          time: 3,
          direction: .left,
          finger: .middle
        ),
      ]
    )
    #expect(
      trace.ignoredEvents == [
        EventPattern(gesture: .hand),
        EventPattern(gesture: .slider, phase: .changed),
      ]
    )
  }

  @Test("uses the defaults for what a trace leaves out")
  func defaults() throws {
    let trace = try Trace(string: T.json([T.frame(hand: "")]))
    #expect(trace.source == nil)
    #expect(trace.frameRate == nil)
    #expect(trace.coordinates == .mediaPipe)
    #expect(trace.expectations.isEmpty)
    #expect(trace.ignoredEvents.isEmpty)
    let hand = try #require(trace.frames.first?.hands.first)
    #expect(hand == Hand(chirality: .unknown, score: 1))
  }

  @Test("treats null as absent for optional members")
  func nullIsAbsent() throws {
    let text = T.json(
      [T.frame(hand: "\"chirality\":null,\"score\":null,\"joints\":null")],
      header: ",\"source\":null,\"frameRate\":null,\"coordinates\":null"
    )
    let trace = try Trace(string: text)
    #expect(trace.source == nil)
    #expect(trace.frames.first?.hands.first == Hand())
  }

  @Test("ignores unknown keys everywhere")
  func unknownKeys() throws {
    let text = """
      {"version": 1, "app": {"build": [1, 2]}, "frames": [
        {"t": 0, "note": "x", "hands": [
          {"chirality": "left", "tracker": null, "joints": {
            "wrist": {"x": 0.1, "y": 0.2, "visibility": 0.3}}}]}],
       "coordinates": {"origin": "topLeft", "units": "px"},
       "expect": [{"gesture": "hand", "phase": "found", "t": 0, "why": 1}]}
      """
    let trace = try Trace(string: text)
    let hand = try #require(trace.frames.first?.hands.first)
    #expect(hand[.wrist] == Landmark(x: 0.1, y: 0.2))
    #expect(trace.expectations.count == 1)
  }

  @Test("reads the three forms of a joint's value")
  func jointForms() throws {
    let joints = """
      "joints": {
        "wrist": [0.1, 0.2],
        "thumbTip": [0.3, 0.4, 0.5],
        "indexTip": {"x": 0.6, "y": 0.7},
        "middleTip": {"x": 0.6, "y": 0.7, "z": -0.05, "confidence": 0.25}
      }
      """
    let trace = try Trace(string: T.json([T.frame(hand: joints)]))
    let hand = try #require(trace.frames.first?.hands.first)
    #expect(hand[.wrist] == Landmark(x: 0.1, y: 0.2, confidence: 1))
    #expect(hand[.thumbTip] == Landmark(x: 0.3, y: 0.4, confidence: 0.5))
    #expect(hand[.indexTip] == Landmark(x: 0.6, y: 0.7))
    #expect(
      hand[.middleTip]
        == Landmark(x: 0.6, y: 0.7, depth: -0.05, confidence: 0.25)
    )
    #expect(hand.jointCount == 4)
  }

  @Test("accepts MediaPipe names and Vision keys as joint names")
  func aliases() throws {
    let joints = """
      "joints": {"INDEX_FINGER_TIP": [0.1, 0.1], "VNHLKTTIP": [0.2, 0.2],
                 "VNHLKTIP": [0.3, 0.3], "PINKY_TIP": [0.4, 0.4],
                 "VNHLKITIP": [0.5, 0.5, 0.5]}
      """
    let trace = try Trace(string: T.json([T.frame(hand: joints)]))
    let hand = try #require(trace.frames.first?.hands.first)
    #expect(hand[.thumbTip] == Landmark(x: 0.2, y: 0.2))
    #expect(hand[.thumbIP] == Landmark(x: 0.3, y: 0.3))
    #expect(hand[.littleTip] == Landmark(x: 0.4, y: 0.4))
    #expect(hand[.indexTip] == Landmark(x: 0.5, y: 0.5, confidence: 0.5))
    #expect(hand.jointCount == 4)
  }

  @Test("lets the last of duplicate keys win")
  func duplicateKeys() throws {
    let text = """
      {"version": 1, "frameRate": 30, "frameRate": 60, "frames": [
        {"t": 0, "t": 0.5, "hands": [{"joints": {"indexTip": [0.1, 0.1],
          "INDEX_FINGER_TIP": [0.2, 0.2]}}]}]}
      """
    let trace = try Trace(string: text)
    #expect(trace.frameRate == 60)
    #expect(trace.frames.first?.time == 0.5)
    #expect(
      trace.frames.first?.hands.first?[.indexTip] == Landmark(x: 0.2, y: 0.2)
    )
  }

  @Test("reads landmarks with and without confidence, and world landmarks")
  func landmarks() throws {
    var entries = (0..<21).map { "[0.\($0 + 10), 0.5, -0.0\($0 % 10)]" }
    entries[4] = "[0.14, 0.5, -0.04, 0.75]"
    let world = (0..<21).map { "[\($0), -0.5, 0.25]" }
    let hand =
      "\"chirality\":\"left\",\"landmarks\":[\(entries.joined(separator: ","))],"
      + "\"worldLandmarks\":[\(world.joined(separator: ","))]"
    let trace = try Trace(string: T.json([T.frame(hand: hand)]))
    let read = try #require(trace.frames.first?.hands.first)
    #expect(read.jointCount == 21)
    #expect(read[.wrist] == Landmark(x: 0.1, y: 0.5, depth: -0.0))
    #expect(
      read[.thumbTip]
        == Landmark(x: 0.14, y: 0.5, depth: -0.04, confidence: 0.75)
    )
    #expect(read[.indexTip] == Landmark(x: 0.18, y: 0.5, depth: -0.08))
    #expect(read.worldLandmarks?.count == 21)
    #expect(read.worldLandmarks?.last == Point3D(x: 20, y: -0.5, z: 0.25))
  }

  @Test("keeps -0 as -0")
  func negativeZero() throws {
    let text = T.json([
      T.frame(t: "-0", hand: "\"joints\":{\"wrist\":[-0, 1e-400]}")
    ])
    let trace = try Trace(string: text)
    let frame = try #require(trace.frames.first)
    #expect(frame.time.sign == .minus)
    let wrist = try #require(frame.hands.first?[.wrist])
    #expect(wrist.position.x.sign == .minus && wrist.position.x == 0)
    #expect(wrist.position.y.sign == .plus && wrist.position.y == 0)
  }

  @Test("reads imageSize at the top level or in coordinates")
  func imageSize() throws {
    let size = ImageSize(width: 640, height: 480)
    for header in [
      ",\"imageSize\":[640,480]",
      ",\"coordinates\":{\"imageSize\":[640,480]}",
      ",\"imageSize\":[640,480],\"coordinates\":{\"imageSize\":[640.0,480]}",
    ] {
      let trace = try Trace(string: T.json([], header: header))
      #expect(trace.coordinates.imageSize == size, "\(header)")
    }
  }

  @Test("gives the same trace from JSON and from JSON Lines")
  func jsonAndJSONLines() throws {
    let json = try Trace(string: Self.example)
    let lines = """
      {"version": 1, "source": "vision", "frameRate": 30, "coordinates": {"origin": "bottomLeft", "mirrored": true, "orientation": "right", "imageSize": [1920, 1080]}, "expect": [{"gesture": "pinch", "phase": "began", "t": 1.20, "within": 0.10}, {"gesture": "slider", "phase": "ended", "t": 2, "hand": "left", "value": 42.5, "tolerance": 0.5, "name": "dim"}, {"gesture": "swipe", "phase": "recognized", "t": 3, "direction": "left", "finger": "middle"}], "expectIgnoring": ["hand", "slider.changed"]}

      {"t": 0.0000, "hands": [{"chirality": "right", "score": 0.98, "joints": {"thumbTip": [0.412, 0.518, 0.88], "indexTip": [0.431, 0.502, 0.91]}}]}\r
      {"t": 0.0333, "hands": []}
        
      {"t": 0.0333}
      """
    #expect(try Trace(string: lines, format: .jsonLines) == json)
    #expect(try Trace(string: lines) == json)
  }
}
