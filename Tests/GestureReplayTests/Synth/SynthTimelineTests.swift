import GestureCore
import Testing

@testable import GestureReplay

/// The timeline of a script: one segment for each step that takes time,
/// none for a setting, so a frame belongs to a step that lasts.
@Suite("The synthesizer's timeline")
struct SynthTimelineTests {
  static func timeline(_ text: String) throws -> SynthTimeline {
    SynthTimeline(
      script: try SynthScript(parsing: text),
      settings: Synthesizer()
    )
  }

  @Test("a setting takes no segment, first, between timed steps or last")
  func settingsTakeNoSegment() throws {
    let timeline = try Self.timeline(
      "size 0.1; at 0.3 0.4; open 0.5s; lose 0.3s; at 0.2 0.2; open 0.2s; "
        + "lose 0.1s; size 0.2"
    )
    #expect(timeline.segments.map(\.step) == [2, 3, 5, 6])
    #expect(timeline.segments.allSatisfy { $0.duration > 0 })
    #expect(timeline.segments.map(\.start) == [0, 0.5, 0.8, 1.0])
    #expect(timeline.duration == 1.1)
  }

  @Test("the frames at a trailing setting's time belong to the step before it")
  func trailingSetting() throws {
    let timeline = try Self.timeline("open 0.5s; lose 0.3s; at 0.2 0.2")
    let indices = timeline.segmentIndices(frameRate: 30)
    #expect(indices.count == 25)
    #expect(indices.last == 1)
    #expect(timeline.segments[indices[24]].step == 1)
    // Out of view to the end: the setting moves a hand no frame shows.
    #expect(timeline.segments[1].to.isVisible == false)
  }

  @Test("a setting between timed steps changes where the next one starts")
  func settingBetweenSteps() throws {
    let timeline = try Self.timeline(
      "open 0.5s; lose 0.3s; at 0.2 0.25; open 0.2s"
    )
    let indices = timeline.segmentIndices(frameRate: 30)
    // Frame 24 is at 0.8 s, where `open 0.2s` (segment 2) starts.
    #expect(indices[23] == 1)
    #expect(indices[24] == 2)
    #expect(timeline.indexTip(at: 0.8) == Point(x: 0.2, y: 0.25))
    #expect(timeline.indexTip(at: 0.8 - 1e-6) == Point(x: 0.5, y: 0.4))
  }
}
