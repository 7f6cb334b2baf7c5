import Foundation
import GestureReplay
import Testing

/// A trace that must not be read, and the exact error it must give.
struct TraceBadInput: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var format: TraceFormat?
  var expected: String

  init(
    _ name: String,
    _ text: String,
    format: TraceFormat? = nil,
    _ expected: String
  ) {
    self.name = name
    self.text = text
    self.format = format
    self.expected = expected
  }

  var testDescription: String { name }
}

private typealias T = TraceTestText

private let jsonLinesHeader = "{\"version\":1,\"source\":\"test\"}\n"

/// 41 valid frames, then one whose index tip has a NaN x.
private let nanAtFrame41: String = {
  var frames = (0..<41).map {
    T.frame(t: "0.\($0 + 10)", hand: "\"joints\":{\"indexTip\":[0.5,0.5]}")
  }
  frames.append(
    T.frame(t: "0.9", hand: "\"joints\":{\"indexTip\":[NaN,0.5,0.9]}")
  )
  return T.json(frames)
}()

private let landmarksWithStringX: String = {
  var entries = (0..<21).map { _ in "[0.5,0.5,0]" }
  entries[7] = "[\"0.5\",0.5,0]"
  return T.json([
    T.frame(hand: "\"landmarks\":[\(entries.joined(separator: ","))]")
  ])
}()

private let deepNesting =
  "{\"version\":1,\"frames\":[{\"t\":0,\"hands\":"
  + String(repeating: "[", count: 100_000)

