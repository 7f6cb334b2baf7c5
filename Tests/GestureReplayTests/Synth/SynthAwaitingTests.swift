import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a gesture that awaits another's failure
/// (`relationships.pinchWithMovement` `awaitsFailureOf` or `isAwaitedBy`):
/// it begins `relationships.failureDelay` after it qualifies, a time
/// setting, and a pinch that may lapse while it waits may report nothing.
@Suite("Synthetic traces' gestures that await another's failure")
struct SynthAwaitingTests {
  /// A preset whose pinch and movement relate as given, under a name of
  /// its own.
  static func awaiting(
    _ base: GestureConfiguration,
    _ relationship: GestureConfiguration.Relationship
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "awaiting"
    configuration.relationships.pinchWithMovement = relationship
    return configuration
  }

  /// The events a meaning does not surely mean, as `gesture phase`.
  static func unsure(_ meaning: SynthMeaning) -> [String] {
    meaning.events.filter { !$0.isSure }.map { "\($0.gesture) \($0.phase)" }
  }

  @Test(
    "the wait is the failure delay, for the side that awaits",
    arguments: [
      (GestureConfiguration.Relationship.awaitsFailureOf, true, false),
      (.isAwaitedBy, false, true),
      (.exclusive, false, false),
    ]
  )
  func wait(
    relationship: GestureConfiguration.Relationship,
    pinchWaits: Bool,
    movementWaits: Bool
  ) {
    var configuration = Self.awaiting(.adaptive, relationship)
    configuration.relationships.failureDelay = 0.2
    let latency = SynthLatency(configuration, frameRate: 30)
    #expect(latency.pinchWait == (pinchWaits ? 0.2 : 0))
    #expect(latency.movementWait == (movementWaits ? 0.2 : 0))
    // A swipe the pinch awaits makes it wait too, while swipes are on.
    configuration.relationships.pinchWithSwipe = .awaitsFailureOf
    #expect(SynthLatency(configuration, frameRate: 30).pinchWait == 0.2)
    configuration.swipe.isEnabled = false
    #expect(
      SynthLatency(configuration, frameRate: 30).pinchWait
        == (pinchWaits ? 0.2 : 0)
    )
  }

  @Test(
    "a pinch that awaits the movement begins after the failure delay",
    arguments: ["handKit", "adaptive"]
  )
  func pinchWaits(base: String) throws {
    let configuration = Self.awaiting(
      try #require(.builtIn(named: base)),
      .awaitsFailureOf
    )
    let script = "open 0.5s; pinch 0.3s; hold 0.5s; release 0.2s; hold 0.5s"
    let meaning = try synthMeaning(script, configuration)
    let began = try #require(
      meaning.events.first { $0.gesture == .pinch && $0.phase == .began }
    )
    // The pinch step runs from 0.5 s to 0.8 s; handKit waits 0.25 s,
    // adaptive 0.15 s, and the engine rounds the wait up to a frame.
    let wait = configuration.relationships.failureDelay
    let latency = meaning.latency
    #expect(abs(began.earliest - (0.5 + wait)) < 1e-9)
    #expect(
      abs(began.latest - (0.8 + latency.pinch + wait + latency.frame)) < 1e-9
    )
    // Released at 1.3 s, after any wait: the pinch is sure.
    #expect(Self.unsure(meaning).isEmpty)
    let result = try synthesizeChecked(
      script,
      frameRate: 30,
      seed: 5,
      configurations: [configuration]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      SynthPinchMeaningTests.kinds(result, "awaiting", [.pinch])
        == ["pinch began", "pinch ended"]
    )
  }

  @Test(
    "a pinch that may open while it waits is not sure",
    arguments: ["handKit", "adaptive"]
  )
  func pinchMayLapse(base: String) throws {
    let configuration = Self.awaiting(
      try #require(.builtIn(named: base)),
      .awaitsFailureOf
    )
    // Released from 0.76 s, before the wait may end: handKit's pinch
    // opens while it waits and reports nothing, adaptive's shorter wait
    // ends before it opens.
    let script = "open 0.5s; pinch 0.26s; release 0.52s; hold 0.3s"
    let meaning = try synthMeaning(script, configuration)
    #expect(Self.unsure(meaning) == ["pinch began", "pinch ended"])
    let result = try synthesizeChecked(
      script,
      frameRate: 30,
      seed: 5,
      configurations: [configuration]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      SynthPinchMeaningTests.kinds(result, "awaiting", [.pinch])
        == (base == "adaptive" ? ["pinch began", "pinch ended"] : [])
    )
  }

  @Test(
    "a movement that awaits the pinch begins after the failure delay",
    arguments: ["handKit", "adaptive"]
  )
  func movementWaits(base: String) throws {
    let configuration = Self.awaiting(
      try #require(.builtIn(named: base)),
      .isAwaitedBy
    )
    let script = "open 0.5s; move right 0.2 over 0.4s linear; hold 0.5s"
    let meaning = try synthMeaning(script, configuration)
    let began = try #require(
      meaning.events.first { $0.gesture == .movement && $0.phase == .began }
    )
    let wait = configuration.relationships.failureDelay
    let latency = meaning.latency
    #expect(abs(began.earliest - (0.5 + wait)) < 1e-9)
    #expect(
      abs(began.latest - (0.5 + latency.movement + wait + latency.frame))
        < 1e-9
    )
    let result = try synthesizeChecked(
      script,
      frameRate: 30,
      seed: 5,
      configurations: [configuration]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      SynthPinchMeaningTests.kinds(result, "awaiting", [.movement])
        == ["movement began", "movement ended"]
    )
  }
}
