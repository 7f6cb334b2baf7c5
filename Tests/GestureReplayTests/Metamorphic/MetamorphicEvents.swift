import GestureCore
import GestureReplay
import Testing

/// What the metamorphic suites of one gesture share: their cases, their
/// time tolerance and their comparison of two replays' events.
enum MetamorphicEvents {
  /// Every transformation of every fixture whose name starts with a
  /// prefix.
  ///
  /// - Parameter prefix: The start of the fixtures' names, such as `hold-`.
  /// - Returns: The cases, fixture by fixture.
  static func cases(
    ofFixturesStartingWith prefix: String
  ) -> [MetamorphicCase] {
    MetamorphicFixtures.names.filter { $0.hasPrefix(prefix) }.flatMap {
      fixture in
      MetamorphicTransformation.all.map {
        MetamorphicCase(fixture: fixture, transformation: $0)
      }
    }
  }

  /// Two frames of the coarser of two traces: an event one frame of either
  /// rate late, after a step that waits a time and so lands on the first
  /// frame past it, one more frame of the coarser rate.
  ///
  /// - Parameters:
  ///   - original: The fixture.
  ///   - transformed: Its transformation.
  /// - Returns: The tolerance, in seconds.
  static func twoFrames(_ original: Trace, _ transformed: Trace) -> Double {
    2
      * max(
        MetamorphicComparison.frameDuration(of: original),
        MetamorphicComparison.frameDuration(of: transformed)
      ) + 1e-9
  }

  /// Checks that two replays give the same gestures and phases with the
  /// same fingers, in order, each within `tolerance` seconds of the other.
  static func expectSame(
    _ before: [GestureEvent],
    _ after: [GestureEvent],
    tolerance: Double,
    _ comment: String
  ) {
    let described = { (events: [GestureEvent]) in
      events.map { "\($0.gesture) \($0.phase)" }
    }
    #expect(
      described(after) == described(before),
      "\(comment): \(described(after)) for \(described(before))"
    )
    for (a, b) in zip(before, after) {
      #expect(
        abs(a.time - b.time) <= tolerance,
        "\(comment) \(a.gesture) \(a.phase)"
      )
      #expect(a.finger == b.finger, "\(comment) \(a.gesture) \(a.phase)")
    }
  }
}
