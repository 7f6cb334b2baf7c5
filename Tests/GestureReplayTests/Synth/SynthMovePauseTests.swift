import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of two moves with a pause between them shorter
/// than the movement's end allowance `Le`, or with none but the hand at
/// rest between them: the first movement may not end before the second
/// move starts, or may, so a recognizer may see one movement or two.
@Suite("Synthetic traces' moves with a short pause, or a rest, between them")
struct SynthMovePauseTests {
  /// Two moves right of 0.15 in 0.4 s each, from 0.5 s, `pause` seconds
  /// apart.
  static func script(pause: Double) -> String {
    "at 0.3 0.4; open 0.5s; move right 0.15 over 0.4s linear; "
      + "hold \(pause)s; move right 0.15 over 0.4s linear; hold 1s"
  }

  /// A preset, with a stop delay of its own if given, under a name of its
  /// own.
  static func configuration(
    _ base: String,
    stopDelay: Double?
  ) throws -> GestureConfiguration {
    var configuration = try #require(GestureConfiguration.builtIn(named: base))
    configuration.name = "paused"
    if let stopDelay { configuration.movement.stopDelay = stopDelay }
    return configuration
  }

  @Test(
    "a pause shorter than the movement's end allowance may not end it",
    arguments: [
      // handKit's Le at 30 fps is 4 frames, 0.1333 s: the replay sees one
      // movement across 0.07 s, two across 0.13 s.
      ("handKit", nil, 0.07, 1),
      ("handKit", nil, 0.13, 2),
      // adaptive's is 0.3033 s.
      ("adaptive", nil, 0.3, 2),
      // With a stop delay of 0.6 s, Le is 0.7333 s.
      ("handKit", 0.6, 0.2, 1),
    ] as [(String, Double?, Double, Int)]
  )
  func mayContinue(
    base: String,
    stopDelay: Double?,
    pause: Double,
    movements: Int
  ) throws {
    try Self.expectMayContinue(
      Self.script(pause: pause),
      try Self.configuration(base, stopDelay: stopDelay),
      movements: movements
    )
  }

