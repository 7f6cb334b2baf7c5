import GestureCore

/// The double pinches a script means, with ``GestureConfiguration/doublePinch``
/// on.
///
/// The stage times a pinch by the frames of its events, so the script's
/// windows bound it: a pinch that began in `[b0, b1]` and ended in
/// `[e0, e1]` lasted at least `e0 − b1` and at most `e1 − b0`, and the
/// next one began at least `b0' − e1` and at most `b1' − e0` after it.
/// With `D` the longest first pinch
/// (`doublePinch.maximumPinchDuration`) and `I` the longest interval
/// (`doublePinch.maximumInterval`):
/// - a pinch that surely lasts at most `D`, followed by one that surely
///   begins within `I` of its release, means `doublePinch recognized` in
///   the window of the second `began`; the pinch after that is a first
///   pinch again;
/// - a pinch that surely lasts longer than `D`, or a release surely
///   followed by no pinch within `I`, means none.
///
/// With the pinch awaiting the double pinch's failure
/// (`relationships.pinchWithDoublePinch` `awaitsFailureOf`), the pinch's
/// events move where the stage reports them: a first pinch's `began` and
/// `ended` together, `I` after its release (and a frame), when no second
/// pinch follows, or its `began` `D` after it began (and a frame) when it
/// lasts longer; the two pinches of a double pinch, and a first pinch
/// cancelled by a loss, report none.
///
/// A pinch whose timing may fall on either side of `D` or `I` within its
/// windows leaves the walk in either state: the script means what both
/// sides mean, and what only one side means it may mean, not surely
/// (``Event/isSure``); the replay says which. The walk keeps each state
/// once, so it stays small.
///
/// The stage runs only on frames that show the hand. A hand the
/// configuration loses ends the double pinch under way: a released first
/// pinch is a single pinch, and a pinch kept through the loss (handKit's)
/// is no first pinch; awaiting, the stage reports them with the loss, if
/// their limit did not pass while the hand was seen. A hand back before
/// the configuration loses it finds the walk where it was, a limit that
/// passed while it was away showing on the frame it is back; one that
/// leaves for good before it is lost reports nothing more.
extension SynthMeaning {
  /// Where the double pinch a script means stands, as the walk reaches a
  /// step.
  enum DoublePinchWalk: Hashable {
    /// No pinch is going on, and none awaits a second.
    case idle
    /// A pinch that began in a window is going on, and may be a first.
    case first(began: Window)
    /// A first pinch was released; a second may follow. `isFirstSure`:
    /// whether the first pinch surely happens (``Event/isSure``); a double
    /// pinch on one that may not is not sure either.
    case awaiting(began: Window, released: Window, isFirstSure: Bool)
    /// The second pinch of a double pinch is going on.
    case second
  }

  /// Where a step may leave the walk from one state, and the events it
  /// means on the way there.
  struct DoublePinchOutcome {
    /// The state the walk is then in.
    var state: DoublePinchWalk
    /// The events the step means on the way.
    var events: [Event] = []
  }

  /// Whether the pinch's events wait for the double pinch to fail.
  private var awaitsDoublePinch: Bool {
    configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
  }

  /// A margin against rounding, on the safe side of each limit.
  private static var margin: Double { TimeBound.margin }

  /// A pinch event in a window, reported unless it waits for the double
  /// pinch.
  private func pinchEvents(_ phase: Phase, _ window: Window) -> [Event] {
    awaitsDoublePinch ? [] : [event(.pinch, phase, window)]
  }

  /// An event in a window.
  private func event(
    _ gesture: Gesture,
    _ phase: Phase,
    _ window: Window,
    isSure: Bool = true
  ) -> Event {
    Event(
      gesture: gesture,
      phase: phase,
      earliest: window.earliest,
      latest: Swift.max(window.latest, window.earliest),
      segment: window.segment,
      isSure: isSure
    )
  }

  /// Means a pinch event in a window: the event itself, unless it waits
  /// for the double pinch, and what it does to the double pinch.
  ///
  /// - Parameters:
  ///   - phase: `began`, `ended` or `cancelled`.
  ///   - window: When the pinch's event may happen.
  ///   - seenUntil: For a `cancelled`, when the hand was last seen.
  mutating func meanPinch(
    _ phase: Phase,
    _ window: Window,
    seenUntil: Double = .infinity
  ) {
    guard configuration.doublePinch.isEnabled else {
      add(.pinch, phase, window.earliest, window.latest, window.segment)
      return
    }
    advance { meaning, state in
      meaning.pinchOutcomes(phase, window, seenUntil: seenUntil, from: state)
    }
  }

