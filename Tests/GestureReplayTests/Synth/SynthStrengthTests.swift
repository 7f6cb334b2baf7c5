import GestureCore
import Testing

@testable import GestureReplay

/// A script's slow `pinch` and `release` are strength sweeps: the thumb
/// closes onto the index tip over the step, so the pinch strength read
/// from the replay's timeline rises from 0 to 1 and falls back, never
/// turning back on the way.
@Suite("Synthetic traces' pinch strength sweeps")
struct SynthStrengthTests {
  /// A preset with the strength reported.
  static func reporting(_ base: GestureConfiguration) -> GestureConfiguration {
    var configuration = base
    configuration.pinch.reportsStrength = true
    return configuration
  }

  static let sweep =
    "open 0.3s; pinch 1.5s; hold 0.3s; release 1.5s; hold 0.3s"

  @Test(
    "the strength goes 0, up to 1, down to 0, monotonic each way",
    arguments: [15.0, 30, 60, 120],
    [0.06, 0.12, 0.25]
  )
  func sweep(frameRate: Double, handSize: Double) throws {
    let trace = Synthesizer(frameRate: frameRate, handSize: handSize)
      .synthesize(try SynthScript(parsing: Self.sweep)).trace
    for base in [GestureConfiguration.handKit, .adaptive] {
      let replay = Replay.run(
        trace,
        configuration: Self.reporting(base),
        recordsTimeline: true
      )
      let strengths = replay.timeline.compactMap(\.pinchStrength)
      #expect(strengths.count == replay.frameCount, "\(base.name)")
      let top = try #require(strengths.firstIndex(of: 1), "\(base.name)")
      let last = try #require(strengths.lastIndex(of: 1), "\(base.name)")
      #expect(strengths.first == 0)
      #expect(strengths.last == 0)
      #expect(strengths[top...last].allSatisfy { $0 == 1 })
      let rise = strengths[...top]
      let fall = strengths[last...]
      #expect(zip(rise, rise.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(zip(fall, fall.dropFirst()).allSatisfy { $0 >= $1 })
      // Continuous, not a step: frames strictly between 0 and 1 each way
      // (at 15 fps only one or two: the strength spans the part of the
      // thumb's path between the two thresholds).
      #expect(rise.contains { $0 > 0 && $0 < 1 }, "\(base.name)")
      #expect(fall.contains { $0 > 0 && $0 < 1 }, "\(base.name)")
    }
  }
}
