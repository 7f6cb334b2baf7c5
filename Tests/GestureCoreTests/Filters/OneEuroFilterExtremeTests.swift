import GestureCore
import Testing

/// The One Euro filter on finite samples whose speed a `Double` cannot
/// hold: the sample passes through and the derivative starts again from
/// zero, where the filter trapped; and `beta` 0 stays a plain smoother
/// when a velocity's length overflows, where the cutoff was NaN.
@Suite("One Euro filter: speeds too large for a Double")
struct OneEuroFilterExtremeTests {
  @Test(
    "a change whose speed overflows passes through, then filtering goes on",
    arguments: [
      (-1e308, 1e308, 1.0),  // the change itself overflows
      (0, 1, 2_000 * .leastNonzeroMagnitude),  // a tiny interval
    ]
  )
  func overflowingSpeed(first: Double, second: Double, interval: Double) {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 0.5)
    #expect(filter.filter(first, at: 0) == first)
    #expect(filter.filter(second, at: interval) == second)
    #expect(filter.derivative == 0)
    #expect(filter.cutoff == 1)
    // The next sample is filtered from there as from a first step.
    var fresh = OneEuroFilter(minimumCutoff: 1, beta: 0.5)
    _ = fresh.filter(second, at: interval)
    #expect(
      filter.filter(second, at: interval + 1)
        == fresh.filter(second, at: interval + 1)
    )
  }

  @Test("a speed just short of overflowing is filtered as the rule says")
  func largeFiniteSpeed() {
    var filter = OneEuroFilter(minimumCutoff: 1, beta: 0)
    _ = filter.filter(0, at: 0)
    let output = filter.filter(1e308, at: 1)
    // alpha(1 Hz, 1 s) = 1 / (1 + 1 / (2π)).
    let alpha = 1 / (1 + 1 / (2 * Double.pi))
    #expect(output == alpha * 1e308)
    #expect(filter.derivative.isFinite && filter.derivative > 0)
  }

  @Test("beta 0 keeps its cutoff when a velocity's length overflows")
  func betaZeroLongVelocity() {
    var filter = OneEuroFilter2D(minimumCutoff: 1, beta: 0)
    _ = filter.filter(Point(x: 0, y: 0), at: 0)
    let output = filter.filter(Point(x: 1.5e308, y: 1.5e308), at: 1)
    #expect(output.isFinite)
    #expect(filter.cutoff == 1)
    #expect(filter.speed == .infinity)
    let alpha = 1 / (1 + 1 / (2 * Double.pi))
    #expect(output == Point(x: alpha * 1.5e308, y: alpha * 1.5e308))
  }

  @Test(
    "the engine with smoothing on takes hands at the ends of the finite range",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func engine(configuration: GestureConfiguration) {
    var configuration = configuration
    configuration.smoothing.isEnabled = true
    var engine = GestureEngine(configuration: configuration)
    let hands = [-1e308, 1e308, 0.5, 1e308].map { x in
      [Hand.whole(wrist: Point(x: x, y: 0.5), size: 0)]
    }
    let events = engine.run(Frame.sequence(hands)).joined()
    #expect(events.first?.gesture == .hand && events.first?.phase == .found)
  }
}