  /// Where a pinch event leaves the walk from one state.
  private func pinchOutcomes(
    _ phase: Phase,
    _ window: Window,
    seenUntil: Double,
    from state: DoublePinchWalk
  ) -> [DoublePinchOutcome] {
    switch (phase, state) {
    case (.began, .awaiting(let first, let released, let isFirstSure)):
      return beginSecond(
        window,
        first: first,
        released: released,
        isSure: isFirstSure && !isPinchUnsure
      )
    case (.began, .idle):
      return [
        DoublePinchOutcome(
          state: .first(began: window),
          events: pinchEvents(.began, window)
        )
      ]
    case (.ended, .first(let began)):
      return endFirst(began: began, ended: window)
    case (.cancelled, .first(let began)):
      return cancelFirst(began: began, at: window, seenUntil: seenUntil)
    case (.ended, .second), (.cancelled, .second):
      return [
        DoublePinchOutcome(state: .idle, events: pinchEvents(phase, window))
      ]
    default:
      // An end without a begin the walk saw, or a begin while pinched.
      return [
        DoublePinchOutcome(
          state: state,
          events: [event(.pinch, phase, window)]
        )
      ]
    }
  }

  /// The second pinch's `began`, after a first pinch's release. `isSure`:
  /// whether both pinches surely happen, and so the double pinch.
  private func beginSecond(
    _ window: Window,
    first: Window,
    released: Window,
    isSure: Bool
  ) -> [DoublePinchOutcome] {
    let limit = configuration.doublePinch.maximumInterval
    let double = DoublePinchOutcome(
      state: .second,
      events: [event(.doublePinch, .recognized, window, isSure: isSure)]
        + pinchEvents(.began, window)
    )
    let single = DoublePinchOutcome(
      state: .first(began: window),
      events: reportSingle(first, released, by: window.latest)
        + pinchEvents(.began, window)
    )
    if window.latest - released.earliest <= limit - Self.margin {
      return [double]
    }
    if window.earliest - released.latest > limit + Self.margin {
      return [single]
    }
    return [double, single]
  }

  /// A first pinch's `ended`.
  private func endFirst(
    began: Window,
    ended: Window
  ) -> [DoublePinchOutcome] {
    let limit = configuration.doublePinch.maximumPinchDuration
    let first = DoublePinchOutcome(
      state: .awaiting(
        began: began,
        released: ended,
        isFirstSure: !isPinchUnsure
      ),
      events: pinchEvents(.ended, ended)
    )
    let long = DoublePinchOutcome(
      state: .idle,
      events: reportLong(began, by: ended.latest)
        + [event(.pinch, .ended, ended)]
    )
    if ended.latest - began.earliest <= limit - Self.margin { return [first] }
    if ended.earliest - began.latest > limit + Self.margin { return [long] }
    return [first, long]
  }

  /// A first pinch cancelled by a loss.
  private func cancelFirst(
    began: Window,
    at window: Window,
    seenUntil: Double
  ) -> [DoublePinchOutcome] {
    let limit = configuration.doublePinch.maximumPinchDuration
    // Still a first pinch when it was last seen: a cancelled first pinch
    // reports nothing while it awaits.
    let first = DoublePinchOutcome(
      state: .idle,
      events: pinchEvents(.cancelled, window)
    )
    let long = DoublePinchOutcome(
      state: .idle,
      events: reportLong(began, by: seenUntil)
        + [event(.pinch, .cancelled, window)]
    )
    if seenUntil - began.earliest <= limit - Self.margin { return [first] }
    if seenUntil - began.latest > limit + Self.margin { return [long] }
    return [first, long]
  }

  /// While it awaits, the `began` of a pinch too long to be a first, on
  /// the first frame past the longest first pinch.
  private func reportLong(_ began: Window, by latest: Double) -> [Event] {
    guard awaitsDoublePinch else { return [] }
    let limit = configuration.doublePinch.maximumPinchDuration
    let window = Window(
      earliest: began.earliest + limit,
      latest: Swift.min(began.latest + limit + latency.frame, latest),
      segment: began.segment
    )
    return [event(.pinch, .began, window)]
  }

  /// While it awaits, a single pinch's `began` and `ended` together, on
  /// the first frame past the longest interval after its release, or at
  /// `latest` if that comes first.
  private func reportSingle(
    _ began: Window,
    _ released: Window,
    by latest: Double
  ) -> [Event] {
    guard awaitsDoublePinch else { return [] }
    let limit = configuration.doublePinch.maximumInterval
    let window = Window(
      earliest: released.earliest + limit,
      latest: Swift.min(released.latest + limit + latency.frame, latest),
      segment: released.segment
    )
    return [event(.pinch, .began, window), event(.pinch, .ended, window)]
  }

  /// What an absence does to the double pinch. The stage runs only on
  /// frames that show the hand, and the configuration's loss resets it:
  /// a released first pinch is then a single pinch, and a pinch going on
  /// (not cancelled) can no longer be a first. A hand back before the
  /// configuration loses it finds the double pinch where it was. A pinch
  /// the absence cancels is taken by ``meanPinch(_:_:seenUntil:)``.
  mutating func doublePinchAbsence(_ absence: Absence) {
    guard configuration.doublePinch.isEnabled else { return }
    advance { meaning, state in
      meaning.absenceOutcome(absence, from: state)
    }
  }

