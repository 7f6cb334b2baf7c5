import Foundation
import GestureCore
import Testing

@testable import GestureReplay

/// The trace files beside the tests: the package's fixtures and the
/// shared recordings (Leap Motion takes, MediaPipe poses), when present
/// (``SharedData``).
private enum IngestFiles {
  /// Every `.json` file of `Fixtures/` and `../shared/data/{leap,poses}`,
  /// as paths.
  static let paths: [String] = [
    ExpectReplayTests.root.appendingPathComponent("Fixtures"),
    SharedData.directory.appendingPathComponent("leap"),
    SharedData.directory.appendingPathComponent("poses"),
  ].flatMap { directory in
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path))
      ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      directory.appendingPathComponent($0).path
    }
  }

  /// The paths' base names, for test arguments.
  static let names: [String] = paths.map {
    ($0 as NSString).lastPathComponent
  }

  static func path(named name: String) throws -> String {
    try #require(paths.first { $0.hasSuffix("/" + name) })
  }
}

/// The formats a text is read in: detected, and each given.
private let formats: [TraceFormat?] = [nil, .json, .jsonLines]

/// Checks that the fast and the generic path read bytes identically.
private func expectSameReading(
  _ bytes: [UInt8],
  _ label: @autoclosure () -> String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for format in formats {
    let fast = IngestReading(bytes, format: format, decoding: .specialized)
    let generic = IngestReading(bytes, format: format, decoding: .generic)
    #expect(
      fast == generic,
      "\(label()) as \(String(describing: format)): \(fast.difference(from: generic))",
      sourceLocation: sourceLocation
    )
  }
}

@Suite("Fast trace reader")
struct FastReaderTests {
  @Test("finds the fixtures")
  func findsFixtures() {
    #expect(IngestFiles.paths.count >= 50, "\(IngestFiles.paths)")
    #expect(IngestFiles.names.contains("pinch-hold-release-pinch.json"))
  }

  @Test("finds the shared recordings", SharedData.isReadable)
  func findsSharedRecordings() {
    #expect(IngestFiles.names.contains("mediapipe-testdata.json"))
    #expect(IngestFiles.names.contains("pinch-57fps.json"))
  }

