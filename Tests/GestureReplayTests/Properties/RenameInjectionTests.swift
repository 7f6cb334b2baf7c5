import GestureCore
import GestureReplay
import Testing

/// A hand whose tracker changes its label for good is renamed between its
/// gestures: every fixture of one hand, with its label turned to the other
/// hand from a frame on, gives the same gestures at the same frames, every
/// gesture's events name one hand, and the name changes once, with a `hand
/// lost` of the old name and a `hand found` of the new one, with handKit
/// and with adaptive.
@Suite("A renamed hand's gestures each name one hand")
struct RenameInjectionTests {
  /// How long the hand is seen, without a frame missed, from the frame its
  /// label changes: longer than the 0.42 s its track's vote takes
  /// (`ChiralityVote`), so that the hand keeps its track if it then
  /// leaves and comes back.
  static let seenFor = 0.6

  /// The frame from which the label changes, at a third of the trace or
  /// later, or `nil` when the hand is never seen long enough from there.
  static func cut(_ trace: Trace) -> Int? {
    let frames = trace.frames
    return (max(1, frames.count / 3)..<frames.count).first { start in
      guard frames[start - 1].hands.count == 1 else { return false }
      var index = start
      while index < frames.count, frames[index].hands.count == 1 {
        if frames[index].time - frames[start].time >= seenFor { return true }
        index += 1
      }
      return false
    }
  }

  /// The trace with its hand labelled as the other hand from `cut` on.
  static func renamed(_ trace: Trace, from cut: Int) -> Trace {
    var renamed = trace
    for index in cut..<renamed.frames.count
    where !renamed.frames[index].hands.isEmpty {
      renamed.frames[index].hands[0].chirality = IdentityInjection.other(
        renamed.frames[index].hands[0].chirality
      )
    }
    return renamed
  }

  /// The events of a trace, and how many tracks its hands made.
  static func replay(
    _ trace: Trace,
    configuration: GestureConfiguration
  ) -> (events: [GestureEvent], tracks: Int) {
    var engine = GestureEngine(
      configuration: configuration,
      coordinates: trace.coordinates
    )
    var events: [GestureEvent] = []
    for frame in trace.frames { engine.process(frame, into: &events) }
    return (events, engine.diagnostics.count)
  }

  /// The fixtures of one hand with room for the change, whose hand is one
  /// track with either label in both configurations (in the others, a
  /// hand leaves and enters elsewhere, or another person's hand comes:
  /// another track, by design).
  static let fixtures = IdentityInjectionTests.oneHandFixtures.filter {
    name in
    guard let trace = try? MetamorphicFixtures.trace(name),
      let cut = cut(trace)
    else { return false }
    return [GestureConfiguration.handKit, .adaptive].allSatisfy {
      replay(trace, configuration: $0).tracks == 1
        && replay(renamed(trace, from: cut), configuration: $0).tracks == 1
    }
  }

  @Test("most fixtures of one hand have room for the change")
  func fixtureList() {
    #expect(Self.fixtures.count >= 40)
  }

  @Test(
    "a hand renamed for good changes its events' names only",
    arguments: fixtures
  )
  func fixture(name: String) throws {
    let trace = try MetamorphicFixtures.trace(name)
    let cut = try #require(Self.cut(trace))
    let renamed = Self.renamed(trace, from: cut)
    for configuration in [GestureConfiguration.handKit, .adaptive] {
      let problems = Self.problems(
        Self.replay(renamed, configuration: configuration).events,
        expected: Self.replay(trace, configuration: configuration).events
      )
      #expect(problems == [], "\(name), \(configuration.name)")
    }
  }

  @Test(
    "a generated hand renamed for good changes its events' names only",
    arguments: PropertyCorpus.configurationNames
  )
  func generated(configurationName: String) {
    let configuration = PropertyCorpus.configuration(configurationName)
    var checked = 0
    for sample in PropertyCorpus.oneHandSamples(
      replayedWith: configurationName
    ) {
      guard let cut = Self.cut(sample.trace) else { continue }
      let original = Self.replay(sample.trace, configuration: configuration)
      let renamed = Self.replay(
        Self.renamed(sample.trace, from: cut),
        configuration: configuration
      )
      guard original.tracks == 1, renamed.tracks == 1 else { continue }
      let problems = Self.problems(renamed.events, expected: original.events)
      #expect(problems == [], "seed \(sample.seed)")
      checked += 1
    }
    #expect(checked >= 50, "only \(checked) traces checked")
  }

  /// What is wrong with the events of a trace whose hand was renamed for
  /// good, against those of the trace as it was, in words:
  /// - a gesture whose events do not pair up under one name
  ///   (`EventNesting`);
  /// - names that change more than once, or not from a `hand lost` of the
  ///   old name to a `hand found` of the new one (in one frame, the
  ///   rename's own two events; across frames, a hand renamed while
  ///   away);
  /// - apart from the rename's two events, and poses (one held at the
  ///   rename ends, and begins again after its dwell), gestures other than
  ///   the trace's at other frames.
  static func problems(
    _ events: [GestureEvent],
    expected: [GestureEvent]
  ) -> [String] {
    var nesting = EventNesting()
    nesting.read(events)
    var problems = nesting.violations
    let changes = events.indices.dropLast().filter { index in
      events[index].hand != events[index + 1].hand
    }
    if changes.count > 1 { problems.append("names change at \(changes)") }
    for index in changes {
      let (lost, found) = (events[index], events[index + 1])
      if !(lost.gesture == .hand && lost.phase == .lost
        && found.gesture == .hand && found.phase == .found)
      {
        problems.append("frame \(lost.frame): renamed without lost and found")
      }
    }
    let renaming = changes.filter { events[$0].frame == events[$0 + 1].frame }
    let kept = events.enumerated().filter { index, _ in
      !renaming.contains(index) && !renaming.contains(index - 1)
    }.map(\.element)
    if let difference = firstDifference(
      kept.filter { $0.gesture != .pose }.map(unnamed),
      expected.filter { $0.gesture != .pose }.map(unnamed)
    ) {
      problems.append(difference)
    }
    return problems
  }

  @Test("the change renames the hand in most fixtures")
  func renames() throws {
    var renamed = 0
    for name in Self.fixtures {
      let trace = try MetamorphicFixtures.trace(name)
      let cut = try #require(Self.cut(trace))
      let events = Self.replay(
        Self.renamed(trace, from: cut),
        configuration: .handKit
      ).events
      if Set(events.map(\.hand)).count > 1 { renamed += 1 }
    }
    #expect(renamed >= Self.fixtures.count * 3 / 4)
  }

  /// An event without the hand it names.
  static func unnamed(_ event: GestureEvent) -> GestureEvent {
    var event = event
    event.hand = .unknown
    return event
  }

  /// Where two lists of events first differ, in words, or `nil`.
  static func firstDifference(
    _ events: [GestureEvent],
    _ expected: [GestureEvent]
  ) -> String? {
    for (index, pair) in zip(events, expected).enumerated()
    where pair.0 != pair.1 {
      return "event \(index): \(pair.0), expected \(pair.1)"
    }
    guard events.count != expected.count else { return nil }
    return "\(events.count) events, expected \(expected.count)"
  }
}
