import Foundation
import GestureCore
import Testing

@testable import GestureReplay

private typealias T = TraceTestText

@Suite("Writing traces")
struct TraceWritingTests {
  /// A new temporary directory for each test, removed after it with what
  /// the test wrote there.
  private let temporary: TemporaryDirectory
  private var directory: String { temporary.path }

  init() throws { temporary = try TemporaryDirectory() }

  static let sample = Trace(
    source: "vision",
    frameRate: 30,
    coordinates: CoordinateSpace(
      origin: .bottomLeft,
      isMirrored: true,
      imageSize: ImageSize(width: 1920, height: 1080)
    ),
    frames: [
      Frame(
        time: 0,
        hands: [
          Hand(
            chirality: .right,
            score: 0.98,
            joints: [
              .thumbTip: Landmark(x: 0.412, y: 0.518, confidence: 0.88),
              .indexTip: Landmark(x: 0.431, y: 0.502, depth: -0.01),
            ]
          )
        ]
      ),
      Frame(time: 0.0333),
    ],
    expectations: [
      GestureReplay.Expectation(
        gesture: .pinch,
        phase: .began,
        time: 1.2,
        within: 0.1
      )
    ],
    ignoredEvents: [EventPattern(gesture: .hand)]
  )

  static let sampleHeader =
    #"{"version":1,"source":"vision","frameRate":30,"#
    + #""coordinates":{"origin":"bottomLeft","mirrored":true,"#
    + #""orientation":"up"},"imageSize":[1920,1080],"#
    + #""expect":[{"gesture":"pinch","phase":"began","t":1.2,"within":0.1}],"#
    + #""expectIgnoring":["hand"]"#

  static let sampleFrames = [
    #"{"t":0,"hands":[{"chirality":"right","score":0.98,"joints":{"#
      + #""thumbTip":[0.412,0.518,0.88],"#
      + #""indexTip":{"x":0.431,"y":0.502,"z":-0.01}}}]}"#,
    #"{"t":0.0333,"hands":[]}"#,
  ]

  private func text(_ trace: Trace, _ format: TraceFormat) throws -> String {
    String(decoding: try trace.encoded(as: format), as: UTF8.self)
  }

  @Test("writes JSON deterministically, one frame per line")
  func goldenJSON() throws {
    let expected =
      Self.sampleHeader + ",\"frames\":[\n"
      + Self.sampleFrames.joined(separator: ",\n") + "\n]}\n"
    #expect(try text(Self.sample, .json) == expected)
  }

  @Test("writes JSON Lines deterministically, the header first")
  func goldenJSONLines() throws {
    let expected =
      Self.sampleHeader + "}\n" + Self.sampleFrames.joined(separator: "\n")
      + "\n"
    #expect(try text(Self.sample, .jsonLines) == expected)
  }

