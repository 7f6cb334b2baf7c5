import Foundation
import GestureCore
import GestureReplay
import Testing

/// Pose files written as text for the reader's tests.
enum PoseFileText {
  /// 21 landmarks `[x, y, 0]`, with one entry replaced if asked.
  static func landmarks(replacing index: Int? = nil, with entry: String = "")
    -> String
  {
    var entries = (0..<21).map { "[0.\($0 + 10),0.5,0]" }
    if let index { entries[index] = entry }
    return "[" + entries.joined(separator: ",") + "]"
  }

  /// A file holding samples, each the members of one object.
  static func file(_ samples: [String], header: String = "") -> String {
    "{\(header)\"samples\":["
      + samples.map { "{\($0)}" }.joined(separator: ",\n") + "]}"
  }

  /// A sample's members: an id, a label and 21 landmarks.
  static func sample(_ id: String, _ extra: String = "") -> String {
    "\"id\":\"\(id)\",\"label\":\"openPalm\",\"landmarks\":\(landmarks())"
      + extra
  }
}

private typealias P = PoseFileText

@Suite("Pose files: reading")
struct PoseSampleSetTests {
  @Test("reads every field, ignores unknown ones, and applies the rotation")
  func readsFields() throws {
    let text = P.file(
      [
        "\"id\":\"a#1\",\"label\":\"thumbUp\",\"repo\":\"alice/poses\","
          + "\"originalLabel\":\"Good\",\"chirality\":\"left\","
          + "\"landmarks\":\(P.landmarks()),\"rotationDegrees\":-90",
        "\"label\":null,\"recorder\":\"bob\",\"repo\":\"ignored\","
          + "\"imageSize\":[640,480],\"score\":0.8,"
          + "\"joints\":{\"wrist\":[0.5,0.9],\"INDEX_FINGER_TIP\":[0.5,0.2]}",
        "\"id\":\"c\",\"landmarks\":\(P.landmarks()),\"rotationDegrees\":450",
      ],
      header: "\"source\":\"test\",\"split\":\"dev\","
        + "\"coordinates\":{\"origin\":\"topLeft\",\"mirrored\":true,"
        + "\"orientation\":\"right\",\"note\":\"x\"},"
    )
    let set = try PoseSampleSet(string: text)
    #expect(set.source == "test")
    try #require(set.samples.count == 3)
    let (first, second, third) = (
      set.samples[0], set.samples[1], set.samples[2]
    )
    #expect(first.id == "a#1")
    #expect(first.label == "thumbUp")
    #expect(first.recorder == "alice/poses")
    #expect(first.hand.chirality == .left)
    #expect(first.hand.jointCount == 21)
    #expect(first.hand[.thumbCMC]?.position == Point(x: 0.11, y: 0.5))
    #expect(first.hand[.thumbCMC]?.depth == 0)
    // The file's `right` turned back a quarter: `up`.
    #expect(
      first.coordinates
        == CoordinateSpace(origin: .topLeft, isMirrored: true, orientation: .up)
    )
    #expect(second.id == "1")
    #expect(second.label == nil)
    #expect(second.recorder == "bob")
    #expect(second.hand.score == 0.8)
    #expect(second.hand.jointCount == 2)
    #expect(second.hand[.indexTip]?.position == Point(x: 0.5, y: 0.2))
    #expect(second.coordinates.orientation == .right)
    #expect(second.coordinates.imageSize == ImageSize(width: 640, height: 480))
    // 450 degrees is a quarter turn more than `right`: `down`.
    #expect(third.coordinates.orientation == .down)
    #expect(third.label == nil)
    #expect(third.recorder == nil)
  }

  @Test("counts the samples of each label in the order labels appear")
  func labelCounts() throws {
    let set = try PoseSampleSet(
      string: P.file([
        P.sample("a"), "\"landmarks\":\(P.landmarks())", P.sample("b"),
      ])
    )
    let counts = set.labelCounts
    #expect(counts.map(\.label) == ["openPalm", nil])
    #expect(counts.map(\.count) == [2, 1])
  }

  @Test("reads a file, and names one it cannot open")
  func files() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pose-sample-set-\(UUID().uuidString).json")
    try Data(P.file([P.sample("a")]).utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try PoseSampleSet(contentsOfFile: url.path).samples.count == 1)
    let missing = url.path + ".missing"
    #expect(throws: PoseSampleError.self) {
      try PoseSampleSet(contentsOfFile: missing)
    }
    do throws(PoseSampleError) {
      _ = try PoseSampleSet(contentsOfFile: missing)
    } catch {
      #expect(error.kind == .cannotOpen)
      #expect(
        error.description
          == "cannot open '\(missing)': No such file or directory"
      )
    }
  }

  @Test(
    "refuses a file larger than the most a pose file may be, reads one that size"
  )
  func sizeLimit() throws {
    let directory = try TemporaryDirectory()
    let limit = UInt64(PoseSampleSet.maximumFileSize)
    // Sparse files of zeros: the one at the limit is read, and is not
    // JSON; the one a byte longer is refused for its size.
    let over = try sparseFile(
      named: "over.json",
      in: directory.path,
      size: limit + 1
    )
    let at = try sparseFile(named: "at.json", in: directory.path, size: limit)
    do throws(PoseSampleError) {
      _ = try PoseSampleSet(contentsOfFile: over)
      Issue.record("read a file over the limit")
    } catch {
      #expect(error.kind == .invalidData)
      #expect(
        error.description
          == "the file is larger than 64 MiB, the most a pose file may be"
      )
    }
    do throws(PoseSampleError) {
      _ = try PoseSampleSet(contentsOfFile: at)
      Issue.record("read a file of zeros")
    } catch {
      #expect(error.kind == .invalidData)
      #expect(!error.description.contains("larger than"))
    }
  }

  /// Bad inputs, each with the error it must give.
  static let badInputs: [(text: String, expected: String)] = [
    ("hello", "expected a value, found 'hello' (line 1, column 1)"),
    ("[]", "expected an object, found an array"),
    ("{}", "samples is missing"),
    ("{\"samples\":{}}", "samples is not an array"),
    ("{\"source\":3,\"samples\":[]}", "source is not a string"),
    (
      "{\"coordinates\":{\"origin\":\"center\"},\"samples\":[]}",
      "coordinates.origin: expected topLeft or bottomLeft, found \"center\""
    ),
    (P.file(["\"id\":\"a\""]), "sample 0 (\"a\"): landmarks is missing"),
    ("{\"samples\":[3]}", "sample 0: expected an object, found 3"),
    (
      P.file([P.sample("a"), P.sample("b", ",\"label\":4")]),
      "sample 1 (\"b\"): label is not a string"
    ),
    (P.file(["\"id\":7"]), "sample 0: id is not a string"),
    (
      P.file([P.sample("a", ",\"label\":\"\"")]),
      "sample 0 (\"a\"): label is empty (leave it out, or null, for a "
        + "sample without one)"
    ),
    (
      P.file(["\"id\":\"a\",\"landmarks\":[[0,0,0]]"]),
      "sample 0 (\"a\"): landmarks has 1 entry, expected 21"
    ),
    (
      P.file([
        "\"id\":\"a\",\"landmarks\":\(P.landmarks(replacing: 8, with: "[NaN,0.5,0]"))"
      ]),
      "sample 0 (\"a\"): landmarks[8]: x is NaN"
    ),
    (
      P.file([
        "\"id\":\"a\",\"landmarks\":\(P.landmarks(replacing: 3, with: "[0.5,0.5]"))"
      ]),
      "sample 0 (\"a\"): landmarks[3]: expected [x, y, z],"
        + " [x, y, z, confidence] or an object, found 2 entries"
    ),
    (
      P.file([P.sample("a", ",\"rotationDegrees\":45")]),
      "sample 0 (\"a\"): rotationDegrees 45 is not a multiple of 90"
    ),
    (
      P.file([P.sample("a", ",\"rotationDegrees\":\"90\"")]),
      "sample 0 (\"a\"): rotationDegrees is not a number"
    ),
    (
      P.file([P.sample("a", ",\"imageSize\":[640]")]),
      "sample 0 (\"a\"): imageSize: expected [width, height], found 1 entry"
    ),
    (
      P.file([P.sample("a", ",\"chirality\":\"both\"")]),
      "sample 0 (\"a\"): chirality: expected left, right or unknown,"
        + " found \"both\", which names events of two hands, never a hand"
    ),
    (
      P.file([P.sample("a", ",\"repo\":[]")]),
      "sample 0 (\"a\"): repo is not a string"
    ),
    (
      P.file([P.sample("a"), P.sample("b"), P.sample("a")]),
      #"sample 2 ("a"): id is also sample 0's (a sample without an id has its index)"#
    ),
    (
      P.file([P.sample("1"), "\"landmarks\":\(P.landmarks())"]),
      #"sample 1 ("1"): id is also sample 0's (a sample without an id has its index)"#
    ),
    (
      "{\"samples\":[{\"id\":\"a\"},\n{\"id\":\"b\",\"label\":}]}",
      "sample 1: label: expected a value, found '}' (line 2, column 19)"
    ),
    (
      "{\"samples\":[{\"id\":\"a\"},\n tru]}",
      "sample 1: expected a value, found 'tru' (line 2, column 2)"
    ),
  ]

  @Test(
    "names the sample, its id and the field of every bad input",
    arguments: badInputs
  )
  func badInput(text: String, expected: String) {
    do throws(PoseSampleError) {
      let set = try PoseSampleSet(string: text)
      Issue.record("read \(set.samples.count) samples; expected \(expected)")
    } catch {
      #expect(error.kind == .invalidData)
      #expect(error.description == expected)
    }
  }

  @Test("an error's parts: sample, id, field, message, line and column")
  func errorParts() {
    let error = PoseSampleError(
      sample: 2,
      id: "x\"y",
      field: "landmarks[0]",
      message: "x is NaN",
      line: 3,
      column: 9
    )
    #expect(
      error.description
        == "sample 2 (\"x\\\"y\"): landmarks[0]: x is NaN (line 3, column 9)"
    )
    #expect(PoseSampleError(message: "empty").description == "empty")
  }
}
