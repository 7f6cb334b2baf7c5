import GestureCore
import GestureReplay
import GestureReplayTesting
import Testing

/// `identity-unlabelled-hands`: `two-hands` with neither hand labelled, as
/// a tracker that does not tell left from right gives them. Its events name
/// both hands `unknown`; with tracks reported (the `-tracks`
/// configurations), each event's track tells them apart, expectations name
/// it, and the timeline, the plot and the viewer give each track its own.
@Suite("Two unlabelled hands, told apart by their tracks")
struct UnlabelledHandsTests {
  static let name = "identity-unlabelled-hands.json"

  /// `Fixtures/Configurations/<base>-tracks.json` on its base.
  static func tracking(
    _ base: GestureConfiguration
  ) throws -> GestureConfiguration {
    try FixtureFiles.configuration(base, "tracks")
  }

  /// The events of `two-hands` as the unlabelled hands give them: named
  /// `unknown`, the right hand (seen first) on track 0, the left on 1.
  static func expectedEvents(_ base: GestureConfiguration) throws
    -> [GestureEvent]
  {
    let labelled = try FixtureFiles.trace("two-hands.json")
    return Replay.run(labelled, configuration: base).events.map { event in
      var event = event
      event.track = event.hand == .right ? 0 : 1
      event.hand = .unknown
      return event
    }
  }

  @Test(
    "meets its expectations, with tracks reported and without",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func expectations(base: GestureConfiguration) throws {
    let path = ExpectReplayTests.fixture(Self.name)
    let tracking = try Self.tracking(base)
    #expect(tracking.hands.reportsTracks)
    for configuration in [base, tracking] {
      let report = try #require(
        expectReplay(ofFile: path, configuration: configuration)
      )
      #expect(report.isSuccess, "\(configuration.name)")
    }
    let set = try FixtureFiles.trace(Self.name)
      .expectationSet(for: tracking.name)
    #expect(set.expectations.count >= 8)
    #expect(set.expectations.allSatisfy { $0.track != nil })
  }

  @Test(
    "each track's events are one hand's of two-hands; none carry one off",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func tracksAreHands(base: GestureConfiguration) throws {
    let trace = try FixtureFiles.trace(Self.name)
    let expected = try Self.expectedEvents(base)
    #expect(Set(expected.map(\.track)) == [0, 1])
    let events = Replay.run(trace, configuration: try Self.tracking(base))
      .events
    #expect(events == expected)
    let untracked = Replay.run(trace, configuration: base).events
    #expect(
      untracked
        == expected.map { event in
          var event = event
          event.track = nil
          return event
        }
    )
  }

  @Test(
    "without tracks, expectations naming one are missed, and a note says why",
    arguments: [GestureConfiguration.handKit, .adaptive]
  )
  func withoutTracks(base: GestureConfiguration) throws {
    let trace = try FixtureFiles.trace(Self.name)
    let tracking = try Self.tracking(base)
    var untracked = tracking
    untracked.hands.reportsTracks = false
    let report = ExpectationReport(
      trace: trace,
      configurationName: untracked.name,
      events: Replay.run(trace, configuration: untracked).events
    )
    let count = trace.expectationSet(for: tracking.name).expectations.count
    #expect(report.matches.isEmpty)
    #expect(report.missing.count == count)
    let note =
      "\(count) expectations name a track, but \(tracking.name) does not "
      + "report tracks (hands.reportsTracks)"
    // The trace's top-level list is for configurations without tracks.
    let ownSet =
      "the trace's expectFor set for \(tracking.name) is checked, not its "
      + "top-level expect list (\(trace.expectations.count) expectations)"
    #expect(trace.header.expectationNotes(for: untracked) == [ownSet, note])
    #expect(trace.header.expectationNotes(for: tracking) == [ownSet])
    // The viewer places each missing expectation with its track.
    let viewer = ReplayViewer(
      trace: trace,
      replay: Replay.run(trace, configuration: untracked),
      configuration: untracked,
      expectations: report
    ).dataJSON()
    #expect(viewer.contains(#""hand":"unknown","track":1,"gesture":"pinch""#))
    withKnownIssue {
      expectReplay(trace, configuration: untracked)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasSuffix("\nnote: " + note) }
    }
  }

  @Test("one expectation naming a track is said in the singular")
  func singularNote() {
    var header = TraceHeader()
    header.expectations = [
      Expectation(gesture: .pinch, phase: .began, time: 0, track: 3),
      Expectation(gesture: .pinch, phase: .ended, time: 1),
    ]
    #expect(
      header.expectationNotes(for: .handKit) == [
        "1 expectation names a track, but handKit does not report tracks "
          + "(hands.reportsTracks)"
      ]
    )
  }

  @Test("expectations that name no track give no note about tracks")
  func noTrackNoNote() {
    var header = TraceHeader()
    #expect(header.expectationNotes(for: .handKit).isEmpty)
    header.expectations = [
      Expectation(gesture: .pinch, phase: .began, time: 0),
      Expectation(gesture: .pinch, phase: .ended, time: 1),
    ]
    #expect(header.expectationNotes(for: .handKit).isEmpty)
  }

  @Test("the timeline's diagnostics carry each hand's track, as its events")
  func diagnostics() throws {
    let trace = try FixtureFiles.trace(Self.name)
    let labelled = try FixtureFiles.trace("two-hands.json")
    for base in [GestureConfiguration.handKit, .adaptive] {
      let timeline = Replay.run(
        trace,
        configuration: try Self.tracking(base),
        recordsTimeline: true
      ).timeline
      let expected = Replay.run(
        labelled,
        configuration: base,
        recordsTimeline: true
      ).timeline
      for (track, hand) in [(0, Chirality.right), (1, .left)] {
        let points = timeline.filter { $0.track == track }
          .map(\.trackedPoint)
        #expect(
          points == expected.filter { $0.hand == hand }.map(\.trackedPoint)
        )
        #expect(!points.isEmpty)
      }
      let untracked = Replay.run(
        trace,
        configuration: base,
        recordsTimeline: true
      )
      #expect(untracked.timeline.allSatisfy { $0.track == nil })
    }
  }
}
