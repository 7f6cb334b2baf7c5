import GestureCore
import Testing

@testable import GestureReplay

/// Two hands whose steps are timed alike: where either part's step could
/// be named, the two-hand pinch and what is said of it name the first
/// part's (line 2 of the script, not line 4).
@Suite("Synth: a two-hand pinch of hands that pinch alike")
struct SynthTwoHandAlikeTests {
  static let script = """
    hand left; size 0.08; at 0.3 0.5
    open 0.5s; pinch 0.15s; hold 1s; release 0.15s; hold 0.5s
    hand right; size 0.08; at 0.6 0.5
    open 0.5s; pinch 0.15s; hold 1s; release 0.15s; hold 0.5s
    """

  static let configuration = SynthTwoHandTests.twoHanded(.handKit)

  /// The replay of the script.
  static func replay() throws -> [GestureEvent] {
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: script), checkingWith: [])
      .trace
    return Replay.run(trace, configuration: configuration).events
  }

  /// The lines of the warnings a check against some events gives.
  static func warningLines(_ events: [GestureEvent]) throws -> [Int?] {
    try synthCheck(script, against: events, configuration: configuration)
      .warnings.map(\.line)
  }

  @Test("both begin and end it alike: the first part's steps mean both")
  func meantByTheFirstPart() throws {
    let check = try synthCheck(
      Self.script,
      against: try Self.replay(),
      configuration: Self.configuration
    )
    #expect(check.warnings.isEmpty)
    let meant = check.meant.filter { $0.event.gesture == .twoHandPinch }
    #expect(meant.map(\.event.phase) == [.began, .ended])
    #expect(meant.map(\.part) == [0, 0])
  }

  @Test(
    "a missing began or ended is told of the first part's step",
    arguments: [Phase.began, .ended]
  )
  func missing(phase: Phase) throws {
    var events = try Self.replay()
    events.removeAll { $0.gesture == .twoHandPinch && $0.phase == phase }
    #expect(try Self.warningLines(events) == [2])
  }

  @Test("an extra two-hand event is told of the first part's step")
  func extra() throws {
    var events = try Self.replay()
    var began = try #require(
      events.first { $0.gesture == .twoHandPinch && $0.phase == .began }
    )
    began.frame += 10
    began.time += 10.0 / 30
    events.append(began)
    events.sort { $0.frame < $1.frame }
    #expect(try Self.warningLines(events) == [2])
  }
}
