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
    "the side that awaits the other's failure begins after the failure delay",
    arguments: ["handKit", "adaptive"],
    [Gesture.pinch, .movement]
  )
  func waits(base: String, gesture: Gesture) throws {
    let isPinch = gesture == .pinch
    let configuration = Self.awaiting(
      try #require(.builtIn(named: base)),
      isPinch ? .awaitsFailureOf : .isAwaitedBy
    )
    // A pinch from 0.5 s to 0.8 s, released at 1.3 s, after any wait; or
    // a move from 0.5 s at full speed at once, to 0.9 s (with adaptive's
    // displacement start, a movement may begin as late as the move's end).
    let script =
      isPinch
      ? "open 0.5s; pinch 0.3s; hold 0.5s; release 0.2s; hold 0.5s"
      : "open 0.5s; move right 0.2 over 0.4s linear; hold 0.5s"
    let meaning = try synthMeaning(script, configuration)
    let began = try #require(
      meaning.events.first { $0.gesture == gesture && $0.phase == .began }
    )
    // handKit waits 0.25 s, adaptive 0.15 s, and the engine rounds the
    // wait up to a frame.
    let wait = configuration.relationships.failureDelay
    let latency = meaning.latency
    let displaces = configuration.movement.displacementStartThreshold != nil
    let qualifiesBy =
      isPinch
      ? 0.8 + latency.pinch : (displaces ? 0.9 : 0.5) + latency.movement
    #expect(abs(began.earliest - (0.5 + wait)) < 1e-9)
    #expect(abs(began.latest - (qualifiesBy + wait + latency.frame)) < 1e-9)
    #expect(unsureKinds(meaning).isEmpty)
    #expect(
      try quietKinds(script, configuration, [gesture])
        == ["\(gesture) began", "\(gesture) ended"]
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
    #expect(unsureKinds(meaning) == ["pinch began", "pinch ended"])
    #expect(
      try quietKinds(script, configuration, [.pinch])
        == (base == "adaptive" ? ["pinch began", "pinch ended"] : [])
    )
  }

  @Test(
    "a move while the pinch may wait for the movement may refuse it, or be held back",
    arguments: ["handKit", "adaptive"]
  )
  func moveMayRefuse(base: String) throws {
    let configuration = Self.awaiting(
      try #require(.builtIn(named: base)),
      .awaitsFailureOf
    )
    // The move starts as the pinch closes, while it surely still waits:
    // handKit's movement begins first and refuses the pinch, adaptive's
    // pinch begins first and holds the movement back.
    let script =
      "open 0.5s; pinch 0.3s; move right 0.2 over 0.4s linear; hold 0.5s;"
      + " release 0.2s; hold 0.5s"
    let meaning = try synthMeaning(script, configuration)
    #expect(
      Set(unsureKinds(meaning)) == [
        "pinch began", "pinch ended", "movement began", "slider began",
        "slider ended", "movement ended",
      ]
    )
    let moved = [
      "movement began", "slider began", "slider ended", "movement ended",
    ]
    #expect(
      try quietKinds(script, configuration, [.pinch, .movement, .slider])
        == (base == "handKit" ? moved : ["pinch began", "pinch ended"])
    )
  }

  @Test(
    "a move after the pinch's wait is surely held back",
    arguments: ["handKit", "adaptive"]
  )
  func moveAfterWait(base: String) throws {
    let configuration = Self.awaiting(
      try #require(.builtIn(named: base)),
      .awaitsFailureOf
    )
    // The move starts at 1.3 s, after the latest end of either wait.
    let script =
      "open 0.5s; pinch 0.3s; hold 0.5s; move right 0.2 over 0.4s linear;"
      + " hold 0.5s; release 0.2s; hold 0.5s"
    let meaning = try synthMeaning(script, configuration)
    #expect(unsureKinds(meaning).isEmpty)
    #expect(
      try quietKinds(script, configuration, [.pinch, .movement, .slider])
        == ["pinch began", "pinch ended"]
    )
  }
}
