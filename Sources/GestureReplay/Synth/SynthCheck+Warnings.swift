import GestureCore

/// The warnings of a check: where the replay and the meaning disagree,
/// naming the step and the configuration.
extension SynthCheck {
  var name: String { meanings[0].configuration.name }

  /// Warns, once for each part, that the replay names the part's hand the
  /// other way round, and the setting that makes it do so.
  mutating func warnRenamed() {
    for (part, meaning) in meanings.enumerated() {
      let meant = meaning.timeline.chirality.rawValue
      let named = replayedHands[part].rawValue
      guard named != meant else { continue }
      // The part's last `hand` step names its hand, if it has one.
      let step = meaning.timeline.steps.last {
        if case .hand = meaning.script.steps[$0].action { true } else { false }
      }.map { meaning.script.steps[$0] }
      let hand =
        step.map { "'\($0.action.scriptText)' means the \(meant) hand" }
        ?? "the hand is the \(meant) one synth was given (no 'hand' step "
        + "names it)"
      let labels = meaning.configuration.hands.labels.rawValue
      warnings.append(
        SynthWarning(
          line: step.flatMap { $0.line == 0 ? nil : $0.line },
          configuration: name,
          message: "\(hand), but \(name) names it \(named): its hands.labels "
            + "is \(labels), which reads the trace's label \(meant) as the "
            + "\(named) hand, and synth labels each hand as the script "
            + "names it; the trace expects this hand's events named "
            + "\(named) under \(name)"
        )
      )
    }
  }