  @Test(
    "reads every fixture and recording as the generic path does, bit for bit",
    arguments: IngestFiles.names
  )
  func filesAgree(name: String) throws {
    let path = try IngestFiles.path(named: name)
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    expectSameReading(bytes, name)
    let fromFile = IngestReading(path: path, decoding: .specialized)
    let generic = IngestReading(path: path, decoding: .generic)
    #expect(fromFile == generic)
    // The traces (not the pose samples) read, and read fast: as JSON and
    // as JSON Lines, written back by the encoder.
    guard case .success = generic.header else { return }
    #expect(generic.isValid)
    #expect(generic.frameCount > 0)
    let trace = try Trace(bytes: bytes)
    let lines = try trace.encoded(as: .jsonLines)
    #expect(
      IngestReading(lines, format: .jsonLines, decoding: .specialized)
        == IngestReading(lines, format: .jsonLines, decoding: .generic),
      "\(name) written as JSON Lines"
    )
  }

  @Test("takes the fast path on the fixtures' frames")
  func fastPathIsTaken() throws {
    let path = try IngestFiles.path(named: "leap-pinch.json")
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    let document = try #require(
      bytes.withUnsafeBufferPointer(FastTraceDecoder.document)
    )
    let decoded = document.frames.count(where: {
      if case .decoded = $0 { true } else { false }
    })
    #expect(decoded == document.frames.count && decoded > 100)
    let trace = try Trace(bytes: bytes)
    let lines = try trace.encoded(as: .jsonLines)
    for line in lines.split(separator: 0x0A).dropFirst() {
      let frame = Array(line).withUnsafeBufferPointer(
        FastTraceDecoder.frameLine
      )
      #expect(frame != nil)
    }
  }

  @Test(
    "reads generated traces as the generic path does, bit for bit",
    arguments: 0..<8
  )
  func generatedTracesAgree(batch: Int) {
    var valid = 0
    for seed in 0..<UInt64(400) {
      let seed = UInt64(batch) * 1_000 + seed
      var generator = IngestTraceText(seed: seed)
      let lines = seed % 2 == 1
      let bytes = generator.trace(lines: lines)
      expectSameReading(bytes, "seed \(seed)")
      let reading = IngestReading(
        bytes,
        format: lines ? .jsonLines : .json,
        decoding: .specialized
      )
      if reading.isValid { valid += 1 }
    }
    // Most generated traces are valid, so the fast path is exercised on
    // what it decodes, not only on what it refuses.
    #expect(valid > 200, "only \(valid) of 400 traces are valid")
  }

  @Test(
    "reads damaged traces as the generic path does, errors included",
    arguments: 0..<4
  )
  func damagedTracesAgree(batch: Int) {
    for seed in 0..<UInt64(400) {
      let seed = 50_000 + UInt64(batch) * 1_000 + seed
      var generator = IngestTraceText(seed: seed)
      let bytes = generator.trace(
        lines: seed % 2 == 0,
        damage: 1 + Int(seed % 3)
      )
      expectSameReading(bytes, "damaged seed \(seed)")
    }
  }

  @Test("reads each tricky number as Double(String) does", arguments: 0..<2)
  func trickyNumbers(lines: Int) throws {
    for text in IngestTraceText.trickyNumbers {
      let entries = Array(repeating: "[\(text),\(text),\(text)]", count: 21)
      let frame =
        "{\"t\":\(text),\"hands\":[{\"landmarks\":["
        + entries.joined(separator: ",") + "]}]}"
      let trace =
        lines == 1
        ? "{\"version\":1}\n\(frame)\n"
        : "{\"version\":1,\"frames\":[\(frame)]}"
      let bytes = Array(trace.utf8)
      expectSameReading(bytes, text)
      let expected = try #require(Double(text))
      let read = try Trace(bytes: bytes)
      let first = try #require(read.frames.first)
      #expect(first.time.bitPattern == expected.bitPattern, "\(text)")
      let landmark = try #require(first.hands.first?[.indexTip])
      #expect(landmark.position.x.bitPattern == expected.bitPattern, "\(text)")
      #expect(landmark.depth?.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test(
    "refuses what the generic path refuses, with the same error",
    arguments: [
      "{\"t\":01}", "{\"t\":1.}", "{\"t\":.5}", "{\"t\":+1}", "{\"t\":1e}",
      "{\"t\":1e+}", "{\"t\":-}", "{\"t\":1e400}", "{\"t\":-1e400}",
      "{\"t\":NaN}", "{\"t\":-Infinity}", "{\"t\":1,\"t\":2}", "{\"t\":null}",
      "{\"t\":\"1\"}", "{}", "{\"t\":1,}", "{\"t\":1", "{\"t\":1}x",
      "{\"t\":1,\"hands\":null}", "{\"t\":1,\"hands\":[null]}",
      "{\"t\":1,\"hands\":[{\"score\":1.5}]}",
      "{\"t\":1,\"hands\":[{\"score\":-0.1}]}",
      "{\"t\":1,\"hands\":[{\"chirality\":\"up\"}]}",
      "{\"t\":1,\"hands\":[{\"id\":true}]}",
      "{\"t\":1,\"hands\":[{\"id\":\"\"}]}",
      "{\"t\":1,\"hands\":[{\"id\":-}]}",
      "{\"t\":1,\"hands\":[{\"id\":1,\"id\":2}]}",
      "{\"t\":1,\"hands\":[{\"chirality\":\"left\",\"chirality\":\"up\"}]}",
      "{\"t\":1,\"hands\":[{\"joints\":{\"thumb\":[0,0]}}]}",
      "{\"t\":1,\"hands\":[{\"joints\":{\"wrist\":[0,0,2]}}]}",
      "{\"t\":1,\"hands\":[{\"joints\":{\"wrist\":[0]}}]}",
      "{\"t\":1,\"hands\":[{\"landmarks\":[]}]}",
      "{\"t\":1,\"hands\":[{\"landmarks\":[[0,0,0]]}]}",
      "{\"t\":1,\"hands\":[{\"joints\":{},\"landmarks\":[]}]}",
      "{\"t\":1,\"x\":" + String(repeating: "[", count: 62)
        + String(repeating: "]", count: 62) + "}",
      "{\"t\":1,\"x\":" + String(repeating: "[", count: 64)
        + String(repeating: "]", count: 64) + "}",
      "{\"t\":1,\"x\":\"\\uD800\"}", "{\"t\":1,\"x\":\"\\q\"}",
      "{\"t\":1,\"x\u{1}\":0}", "{\"t\":1,\"\\u0074\":2}",
      "\u{FEFF}{\"t\":1}", "{\"t\":1,\"x\":tru}", "{\"t\":1 \"hands\":[]}",
      // Cut off after an element, where a ',' or ']' should come.
      "{\"t\":1,\"hands\":[{}", "{\"t\":1,\"hands\":[{} ",
    ]
  )
  func refusals(frame: String) {
    let lines = Array("{\"version\":1}\n\(frame)\n".utf8)
    expectSameReading(lines, frame)
    let document = Array("{\"version\":1,\"frames\":[\(frame)]}".utf8)
    expectSameReading(document, frame)
    // After a frame with nothing to refuse, which must read as it is.
    let second = Array("{\"version\":1,\"frames\":[{\"t\":0},\(frame)]}".utf8)
    expectSameReading(second, "\(frame) after a good frame")
    let bytes = Array(frame.utf8)
    let fast = bytes.withUnsafeBufferPointer(FastTraceDecoder.frameLine)
    let generic = try? TraceDecoder.frame(JSONParser.parse(bytes))
    if let fast {
      #expect(
        generic.map(IngestReading.fingerprint)
          == IngestReading.fingerprint(fast)
      )
    }
  }

  @Test("keeps a trace of non-ASCII, escaped and duplicate keys identical")
  func unusualKeys() {
    let frames = [
      "{\"t\":0,\"é\":1,\"hands\":[{\"landmarks\":\(landmarksText),\"ü\":[]}]}",
      "{\"t\":1,\"h\\u0061nds\":[]}",
      "{\"t\":2,\"hands\":[{\"chirality\":\"r\\u0069ght\"}]}",
      "{\"t\":3,\"hands\":[],\"hands\":[{}]}",
      "{\"t\":4,\"hands\":[{\"score\":0.5,\"score\":null}]}",
      "{\"t\":4.5,\"hands\":[{\"id\":null},{\"id\":7},{\"id\":-0.5},{\"id\":\"a\\u0062\"}]}",
      "{\"t\":5,\"hands\":[{\"joints\":{\"wrist\":[0,0],\"WRIST\":[1,1]}}]}",
      "{\"t\":6,\"hands\":[{\"joints\":{\"VNHLKTIP\":{\"x\":0,\"y\":1,"
        + "\"z\":null}}}]}",
    ]
    let lines = "{\"version\":1}\n" + frames.joined(separator: "\n")
    expectSameReading(Array(lines.utf8), "lines")
    let json =
      "{\"version\":1,\"frames\":[" + frames.joined(separator: ",")
      + "]}"
    expectSameReading(Array(json.utf8), "json")
  }

  @Test("finds a top-level frames key only where it is one")
  func detectsFramesKey() {
    let cases: [(String, Bool)] = [
      ("{\"frames\":[]}", true),
      (" {\"version\":1, \"frames\" : [", true),
      ("{\"x\":{\"frames\":[]}}", false),
      ("{\"x\":\"frames\"}", false),
      ("{\"x\":\"\\\"frames\"}", false),
      ("[\"frames\"]", false),
      ("{\"framesX\":[]}", false),
    ]
    for (text, expected) in cases {
      let found = Array(text.utf8).withUnsafeBufferPointer(
        FastTraceDecoder.hasTopLevelFramesKey
      )
      #expect(found == expected, "\(text)")
    }
  }

  @Test("looks joint names up as Joint(name:) does")
  func jointNames() {
    var names = Joint.allCases.flatMap {
      [$0.name, $0.mediaPipeName, $0.visionKey]
    }
    names += ["", "index", "indextip", "INDEX_FINGER_TIP ", "VNHLK", "é"]
    for name in names {
      let found = Array(name.utf8).withUnsafeBufferPointer {
        JointNameTable.joint(named: $0)
      }
      #expect(found == Joint(name: name), "\(name)")
    }
  }

  @Test("reads numbers as JSONSerialization does, on files and generated")
  func agreesWithFoundation() throws {
    var compared = 0
    for path in IngestFiles.paths {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let trace = try? Trace(bytes: Array(data)) else { continue }
      compared += try compareWithFoundation(trace, data, path)
    }
    for seed in 0..<UInt64(300) {
      var generator = IngestTraceText(seed: 90_000 + seed)
      let bytes = generator.trace(lines: false)
      guard let trace = try? Trace(bytes: bytes, format: .json) else {
        continue
      }
      compared += try compareWithFoundation(trace, Data(bytes), "seed \(seed)")
    }
    #expect(compared > 500_000)
  }
}

