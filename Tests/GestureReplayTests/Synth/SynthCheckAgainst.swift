import GestureCore
import Testing

@testable import GestureReplay

/// Checks what a script means under a configuration against events
/// given, as the synthesizer checks it against the replay: each part's
/// meaning, the two-hand pinch of a script of two hands, and each hand
/// read again with the spans in which the two-hand pinch holds its
/// movement back. At 30 frames a second, seed 7, noise 0.0005; motions
/// the configuration does not see are not read again.
///
/// - Parameters:
///   - text: The script.
///   - events: The events to check against: a replay, or one altered.
///   - configuration: The configuration.
/// - Returns: The check.
/// - Throws: A ``SynthScriptError`` when the script does not parse.
func synthCheck(
  _ text: String,
  against events: [GestureEvent],
  configuration: GestureConfiguration
) throws -> SynthCheck {
  let script = try SynthScript(parsing: text)
  let synthesizer = Synthesizer(frameRate: 30, seed: 7, noise: 0.0005)
  let trace = synthesizer.synthesize(script, checkingWith: []).trace
  let timelines = script.partRanges.map {
    SynthTimeline(script: script, steps: $0, settings: synthesizer)
  }
  let count = trace.frames.count
  let segments = timelines.map {
    $0.segmentIndices(frameRate: 30, frameCount: count)
  }
  let visible = timelines.map { timeline in
    trace.frames.map { frame in
      frame.hands.contains { $0.chirality == timeline.chirality }
    }
  }
  func meanings(
    _ spans: [SynthMeaning.TwoHand.MovementSpan]
  ) -> [SynthMeaning] {
    timelines.indices.map { part in
      SynthMeaning(
        timeline: timelines[part],
        script: script,
        frameTimes: trace.frames.map(\.time),
        visible: visible[part],
        segmentOfFrame: segments[part],
        score: Synthesizer.score,
        configuration: configuration,
        frameRate: 30,
        noiseBound: synthesizer.noiseBound,
        twoHandSpans: spans
      )
    }
  }
  var twoHand: SynthMeaning.TwoHand?
  if timelines.count == 2 {
    twoHand = SynthMeaning.TwoHand(
      meanings: meanings([]),
      geometry: SynthMeaning.TwoHand.Geometry(
        frameTimes: trace.frames.map(\.time),
        visible: visible,
        segmentOfFrame: segments,
        coordinates: .mediaPipe
      ),
      replay: events
    )
  }
  return SynthCheck(
    meanings: meanings(twoHand?.movementSpans ?? []),
    twoHand: twoHand?.events ?? [],
    events: events,
    lastFrame: trace.frames.last?.time ?? 0,
    segmentOfFrame: segments
  )
}
