import Foundation
import GestureCore
import GestureReplay
import Testing

/// The live stream's per-frame state: `onDiagnostics` sees each hand's
/// diagnostics, the pinch strength and the palm's facing among them, after
/// each frame, as a replay's timeline records them.
@Suite("gestureEvents: the per-frame readings")
struct LiveDiagnosticsTests {
  @Test("onDiagnostics sees what a replay's timeline records, frame by frame")
  func sameAsReplay() async throws {
    let trace = try GestureEventSequenceTests.trace("facing-toward-left.json")
    var configuration = GestureConfiguration.adaptive
    configuration.pinch.reportsStrength = true
    configuration.facing.isEnabled = true
    let seen = Locked<[HandDiagnostics]>([])
    let frames = trace.frameStream
    var events: [GestureEvent] = []
    for await event in frames.gestureEvents(
      configuration: configuration,
      coordinates: trace.coordinates,
      onDiagnostics: { hands in seen.withLock { $0 += hands } }
    ) {
      events.append(event)
    }
    let replay = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    )
    #expect(events == replay.events)
    let live = seen.withLock { $0 }
    #expect(live == replay.timeline)
    #expect(live.filter(\.isPresent).allSatisfy { $0.palmFacing == .toward })
    #expect(live.contains { $0.pinchStrength == 1 })
    #expect(live.contains { $0.pinchStrength == 0 })
  }
}