  /// Warns about meant events the replay does not give: for each step,
  /// those it gives nowhere together, each it gives elsewhere alone.
  mutating func warnMissing(
    _ missing: [(index: Int, nearest: GestureEvent?)],
    extra: [GestureEvent]
  ) {
    var absent: [[Int]: [SynthMeaning.Event]] = [:]
    for (index, nearest) in missing {
      let event = meant[index].event
      let part = meant[index].part
      guard let nearest else {
        absent[[part, event.segment], default: []].append(event)
        continue
      }
      var message =
        "\(step(part, event.segment)) means \(Self.describe(event)), but \(name) "
        + "gives it at \(Self.seconds(nearest.time)) s; the trace does not "
        + "expect it"
      if extra.contains(nearest) {
        message +=
          ", and ignores \(event.gesture.rawValue)."
          + "\(event.phase.rawValue) under \(name)"
      }
      warn(part, event.segment, message)
    }
    for key in absent.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let events = absent[key] ?? []
      let (part, segment) = (key[0], key[1])
      var message =
        "\(step(part, segment)) means "
        + Self.list(events.map(Self.describe)) + ", but \(name) gives "
        + (events.count == 1 ? "none" : "none of them")
      // A window that reaches past the last frame's allowance may need
      // frames the trace does not have.
      if events.contains(where: {
        $0.latest > lastFrame + meanings[0].latency.frame + 1e-9
      }) {
        message += " (the trace ends at \(Self.seconds(lastFrame)) s)"
      }
      message +=
        "; the trace does not expect " + (events.count == 1 ? "it" : "them")
      warn(part, segment, message)
    }
  }

  /// Warns about slider values and two-hand pinch payloads the replay does
  /// not reach; not about a start value after an earlier value of its
  /// hand was missed, which it follows from.
  mutating func warnValues(
    _ values: [(index: Int, event: GestureEvent)]
  ) {
    var astray: Set<Int> = []
    for (index, event) in values.sorted(by: { $0.index < $1.index }) {
      let meant = self.meant[index]
      let expected = Self.expectation(meant.event, hand: nil)
      let kind = "\(meant.event.gesture.rawValue) \(meant.event.phase.rawValue)"
      let at = "at \(Self.seconds(event.time)) s"
      guard let value = expected.value else {
        warn(
          meant.part,
          meant.event.segment,
          "\(step(meant.part, meant.event.segment)) means \(kind) with "
            + Self.payload(expected) + ", but \(name) gives "
            + Self.payload(event) + " \(at); the trace expects it without "
            + "them"
        )
        continue
      }
      defer { astray.insert(meant.part) }
      if astray.contains(meant.part), meant.event.phase == .began { continue }
      warn(
        meant.part,
        meant.event.segment,
        "\(step(meant.part, meant.event.segment)) means \(kind) "
          + "with value \(NumberFormat.shortest(value))"
          + " ± \(NumberFormat.shortest(expected.tolerance)), but \(name) "
          + "gives \(NumberFormat.shortest(event.value ?? 0)) \(at); the "
          + "trace expects it without a value"
      )
    }
  }

  /// An expectation's scale and rotation, as `scale 2 ± 0.03 and rotation
  /// 1.5708 ± 0.01`.
  static func payload(_ expected: Expectation) -> String {
    func text(_ value: Double?, _ tolerance: Double) -> String {
      NumberFormat.shortest(value ?? 0) + " ± "
        + NumberFormat.shortest(tolerance)
    }
    return "scale \(text(expected.scale, expected.scaleTolerance)) and "
      + "rotation \(text(expected.rotation, expected.rotationTolerance))"
  }

  /// An event's scale and rotation, as `scale 2.01 and rotation 1.57`.
  static func payload(_ event: GestureEvent) -> String {
    "scale \(NumberFormat.shortest(event.scale ?? 0)) and rotation "
      + NumberFormat.shortest(event.rotation ?? 0)
  }

  /// Warns about events no step means, by the step they happen during:
  /// of the part whose hand the event names (as the replay names it), or,
  /// for both hands, of the part whose step began last.
  mutating func warnExtra(
    _ extra: [GestureEvent],
    segmentOfFrame: [[Int]]
  ) {
    var groups:
      [(part: Int, segment: Int, pattern: EventPattern, times: [Double])] =
        []
    for event in extra {
      let segments = segmentOfFrame.map {
        $0.indices.contains(event.frame) ? $0[event.frame] : 0
      }
      let part =
        replayedHands.firstIndex(of: event.hand)
        ?? segments.indices.max {
          meanings[$0].timeline.segments[segments[$0]].start
            < meanings[$1].timeline.segments[segments[$1]].start
        } ?? 0
      let segment = segments[part]
      let pattern = EventPattern(gesture: event.gesture, phase: event.phase)
      if let index = groups.firstIndex(where: {
        $0.part == part && $0.segment == segment && $0.pattern == pattern
      }) {
        groups[index].times.append(event.time)
      } else {
        groups.append((part, segment, pattern, [event.time]))
      }
    }
    for group in groups {
      let kind =
        "\(group.pattern.gesture.rawValue) "
        + (group.pattern.phase?.rawValue ?? "")
      warn(
        group.part,
        group.segment,
        "\(name) gives \(kind) at "
          + Self.list(group.times.map { Self.seconds($0) }) + " s, during "
          + "\(step(group.part, group.segment)), which the script does not "
          + "mean; the trace ignores \(group.pattern) under \(name)"
      )
    }
  }

  mutating func warn(_ part: Int, _ segment: Int, _ message: String) {
    let meaning = meanings[part]
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
  func step(_ part: Int, _ segment: Int) -> String {
    let meaning = meanings[part]
    let step = meaning.script.steps[meaning.timeline.segments[segment].step]
    return "'\(step.action.scriptText)'"
  }

  /// An event and its window, as `pinch began (0.5 to 0.7333 s)`.
  static func describe(_ event: SynthMeaning.Event) -> String {
    let window =
      event.earliest == event.latest
      ? "at \(seconds(event.earliest)) s"
      : "\(seconds(event.earliest)) to \(seconds(event.latest)) s"
    return "\(event.gesture.rawValue) \(event.phase.rawValue) (\(window))"
  }

  /// Items joined as in `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else {
      return items.first ?? ""
    }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  static func seconds(_ time: Double) -> String {
    NumberFormat.shortest(time, maximumDecimals: 4)
  }

}
