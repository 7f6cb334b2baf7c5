import GestureCore
import GestureReplay
import Testing

/// The slider value a script means starts where the slider does: its
/// initial value, within its range.
@Suite("synth: the slider's starting value")
struct SynthSliderStartTests {
  @Test(
    "a slider whose initial value lies outside its range starts at its end",
    arguments: zip([0.0, 25, 40], [20.0, 25, 30])
  )
  func start(initialValue: Double, start: Double) throws {
    var configuration = GestureConfiguration.adaptive
    configuration.name = "a"
    configuration.slider.minimum = 20
    configuration.slider.maximum = 30
    configuration.slider.initialValue = initialValue
    let script = try SynthScript(
      parsing: "open 0.3s; move right 0.45 over 1s linear; hold 0.4s"
    )
    let result = Synthesizer(position: Point(x: 0.2, y: 0.4))
      .synthesize(script, checkingWith: [configuration])
    let began = try #require(
      SynthExpectationTests.expected(result.trace, .slider, .began, for: "a")
        .first
    )
    #expect(began.value == start)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }
}
