import GestureCore

/// The expectations of a synthetic trace under one configuration: what its
/// script means, kept where replaying the trace agrees.
///
/// The check takes the events of the trace replayed with the
/// configuration and compares them with the script's meaning
/// (``SynthMeaning``) through an ``ExpectationReport``. Where they disagree it warns, naming the step
/// and the configuration, and keeps what holds, so that the set it makes
/// passes `gesture-replay --check` with that configuration:
/// - a meant event that the replay does not give within its window is
///   left out;
/// - a slider value that the replay does not reach within its tolerance
///   is left out, and the event kept;
/// - an event that no step means is ignored by its gesture and phase
///   (`expectIgnoring`); an expectation can still be met by such an event.
struct SynthCheck {
  /// The events a script never speaks about, stage by stage.
  static let unspoken = BuiltInStage.allCases.flatMap(unspoken(by:))

  /// The events of a stage that a script never speaks about.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here which of its events a script means: those it does not
  /// are left to the replay, so that the expectations never claim them.
  ///
  /// - Parameter stage: The stage.
  /// - Returns: Patterns of the events a script cannot mean.
  static func unspoken(by stage: BuiltInStage) -> [EventPattern] {
    switch stage {
    // A script's hand enters and leaves, pinches and releases.
    case .presence, .pinch: []
    // The facing reports no event.
    case .facing: []
    // A move means where the slider ends, not its value at every frame.
    case .movement: [EventPattern(gesture: .slider, phase: .changed)]
    // The script language has no step for a swipe or a pose.
    case .swipe: [EventPattern(gesture: .swipe)]
    case .pose: [EventPattern(gesture: .pose)]
    // A script's pinch held still long enough means a hold (with holds on).
    case .hold: []
    // Two short pinches close together mean a double pinch (with double
    // pinches on).
    case .doublePinch: []
    // Nor for the sequences, which are made of poses and swipes.
    case .sequence: [EventPattern(gesture: .sequence)]
    // A script describes one hand: none speaks of two hands pinching.
    case .twoHandPinch: [EventPattern(gesture: .twoHandPinch)]
    }
  }

  /// The expectations that hold, and the events they do not speak about.
  private(set) var set: ExpectationSet
  /// Where the replay and the meaning disagree, with script lines.
  private(set) var warnings: [SynthWarning]
  /// The motions, by their first segment, whose movement the replay does
  /// not begin, in its window or near it.
  private(set) var unseenMotions: Set<Int> = []

  private let meaning: SynthMeaning
  /// The time of the trace's last frame, in seconds.
  private let lastFrame: Double