/// 21 landmarks `[x, y, z]`.
private let landmarksText =
  "[" + Array(repeating: "[0.25,0.5,-0.125]", count: 21).joined(separator: ",")
  + "]"

/// Compares the numbers of a trace read by the fast path with Foundation's
/// parse of the same text: each frame's `t`, each hand's `score`, and each
/// `landmarks` and `worldLandmarks` entry given as an array.
///
/// Two of Foundation's ways are allowed for. `JSONSerialization` keeps a
/// number with many digits as an `NSDecimalNumber` (38 significant digits)
/// whose `doubleValue` is not correctly rounded (it gives
/// `-1.4094922782393802` one bit off), so such a number is compared with
/// `Double(String)` of the decimal's digits, which is what Foundation
/// read (a decimal cut to 38 digits may then be one ulp off the correctly
/// rounded value, and is allowed that much). And it reads the integer `-0` as the integer 0, losing its sign
/// (`Double("-0")` and `JSONDecoder` give `-0.0`), so a zero Foundation
/// read as an integer matches either zero.
///
/// - Returns: The number of numbers compared.
private func compareWithFoundation(
  _ trace: Trace,
  _ data: Data,
  _ label: String
) throws -> Int {
  let root = try #require(
    try JSONSerialization.jsonObject(with: data) as? [String: Any]
  )
  let frames = try #require(root["frames"] as? [[String: Any]])
  try #require(frames.count == trace.frames.count)
  var count = 0
  func check(_ mine: Double, _ theirs: Any?, _ path: @autoclosure () -> String)
  {
    count += 1
    guard let number = theirs as? NSNumber else {
      Issue.record("\(label) \(path()): not a number in Foundation")
      return
    }
    let isIntegerZero =
      number.doubleValue == 0 && String(cString: number.objCType) != "d"
    let theirs =
      number is NSDecimalNumber
      ? Double(number.description) ?? .nan : number.doubleValue
    // A decimal of 38 significant digits may have been cut by Foundation,
    // which can move a number across a rounding boundary: one ulp apart.
    let significant = number.description.drop { !("1"..."9").contains($0) }
      .filter(\.isNumber).count
    let isCut = number is NSDecimalNumber && significant >= 38
    let same =
      mine.bitPattern == theirs.bitPattern || (isIntegerZero && mine == 0)
      || (isCut && (mine.nextUp == theirs || mine.nextDown == theirs))
    #expect(same, "\(label) \(path()): \(mine) vs \(number)")
  }
  for (index, (frame, object)) in zip(trace.frames, frames).enumerated() {
    check(frame.time, object["t"], "frames[\(index)].t")
    let hands = object["hands"] as? [[String: Any]] ?? []
    for (handIndex, (hand, handObject)) in zip(frame.hands, hands).enumerated()
    {
      if let score = handObject["score"] {
        check(hand.score, score, "frames[\(index)].hands[\(handIndex)].score")
      }
      let landmarks = handObject["landmarks"] as? [Any] ?? []
      for (joint, entry) in zip(Joint.allCases, landmarks) {
        guard let entry = entry as? [Any], let landmark = hand[joint] else {
          continue
        }
        let path = "frames[\(index)].hands[\(handIndex)].\(joint)"
        check(landmark.position.x, entry[0], path + ".x")
        check(landmark.position.y, entry[1], path + ".y")
        check(landmark.depth ?? .nan, entry[2], path + ".z")
        if entry.count == 4 {
          check(landmark.confidence, entry[3], path + ".confidence")
        }
      }
      let world = handObject["worldLandmarks"] as? [Any] ?? []
      for (point, entry) in zip(hand.worldLandmarks ?? [], world) {
        guard let entry = entry as? [Any] else { continue }
        check(point.x, entry[0], "world x")
        check(point.y, entry[1], "world y")
        check(point.z, entry[2], "world z")
      }
    }
  }
  return count
}
