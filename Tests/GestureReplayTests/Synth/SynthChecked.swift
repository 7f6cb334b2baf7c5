import GestureCore
import Testing

@testable import GestureReplay

/// Synthesizes a script with a little noise, checked with some
/// configurations, and expects the replay of each to meet what the script
/// means under it.
///
/// - Parameters:
///   - text: The script.
///   - frameRate: Frames per second.
///   - seed: The noise's seed.
///   - configurations: The configurations, each with a name of its own.
/// - Returns: The synthesized trace and its warnings.
/// - Throws: A ``SynthScriptError`` when the script does not parse.
func synthesizeChecked(
  _ text: String,
  frameRate: Double,
  seed: UInt64,
  configurations: [GestureConfiguration]
) throws -> SynthResult {
  let result = Synthesizer(frameRate: frameRate, seed: seed, noise: 0.0005)
    .synthesize(try SynthScript(parsing: text), checkingWith: configurations)
  for configuration in configurations {
    let report = ExpectationReport(
      trace: result.trace,
      configurationName: configuration.name,
      events: Replay.run(result.trace, configuration: configuration).events
    )
    #expect(report.isSuccess, "\(configuration.name): \(report)")
  }
  return result
}
