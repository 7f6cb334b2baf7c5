import GestureCore
import Testing

/// A first pinch that turns out too long to be the first of a double
/// pinch, found at the frame it ends or after a loss (issue #23); the
/// timelines of ``DoublePinchEngineTests``, 32 frames a second.
@Suite("GestureEngine: double pinches, a first pinch too long")
struct DoublePinchLongTests {
  typealias D = DoublePinchEngineTests

  @Test(
    "awaiting: a pinch whose release is the first frame beyond the maximum reports its began and ended there",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func releasedTooLate(base: GestureConfiguration) {
    // 13 pinched frames from frame 2: at frame 14 it has lasted 12/32 s
    // (0.375 s), within 0.4 s; its release at frame 15 ends 13/32 s
    // (0.406 s) after it began.
    let timeline = "--" + String(repeating: "P", count: 13) + "----PPPP----"
    // The pinch after it is a first pinch of its own, released at frame 23:
    // at the timeline's end, 4 frames later, it still awaits a second.
    #expect(
      D.events(D.doubling(base, .awaitsFailureOf), timeline) == [
        "15 pinch began", "15 pinch ended",
      ]
    )
    // Once the interval passed (0.3 s, 9.6 frames: at frame 33), it is a
    // single pinch.
    #expect(
      D.events(D.doubling(base, .awaitsFailureOf), timeline + "--------")
        == [
          "15 pinch began", "15 pinch ended", "33 pinch began",
          "33 pinch ended",
        ]
    )
    // Simultaneous, the pinches as they happen and no double pinch.
    #expect(
      D.events(D.doubling(base), timeline) == [
        "2 pinch began", "15 pinch ended", "19 pinch began", "23 pinch ended",
      ]
    )
  }

  @Test(
    "adaptive, awaiting: a long pinch cancelled by a loss leaves the double pinch idle, ready for the next two"
  )
  func longPinchLost() {
    // Pinched from frame 2; beyond 0.4 s at frame 15 (reported then); out
    // of view from frame 22 for 12 frames: cancelled at frame 31, the
    // first 0.3 s (9.6 frames) after frame 21. Back and open, then two
    // quick pinches.
    let timeline =
      "--" + String(repeating: "P", count: 20)
      + String(repeating: ".", count: 12) + "----PPPP----PPPP----"
    let configuration = D.doubling(.adaptive, .awaitsFailureOf)
    let expected = [
      "15 pinch began", "31 pinch cancelled", "46 doublePinch recognized index",
    ]
    #expect(D.events(configuration, timeline) == expected)
    // One hand's engine keeps its stages through the loss, as an app's
    // single-hand engine does.
    var engine = HandGestureEngine(configuration: configuration, hand: .right)
    var events: [GestureEvent] = []
    var phases: [DoublePinchPhase] = []
    for (index, hand) in D.hands(timeline).enumerated() {
      engine.process(
        hand,
        in: CoordinateSpace(),
        time: Double(index) / 32,
        frame: index,
        into: &events
      )
      phases.append(engine.diagnostics.doublePinchPhase)
    }
    // A long pinch until the loss cancels it; idle from then on.
    #expect(phases[15..<31].allSatisfy { $0 == .longPinch })
    #expect(phases[31..<38].allSatisfy { $0 == .idle })
    let gestures: Set<Gesture> = [.pinch, .doublePinch]
    #expect(
      events.filter { gestures.contains($0.gesture) }.map { event in
        "\(event.frame) \(event.gesture) \(event.phase)"
          + (event.finger.map { " \($0)" } ?? "")
      } == expected
    )
  }
}
