import GestureCore
import GestureReplay
import Testing

/// The matching of many events and expectations, against a model that
/// reads every event for every expectation, as the report's definition
/// says: the unused event nearest in time, ties to the earlier event.
@Suite("Expectation matching against a reading of every event")
struct ExpectationReportModelTests {
  /// The report, computed by reading every event for each expectation.
  static func model(
    _ expectations: [GestureReplay.Expectation],
    _ events: [GestureEvent]
  ) -> (matched: [Int?], nearest: [Int?]) {
    var used = Array(repeating: false, count: events.count)
    var matched: [Int?] = Array(repeating: nil, count: expectations.count)
    let order = expectations.indices.sorted {
      (expectations[$0].time, $0) < (expectations[$1].time, $1)
    }
    for position in order {
      let expectation = expectations[position]
      var best: Int?
      for index in events.indices
      where !used[index] && expectation.isMet(by: events[index]) {
        let gap = abs(events[index].time - expectation.time)
        if let current = best,
          abs(events[current].time - expectation.time) <= gap
        {
          continue
        }
        best = index
      }
      if let best { used[best] = true }
      matched[position] = best
    }
    var nearest: [Int?] = Array(repeating: nil, count: expectations.count)
    for position in order where matched[position] == nil {
      let expectation = expectations[position]
      for index in events.indices
      where !used[index] && events[index].gesture == expectation.gesture
        && events[index].phase == expectation.phase
      {
        let gap = abs(events[index].time - expectation.time)
        if let current = nearest[position],
          abs(events[current].time - expectation.time) <= gap
        {
          continue
        }
        nearest[position] = index
      }
    }
    return (matched, nearest)
  }

  /// Events and expectations on a coarse grid of times, so that ties in
  /// time and in distance are common, in no order.
  static func instance(seed: UInt64) -> (
    [GestureReplay.Expectation], [GestureEvent]
  ) {
    var random = SplitMix64(seed: seed)
    let gestures: [Gesture] = [.pinch, .movement]
    let phases: [Phase] = [.began, .ended]
    func pick<Element>(_ elements: [Element]) -> Element {
      elements[Int.random(in: elements.indices, using: &random)]
    }
    func time() -> Double {
      Double(Int.random(in: 0...40, using: &random)) * 0.05
    }
    let events = (0..<Int.random(in: 0...60, using: &random)).map { frame in
      GestureEvent(
        time: time(),
        frame: frame,
        hand: .right,
        gesture: pick(gestures),
        phase: pick(phases),
        value: Bool.random(using: &random)
          ? Double(Int.random(in: 0...4, using: &random)) : nil
      )
    }
    let expectations = (0..<Int.random(in: 0...40, using: &random)).map {
      _ in
      Expectation(
        gesture: pick(gestures),
        phase: pick(phases),
        time: time() + (Bool.random(using: &random) ? 0.025 : 0),
        within: pick([0, 0.05, 0.1, 0.3, 5]),
        value: Bool.random(using: &random)
          ? Double(Int.random(in: 0...4, using: &random)) : nil,
        tolerance: Bool.random(using: &random) ? 1 : 0
      )
    }
    return (expectations, events)
  }

  /// Checks the report against the model. Events are told apart by their
  /// frames, unique in these instances (an event of NaN time is not equal
  /// to itself).
  static func check(
    _ expectations: [GestureReplay.Expectation],
    _ events: [GestureEvent]
  ) {
    let report = ExpectationReport(expectations: expectations, events: events)
    let (matched, nearest) = model(expectations, events)
    let order = expectations.indices.sorted {
      (expectations[$0].time, $0) < (expectations[$1].time, $1)
    }
    let met = order.filter { matched[$0] != nil }
    #expect(report.matches.map(\.expectation) == met.map { expectations[$0] })
    #expect(
      report.matches.map(\.event.frame)
        == met.compactMap { matched[$0] }.map { events[$0].frame }
    )
    #expect(
      report.missing.map(\.expectation)
        == order.filter { matched[$0] == nil }.map { expectations[$0] }
    )
    #expect(
      report.missing.map(\.nearest?.frame)
        == order.filter { matched[$0] == nil }.map { position in
          nearest[position].map { events[$0].frame }
        }
    )
    let used = Set(matched.compactMap { $0 })
    #expect(
      report.extra.map(\.frame)
        == events.indices.filter { !used.contains($0) }.map {
          events[$0].frame
        }
    )
  }

  @Test(
    "matches, misses, nearest events and extras are the model's",
    arguments: 0..<200
  )
  func agreesWithModel(seed: UInt64) {
    let (expectations, events) = Self.instance(seed: seed)
    Self.check(expectations, events)
  }

  @Test(
    "a time or window that is not finite is read event by event",
    arguments: 0..<100
  )
  func notFinite(seed: UInt64) {
    let (expectations, events) = Self.instance(seed: seed)
    var odd = events
    odd.append(
      GestureEvent(
        time: .nan,
        frame: 99,
        hand: .right,
        gesture: .pinch,
        phase: .began
      )
    )
    Self.check(expectations, odd)
    var wide = expectations
    wide.append(
      Expectation(gesture: .pinch, phase: .began, time: 1, within: .infinity)
    )
    wide.append(Expectation(gesture: .movement, phase: .ended, time: .infinity))
    Self.check(wide, events)
  }

  @Test("many expectations, each met by its own event, all match")
  func manyMatches() {
    let events = (0..<20_000).map {
      GestureEvent(
        time: Double($0) * 0.01,
        frame: $0,
        hand: .right,
        gesture: .pinch,
        phase: $0.isMultiple(of: 2) ? .began : .ended
      )
    }
    let expectations = events.map {
      Expectation(
        gesture: $0.gesture,
        phase: $0.phase,
        time: $0.time,
        within: 0.1
      )
    }
    let report = ExpectationReport(expectations: expectations, events: events)
    #expect(report.matches.map(\.event) == events)
    #expect(report.missing.isEmpty)
    #expect(report.extra.isEmpty)
  }
}
