import GestureCore
import Testing

@testable import GestureReplay

@Suite("Parsing gesture scripts")
struct SynthScriptTests {
  typealias Action = SynthScript.Action

  @Test(
    "every step reads as its action",
    arguments: zip(
      [
        "open 0.5s", "pinch 200ms", "hold 1s", "release 0.25s", "lose 2s",
        "move right 0.3 over 0.6s", "move left .25 over 500ms linear",
        "move up 0.1 over 1s smooth", "move down 2 over 0.1s",
        "hand left", "hand right", "size 0.2", "at 0.25 0.75",
        "confidence 0.8", "OPEN 1S", "Move Right 0.3 Over 0.6s Linear",
      ],
      [
        Action.open(duration: 0.5), .pinch(duration: 0.2), .hold(duration: 1),
        .release(duration: 0.25), .lose(duration: 2),
        .move(
          direction: .right,
          distance: 0.3,
          duration: 0.6,
          profile: .smooth
        ),
        .move(
          direction: .left,
          distance: 0.25,
          duration: 0.5,
          profile: .linear
        ),
        .move(direction: .up, distance: 0.1, duration: 1, profile: .smooth),
        .move(direction: .down, distance: 2, duration: 0.1, profile: .smooth),
        .hand(.left), .hand(.right), .size(0.2), .at(Point(x: 0.25, y: 0.75)),
        .confidence(0.8), .open(duration: 1),
        .move(
          direction: .right,
          distance: 0.3,
          duration: 0.6,
          profile: .linear
        ),
      ]
    )
  )
  func step(text: String, action: Action) throws {
    // Settings that need the hand out of view come first; a timed step
    // after them keeps the script valid.
    let script = try SynthScript(parsing: text + "\nhold 1s")
    #expect(script.steps.first?.action == action)
    #expect(script.steps.first?.line == 1)
  }

