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

/// The events a one-hand script means under a configuration, at 30
/// frames a second.
func synthMeaning(
  _ text: String,
  _ configuration: GestureConfiguration
) throws -> SynthMeaning {
  let script = try SynthScript(parsing: text)
  let synthesizer = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
  let trace = synthesizer.synthesize(script, checkingWith: []).trace
  let timeline = SynthTimeline(
    script: script,
    steps: script.steps.indices,
    settings: synthesizer
  )
  return SynthMeaning(
    timeline: timeline,
    script: script,
    frameTimes: trace.frames.map(\.time),
    visible: trace.frames.map { !$0.hands.isEmpty },
    segmentOfFrame: timeline.segmentIndices(
      frameRate: 30,
      frameCount: trace.frames.count
    ),
    score: Synthesizer.score,
    configuration: configuration,
    frameRate: 30,
    noiseBound: synthesizer.noiseBound
  )
}

/// The events a meaning does not surely mean, as `gesture phase`, but
/// those that may come instead of a sure one (a swipe's cancellations:
/// ``SynthSwipeTests``).
func unsureKinds(_ meaning: SynthMeaning) -> [String] {
  meaning.events.filter { !$0.isSure && $0.insteadOf == nil }
    .map { "\($0.gesture) \($0.phase)" }
}

/// Synthesizes a script checked with one configuration at 30 frames a
/// second (``synthesizeChecked(_:frameRate:seed:configurations:)``),
/// expects no warning, and returns the configuration's expectations of
/// some gestures as `gesture phase`, in time order.
func quietKinds(
  _ text: String,
  _ configuration: GestureConfiguration,
  _ gestures: Set<Gesture>,
  seed: UInt64 = 5,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String] {
  let result = try synthesizeChecked(
    text,
    frameRate: 30,
    seed: seed,
    configurations: [configuration]
  )
  #expect(
    result.warnings.isEmpty,
    "\(result.warnings)",
    sourceLocation: sourceLocation
  )
  return SynthPinchMeaningTests.kinds(result, configuration.name, gestures)
}
