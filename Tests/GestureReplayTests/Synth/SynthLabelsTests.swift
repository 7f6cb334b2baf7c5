import GestureCore
import Testing

@testable import GestureReplay

/// A configuration whose `hands.labels` is `mirrored` names each hand of a
/// synthetic trace, labelled as the script names it, the other way round:
/// one warning for each hand says so, and the events are checked under
/// the names the replay gives.
@Suite("Checking synthetic traces with mirrored hand labels")
struct SynthLabelsTests {
  /// A configuration named `m`, with its hand labels as given.
  static func configuration(
    _ labels: GestureConfiguration.Hands.Labels,
    from base: GestureConfiguration = .handKit
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "m"
    configuration.hands.labels = labels
    return configuration
  }

  /// The message of the warning for a hand the replay names the other way.
  static func renamed(_ meant: Chirality, step: Bool) -> String {
    let named = meant.mirrored.rawValue
    return
      (step
      ? "'hand \(meant.rawValue)' means the \(meant.rawValue) hand"
      : "the hand is the \(meant.rawValue) one synth was given (no 'hand' "
        + "step names it)")
      + ", but m names it \(named): its hands.labels is mirrored, which "
      + "reads the trace's label \(meant.rawValue) as the \(named) hand, and "
      + "synth labels each hand as the script names it; the trace expects "
      + "this hand's events named \(named) under m"
  }

  static let twoHands =
    "hand left; open 0.3s; move right 0.3 over 0.3s; pinch 0.1s; hold 0.5s; "
    + "release 0.2s; hold 0.3s\n"
    + "hand right; at 0.8 0.4; open 0.3s; hold 1.5s"

  @Test("one warning says which hand the script means and which m names")
  func oneHand() throws {
    let script = try SynthScript(
      parsing: "open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s; hold 0.3s"
    )
    let result = Synthesizer().synthesize(
      script,
      checkingWith: [Self.configuration(.mirrored)]
    )
    #expect(
      result.warnings.map(\.description) == [Self.renamed(.right, step: false)]
    )
    let set = result.trace.expectationSet(for: "m")
    #expect(set.expectations.count == 3)
    #expect(set.expectations.allSatisfy { $0.hand == .left })
  }

  @Test("with no hand step, the warning names the hand synth was given")
  func givenHand() throws {
    let script = try SynthScript(parsing: "open 0.5s; pinch 0.2s; hold 0.5s")
    let result = Synthesizer(chirality: .left).synthesize(
      script,
      checkingWith: [Self.configuration(.mirrored)]
    )
    #expect(
      result.warnings.map(\.description) == [Self.renamed(.left, step: false)]
    )
  }

  @Test("the warning names the script's hand step")
  func handStep() throws {
    let script = try SynthScript(parsing: "size 0.1\nhand left\nopen 0.5s")
    let result = Synthesizer().synthesize(
      script,
      checkingWith: [Self.configuration(.mirrored)]
    )
    #expect(result.warnings.map(\.line) == [2])
    #expect(result.warnings.map(\.message) == [Self.renamed(.left, step: true)])
  }

  @Test("an event no step means is named at its own hand's step")
  func extraOfTwoHands() throws {
    // A replay that gives the left hand a pinch no step means at 1 s
    // (frame 30), during its 'hold 0.3s' on line 1, while the right hand
    // holds on line 2. The replay names the left hand `right`.
    let text =
      "hand left; open 0.3s; pinch 0.16s; release 0.4s; hold 0.3s\n"
      + "hand right; at 0.8 0.4; open 0.3s; hold 1.5s"
    let configuration = Self.configuration(.mirrored, from: .adaptive)
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: text), checkingWith: []).trace
    var events = Replay.run(trace, configuration: configuration).events
    let at = events.firstIndex { $0.frame > 30 } ?? events.count
    events.insert(
      contentsOf: [Phase.began, .ended].map {
        GestureEvent(
          time: trace.frames[30].time,
          frame: 30,
          hand: .right,
          gesture: .pinch,
          phase: $0
        )
      },
      at: at
    )
    let check = try synthCheck(
      text,
      against: events,
      configuration: configuration
    )
    let extra = check.warnings.filter {
      $0.message.contains("which the script does not mean")
    }
    #expect(extra.count == 2, "\(check.warnings)")
    for warning in extra {
      #expect(warning.line == 1)
      #expect(warning.message.contains("during 'hold 0.3s'"))
    }
  }

  @Test(
    "mirrored labels warn once for each hand, and otherwise as anatomical ones",
    arguments: [
      (twoHands, GestureConfiguration.adaptive),
      (twoHands, .handKit),
      ("open 0.5s; pinch 0.2s; hold 0.5s; release 0.2s; hold 0.3s", .handKit),
      (
        "hand left; open 0.3s; move right 0.05 over 1s; hold 0.3s; pinch "
          + "0.2s; hold 0.3s; release 0.2s; hold 0.3s", .adaptive
      ),
      (
        "hand right; open 0.4s; pinch 0.15s; hold 1s; release 0.15s; hold "
          + "0.3s\nhand left; open 0.5s; pinch 0.15s; move left 0.2 over "
          + "0.5s; hold 0.3s; release 0.15s; hold 0.3s", .handKit
      ),
    ]
  )
  func likeAnatomical(text: String, base: GestureConfiguration) throws {
    let script = try SynthScript(parsing: text)
    let synthesizer = Synthesizer(frameRate: 30, seed: 5, noise: 0.0005)
    let mirrored = Self.configuration(.mirrored, from: base)
    let anatomical = Self.configuration(.anatomical, from: base)
    let results = [mirrored, anatomical].map {
      synthesizer.synthesize(script, checkingWith: [$0])
    }
    let parts = script.parts
    let renamed = parts.map {
      Self.renamed($0.chirality ?? .right, step: $0.chirality != nil)
    }
    #expect(
      results[0].warnings.filter { renamed.contains($0.message) }.count
        == parts.count
    )
    #expect(
      results[0].warnings.filter { !renamed.contains($0.message) }
        == results[1].warnings
    )
    let sets = results.map { $0.trace.expectationSet(for: "m") }
    #expect(
      sets[0].expectations
        == sets[1].expectations.map {
          var expectation = $0
          expectation.hand = expectation.hand?.mirrored
          return expectation
        }
    )
    #expect(sets[0].ignoredEvents == sets[1].ignoredEvents)
    let report = ExpectationReport(
      trace: results[0].trace,
      configurationName: "m",
      events: Replay.run(results[0].trace, configuration: mirrored).events
    )
    #expect(report.isSuccess, "\(report)")
  }
}
