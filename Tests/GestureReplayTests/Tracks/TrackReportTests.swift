import GestureCore
import GestureReplay
import Testing

/// With `hands.reportsTracks`, each report format shows the track of an
/// event's hand: `"track"` after `"hand"` in JSON, `track N` in the text
/// detail, and a last CSV column that only the setting adds.
@Suite("Reports: the track of an event's hand")
struct TrackReportTests {
  static let event = GestureEvent(
    time: 0.5,
    frame: 15,
    hand: .unknown,
    gesture: .pinch,
    phase: .began,
    track: 1
  )

  static func writer(_ format: ReportFormat, tracks: Bool) -> ReportWriter {
    var configuration = GestureConfiguration.handKit
    configuration.hands.reportsTracks = tracks
    return ReportWriter(format: format, configuration: configuration)
  }

  /// The whole report of one frame's events.
  static func report(
    _ format: ReportFormat,
    tracks: Bool,
    events: [GestureEvent] = [event]
  ) -> String {
    var writer = writer(format, tracks: tracks)
    return writer.header() + writer.frame(events: events, diagnostics: [])
      + writer.footer()
  }

  @Test("JSON Lines and JSON: the track right after the hand")
  func json() {
    let line =
      "{\"t\":0.5000,\"frame\":15,\"hand\":\"unknown\",\"track\":1,"
      + "\"gesture\":\"pinch\",\"phase\":\"began\"}"
    #expect(Self.report(.jsonl, tracks: true) == line + "\n")
    #expect(
      Self.report(.json, tracks: true)
        == "{\"configuration\":\"handKit\",\"events\":[\n  \(line)\n]}\n"
    )
  }

  @Test("text: the track at the end of the detail")
  func text() {
    var withScore = Self.event
    withScore.gesture = .pose
    withScore.name = "openPalm"
    withScore.score = 0.5
    #expect(
      Self.report(.text, tracks: true, events: [Self.event, withScore])
        == "t (s)     frame  hand     gesture   phase      detail\n"
        + "0.5000       15  unknown  pinch     began      track 1\n"
        + "0.5000       15  unknown  pose      began      name openPalm, "
        + "score 0.5, track 1\n"
    )
  }

  @Test("CSV: a last column, track, with the setting alone")
  func csv() {
    let header =
      "t,frame,hand,gesture,phase,value,direction,name,finger,score,"
      + "scale,rotation"
    #expect(
      Self.report(.csv, tracks: true)
        == header + ",track\n" + "0.5000,15,unknown,pinch,began,,,,,,,,1\n"
    )
    var untracked = Self.event
    untracked.track = nil
    #expect(
      Self.report(.csv, tracks: false, events: [untracked])
        == header + "\n" + "0.5000,15,unknown,pinch,began,,,,,,,\n"
    )
    // An event of both hands, with the setting: an empty cell.
    untracked.hand = .both
    #expect(
      Self.report(.csv, tracks: true, events: [untracked])
        == header + ",track\n" + "0.5000,15,both,pinch,began,,,,,,,,\n"
    )
  }

  @Test("the setting through --set's key, on a replay of two unknown hands")
  func replay() throws {
    let trace = try FixtureFiles.trace("identity-unlabelled-hands.json")
    var configuration = GestureConfiguration.handKit
    try configuration.apply(
      settingsJSON: Array(#"{"hands":{"reportsTracks":true}}"#.utf8)
    )
    let events = Replay.run(trace, configuration: configuration).events
    let found = events.filter { $0.gesture == .hand && $0.phase == .found }
    #expect(found.map(\.track) == [0, 1])
    #expect(events.allSatisfy { $0.track != nil })
    #expect(
      Replay.run(trace, configuration: .handKit).events.allSatisfy {
        $0.track == nil
      }
    )
  }

  /// The unlabelled hands' replay, with a timeline, with tracks reported
  /// or not.
  static func unlabelled(tracks: Bool) throws -> (
    Trace, Replay, GestureConfiguration
  ) {
    let trace = try FixtureFiles.trace("identity-unlabelled-hands.json")
    var configuration = GestureConfiguration.handKit
    configuration.hands.reportsTracks = tracks
    let replay = Replay.run(
      trace,
      configuration: configuration,
      recordsTimeline: true
    )
    return (trace, replay, configuration)
  }

  @Test("timeline: a track column after the hand, with the setting alone")
  func timeline() throws {
    for tracks in [true, false] {
      let (_, replay, configuration) = try Self.unlabelled(tracks: tracks)
      let lines = ReportWriter.report(
        replay,
        format: .text,
        configuration: configuration,
        includesTimeline: true
      ).split(separator: "\n")
      #expect(
        lines[1].hasPrefix(
          "frame t (s)     hand     " + (tracks ? "track point" : "point")
        )
      )
      // Frame 4, where the second hand comes in: one line of each.
      let frame4 = lines.filter { $0.hasPrefix("    4 0.1333    unknown  ") }
      #expect(frame4.count == 2)
      #expect(
        frame4.map { $0.dropFirst(25).prefix(7) }
          == (tracks ? ["0     (", "1     ("] : ["(0.6002", "(0.2503"])
      )
    }
  }

  @Test("plot and viewer: a section of each track, with the setting alone")
  func sections() throws {
    for tracks in [true, false] {
      let (trace, replay, configuration) = try Self.unlabelled(tracks: tracks)
      let svg = ReplayPlot(replay: replay, configuration: configuration).svg()
      let data = ReplayViewer(
        trace: trace,
        replay: replay,
        configuration: configuration
      ).dataJSON()
      for track in 0...1 {
        #expect(svg.contains("unknown hand, track \(track)<") == tracks)
        #expect(
          data.contains("{\"hand\":\"unknown\",\"track\":\(track),") == tracks
        )
      }
      // Without tracks, the two hands of one name share one section.
      #expect(svg.contains("unknown hand<") == !tracks)
      #expect(data.contains("{\"hand\":\"unknown\",\"columns\"") == !tracks)
    }
  }
}