  @Test("a track up to 2^53 - 1 reads back as written")
  func largestTrack() throws {
    var trace = Trace()
    trace.expectations = [
      Expectation(
        gesture: .hand,
        phase: .found,
        time: 0,
        track: 9_007_199_254_740_991
      )
    ]
    for format in [TraceFormat.json, .jsonLines] {
      #expect(
        try Trace(bytes: trace.encoded(as: format), format: format) == trace
      )
    }
  }

  @Test("writes a trace without frames")
  func noFrames() throws {
    let trace = Trace()
    let json = try text(trace, .json)
    #expect(
      json
        == #"{"version":1,"coordinates":{"origin":"topLeft","mirrored":false,"#
        + #""orientation":"up"},"frames":[]}"# + "\n"
    )
    #expect(try Trace(string: json) == trace)
    #expect(
      try Trace(string: text(trace, .jsonLines), format: .jsonLines) == trace
    )
    // Its JSON Lines, a header line alone, read as such when detected.
    #expect(try Trace(string: text(trace, .jsonLines)) == trace)
    let named = Trace(source: "x")
    #expect(try Trace(bytes: named.encoded(as: .jsonLines)) == named)
  }

  @Test("writes a hand with 21 joints and depths as landmarks")
  func landmarksForm() throws {
    var landmarks = Joint.allCases.map {
      Landmark(x: Double($0.rawValue) / 32, y: 0.5, depth: -0.25)
    }
    landmarks[4].confidence = 0.5
    let world = Joint.allCases.map {
      Point3D(x: Double($0.rawValue), y: 0, z: -1)
    }
    let hand = Hand(
      chirality: .left,
      landmarks: landmarks,
      worldLandmarks: world
    )
    let trace = Trace(frames: [Frame(time: 1, hands: [hand])])
    let line = try text(trace, .jsonLines).split(separator: "\n")[1]
    #expect(
      line.hasPrefix(
        #"{"t":1,"hands":[{"chirality":"left","landmarks":[[0,0.5,-0.25],"#
      )
    )
    #expect(line.contains(#"[0.125,0.5,-0.25,0.5]"#))
    #expect(line.hasSuffix(#"[20,0,-1]]}]}"#))
    #expect(try Trace(string: text(trace, .json)) == trace)
  }

  @Test(
    "writes a hand's id after its score, and reads it back",
    arguments: zip(
      [.number(7), .number(-0.5), .string("anchor \"A\""), nil] as [HandID?],
      [#","id":7"#, #","id":-0.5"#, #","id":"anchor \"A\"""#, nil]
    )
  )
  func handID(id: HandID?, text expected: String?) throws {
    var hand = Hand(chirality: .right, score: 0.5, id: id)
    hand[.wrist] = Landmark(x: 0.25, y: 0.5)
    let trace = Trace(frames: [Frame(time: 0, hands: [hand])])
    let line = String(try text(trace, .jsonLines).split(separator: "\n")[1])
    if let expected {
      #expect(line.contains(#""score":0.5"# + expected + #","joints""#))
    } else {
      #expect(!line.contains(#""id""#))
    }
    #expect(try Trace(string: text(trace, .json)) == trace)
    #expect(try Trace(string: text(trace, .jsonLines)) == trace)
  }

  @Test("writes a hand without joints with neither joints nor landmarks")
  func jointlessHand() throws {
    let trace = Trace(frames: [
      Frame(time: 1, hands: [Hand(chirality: .left, score: 0.5)])
    ])
    let line = try text(trace, .jsonLines).split(separator: "\n")[1]
    #expect(line == #"{"t":1,"hands":[{"chirality":"left","score":0.5}]}"#)
    #expect(try Trace(string: text(trace, .json)) == trace)
  }

  @Test("writes joints when a depth is missing")
  func jointsForm() throws {
    var landmarks = Joint.allCases.map {
      Landmark(x: Double($0.rawValue) / 32, y: 0.5, depth: -0.25)
    }
    landmarks[0].depth = nil
    let trace = Trace(frames: [
      Frame(time: 1, hands: [Hand(landmarks: landmarks)])
    ])
    let json = try text(trace, .json)
    #expect(
      json.contains(#""joints":{"wrist":[0,0.5],"thumbCMC":{"x":0.03125"#)
    )
    #expect(try Trace(string: json) == trace)
  }

  @Test(
    "writes numbers in their shortest form that reads back exactly",
    arguments: zip(
      [
        0, -0.0, 1, -3, 0.1, 1e-5, 1e15, 1e16, 123_456_789_012_345, 1.5e300,
        .leastNonzeroMagnitude,
        0.30000000000000004, .nan, .infinity, -.infinity,
      ],
      [
        "0", "-0", "1", "-3", "0.1", "1e-05", "1000000000000000", "1e+16",
        "123456789012345",
        "1.5e+300", "5e-324", "0.30000000000000004", "NaN", "Infinity",
        "-Infinity",
      ]
    )
  )
  func numbers(value: Double, text: String) throws {
    #expect(JSONWriter.numberText(value) == text)
    guard value.isFinite else { return }
    #expect(try JSONParser.parse(Array(text.utf8)) == .number(value))
  }

  @Test("escapes strings so that they read back unchanged")
  func strings() throws {
    let source = "a\"b\\c/d\n\r\t\u{0}\u{1F}\u{7F}é😀\u{2028}"
    let trace = Trace(source: source)
    let json = try text(trace, .json)
    #expect(json.contains(#""source":"a\"b\\c/d\n\r\t\u0000\u001f"#))
    #expect(try Trace(string: json).source == source)
  }

  @Test(
    "round-trips through a file in both formats",
    arguments: TraceFormat.allCases
  )
  func file(format: TraceFormat) throws {
    let path = directory + "/trace." + format.fileExtension
    try Self.sample.write(toFile: path)
    let read = try Trace(contentsOfFile: path)
    #expect(read == Self.sample)
    var reader = try TraceReader(path: path)
    #expect(reader.format == format)
    #expect(try reader.next() == Self.sample.frames[0])
  }

  @Test("reports a file that cannot be created")
  func cannotWrite() throws {
    let path = directory + "/missing/trace.json"
    do {
      try Self.sample.write(toFile: path)
      Issue.record("wrote into a missing directory")
    } catch {
      #expect(error.kind == .cannotWrite)
      #expect(
        error.description
          == "cannot create '\(path)': No such file or directory"
      )
    }
  }

  // MARK: Recorder

  @Test("records frames as JSON Lines, one line per frame")
  func recorder() throws {
    let path = directory + "/session.jsonl"
    var recorder = try TraceRecorder(path: path, header: Self.sample.header)
    for frame in Self.sample.frames {
      try recorder.append(frame)
    }
    #expect(recorder.frameCount == 2)
    let read = try Trace(contentsOfFile: path)
    #expect(read == Self.sample)
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try bytes == Self.sample.encoded(as: .jsonLines))
  }

  @Test("refuses a frame a reader would reject, and writes nothing for it")
  func recorderRefuses() throws {
    let path = directory + "/session.jsonl"
    var recorder = try TraceRecorder(path: path, header: TraceHeader())
    try recorder.append(Frame(time: 1))
    let cases = TraceWritingRefusalTests.invalidFrames
    for (frame, expected) in cases {
      do {
        try recorder.append(frame)
        Issue.record("recorded \(frame)")
      } catch {
        #expect(error.description == expected)
      }
      // The error reading the frame would give, as the recorder promises.
      let written = TraceEncoder.trace(
        Trace(frames: [Frame(time: 1), frame]),
        as: .json
      )
      #expect(throws: TraceError.self) { try Trace(bytes: written) }
      do {
        _ = try Trace(bytes: written)
      } catch {
        #expect(error.description == expected)
      }
    }
    try recorder.append(Frame(time: 1))
    #expect(recorder.frameCount == 2)
    #expect(
      try Trace(contentsOfFile: path).frames == [
        Frame(time: 1), Frame(time: 1),
      ]
    )
  }

  @Test(
    "refuses a header a reader would reject, and creates no file",
    arguments: [
      (TraceHeader(frameRate: 0), "frameRate 0 is not positive"),
      (TraceHeader(frameRate: -5), "frameRate -5 is not positive"),
      (TraceHeader(frameRate: .nan), "frameRate is NaN"),
      (TraceHeader(frameRate: .infinity), "frameRate is infinite"),
      (
        TraceHeader(expectations: [
          Expectation(gesture: .pinch, phase: .began, time: .nan)
        ]),
        "expect[0]: t is NaN"
      ),
    ]
  )
  func recorderRefusesHeader(header: TraceHeader, expected: String) throws {
    let path = directory + "/refused-\(expected.hashValue).jsonl"
    do {
      _ = try TraceRecorder(path: path, header: header)
      Issue.record("recorded a header with \(expected)")
    } catch {
      #expect(error.kind == .invalidData)
      #expect(error.description == expected)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    // The error reading the header would give, as the recorder promises.
    let written = TraceEncoder.trace(
      Trace(header: header, frames: []),
      as: .jsonLines
    )
    #expect(throws: TraceError.self) {
      try Trace(bytes: written, format: .jsonLines)
    }
    do {
      _ = try Trace(bytes: written, format: .jsonLines)
    } catch {
      #expect(error.description == expected)
    }
    var fine = header
    fine.frameRate = 30
    fine.expectations = []
    #expect(throws: Never.self) {
      try TraceRecorder(path: path, header: fine)
    }
  }

  // MARK: Randomized

  @Test(
    "round-trips random traces byte for byte",
    arguments: TraceFormat.allCases
  )
  func randomRoundTrip(format: TraceFormat) throws {
    var random = SplitMix64(seed: format == .json ? 0xC0FFEE : 0xBEEF)
    for _ in 0..<200 {
      let trace = TraceRandom.trace(using: &random)
      let bytes = try trace.encoded(as: format)
      let read = try Trace(bytes: bytes, format: format)
      #expect(read == trace)
      #expect(try read.encoded(as: format) == bytes)
      if format == .json || !trace.frames.isEmpty {
        #expect(try Trace(bytes: bytes) == trace)
      }
    }
  }
}
