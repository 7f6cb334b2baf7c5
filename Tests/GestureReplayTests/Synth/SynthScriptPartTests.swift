import GestureCore
import Testing

@testable import GestureReplay

/// Scripts of two hands: the parts, and what is refused.
@Suite("Parsing scripts of two hands")
struct SynthScriptPartTests {
  static let twoHands = """
    hand left; at 0.3 0.5
    open 0.5s; pinch 0.2s
    hand right   # the second hand
    size 0.1; at 0.7 0.5
    hold 0.2s; open 1s
    """

  @Test("a hand step after the hand appeared starts the other hand's part")
  func parts() throws {
    let script = try SynthScript(parsing: Self.twoHands)
    let parts = script.parts
    #expect(parts.count == 2)
    #expect(parts.map(\.chirality) == [.left, .right])
    #expect(
      parts.map { $0.steps.map(\.line) } == [[1, 1, 2, 2], [3, 4, 4, 5, 5]]
    )
    #expect(parts.flatMap(\.steps) == script.steps)
    #expect(parts.map(\.duration) == [0.7, 1.2])
    // The script lasts as long as its longest part.
    #expect(script.duration == 1.2)
  }

  @Test(
    "a script of one hand has one part, all its steps",
    arguments: [
      "open 0.5s; pinch 0.2s", "hand left; open 1s",
      "hold 0.3s; hand left; open 0.5s; lose 0.2s; at 0.2 0.2; open 0.1s",
    ]
  )
  func onePart(text: String) throws {
    let script = try SynthScript(parsing: text)
    #expect(script.parts == [SynthScript.Part(steps: script.steps)])
    #expect(script.duration == script.parts[0].duration)
  }

  @Test("a script of two hands made from steps has the same parts")
  func fromSteps() throws {
    let parsed = try SynthScript(parsing: Self.twoHands)
    let made = SynthScript(steps: parsed.steps)
    #expect(made.parts == parsed.parts)
  }

  @Test(
    "errors in a part name their line",
    arguments: [
      (
        "open 1s\nhand left", 2,
        "a second hand needs the first one named: put 'hand left'"
      ),
      (
        "hand right; open 1s\nhand right; open 1s", 2,
        "'hand right' names the hand of line 1 again: the two hands of a "
          + "script are a left and a right one"
      ),
      (
        "hand right; open 1s\nhand left; hand right; open 1s", 2,
        "'hand right' names the hand of line 1 again"
      ),
      (
        "hand right; open 1s\nhand left; open 1s\nhand right", 3,
        "'hand right' names the hand of line 1 again"
      ),
      // The same side twice in a part, before its hand appears.
      (
        "hand right\nhand right; open 1s", 2,
        "'hand right' names the hand of line 1 again: a hand is named once, "
          + "and a second hand's part starts at a 'hand' step after the "
          + "first hand has appeared"
      ),
      (
        "hand left; hand right; hand right; open 1s", 1,
        "'hand right' names the hand of line 1 again: a hand is named once"
      ),
      (
        "hand right; open 1s\nhand left\nsize 0.1; hand left; open 1s", 3,
        "'hand left' names the hand of line 2 again: a hand is named once"
      ),
      (
        "hand right; open 1s\n\nhand left; at 0.2 0.2", 3,
        "the hand this line starts has no steps that take time"
      ),
      (
        "hand right; open 1s\nhand left; open 1s; at 0.2 0.2", 2,
        "'at' is allowed only while the hand is out of view"
      ),
      (
        "hand right; open 1s\nhand left; open 1s; confidence 0.5", 2,
        "'confidence' must come before the hand appears"
      ),
      (
        "hand right; open 500s\nhand left; open 300s\nhold 301s", 3,
        "'hold 301s' takes the second hand's part past 600 s, the longest "
          + "synth makes"
      ),
    ]
  )
  func error(text: String, line: Int, message: String) {
    #expect {
      _ = try SynthScript(parsing: text)
    } throws: { error in
      guard let error = error as? SynthScriptError else { return false }
      return error.line == line && error.message.hasPrefix(message)
    }
  }

  @Test("a hand step of the other side before the hand appears replaces it")
  func replacedHand() throws {
    let script = try SynthScript(parsing: "hand left; hand right; open 1s")
    #expect(script.parts.map(\.chirality) == [.right])
    // Back to the first side: the hand is left again, as
    // Docs/CLI/Synth.md says.
    let back = try SynthScript(
      parsing: "hand left\nhand right\nhand left\nopen 1s"
    )
    #expect(back.parts.map(\.chirality) == [.left])
  }

  @Test("each part may last up to the longest script")
  func longParts() throws {
    let script = try SynthScript(
      parsing: "hand right; open 600s\nhand left; open 600s"
    )
    #expect(script.duration == 600)
  }

  @Test("settings of the second part apply to it alone")
  func settings() throws {
    let script = try SynthScript(
      parsing: "hand left; confidence 0.8; at 0.3 0.5; open 0.5s\n"
        + "hand right; size 0.1; at 0.7 0.5; open 0.5s"
    )
    let result = Synthesizer(frameRate: 10).synthesize(
      script,
      checkingWith: []
    )
    let hands = try #require(result.trace.frames.first?.hands)
    #expect(hands.map(\.chirality) == [.left, .right])
    #expect(hands[0].joints.allSatisfy { $0.landmark.confidence == 0.8 })
    #expect(hands[1].joints.allSatisfy { $0.landmark.confidence == 0.9 })
    let wrist = try #require(hands[1][.wrist]).position
    let knuckle = try #require(hands[1][.middleMCP]).position
    #expect(abs(wrist.distance(to: knuckle) - 0.1) < 1e-5)
    let index = try #require(hands[1][.indexTip])
    #expect(abs(index.position.x - 0.7) < 1e-9)
  }
}