  /// Checks a trace's meaning against its replay.
  ///
  /// - Parameters:
  ///   - meaning: What the trace's script means under a configuration.
  ///   - events: The events of the trace replayed with that configuration.
  ///   - lastFrame: The time of the trace's last frame, in seconds.
  ///   - segmentOfFrame: The timeline segment of each frame.
  init(
    meaning: SynthMeaning,
    events: [GestureEvent],
    lastFrame: Double,
    segmentOfFrame: [Int]
  ) {
    self.meaning = meaning
    self.warnings = meaning.warnings
    let configuration = meaning.configuration
    self.lastFrame = lastFrame
    // No meant event is of the kinds never spoken about, so those events
    // meet nothing, and are never extra: leave them out of every report.
    let events = events.filter { event in
      !Self.unspoken.contains { $0.matches(event) }
    }
    let hand = meaning.timeline.chirality
    var expectations = meaning.events.map { Self.expectation($0, hand: hand) }
    var isKept = Array(repeating: true, count: expectations.count)
    var missing: [(index: Int, nearest: GestureEvent?)] = []
    var strayValues: [(index: Int, event: GestureEvent)] = []
    // Each round leaves out or strips the value of what is missing; a
    // stripped expectation may meet another event, so round again.
    while true {
      let active = expectations.indices.filter { isKept[$0] }
      let report = ExpectationReport(
        expectations: active.map { expectations[$0] },
        ignoring: Self.unspoken,
        events: events
      )
      guard !report.missing.isEmpty else { break }
      var taken = Set<Int>()
      for miss in report.missing {
        guard
          let index = active.first(where: {
            !taken.contains($0) && expectations[$0] == miss.expectation
          })
        else { continue }
        taken.insert(index)
        var valueless = miss.expectation
        valueless.value = nil
        valueless.tolerance = 0
        if miss.expectation.value != nil, let nearest = miss.nearest,
          valueless.isMet(by: nearest)
        {
          expectations[index] = valueless
          strayValues.append((index, nearest))
        } else {
          isKept[index] = false
          strayValues.removeAll { $0.index == index }
          let nearest = Self.near(
            miss.nearest,
            meaning.events[index],
            allowance: meaning.latency.movementEnd
          )
          missing.append((index, nearest))
        }
      }
      // Every miss is one of the expectations; a round without one would
      // not end.
      precondition(
        !taken.isEmpty,
        "Internal inconsistency: a missing expectation is not the script's."
      )
    }
    let kept = expectations.indices.filter { isKept[$0] }.map {
      expectations[$0]
    }
    let extra = ExpectationReport(
      expectations: kept,
      ignoring: Self.unspoken,
      events: events
    ).extra
    var ignoring = Self.unspoken
    for event in extra {
      let pattern = EventPattern(gesture: event.gesture, phase: event.phase)
      if !ignoring.contains(pattern) { ignoring.append(pattern) }
    }
    set = ExpectationSet(
      expectations: kept,
      ignoredEvents: ignoring,
      configuration: GestureConfiguration.builtIn(named: configuration.name)
        == configuration ? nil : configuration
    )
    precondition(
      ExpectationReport(
        expectations: kept,
        ignoring: ignoring,
        events: events
      ).isSuccess,
      "Internal inconsistency: a synthetic trace fails its own check."
    )
    unseenMotions = Set(
      missing.filter { $0.nearest == nil }.map { meaning.events[$0.index] }
        .filter { $0.gesture == .movement && $0.phase == .began }
        .map(\.segment)
    )
    warnMissing(missing, extra: extra)
    warnValues(strayValues)
    let explained = Set(missing.compactMap(\.nearest))
    warnExtra(
      extra.filter { !explained.contains($0) },
      segmentOfFrame: segmentOfFrame
    )
  }

  /// The nearest event of a missing one's kind, if it is near enough to
  /// be that event, late or early: within the movement end's allowance of
  /// its window.
  private static func near(
    _ event: GestureEvent?,
    _ meant: SynthMeaning.Event,
    allowance: Double
  ) -> GestureEvent? {
    guard let event else { return nil }
    return event.time >= meant.earliest - allowance
      && event.time <= meant.latest + allowance ? event : nil
  }

  // MARK: Warnings

  private var name: String { meaning.configuration.name }

  /// Warns about meant events the replay does not give: for each step,
  /// those it gives nowhere together, each it gives elsewhere alone.
  private mutating func warnMissing(
    _ missing: [(index: Int, nearest: GestureEvent?)],
    extra: [GestureEvent]
  ) {
    var absent: [Int: [SynthMeaning.Event]] = [:]
    for (index, nearest) in missing {
      let event = meaning.events[index]
      guard let nearest else {
        absent[event.segment, default: []].append(event)
        continue
      }
      var message =
        "\(step(event.segment)) means \(Self.describe(event)), but \(name) "
        + "gives it at \(Self.seconds(nearest.time)) s; the trace does not "
        + "expect it"
      if extra.contains(nearest) {
        message +=
          ", and ignores \(event.gesture.rawValue)."
          + "\(event.phase.rawValue) under \(name)"
      }
      warn(event.segment, message)
    }
    for segment in absent.keys.sorted() {
      let events = absent[segment] ?? []
      var message =
        "\(step(segment)) means "
        + Self.list(events.map(Self.describe)) + ", but \(name) gives "
        + (events.count == 1 ? "none" : "none of them")
      // A window that reaches past the last frame's allowance may need
      // frames the trace does not have.
      if events.contains(where: {
        $0.latest > lastFrame + meaning.latency.frame + 1e-9
      }) {
        message += " (the trace ends at \(Self.seconds(lastFrame)) s)"
      }
      message +=
        "; the trace does not expect " + (events.count == 1 ? "it" : "them")
      warn(segment, message)
    }
  }