  /// Where an absence leaves the walk from one state: a limit that may
  /// pass while the hand is seen, at the loss, or while it is away
  /// (which shows on the frame it is back) each leave it idle, with
  /// the events the stage then reports, if it awaits.
  private func absenceOutcome(
    _ absence: Absence,
    from state: DoublePinchWalk
  ) -> [DoublePinchOutcome] {
    let unchanged = DoublePinchOutcome(state: state)
    // The window the limit is counted from, the limit, what the stage
    // reports as it passes while the hand is seen, and the pinch events
    // it reports when it passes unseen.
    let since: Window
    let limit: Double
    let before: [Event]
    let reported: [Phase]
    switch state {
    case .awaiting(let began, let released, _):
      since = released
      limit = configuration.doublePinch.maximumInterval
      before = reportSingle(began, released, by: absence.lastSeen)
      reported = [.began, .ended]
    case .first(let began):
      // A pinch the loss cancels is taken by `meanPinch`.
      if absence.cancelTime != nil { return [unchanged] }
      since = began
      limit = configuration.doublePinch.maximumPinchDuration
      before = reportLong(began, by: absence.lastSeen)
      reported = [.began]
    case .second, .idle:
      // The second pinch goes on, or is cancelled with the loss.
      return [unchanged]
    }
    func mayHavePassed(by time: Double) -> Bool {
      time - since.earliest > limit - Self.margin
    }
    func hasSurelyPassed(by time: Double) -> Bool {
      time - since.latest > limit + Self.margin
    }
    func reset(at time: Double) -> DoublePinchOutcome {
      let window = Window(
        earliest: time,
        latest: time,
        segment: absence.segment
      )
      return DoublePinchOutcome(
        state: .idle,
        events: awaitsDoublePinch
          ? reported.map { event(.pinch, $0, window) } : []
      )
    }
    var outcomes: [DoublePinchOutcome] = []
    if mayHavePassed(by: absence.lastSeen) {
      outcomes.append(DoublePinchOutcome(state: .idle, events: before))
    }
    if hasSurelyPassed(by: absence.lastSeen) { return outcomes }
    if let lost = absence.lostTime { return outcomes + [reset(at: lost)] }
    // Never back, nor lost, before the trace ends: the stage sees no
    // frame of it again.
    guard let back = absence.returnTime else {
      return outcomes + [DoublePinchOutcome(state: .idle)]
    }
    if mayHavePassed(by: back) { outcomes.append(reset(at: back)) }
    if !hasSurelyPassed(by: back) { outcomes.append(unchanged) }
    return outcomes
  }

  /// What the end of the script means for a double pinch under way: a
  /// single pinch surely past the interval, or a long one surely past the
  /// longest first pinch, is reported while it awaits; one that may be
  /// past it may be.
  ///
  /// - Parameter lastFrame: The time of the last frame, in seconds.
  mutating func closeDoublePinch(lastFrame: Double) {
    guard configuration.doublePinch.isEnabled else { return }
    advance { meaning, state in
      meaning.closeOutcomes(lastFrame: lastFrame, from: state)
    }
    doublePinch = [.idle]
  }

  /// Where the end of the script leaves the walk from one state.
  private func closeOutcomes(
    lastFrame: Double,
    from state: DoublePinchWalk
  ) -> [DoublePinchOutcome] {
    let none = DoublePinchOutcome(state: .idle)
    switch state {
    case .awaiting(let began, let released, _):
      let limit = configuration.doublePinch.maximumInterval
      let single = DoublePinchOutcome(
        state: .idle,
        events: reportSingle(began, released, by: .infinity)
      )
      if lastFrame - released.latest > limit + Self.margin { return [single] }
      if lastFrame - released.earliest > limit - Self.margin {
        return [single, none]
      }
      return [none]
    case .first(let began):
      let limit = configuration.doublePinch.maximumPinchDuration
      let long = DoublePinchOutcome(
        state: .idle,
        events: reportLong(began, by: .infinity)
      )
      if lastFrame - began.latest > limit + Self.margin { return [long] }
      if lastFrame - began.earliest > limit - Self.margin {
        return [long, none]
      }
      return [none]
    case .idle, .second:
      return [none]
    }
  }

  /// Takes a step of the walk from each state it may be in: means what
  /// every outcome means, and what only some mean, not surely; the walk
  /// is then in each outcome's state.
  ///
  /// - Parameter outcomes: Where the step leaves the walk from one state.
  private mutating func advance(
    _ outcomes: (SynthMeaning, DoublePinchWalk) -> [DoublePinchOutcome]
  ) {
    let all = doublePinch.flatMap { outcomes(self, $0) }
    // Each event once, sure where every outcome surely means it.
    var meant: [Event] = []
    func key(_ event: Event) -> Event {
      var key = event
      key.isSure = true
      return key
    }
    for event in all.flatMap(\.events) where !meant.contains(key(event)) {
      meant.append(key(event))
      let isSure = all.allSatisfy { outcome in
        outcome.events.contains { key($0) == key(event) && $0.isSure }
      }
      add(
        event.gesture,
        event.phase,
        event.earliest,
        event.latest,
        event.segment,
        isSure: isSure
      )
    }
    var states: [DoublePinchWalk] = []
    for outcome in all where !states.contains(outcome.state) {
      states.append(outcome.state)
    }
    doublePinch = states
  }
}