private let badInputs: [TraceBadInput] = [
  // Syntax
  .init(
    "not JSON",
    "hello",
    "expected a value, found 'hello' (line 1, column 1)"
  ),
  .init(
    "not JSON, read as JSON Lines",
    "hello\n{\"t\":0}",
    format: .jsonLines,
    "expected a value, found 'hello' (line 1, column 1)"
  ),
  .init(
    "a truncated file",
    #"{"version":1,"frames":[{"t":0,"hands":[{"chirality":"left""#,
    "frame 0: hands[0]: expected ',' or '}', found the end of the input"
      + " (line 1, column 59)"
  ),
  .init(
    "a truncated JSON Lines file",
    jsonLinesHeader + "{\"t\":0,\"hands\":[",
    format: .jsonLines,
    "frame 0: hands[0]: expected a value, found the end of the input"
      + " (line 2, column 17)"
  ),
  .init(
    "a syntax error on a later line of JSON Lines",
    jsonLinesHeader + "\n{\"t\":0}\n{\"t\":1,}\n",
    "frame 1: expected a string key, found '}' (line 4, column 8)"
  ),
  .init(
    "a syntax error in indented JSON",
    "{\n  \"version\": 1,\n  \"frames\": [\n    {\"t\": 0 \"hands\": []}\n  ]\n}",
    "frame 0: expected ',' or '}', found '\"' (line 4, column 13)"
  ),
  .init(
    "data after the document",
    #"{"version":1,"frames":[]} x"#,
    "expected the end of the input, found 'x' (line 1, column 27)"
  ),
  .init("an empty file", "", "the trace is empty"),
  .init("a file of blank lines", " \n\t\r\n\n", "the trace is empty"),
  .init(
    "an empty JSON Lines file",
    "\n",
    format: .jsonLines,
    "the trace is empty"
  ),
  .init(
    "nesting 100,000 deep",
    deepNesting,
    "frame 0: hands" + String(repeating: "[0]", count: 15)
      + "...: nesting deeper than 64 levels (line 1, column 100)"
  ),
  // Header
  .init(
    "a wrong version",
    #"{"version":2,"frames":[]}"#,
    "version: expected 1, found 2"
  ),
  .init(
    "a version that is a string",
    #"{"version":"1","frames":[]}"#,
    "version: expected 1, found \"1\""
  ),
  .init("a missing version", #"{"frames":[]}"#, "version is missing"),
  .init("a top-level array", "[1, 2]", "expected an object, found an array"),
  // Detected, it is the JSON Lines of a trace without frames.
  .init(
    "missing frames",
    #"{"version":1}"#,
    format: .json,
    "frames is missing"
  ),
  .init(
    "frames that are not an array",
    #"{"version":1,"frames":{}}"#,
    "frames is not an array"
  ),
  .init(
    "frames in a JSON Lines header",
    "{\"version\":1,\"frames\":[]}\n{\"t\":0}\n",
    format: .jsonLines,
    "frames is not allowed in the header of a JSON Lines trace;"
      + " write one frame per line"
  ),
  .init(
    "a frame rate of 0",
    T.json([], header: ",\"frameRate\":0"),
    "frameRate 0 is not positive"
  ),
  .init(
    "a source that is a number",
    T.json([], header: ",\"source\":3"),
    "source is not a string"
  ),
  .init(
    "an unknown origin",
    T.json([], header: ",\"coordinates\":{\"origin\":\"center\"}"),
    "coordinates.origin: expected topLeft or bottomLeft, found \"center\""
  ),
  .init(
    "an unknown orientation",
    T.json([], header: ",\"coordinates\":{\"orientation\":90}"),
    "coordinates.orientation: expected up, right, down or left, found 90"
  ),
  .init(
    "mirrored that is not a Boolean",
    T.json([], header: ",\"coordinates\":{\"mirrored\":\"yes\"}"),
    "coordinates: mirrored is not true or false"
  ),
  .init(
    "an image width of 0",
    T.json([], header: ",\"imageSize\":[0,480]"),
    "imageSize: width 0 is not positive"
  ),
  .init(
    "an image size of three numbers",
    T.json([], header: ",\"coordinates\":{\"imageSize\":[640,480,3]}"),
    "coordinates.imageSize: expected [width, height], found 3 entries"
  ),
  .init(
    "two different image sizes",
    T.json(
      [],
      header:
        ",\"imageSize\":[640,480],\"coordinates\":{\"imageSize\":[480,640]}"
    ),
    "imageSize [640, 480] differs from coordinates.imageSize [480, 640]"
  ),
  .init(
    "a gesture that is not a name",
    T.json(
      [],
      header:
        ",\"expect\":[{\"gesture\":\"pinch-y\",\"phase\":\"began\",\"t\":1}]"
    ),
    "expect[0].gesture: expected a gesture's name (hand, pinch, doublePinch,"
      + " hold, movement, slider, swipe, pose, sequence or twoHandPinch, or a"
      + " custom stage's: letters and digits),"
      + " found \"pinch-y\""
  ),
  .init(
    "an unknown phase",
    T.json(
      [],
      header:
        ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\",\"t\":1},"
        + "{\"gesture\":\"pinch\",\"phase\":\"start\",\"t\":2}]"
    ),
    "expect[1].phase: expected found, lost, began, changed, ended, cancelled"
      + " or recognized, found \"start\""
  ),
  .init(
    "an expectation without t",
    T.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\"}]"
    ),
    "expect[0]: t is missing"
  ),
  .init(
    "a negative within",
    T.json(
      [],
      header: ",\"expect\":[{\"gesture\":\"pinch\",\"phase\":\"began\",\"t\":1,"
        + "\"within\":-0.1}]"
    ),
    "expect[0]: within -0.1 is negative"
  ),
  .init(
    "an unknown ignored event",
    T.json([], header: ",\"expectIgnoring\":[\"hand\",\"slider.moved\"]"),
    "expectIgnoring[1]: expected a gesture or gesture.phase such as"
      + " slider.changed, found \"slider.moved\""
  ),
  // Frames
  .init(
    "a missing t",
    T.json(["{\"t\":0}", "{\"hands\":[]}"]),
    "frame 1: t is missing"
  ),
  .init("a t that is NaN", T.json(["{\"t\":NaN}"]), "frame 0: t is NaN"),
  .init(
    "a t that is Infinity",
    T.json(["{\"t\":Infinity}"]),
    "frame 0: t is infinite"
  ),
  .init(
    "a t that is 1e400",
    T.json(["{\"t\":0}", "{\"t\":1e400}"]),
    "frame 1: t: number out of range: 1e400 (line 1, column 37)"
  ),
  .init(
    "a t that is a string",
    T.json(["{\"t\":\"0.5\"}"]),
    "frame 0: t is not a number"
  ),
  .init(
    "a frame that is not an object",
    T.json(["{\"t\":0}", "[]"]),
    "frame 1: expected an object, found an array"
  ),
  .init(
    "times going backwards",
    T.json(["{\"t\":1.2}", "{\"t\":1.3}", "{\"t\":1.2}"]),
    "frame 2: t goes backwards: 1.2 after 1.3"
  ),
  .init(
    "times going backwards in JSON Lines",
    jsonLinesHeader + "{\"t\":1.3}\n\n{\"t\":1}\n",
    "frame 1: t goes backwards: 1 after 1.3"
  ),
  .init(
    "hands that are not an array",
    T.json(["{\"t\":0,\"hands\":{}}"]),
    "frame 0: hands is not an array"
  ),
  .init(
    "hands that are null",
    T.json(["{\"t\":0,\"hands\":null}"]),
    "frame 0: hands is not an array"
  ),
  .init(
    "a hand that is a number",
    T.json(["{\"t\":0,\"hands\":[3]}"]),
    "frame 0: hands[0]: expected an object, found 3"
  ),
  .init(
    "an unknown chirality",
    T.json([T.frame(hand: "\"chirality\":\"middle\"")]),
    "frame 0: hands[0].chirality: expected left, right or unknown,"
      + " found \"middle\""
  ),
  .init(
    "a hand that is both",
    T.json([T.frame(hand: "\"chirality\":\"both\"")]),
    "frame 0: hands[0].chirality: expected left, right or unknown, found"
      + " \"both\", which names events of two hands, never a hand"
  ),
  .init(
    "a score above 1",
    T.json([T.frame(hand: "\"score\":2")]),
    "frame 0: hands[0]: score 2 is outside 0...1"
  ),
  .init(
    "an x that is NaN",
    nanAtFrame41,
    "frame 41: hands[0].joints.indexTip: x is NaN"
  ),
  .init(
    "an x that is NaN in JSON Lines",
    jsonLinesHeader + "{\"t\":0}\n{\"t\":1}\n"
      + T.frame(t: "2", hand: "\"joints\":{\"indexTip\":[NaN,0.5]}"),
    "frame 2: hands[0].joints.indexTip: x is NaN"
  ),
  .init(
    "a y that is -Infinity",
    T.json([T.frame(hand: "\"joints\":{\"indexTip\":[0.5,-Infinity]}")]),
    "frame 0: hands[0].joints.indexTip: y is infinite"
  ),
  .init(
    "an x that is a string",
    landmarksWithStringX,
    "frame 0: hands[0].landmarks[7]: x is not a number"
  ),
  .init(
    "a y that is null in an object",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"x\":0.5,\"y\":null}}")]),
    "frame 0: hands[0].joints.wrist: y is not a number"
  ),
  .init(
    "a joint object without x",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"y\":0.5}}")]),
    "frame 0: hands[0].joints.wrist: x is missing"
  ),
  .init(
    "a z that is NaN",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"x\":0,\"y\":0,\"z\":NaN}}")]
    ),
    "frame 0: hands[0].joints.wrist: z is NaN"
  ),
  // Not JSON where the format reads nothing
  .init(
    "a NaN in an unknown member",
    #"{"version": 1, "frames": [{"t": 0, "hands": []}], "junk": [NaN]}"#,
    "junk[0]: NaN is not JSON (line 1, column 60)"
  ),
  .init(
    "an Infinity in a frame's unknown member",
    T.json(["{\"t\":0}", "{\"t\":1,\"provenance\":{\"latency\":Infinity}}"]),
    "frame 1: provenance.latency: Infinity is not JSON (line 1, column 63)"
  ),
  .init(
    "a -Infinity in a hand's unknown member",
    T.json([T.frame(hand: "\"chirality\":\"left\",\"tag\":-Infinity")]),
    "frame 0: hands[0].tag: -Infinity is not JSON (line 1, column 66)"
  ),
  .init(
    "a NaN in a joint object's unknown member",
    T.json([T.frame(hand: "\"joints\":{\"wrist\":{\"x\":0,\"y\":0,\"w\":NaN}}")]
    ),
    "frame 0: hands[0].joints.wrist.w: NaN is not JSON (line 1, column 76)"
  ),
  .init(
    "a NaN in a duplicate key's overridden value",
    T.json(["{\"t\":NaN,\"t\":0}"]),
    "frame 0: t: NaN is not JSON (line 1, column 29)"
  ),
  .init(
    "a NaN in an unknown member of a JSON Lines header",
    "{\"version\":1,\"note\":[1,NaN]}\n{\"t\":0}\n",
    format: .jsonLines,
    "note[1]: NaN is not JSON (line 1, column 24)"
  ),
  .init(
    "an Infinity in an unknown member of a JSON Lines frame",
    jsonLinesHeader + "{\"t\":0}\n{\"t\":1,\"x\":{\"y\":[Infinity]}}\n",
    "frame 1: x.y[0]: Infinity is not JSON (line 3, column 18)"
  ),
  .init(
    "20 landmarks",
    T.json([T.frame(hand: T.landmarks(count: 20))]),
    "frame 0: hands[0]: landmarks has 20 entries, expected 21"
  ),
  .init(
    "22 landmarks",
    T.json([T.frame(hand: T.landmarks(count: 22))]),
    "frame 0: hands[0]: landmarks has 22 entries, expected 21"
  ),
  .init(
    "a landmark of two numbers",
    T.json([
      T.frame(
        hand: T.landmarks(count: 21).replacingFirst(
          "[0.10,0.5,-0.01]",
          "[0.1,0.5]"
        )
      )
    ]),
    "frame 0: hands[0].landmarks[0]: expected [x, y, z], [x, y, z, confidence]"
      + " or an object, found 2 entries"
  ),
  .init(
    "an unknown joint name",
    T.json([
      T.frame(hand: "\"joints\":{\"indexTip\":[0,0],\"indexTipp\":[0,0]}")
    ]),
    "frame 0: hands[0].joints: unknown joint name \"indexTipp\""
  ),
  .init(
    "a joint of four numbers",
    T.json([T.frame(hand: "\"joints\":{\"indexTip\":[0,0,0,1]}")]),
    "frame 0: hands[0].joints.indexTip: expected [x, y], [x, y, confidence]"
      + " or an object, found 4 entries"
  ),
  .init(
    "a confidence above 1",
    T.json([T.frame(hand: "\"joints\":{\"indexTip\":[0.5,0.5,1.5]}")]),
    "frame 0: hands[0].joints.indexTip: confidence 1.5 is outside 0...1"
  ),
  .init(
    "a negative confidence in landmarks",
    T.json([
      T.frame(
        hand: T.landmarks(count: 21).replacingFirst(
          "[0.10,0.5,-0.01]",
          "[0.1,0.5,0,-0.25]"
        )
      )
    ]),
    "frame 0: hands[0].landmarks[0]: confidence -0.25 is outside 0...1"
  ),
  .init(
    "both joints and landmarks",
    T.json([T.frame(hand: "\"joints\":{}," + T.landmarks(count: 21))]),
    "frame 0: hands[0]: joints and landmarks are both given; give one"
  ),
  .init(
    "20 world landmarks",
    T.json([
      T.frame(
        hand: "\"worldLandmarks\":["
          + Array(repeating: "[0,0,0]", count: 20).joined(separator: ",") + "]"
      )
    ]),
    "frame 0: hands[0]: worldLandmarks has 20 entries, expected 21"
  ),
]

