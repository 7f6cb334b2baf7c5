import GestureCore
import Testing

@testable import GestureReplay

/// What a script means of a pinch that the movement before it holds back
/// (`relationships.pinchWithMovement` `isPreemptedBy`): the pinch may wait
/// for the movement to end, but not past its own end.
@Suite("Synthetic traces' pinches held back by the movement before them")
struct SynthHeldBackPinchTests {
  /// A preset whose movement holds the pinch back, with a stop delay of
  /// its own if given, under a name of its own.
  static func heldBack(
    _ base: GestureConfiguration,
    stopDelay: Double? = nil
  ) -> GestureConfiguration {
    var configuration = base
    configuration.name = "heldBack"
    configuration.relationships.pinchWithMovement = .isPreemptedBy
    if let stopDelay { configuration.movement.stopDelay = stopDelay }
    return configuration
  }

  /// A short pinch right after a move, released before a 0.6 s stop delay
  /// can end the movement, then a long pinch (30 frames a second, seed 7).
  static let shortThenLong = """
    open 0.5s
    move right 0.1 over 0.4s
    pinch 0.1s
    hold 0.05s
    release 0.1s
    hold 0.2s
    pinch 0.15s
    hold 1.5s
    release 0.15s
    hold 0.5s
    """

  @Test("a pinch the movement may outlast is one the script may mean")
  func outlasted() throws {
    let configuration = Self.heldBack(.handKit, stopDelay: 0.6)
    let result = try synthesizeChecked(
      Self.shortThenLong,
      frameRate: 30,
      seed: 7,
      configurations: [configuration]
    )
    // The move ends at 0.9 s; its movement may go on until 0.9 s plus the
    // movement's allowance and the 0.6 s delay, 1.6333 s. The first pinch
    // ends by 1.15 s plus the pinch's allowance: the script may mean it,
    // not surely, and the replay reports none of it, with no warning.
    let meaning = try synthMeaning(Self.shortThenLong, configuration)
    #expect(
      meaning.events.filter { $0.gesture == .pinch }.map(\.isSure)
        == [false, false, true, true]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let pinches = result.trace.expectationSet(for: "heldBack").expectations
      .filter { $0.gesture == .pinch }
    #expect(pinches.map(\.phase) == [.began, .ended])
    // The one `began` kept is the second pinch's: its window starts with
    // that pinch, at 1.35 s (to the written window's 4 decimals), not
    // with the first one's at 0.9 s.
    let began = try #require(pinches.first)
    #expect(began.time - began.within > 1.35 - 2e-4)
  }

  @Test("a movement that surely ends first lets both pinches through")
  func bothPinches() throws {
    let result = try synthesizeChecked(
      Self.shortThenLong,
      frameRate: 30,
      seed: 7,
      configurations: [Self.heldBack(.handKit)]
    )
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(
      SynthPinchMeaningTests.kinds(result, "heldBack", [.pinch])
        == ["pinch began", "pinch ended", "pinch began", "pinch ended"]
    )
  }

  @Test(
    "a held-back pinch begins by the time the hand last shows it pinched",
    arguments: [
      // Released from 1.05 s for 0.1 s.
      ("release 0.1s; hold 0.3s", "handKit", 1.15, true),
      // Opened at once at 1.05 s.
      ("open 0.3s", "handKit", 1.05, true),
      // Lost at 1.05 s, last seen at 1.0333 s, and cancelled 0.3 s later.
      ("lose 0.6s; release 0.1s; hold 0.3s", "adaptive", 31.0 / 30, false),
    ]
  )
  func bound(
    ending: String,
    base: String,
    end: Double,
    withAllowance: Bool
  ) throws {
    let meaning = try synthMeaning(
      "open 0.5s; move right 0.1 over 0.4s; pinch 0.1s; hold 0.05s; "
        + ending,
      Self.heldBack(try #require(.builtIn(named: base)), stopDelay: 0.6)
    )
    let began = try #require(
      meaning.events.first { $0.gesture == .pinch && $0.phase == .began }
    )
    let latest = end + (withAllowance ? meaning.latency.pinch : 0)
    #expect(abs(began.latest - latest) < 1e-9, "\(began.latest)")
    #expect(began.earliest == 0.9)
    #expect(!began.isSure)
  }

  @Test(
    "a pinch kept past the movement's end may wait for it",
    arguments: [
      // handKit keeps the pinch while the hand is away, until its
      // release from 1.65 s.
      "lose 0.6s; release 0.1s; hold 0.3s",
      // Held to the script's end.
      "hold 0.8s",
    ]
  )
  func keptPastMovement(ending: String) throws {
    // The movement surely ends before the hand last shows the pinch.
    let meaning = try synthMeaning(
      "open 0.5s; move right 0.1 over 0.4s; pinch 0.1s; hold 0.05s; "
        + ending,
      Self.heldBack(.handKit, stopDelay: 0.6)
    )
    let began = try #require(
      meaning.events.first { $0.gesture == .pinch && $0.phase == .began }
    )
    let latency = meaning.latency
    #expect(
      abs(began.latest - (0.9 + latency.movementEnd + latency.frame)) < 1e-9,
      "\(began.latest)"
    )
    #expect(began.isSure)
  }
}
