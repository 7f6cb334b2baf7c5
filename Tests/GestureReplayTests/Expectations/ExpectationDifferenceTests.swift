import GestureCore
import GestureReplay
import Testing

/// A missing expectation's line shows what differs between it and the
/// nearest event, never two equal numbers as the difference.
@Suite("Expectation reports: a difference you can see")
struct ExpectationDifferenceTests {
  static func event(
    time: Double,
    hand: Chirality = .right,
    gesture: Gesture = .hand,
    phase: Phase = .found,
    value: Double? = nil
  ) -> GestureEvent {
    GestureEvent(
      time: time,
      frame: 1,
      hand: hand,
      gesture: gesture,
      phase: phase,
      value: value
    )
  }

  /// The report's line for its one missing expectation.
  static func missingLine(
    _ expectation: GestureReplay.Expectation,
    _ event: GestureEvent
  ) -> String {
    let report = ExpectationReport(
      expectations: [expectation],
      events: [event]
    )
    return String(report.description.split(separator: "\n")[1])
  }

  @Test("times that differ past the fourth decimal get the decimals to show it")
  func tinyTimeDifference() {
    let line = Self.missingLine(
      .init(gesture: .hand, phase: .found, time: 0.6667),
      Self.event(time: 0.666_666_66)
    )
    #expect(
      line
        == "missing: hand found at 0.66670 s; nearest: hand found at "
        + "0.66667 s (frame 1, right hand) (0.00003 s early)"
    )
    let closer = Self.missingLine(
      .init(gesture: .hand, phase: .found, time: 1),
      Self.event(time: 1.000_000_2)
    )
    #expect(
      closer
        == "missing: hand found at 1.0000000 s; nearest: hand found at "
        + "1.0000002 s (frame 1, right hand) (0.0000002 s late)"
    )
  }

  @Test("a lateness just past the window gets the decimals to show it")
  func justPastTheWindow() {
    let line = Self.missingLine(
      .init(gesture: .hand, phase: .found, time: 1, within: 0.1),
      Self.event(time: 1.100_01)
    )
    #expect(
      line
        == "missing: hand found at 1.00000 s ±0.10000; nearest: hand found "
        + "at 1.10001 s (frame 1, right hand) (0.10001 s late)"
    )
  }

  @Test("a time within the window is no difference; the value is named")
  func valueOnly() {
    let line = Self.missingLine(
      .init(
        gesture: .slider,
        phase: .changed,
        time: 1,
        within: 0.1,
        value: 40,
        tolerance: 0.5
      ),
      Self.event(time: 1.05, gesture: .slider, phase: .changed, value: 41.2)
    )
    #expect(
      line
        == "missing: slider changed value 40±0.5 at 1.0000 s ±0.1000; "
        + "nearest: slider changed value 41.2 at 1.0500 s (frame 1, right "
        + "hand) (value 41.2, expected 40±0.5)"
    )
  }

  @Test("a value just outside its tolerance gets the decimals to show it")
  func valueJustOutside() {
    let line = Self.missingLine(
      .init(
        gesture: .slider,
        phase: .changed,
        time: 1,
        value: 40,
        tolerance: 0.5
      ),
      Self.event(time: 1, gesture: .slider, phase: .changed, value: 40.500_01)
    )
    #expect(line.hasSuffix("(value 40.50001, expected 40±0.5)"))
    let none = Self.missingLine(
      .init(gesture: .slider, phase: .changed, time: 1, value: 40),
      Self.event(time: 1, gesture: .slider, phase: .changed)
    )
    #expect(none.hasSuffix("(no value, expected 40)"))
  }

  @Test("late and of the wrong hand: both are named")
  func lateAndWrongHand() {
    let line = Self.missingLine(
      .init(gesture: .hand, phase: .found, time: 1, hand: .left),
      Self.event(time: 1.0333, hand: .right)
    )
    #expect(line.hasSuffix("(0.0333 s late; hand right, expected left)"))
    let onTime = Self.missingLine(
      .init(gesture: .hand, phase: .found, time: 1, hand: .left),
      Self.event(time: 1, hand: .right)
    )
    #expect(
      onTime.hasSuffix("(frame 1, right hand) (hand right, expected left)")
    )
  }
}