@Suite("Trace errors")
struct TraceBadInputTests {
  @Test(
    "rejects bad input with the frame, field and problem",
    arguments: badInputs + idBadInputs + fileBadInputs + payloadBadInputs
      + expectationBadInputs + keyBadInputs
  )
  func rejects(input: TraceBadInput) throws {
    do {
      let trace = try Trace(string: input.text, format: input.format)
      Issue.record("read \(trace.frames.count) frames instead of failing")
    } catch {
      #expect(error.description == input.expected)
      #expect(error.kind == .invalidData)
    }
  }

  @Test("gives the same error when the format is given as when detected")
  func formatGivenOrDetected() throws {
    for input in badInputs + idBadInputs + fileBadInputs + keyBadInputs
    where input.format == nil {
      let isLines = input.text.hasPrefix(jsonLinesHeader)
      do {
        _ = try Trace(string: input.text, format: isLines ? .jsonLines : .json)
        Issue.record("\(input.name): read instead of failing")
      } catch {
        #expect(error.description == input.expected, "\(input.name)")
      }
    }
  }

  @Test("keeps the frame, field and position apart")
  func errorParts() throws {
    do {
      _ = try Trace(string: T.json(["{\"t\":0}", "{\"t\":1e400}"]))
      Issue.record("read instead of failing")
    } catch {
      #expect(error.frame == 1)
      #expect(error.field == "t")
      #expect(error.message == "number out of range: 1e400")
      #expect(error.line == 1)
      #expect(error.column == 37)
    }
  }
}

extension String {
  /// Returns the string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, _ replacement: String)
    -> String
  {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