  @Test("lines, semicolons, comments and blank lines give steps with lines")
  func layout() throws {
    let script = try SynthScript(
      parsing: """
        # a comment on its own line
        hand left   # a comment after a step

        open 0.5s; pinch 0.2s;; \t ;hold 1s # hold ; not a step
        \trelease 0.2s\r
        """
    )
    #expect(script.steps.map(\.line) == [2, 4, 4, 4, 5])
    #expect(
      script.steps.map(\.action) == [
        .hand(.left), .open(duration: 0.5), .pinch(duration: 0.2),
        .hold(duration: 1), .release(duration: 0.2),
      ]
    )
    #expect(abs(script.duration - 1.9) < 1e-12)
  }

  @Test(
    "CRLF line endings end lines as LF does, comments included",
    arguments: [
      "hand left\r\nopen 0.5s # a comment\r\npinch 0.2s\r\n\r\nhold 1s\r\n",
      "hand left\nopen 0.5s # a comment\r\npinch 0.2s\n\r\nhold 1s",
    ]
  )
  func crlf(text: String) throws {
    let script = try SynthScript(parsing: text)
    #expect(script.steps.map(\.line) == [1, 2, 3, 5])
    #expect(
      script.steps.map(\.action) == [
        .hand(.left), .open(duration: 0.5), .pinch(duration: 0.2),
        .hold(duration: 1),
      ]
    )
  }

  @Test("a byte order mark before the first line is no part of it")
  func byteOrderMark() throws {
    let marked = try SynthScript(parsing: "\u{FEFF}open 0.5s\r\npinch 0.2s")
    #expect(marked == (try SynthScript(parsing: "open 0.5s\npinch 0.2s")))
    // Elsewhere it is a character of a word, as any other.
    #expect(throws: SynthScriptError.self) {
      _ = try SynthScript(parsing: "open 0.5s\n\u{FEFF}pinch 0.2s")
    }
  }

  @Test("the longest move is 100 units, and the hand stays finite")
  func longestMove() throws {
    let script = try SynthScript(parsing: "open 0.1s; move right 100 over 1s")
    let trace = Synthesizer(frameRate: 10).synthesize(script).trace
    let finite = trace.frames.allSatisfy { frame in
      frame.hands.allSatisfy { hand in
        Joint.allCases.allSatisfy { hand[$0]?.position.x.isFinite ?? true }
      }
    }
    #expect(finite)
  }

  @Test("an error after CRLF line endings names its own line")
  func crlfError() {
    #expect(
      throws: SynthScriptError(
        line: 3,
        message: "unknown step 'wiggle'; the steps are "
          + SynthScriptParser.keywords.dropLast().joined(separator: ", ")
          + " and confidence"
      )
    ) {
      _ = try SynthScript(parsing: "open 0.5s\r\nhold 1s\r\nwiggle 2s\r\n")
    }
  }

  @Test(
    "a step's text round-trips through the script language",
    arguments: [
      "open 0.5s", "move right 0.3 over 0.6s", "move up 0.1 over 1s linear",
      "hand left", "size 0.12", "at 0.5 0.4", "confidence 0.9", "lose 0.01s",
      "move right 0.0000001 over 0.5s", "hold 0.1234567s", "at 0.1234567 0.5",
      "confidence 0.99999999", "pinch 0.3ms",
    ]
  )
  func scriptText(text: String) throws {
    let script = try SynthScript(parsing: text + "; hold 1s")
    let action = try #require(script.steps.first?.action)
    let reparsed = try SynthScript(parsing: action.scriptText + "; hold 1s")
    #expect(reparsed.steps.first?.action == action)
  }

  @Test(
    "a duration in milliseconds is the same number in seconds, and quoted so",
    arguments: zip(
      ["33.3ms", "500ms", ".5ms", "12345.678ms", "0.0001ms", "1ms", "007ms"],
      [
        "0.0333s", "0.5s", "0.0005s", "12.345678s", "0.0000001s", "0.001s",
        "0.007s",
      ]
    )
  )
  func milliseconds(written: String, seconds: String) throws {
    let script = try SynthScript(parsing: "hold \(written); open \(seconds)")
    let durations = script.steps.map(\.action.duration)
    #expect(durations[0] == durations[1])
    #expect(script.steps[0].action.scriptText == "hold \(seconds)")
  }

  @Test(
    "every error names its line and what is wrong",
    arguments: [
      ("open 0.5s\nhold 1s\nwiggle 2s", 3, "unknown step 'wiggle'; the steps"),
      ("open", 1, "'open' needs a duration, as in 'open 0.5s'"),
      ("open 0.5", 1, "'0.5' is not a duration: write seconds or milliseconds"),
      ("hold 1m", 1, "'1m' is not a duration"),
      ("pinch -1s", 1, "'-1s' is not a duration"),
      ("open 1e2s", 1, "'1e2s' is not a duration"),
      ("open nans", 1, "'nans' is not a duration"),
      ("open 0s", 1, "the duration of 'open' must be greater than 0, not 0s"),
      ("open 0.5s fast", 1, "unexpected 'fast' after 'open 0.5s'"),
      ("open 1s\nmove right", 2, "'move' needs a direction, a distance and"),
      (
        "open 1s\n\nmove sideways 0.3 over 1s", 3,
        "'sideways' is not a direction"
      ),
      ("move right far over 1s", 1, "'far' is not a distance"),
      ("move right 0 over 1s", 1, "'0' is not a distance"),
      (
        "move right 100.0001 over 1s", 1,
        "'100.0001' is not a distance: use a number of normalized display "
          + "units greater than 0 and at most 100"
      ),
      (
        "move right " + String(repeating: "9", count: 401) + " over 1s", 1, "'9"
      ),
      (
        "move right 0.3 in 1s", 1,
        "expected 'over' after the distance, not 'in'"
      ),
      ("move right 0.3 over 1", 1, "'1' is not a duration"),
      ("move right 0.3 over 1s bouncy", 1, "'bouncy' is not a speed profile"),
      (
        "move right 0.3 over 1s linear x", 1, "unexpected 'x' after 'move right"
      ),
      ("hand", 1, "'hand' needs left or right, as in 'hand left'"),
      ("hand middle", 1, "'hand' needs left or right, not 'middle'"),
      ("hand both", 1, "'hand' needs left or right, not 'both'"),
      ("hand unknown", 1, "'hand' needs left or right, not 'unknown'"),
      ("size 0.5", 1, "'size' needs a hand size (wrist to middle knuckle)"),
      ("size 0.01", 1, "'size' needs a hand size"),
      ("at 0.5", 1, "'at' needs the index tip's x and y"),
      ("at 1.5 0.5", 1, "'at' needs the index tip's x and y"),
      ("confidence 2", 1, "'confidence' needs a number from 0 to 1, as in"),
      ("open 1s\nhand left", 2, "a second hand needs the first one named"),
      ("pinch 1s; confidence 0.5", 1, "'confidence' must come before the hand"),
      ("open 1s\nat 0.2 0.2", 2, "'at' is allowed only while the hand is out"),
      ("move up 0.1 over 1s; size 0.2", 1, "'size' is allowed only while"),
      (
        "hold 601s", 1,
        "'hold 601s' takes the script past 600 s, the longest synth makes"
      ),
      ("open 300s\nhold 300s\nhold 1ms", 3, "'hold 0.001s' takes the script"),
      // Of the steps on the line, the one that crosses the limit.
      (
        "open 1s\nhold 300s; hold 298.5s; pinch 0.5s; release 0.5s; hold 1s", 2,
        "'release 0.5s' takes the script past 600 s"
      ),
    ]
  )
  func error(text: String, line: Int, message: String) {
    #expect {
      _ = try SynthScript(parsing: text)
    } throws: { error in
      guard let error = error as? SynthScriptError else { return false }
      return error.line == line && error.message.hasPrefix(message)
        && error.description == "script line \(line): \(error.message)"
    }
  }

  @Test(
    "a script without timed steps is refused without a line",
    arguments: ["", "# nothing\n\n", "hand left; size 0.1", ";;;"]
  )
  func empty(text: String) {
    #expect(
      throws: SynthScriptError(
        line: nil,
        message: "the script has no steps that take time; start with one, "
          + "as in 'open 0.5s'"
      )
    ) {
      _ = try SynthScript(parsing: text)
    }
  }

  @Test("settings are allowed while the hand is out of view")
  func settingsWhileOutOfView() throws {
    let script = try SynthScript(
      parsing: """
        hand left; confidence 0.8; size 0.1; at 0.3 0.3
        hold 0.5s
        open 1s
        lose 0.5s; hold 0.2s
        at 0.6 0.6; size 0.2
        open 1s
        """
    )
    #expect(script.steps.count == 11)
  }

  @Test(
    "the speed profiles go from 0 to 1, smooth easing in and out",
    arguments: SynthScript.MotionProfile.allCases
  )
  func profile(profile: SynthScript.MotionProfile) {
    #expect(profile.progress(at: -1) == 0)
    #expect(profile.progress(at: 0) == 0)
    #expect(profile.progress(at: 0.5) == 0.5)
    #expect(profile.progress(at: 1) == 1)
    #expect(profile.progress(at: 2) == 1)
    let early = profile.progress(at: 0.1)
    #expect(profile == .smooth ? early < 0.1 : early == 0.1)
  }
}

@Suite("Building gesture scripts from steps")
struct SynthScriptStepsTests {
  @Test("steps that follow the rules make the same script as their text")
  func valid() throws {
    let parsed = try SynthScript(
      parsing: "hand left\nopen 0.5s\nmove up 0.1 over 1s linear"
    )
    let built = SynthScript(steps: parsed.steps)
    #expect(built == parsed)
    #expect(built.duration == 1.5)
  }

  @Test("a setting after the hand appears traps")
  func settingAfterAppearing() async {
    await #expect(processExitsWith: .failure) {
      _ = SynthScript(
        steps: [
          .init(action: .open(duration: 1)), .init(action: .hand(.left)),
        ]
      )
    }
  }

  @Test("a distance that is not a number traps")
  func nanDistance() async {
    await #expect(processExitsWith: .failure) {
      _ = SynthScript(
        steps: [
          .init(
            action: .move(
              direction: .right,
              distance: .nan,
              duration: 1,
              profile: .linear
            )
          )
        ]
      )
    }
  }

  @Test("no step that takes time traps")
  func noTime() async {
    await #expect(processExitsWith: .failure) {
      _ = SynthScript(steps: [.init(action: .size(0.1))])
    }
  }
}
