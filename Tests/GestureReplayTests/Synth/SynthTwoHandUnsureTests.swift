import GestureCore
import Testing

@testable import GestureReplay

/// What a script of two hands means of a two-hand pinch it only may
/// mean: the hands' pinches may or may not overlap, a hand's pinch may go
/// unreported, or a hand is lost as its pinch may be beginning. Such
/// events are kept where the replay gives them in their windows, left out
/// without a warning where it does not, and warned about outside them.
@Suite("Synthetic traces of two hands: a two-hand pinch meant, not surely")
struct SynthTwoHandUnsureTests {
  /// The two-hand suite, for its configurations and helpers.
  typealias Base = SynthTwoHandTests

  /// The right hand's pinch may begin from 0.85 to 1.0333 s, and the left
  /// hand's end from 1 s: both may pinch at once, or not
  /// (`SynthTwoHandTests.edge`). Both presets give a two-hand pinch.
  static let mayOverlap = """
    hand left; size 0.08; at 0.3 0.5
    open 0.4s; pinch 0.15s; hold 0.45s; release 0.15s; hold 1s
    hand right; size 0.08; at 0.6 0.5
    open 0.85s; pinch 0.15s; hold 0.5s; release 0.15s; hold 0.3s
    """

  @Test("a replay without the two-hand pinch it may mean: no warning")
  func leftOut() throws {
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: Self.mayOverlap), checkingWith: [])
      .trace
    for configuration in Base.configurations {
      let events = Replay.run(trace, configuration: configuration).events
      #expect(events.contains { $0.gesture == .twoHandPinch })
      let without = events.filter { $0.gesture != .twoHandPinch }
      let check = try synthCheck(
        Self.mayOverlap,
        against: without,
        configuration: configuration
      )
      #expect(check.warnings.isEmpty, "\(check.warnings)")
      #expect(
        !check.set.expectations.contains { $0.gesture == .twoHandPinch }
      )
      #expect(
        !check.set.ignoredEvents.contains(
          EventPattern(gesture: .twoHandPinch, phase: .began)
        )
      )
    }
  }

  @Test(
    "a two-hand pinch it may mean, given outside its window: a warning",
    arguments: [-0.5, 0.5]
  )
  func outsideWindow(shift: Double) throws {
    let configuration = Base.twoHanded(.handKit)
    let trace = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
      .synthesize(try SynthScript(parsing: Self.mayOverlap), checkingWith: [])
      .trace
    let given = Replay.run(trace, configuration: configuration).events
    // The replay gives it, in its window: the trace expects it.
    let inWindow = try synthCheck(
      Self.mayOverlap,
      against: given,
      configuration: configuration
    )
    #expect(inWindow.warnings.isEmpty, "\(inWindow.warnings)")
    let began = try #require(
      inWindow.set.expectations.first {
        $0.gesture == .twoHandPinch && $0.phase == .began
      }
    )
    // The same event half a second away is not what the script means.
    let moved = given.map { event in
      guard event.gesture == .twoHandPinch, event.phase == .began else {
        return event
      }
      var event = event
      event.time += shift
      return event
    }
    let check = try synthCheck(
      Self.mayOverlap,
      against: moved,
      configuration: configuration
    )
    let time = try #require(
      given.first { $0.gesture == .twoHandPinch && $0.phase == .began }
    ).time
    #expect(abs(time - began.time) <= began.within + 1e-9)
    #expect(
      check.warnings.contains {
        $0.message.contains("gives twoHandPinch began at")
          && $0.message.contains("which the script does not mean")
      },
      "\(check.warnings)"
    )
  }

  /// handKit loses the right hand at the first frame without it and
  /// keeps its pinch. With smoothing on (a minimum cutoff of 1 Hz, about
  /// 0.16 s of lag), the right hand's pinch may begin from 0.8 to about
  /// 1.14 s; the hand leaves the view `held` after the pinch step ends at
  /// 0.95 s, seen pinched at 0.9667 s, and comes back pinched 0.4 s later.
  @Test(
    "a hand lost as its pinch may begin: what went before is not sure, the pinch from its return is",
    arguments: [
      (0.02, true),
      (0.25, false),
    ]
  )
  func lostAsItBegins(held: Double, mayBegin: Bool) throws {
    var configuration = Base.twoHanded(.handKit)
    configuration.smoothing.isEnabled = true
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 0.4s; pinch 0.15s; hold 2s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.6 0.5
      open 0.8s; pinch 0.15s; hold \(held)s; lose 0.4s; pinch 0.1s
      hold \(0.5 - held)s; release 0.15s; hold 0.3s
      """
    let result = try Base.synthesize(text, configurations: [configuration])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let mark = mayBegin ? " (not sure)" : ""
    let meant = try SynthTwoHandCheckTests.meant(text, configuration)
    #expect(
      meant == [
        "twoHandPinch began\(mark)", "twoHandPinch cancelled\(mark)",
        "twoHandPinch began", "twoHandPinch ended",
      ],
      "\(meant)"
    )
  }

  /// With the pinch awaiting the double pinch's failure, the left hand's
  /// second short pinch makes a double pinch, and the stage reports
  /// neither pinch: that hand may not pinch at all as the engine's
  /// two-hand pinch sees it.
  @Test("a hand whose pinch may go unreported: the two-hand pinch is not sure")
  func unreportedPinch() throws {
    var configuration = Base.twoHanded(.adaptive)
    configuration.doublePinch.isEnabled = true
    configuration.relationships.pinchWithDoublePinch = .awaitsFailureOf
    let text = """
      hand left; size 0.08; at 0.3 0.5
      open 0.4s; pinch 0.1s; release 0.1s; hold 0.1s; pinch 0.1s
      hold 1.2s; release 0.15s; hold 0.3s
      hand right; size 0.08; at 0.6 0.5
      open 0.5s; pinch 0.15s; hold 1.4s; release 0.15s; hold 0.3s
      """
    let result = try Base.synthesize(text, configurations: [configuration])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let meant = try SynthTwoHandCheckTests.meant(text, configuration)
    #expect(!meant.isEmpty)
    #expect(meant.allSatisfy { $0.hasSuffix(" (not sure)") }, "\(meant)")
  }
}
