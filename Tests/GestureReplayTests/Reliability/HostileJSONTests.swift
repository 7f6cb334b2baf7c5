import Foundation
import GestureCore
import GestureReplay
import Testing

private typealias T = TraceTestText

/// Returns the error reading a trace's text gives, or `nil` if it reads.
private func textError(
  _ text: String,
  format: TraceFormat? = nil
) -> TraceError? {
  do {
    _ = try Trace(string: text, format: format)
    return nil
  } catch {
    return error
  }
}

@Suite("Hostile JSON: deep nesting, long numbers, odd numbers")
struct HostileJSONTests {
  // MARK: Nesting

  /// A text too large to print as a test's argument, and the error it
  /// must give.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var text: @Sendable () -> String
    var expected: String
  }

  static let deepCases = [
    Case(
      testDescription: "arrays in a frame of JSON Lines",
      text: {
        "{\"version\":1}\n{\"t\":0,\"hands\":"
          + String(repeating: "[", count: 100_000)
      },
      expected: "frame 0: hands" + String(repeating: "[0]", count: 15)
        + "...: nesting deeper than 64 levels (line 2, column 79)"
    ),
    Case(
      testDescription: "objects in the header of JSON Lines",
      text: {
        "{\"version\":1,\"x\":" + String(repeating: "{\"x\":", count: 100_000)
          + "\n{\"t\":0}"
      },
      expected: String(repeating: "x.", count: 15)
        + "x...: nesting deeper than 64 levels (line 1, column 333)"
    ),
    Case(
      testDescription: "arrays and objects in an expectation",
      text: {
        "{\"version\":1,\"expect\":[{\"gesture\":"
          + String(repeating: "[{\"a\":", count: 50_000)
      },
      expected: "expect[0].gesture" + String(repeating: "[0].a", count: 6)
        + "[0]...: nesting deeper than 64 levels (line 1, column 216)"
    ),
  ]

  @Test(
    "refuses nesting 100,000 deep anywhere with an error, not a stack overflow",
    arguments: deepCases
  )
  func deepNesting(deep: Case) throws {
    let error = try #require(textError(deep.text()))
    #expect(error.description == deep.expected)
  }

  @Test("reads a trace nested to the limit, 64 levels, and refuses one more")
  func nestingLimit() throws {
    // The frame is level 3; each [{"k": adds two.
    func text(pairs: Int) -> String {
      let deep =
        String(repeating: "[{\"k\":", count: pairs) + "0"
        + String(repeating: "}]", count: pairs)
      return T.json(["{\"t\":0,\"provenance\":\(deep)}"])
    }
    let trace = try Trace(string: text(pairs: 30))
    #expect(trace.frames.count == 1)
    let error = try #require(textError(text(pairs: 31)))
    #expect(error.message == "nesting deeper than 64 levels")
  }

  /// Refusing nesting 100,000 deep takes 64 levels of recursion: in a
  /// debug build, about 200 KiB of stack. A secondary thread has 512 KiB
  /// on Apple platforms (and Swift Testing's threads there); 512 levels, the
  /// limit before, took 1.5 MiB and overflowed it. In a child process, so
  /// that an overflow fails this test rather than the run.
  @Test("refuses nesting 100,000 deep on a thread with 512 KiB of stack")
  func smallStack() async {
    await #expect(processExitsWith: .success) {
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        let text =
          "{\"version\":1,\"frames\":[{\"t\":0,\"hands\":"
          + String(repeating: "[", count: 100_000)
        do throws(TraceError) {
          _ = try Trace(string: text)
          exit(1)
        } catch {
          if error.message != "nesting deeper than 64 levels" { exit(2) }
        }
        done.signal()
      }
      thread.stackSize = 512 << 10
      thread.start()
      done.wait()
    }
  }

  // MARK: Long numbers

  @Test(
    "reads a time of 10,000 digits, and of 1,000,000, as the nearest double"
  )
  func longTimes() throws {
    for count in [10_000, 1_000_000] {
      let text = "0." + String(repeating: "3", count: count - 2)
      let trace = try Trace(string: T.json(["{\"t\":\(text)}"]))
      #expect(trace.frames.first?.time == 0.333_333_333_333_333_3)
    }
  }

  @Test("refuses a coordinate of 10,000 digits, naming the frame and field")
  func longCoordinate() throws {
    let digits = "1" + String(repeating: "0", count: 9_999)
    let error = try #require(
      textError(
        T.json([
          "{\"t\":0}",
          T.frame(t: "1", hand: "\"joints\":{\"indexTip\":[0.5,\(digits)]}"),
        ])
      )
    )
    #expect(
      error.description
        == "frame 1: hands[0].joints.indexTip[1]: number out of range:"
        + " 100000000000000000000000... (line 1, column 75)"
    )
  }

  // MARK: Odd but valid numbers

  @Test(
    "reads odd but valid numbers where the format wants a number",
    arguments: zip(
      ["-0", "1e-400", "-1e-400", "0.1e309", "4.9e-324", "0e400", "1E2"],
      [-0.0, 0, -0.0, 1e308, .leastNonzeroMagnitude, 0, 100]
    )
  )
  func oddCoordinates(text: String, expected: Double) throws {
    let trace = try Trace(
      string: T.json([
        T.frame(hand: "\"joints\":{\"indexTip\":[\(text),0.5]}")
      ])
    )
    let x = try #require(
      trace.frames.first?.hands.first?[.indexTip]?.position.x
    )
    #expect(x == expected)
    #expect(x.sign == expected.sign)
  }

  @Test("reads times -0, 0, -0 as not going backwards")
  func negativeZeroTimes() throws {
    let trace = try Trace(
      string: T.json(["{\"t\":-0}", "{\"t\":0}", "{\"t\":-0}"])
    )
    #expect(trace.frames.map(\.time) == [0, 0, 0])
  }

  static let tooLargeTexts = [
    T.json([], header: ",\"frameRate\":1E+400"),
    T.json([
      T.frame(
        hand: T.landmarks(count: 21).replacingFirst(
          "[0.12,0.5,-0.01]",
          "[0.12,-1e400,-0.01]"
        )
      )
    ]),
    T.json([T.frame(hand: "\"score\":10e308")]),
  ]

  static let tooLargeErrors = [
    "frameRate: number out of range: 1E+400 (line 1, column 26)",
    "frame 0: hands[0].landmarks[2][1]: number out of range: -1e400"
      + " (line 1, column 94)",
    "frame 0: hands[0].score: number out of range: 10e308"
      + " (line 1, column 49)",
  ]

  @Test(
    "refuses numbers too large for a Double in any field",
    arguments: zip(tooLargeTexts, tooLargeErrors)
  )
  func outOfRange(text: String, expected: String) throws {
    let error = try #require(textError(text))
    #expect(error.description == expected)
  }

  @Test(
    "rounds a confidence with more decimals than a Double holds, then gates it",
    arguments: zip(
      [
        "0.69999999999999999999", "0.6999999999999999", "0.7000000000000000001",
      ],
      [true, false, true]
    )
  )
  func confidenceDecimals(text: String, passes: Bool) throws {
    let tips =
      "\"joints\":{\"thumbTip\":[0.5,0.5,\(text)],\"indexTip\":[0.51,0.5,\(text)]}"
    let trace = try Trace(string: T.json([T.frame(hand: tips)]))
    let confidence = try #require(
      trace.frames.first?.hands.first?[.thumbTip]?.confidence
    )
    #expect((confidence >= 0.7) == passes)
    let events = Replay.run(trace).events.filter { $0.gesture == .pinch }
    #expect(events.count == (passes ? 1 : 0))
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