  /// Expects a script of two moves to mean a movement that may go on
  /// from the first move into the second, and its replay to give
  /// `movements` movements with no warning.
  static func expectMayContinue(
    _ script: String,
    _ configuration: GestureConfiguration,
    movements: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let meaning = try synthMeaning(script, configuration)
    // The first ending and the second beginning may both not come.
    #expect(
      unsureKinds(meaning).sorted()
        == [
          "movement began", "movement ended", "slider began", "slider ended",
        ],
      sourceLocation: sourceLocation
    )
    // When the second `movement began` does not come, the movement goes
    // on: the move is seen, and moves the slider.
    #expect(
      meaning.events.filter { $0.gesture == .movement && $0.phase == .began }
        .map(\.missingMeansUnseen) == [true, false],
      sourceLocation: sourceLocation
    )
    // The replay decides, and no warning says otherwise.
    #expect(
      try quietKinds(
        script,
        configuration,
        [.movement],
        sourceLocation: sourceLocation
      )
        == Array(
          repeating: ["movement began", "movement ended"],
          count: movements
        ).flatMap { $0 },
      sourceLocation: sourceLocation
    )
  }

  @Test(
    "a pause as long as the movement's end allowance ends it",
    arguments: [("handKit", 0.14), ("adaptive", 0.31)]
  )
  func ends(base: String, pause: Double) throws {
    let meaning = try synthMeaning(
      Self.script(pause: pause),
      try Self.configuration(base, stopDelay: nil)
    )
    #expect(unsureKinds(meaning).isEmpty)
    #expect(
      meaning.events.filter { $0.gesture == .movement && $0.insteadOf == nil }
        .map(\.phase) == [.began, .ended, .began, .ended]
    )
  }

  /// How many movements a meaning means, each a `began` and an `ended`
  /// (in window order, a second motion's `began` may come before the
  /// first's `ended`).
  static func movements(_ meaning: SynthMeaning) -> Int? {
    let phases = meaning.events.filter { $0.gesture == .movement }.map(\.phase)
    let began = phases.filter { $0 == .began }.count
    return phases.count == 2 * began && phases.first == .began
      && phases.last == .ended ? began : nil
  }

  /// Two moves of 0.3, right then `then` (left by default), of
  /// `duration` seconds each and the given profiles, from 0.5 s, with no
  /// pause between them.
  static func restScript(
    duration: Double,
    _ first: SynthScript.MotionProfile = .smooth,
    _ second: SynthScript.MotionProfile = .smooth,
    then: String = "left"
  ) -> String {
    "at 0.3 0.4; open 0.5s; move right 0.3 over \(duration)s \(first); "
      + "move \(then) 0.3 over \(duration)s \(second); hold 1s"
  }

  @Test(
    "a hand at rest between two moves may be seen to stop there",
    arguments: [
      // At 30 fps adaptive sees one movement across moves of 0.7 s, and
      // the hand stop between moves of 0.8 s.
      (0.7, 1), (0.8, 2),
    ] as [(Double, Int)]
  )
  func rest(duration: Double, movements: Int) throws {
    try Self.expectMayContinue(
      Self.restScript(duration: duration),
      .adaptive,
      movements: movements
    )
  }

  @Test(
    "moves into one another are one movement unless the hand rests or turns between",
    arguments: [
      (
        SynthScript.MotionProfile.linear, SynthScript.MotionProfile.linear,
        "right", 1
      ),
      (.smooth, .linear, "right", 2), (.linear, .smooth, "right", 2),
      (.smooth, .smooth, "right", 2), (.linear, .linear, "left", 2),
      (.linear, .linear, "up", 2),
    ]
  )
  func profiles(
    first: SynthScript.MotionProfile,
    second: SynthScript.MotionProfile,
    then: String,
    motions: Int
  ) throws {
    let meaning = try synthMeaning(
      Self.restScript(duration: 0.4, first, second, then: then),
      .handKit
    )
    #expect(Self.movements(meaning) == motions)
    #expect(unsureKinds(meaning).count == (motions - 1) * 4)
  }

  @Test(
    "after a rest, or a turn back, the slider ends where one reference or two take it",
    arguments: [SynthScript.MotionProfile.smooth, .linear]
  )
  func restSlider(profile: SynthScript.MotionProfile) throws {
    // Left 0.3 then right 0.2 from a slider at 0 with gain 100: one
    // movement ends the slider at 0, 0.1 left of where it began; two clamp
    // it at 0 between the moves and end it at 20. The hand may be seen to
    // stop where it comes to rest (smooth) or turns back.
    let script =
      "at 0.6 0.4; open 0.5s; move left 0.3 over 0.4s \(profile); "
      + "move right 0.2 over 0.6s linear; hold 1s"
    let meaning = try synthMeaning(script, .handKit)
    let ended = try #require(
      meaning.events.last { $0.gesture == .slider && $0.phase == .ended }
    )
    let value = try #require(ended.value)
    #expect(value.contains(0))
    #expect(value.contains(20))
    // handKit sees one movement, and the slider ends at 0.
    #expect(
      try quietKinds(script, .handKit, [.slider])
        == ["slider began", "slider ended"]
    )
  }

  @Test(
    "a hand that goes on slower may be seen to stop, one as fast or faster not",
    arguments: [(0.6, 2), (0.4, 1), (0.3, 1)]
  )
  func slower(second: Double, motions: Int) throws {
    // Right 0.3 in 0.4 s, then right 0.3 more in `second` seconds.
    let script =
      "at 0.2 0.4; open 0.5s; move right 0.3 over 0.4s linear; "
      + "move right 0.3 over \(second)s linear; hold 1s"
    let meaning = try synthMeaning(script, .handKit)
    #expect(Self.movements(meaning) == motions)
    #expect(unsureKinds(meaning).count == (motions - 1) * 4)
    #expect(try quietKinds(script, .handKit, [.movement]).count == 2)
  }

  @Test("the slider ends where both moves take it")
  func slider() throws {
    let result = try synthesizeChecked(
      Self.script(pause: 0.07),
      frameRate: 30,
      seed: 5,
      configurations: [.handKit]
    )
    let ended = try #require(
      result.trace.expectationSet(for: "handKit").expectations.last {
        $0.gesture == .slider && $0.phase == .ended
      }
    )
    let value = try #require(ended.value)
    #expect(abs(value - 30) < 1e-9)
  }
}
