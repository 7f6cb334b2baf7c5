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
///   left out, with a warning if the script surely means it and the
///   replay does not give the event that may come instead of it
///   (``SynthMeaning/Event/insteadOf``);
/// - a slider value that the replay does not reach within its tolerance
///   is left out, and the event kept;
/// - an event that no step means is ignored by its gesture and phase
///   (`expectIgnoring`); an expectation can still be met by such an event;
/// - a hand the configuration names the other way round (`hands.labels`
///   `mirrored`: the trace labels each hand as the script names it) is
///   expected under the name the replay gives it, with one warning for
///   the part that says so, not one for each of its events.
struct SynthCheck {
  /// The events a script never speaks about under a configuration,
  /// stage by stage.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: Patterns of the events a script cannot mean.
  static func unspoken(
    in configuration: GestureConfiguration
  ) -> [EventPattern] {
    BuiltInStage.allCases.flatMap { unspoken(by: $0, in: configuration) }
  }

  /// The events of a stage that a script never speaks about under a
  /// configuration.
  ///
  /// A stage added to `BuiltInStage` does not compile until
  /// it says here which of its events a script means: those it does not
  /// are left to the replay, so that the expectations never claim them.
  ///
  /// - Parameters:
  ///   - stage: The stage.
  ///   - configuration: The configuration.
  /// - Returns: Patterns of the events a script cannot mean.
  static func unspoken(
    by stage: BuiltInStage,
    in configuration: GestureConfiguration
  ) -> [EventPattern] {
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
    // A script of two hands means the two-hand pinch where the
    // configuration lets it (``SynthMeaning/TwoHand/isMeant(by:)``), but
    // not its `changed` at every frame, as the slider's.
    case .twoHandPinch:
      SynthMeaning.TwoHand.isMeant(by: configuration)
        ? [EventPattern(gesture: .twoHandPinch, phase: .changed)]
        : [EventPattern(gesture: .twoHandPinch)]
    }
  }

  /// A meant event, with its part and the hand it names.
  struct Meant {
    /// The event.
    var event: SynthMeaning.Event
    /// The part whose step means it.
    var part: Int
    /// The hand it names: the one the replay names the part's by, or
    /// `both`.
    var hand: Chirality
    /// Its index among its part's events, or `nil` for the two-hand
    /// pinch's.
    var index: Int?
  }

  /// The expectations that hold, and the events they do not speak about.
  private(set) var set: ExpectationSet
  /// Where the replay and the meaning disagree, with script lines.
  var warnings: [SynthWarning]
  /// What the replay made of each part's motions, by their first segment,
  /// where it is less than the script means: `unseen` for a movement it
  /// does not begin, in its window or near it, `undone` for one it cancels
  /// where a swipe may (``SynthMeaning/Event/givenMeansUndone``).
  private(set) var motionReadings: [[Int: SynthMeaning.MotionReading]]

  /// Each part's meaning, in part order.
  let meanings: [SynthMeaning]
  /// The hand the replay names each part's by, in part order: the part's
  /// own, or with `hands.labels` `mirrored`, the other one.
  let replayedHands: [Chirality]
  /// The events the parts and the two-hand pinch mean, in time order.
  let meant: [Meant]
  /// The time of the trace's last frame, in seconds.
  let lastFrame: Double

  /// Checks a trace's meaning against its replay.
  ///
  /// - Parameters:
  ///   - meanings: What each part of the trace's script means under a
  ///     configuration, in part order.
  ///   - twoHand: The two-hand pinch events the parts mean together.
  ///   - events: The events of the trace replayed with that configuration.
  ///   - lastFrame: The time of the trace's last frame, in seconds.
  ///   - segmentOfFrame: Each part's timeline segment of each frame.
  init(
    meanings: [SynthMeaning],
    twoHand: [SynthMeaning.TwoHand.Event] = [],
    events: [GestureEvent],
    lastFrame: Double,
    segmentOfFrame: [[Int]]
  ) {
    self.meanings = meanings
    self.warnings = meanings.flatMap(\.warnings)
    self.motionReadings = meanings.map { _ in [:] }
    let configuration = meanings[0].configuration
    let latency = meanings[0].latency
    self.lastFrame = lastFrame
    // The trace labels each hand as the script names it; the replay reads
    // the labels through the configuration's `hands.labels`, and its
    // events name the hand it reads.
    let replayedHands = meanings.map {
      configuration.hands.labels.anatomical($0.timeline.chirality)
    }
    self.replayedHands = replayedHands
    var meant = meanings.enumerated().flatMap { part, meaning in
      meaning.events.enumerated().map {
        Meant(
          event: $0.element,
          part: part,
          hand: replayedHands[part],
          index: $0.offset
        )
      }
    }
    if meanings.count > 1 {
      meant += twoHand.map {
        Meant(event: $0.event, part: $0.part, hand: .both)
      }
      meant = meant.enumerated().sorted {
        let left = ($0.element.event.earliest + $0.element.event.latest) / 2
        let right = ($1.element.event.earliest + $1.element.event.latest) / 2
        return (left, SynthMeaning.rank($0.element.event), $0.offset)
          < (right, SynthMeaning.rank($1.element.event), $1.offset)
      }.map(\.element)
    }
    self.meant = meant
    let unspoken = Self.unspoken(in: configuration)
    // No meant event is of the kinds never spoken about, so those events
    // meet nothing, and are never extra: leave them out of every report.
    let events = events.filter { event in
      !unspoken.contains { $0.matches(event) }
    }
    var expectations = meant.map { Self.expectation($0.event, hand: $0.hand) }
    var isKept = Array(repeating: true, count: expectations.count)
    var missing: [(index: Int, nearest: GestureEvent?)] = []
    var strayValues: [(index: Int, event: GestureEvent)] = []
    var unsure: [Int] = []
    // Each round leaves out or strips the value of what is missing; a
    // stripped expectation may meet another event, so round again.
    while true {
      let active = expectations.indices.filter { isKept[$0] }
      let report = ExpectationReport(
        expectations: active.map { expectations[$0] },
        ignoring: unspoken,
        events: events
      )
      guard !report.missing.isEmpty else { break }
      // A miss is the first active expectation equal to it not yet
      // taken: each expectation's active indices in order, taken from the
      // front (a search from the start for each miss is quadratic in a
      // script of thousands of steps).
      var untaken: [Expectation: ArraySlice<Int>] = [:]
      for index in active {
        untaken[expectations[index], default: []].append(index)
      }
      var taken = Set<Int>()
      for miss in report.missing {
        guard let index = untaken[miss.expectation]?.popFirst() else {
          continue
        }
        taken.insert(index)
        var valueless = miss.expectation
        valueless.value = nil
        valueless.tolerance = 0
        valueless.scale = nil
        valueless.scaleTolerance = 0
        valueless.rotation = nil
        valueless.rotationTolerance = 0
        if valueless != miss.expectation, let nearest = miss.nearest,
          valueless.isMet(by: nearest)
        {
          expectations[index] = valueless
          strayValues.append((index, nearest))
        } else {
          isKept[index] = false
          strayValues.removeAll { $0.index == index }
          // An event the script only may mean is left out silently.
          guard meant[index].event.isSure else {
            unsure.append(index)
            continue
          }
          let nearest = Self.near(
            miss.nearest,
            meant[index].event,
            allowance: latency.movementEnd
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
    let keptIndices = expectations.indices.filter { isKept[$0] }
    let kept = keptIndices.map { expectations[$0] }
    let extra = ExpectationReport(
      expectations: kept,
      ignoring: unspoken,
      events: events
    ).extra
    var ignoring = unspoken
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
    // A sure event is not missing where the replay gives the one that
    // comes instead of it.
    let replaced = Set(
      keptIndices.compactMap { index in
        meant[index].event.insteadOf.map { [meant[index].part, $0] }
      }
    )
    missing.removeAll { miss in
      meant[miss.index].index.map {
        replaced.contains([meant[miss.index].part, $0])
      } ?? false
    }
    let unseen = unsure.filter { meant[$0].event.missingMeansUnseen }
    for index in missing.filter({ $0.nearest == nil }).map(\.index) + unseen {
      let event = meant[index]
      if event.event.gesture == .movement, event.event.phase == .began {
        motionReadings[event.part].note(.unseen, event.event.segment)
      }
    }
    for index in keptIndices where meant[index].event.givenMeansUndone {
      motionReadings[meant[index].part].note(
        .undone,
        meant[index].event.segment
      )
    }
    warnRenamed()
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
      (expectation.value, expectation.tolerance) = centred(range)
    }
    if let range = event.scale {
      (expectation.scale, expectation.scaleTolerance) = centred(range)
    }
    if let range = event.rotation {
      (expectation.rotation, expectation.rotationTolerance) = centred(range)
    }
    return expectation
  }

  /// A range's middle and half-width, rounded to 4 decimals and the
  /// half-width up.
  private static func centred(
    _ range: ClosedRange<Double>
  ) -> (Double, Double) {
    let middle = rounded((range.lowerBound + range.upperBound) / 2)
    return (
      middle,
      roundedUp(
        Swift.max(middle - range.lowerBound, range.upperBound - middle)
      )
    )
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

extension BuiltInStage {
  /// What a synthetic trace always leaves to the replay of the stage's
  /// events, and why, for `gesture-replay help synth`; `nil` for a stage
  /// whose events a script can mean, every one.
  ///
  /// A stage added to `BuiltInStage` does not compile until it says here
  /// what ``SynthCheck/unspoken(by:in:)`` leaves to its replay.
  package var synthLeavesToReplay: String? {
    switch self {
    case .presence, .pinch, .facing, .hold, .doublePinch: nil
    case .movement: "slider.changed: a move means where the slider ends."
    case .swipe: "swipe: the script has no swipe step."
    case .pose: "pose: the script has no pose step."
    case .sequence: "sequence: sequences are made of poses and swipes."
    case .twoHandPinch:
      "twoHandPinch: its changed where the script means the two-hand "
        + "pinch (on, and not exclusive), all of it otherwise."
    }
  }
}