  /// Warns about slider values the replay does not reach; not about a
  /// start value after an earlier value was missed, which it follows from.
  private mutating func warnValues(
    _ values: [(index: Int, event: GestureEvent)]
  ) {
    var isAstray = false
    for (index, event) in values.sorted(by: { $0.index < $1.index }) {
      let meant = meaning.events[index]
      defer { isAstray = true }
      if isAstray, meant.phase == .began { continue }
      let expected = Self.expectation(meant, hand: nil)
      let value = expected.value ?? 0
      warn(
        meant.segment,
        "\(step(meant.segment)) means \(meant.gesture.rawValue) "
          + "\(meant.phase.rawValue) with value \(NumberFormat.shortest(value))"
          + " ± \(NumberFormat.shortest(expected.tolerance)), but \(name) "
          + "gives \(NumberFormat.shortest(event.value ?? 0)) at "
          + "\(Self.seconds(event.time)) s; the trace expects it without a "
          + "value"
      )
    }
  }

  /// Warns about events no step means, by the step they happen during.
  private mutating func warnExtra(
    _ extra: [GestureEvent],
    segmentOfFrame: [Int]
  ) {
    var groups: [(segment: Int, pattern: EventPattern, times: [Double])] = []
    for event in extra {
      let segment =
        segmentOfFrame.indices.contains(event.frame)
        ? segmentOfFrame[event.frame] : 0
      let pattern = EventPattern(gesture: event.gesture, phase: event.phase)
      if let index = groups.firstIndex(where: {
        $0.segment == segment && $0.pattern == pattern
      }) {
        groups[index].times.append(event.time)
      } else {
        groups.append((segment, pattern, [event.time]))
      }
    }
    for group in groups {
      let kind =
        "\(group.pattern.gesture.rawValue) "
        + (group.pattern.phase?.rawValue ?? "")
      warn(
        group.segment,
        "\(name) gives \(kind) at "
          + Self.list(group.times.map { Self.seconds($0) }) + " s, during "
          + "\(step(group.segment)), which the script does not mean; the "
          + "trace ignores \(group.pattern) under \(name)"
      )
    }
  }

  private mutating func warn(_ segment: Int, _ message: String) {
    let line = meaning.script.steps[meaning.timeline.segments[segment].step]
      .line
    warnings.append(
      SynthWarning(
        line: line == 0 ? nil : line,
        configuration: name,
        message: message
      )
    )
  }

  /// A step as the script writes it, quoted.
  private func step(_ segment: Int) -> String {
    let step = meaning.script.steps[meaning.timeline.segments[segment].step]
    return "'\(step.action.scriptText)'"
  }

  /// An event and its window, as `pinch began (0.5 to 0.7333 s)`.
  private static func describe(_ event: SynthMeaning.Event) -> String {
    let window =
      event.earliest == event.latest
      ? "at \(seconds(event.earliest)) s"
      : "\(seconds(event.earliest)) to \(seconds(event.latest)) s"
    return "\(event.gesture.rawValue) \(event.phase.rawValue) (\(window))"
  }

  /// Items joined as in `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else {
      return items.first ?? ""
    }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  private static func seconds(_ time: Double) -> String {
    NumberFormat.shortest(time, maximumDecimals: 4)
  }

  // MARK: Expectations

  /// Returns the expectation of a meant event: its window's middle and
  /// half-width, rounded to 4 decimals and the half-width up, so that the
  /// written list reads well and still covers the window; the same for a
  /// value's range.
  ///
  /// - Parameters:
  ///   - event: The meant event.
  ///   - hand: The hand the event must name.
  /// - Returns: The expectation.
  static func expectation(
    _ event: SynthMeaning.Event,
    hand: Chirality?
  ) -> Expectation {
    let time = rounded((event.earliest + event.latest) / 2)
    var expectation = Expectation(
      gesture: event.gesture,
      phase: event.phase,
      time: time,
      within: roundedUp(
        Swift.max(time - event.earliest, event.latest - time)
      ),
      hand: hand
    )
    if let range = event.value {
      let value = rounded((range.lowerBound + range.upperBound) / 2)
      expectation.value = value
      expectation.tolerance = roundedUp(
        Swift.max(value - range.lowerBound, range.upperBound - value)
      )
    }
    return expectation
  }

  /// Rounds a time or value to 4 decimals, never giving `-0`.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 10_000).rounded() / 10_000
    return result == 0 ? 0 : result
  }

  /// Rounds a window or tolerance up to 4 decimals, so that it still
  /// covers what it bounds.
  static func roundedUp(_ value: Double) -> Double {
    let result = (value * 10_000 - 1e-6).rounded(.up) / 10_000
    return Swift.max(result, 0)
  }
}
