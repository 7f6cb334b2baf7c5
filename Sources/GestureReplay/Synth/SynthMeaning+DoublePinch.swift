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
/// windows, or a hand that leaves the view while a double pinch may be
/// under way, means nothing more about double pinches in the script (and,
/// awaiting, nothing more about pinches): whether they happen rests on
/// frames the script does not fix, and the replay says.
extension SynthMeaning {
  /// Where the double pinch a script means stands, as the walk reaches a
  /// step.
  enum DoublePinchWalk {
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
    /// The script's timing does not say: it means no more double pinches.
    case unknown
  }

  /// Whether the pinch's events wait for the double pinch to fail.
  private var awaitsDoublePinch: Bool {
    configuration.relationships.pinchWithDoublePinch == .awaitsFailureOf
  }

  /// A margin against rounding, on the safe side of each limit.
  private static var margin: Double { TimeBound.margin }

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
    let isReported: Bool
    switch (phase, doublePinch) {
    case (.began, .awaiting(let first, let released, let isFirstSure)):
      isReported = beginSecond(
        window,
        first: first,
        released: released,
        isSure: isFirstSure && !isPinchUnsure
      )
    case (.began, .idle):
      doublePinch = .first(began: window)
      isReported = !awaitsDoublePinch
    case (.ended, .first(let began)):
      isReported = endFirst(began: began, ended: window)
    case (.cancelled, .first(let began)):
      isReported = cancelFirst(began: began, at: window, seenUntil: seenUntil)
    case (.ended, .second), (.cancelled, .second):
      doublePinch = .idle
      isReported = !awaitsDoublePinch
    case (_, .unknown):
      isReported = !awaitsDoublePinch
    default:
      // An end without a begin the walk saw, or a begin while pinched.
      isReported = true
    }
    if isReported {
      add(.pinch, phase, window.earliest, window.latest, window.segment)
    }
  }

  /// The second pinch's `began`, after a first pinch's release: returns
  /// whether its `began` is reported. `isSure`: whether both pinches
  /// surely happen, and so the double pinch.
  private mutating func beginSecond(
    _ window: Window,
    first: Window,
    released: Window,
    isSure: Bool
  ) -> Bool {
    let limit = configuration.doublePinch.maximumInterval
    if window.latest - released.earliest <= limit - Self.margin {
      add(
        .doublePinch,
        .recognized,
        window.earliest,
        window.latest,
        window.segment,
        isSure: isSure
      )
      doublePinch = .second
      return !awaitsDoublePinch
    }
    guard window.earliest - released.latest > limit + Self.margin else {
      becomeUnknown(window.segment, "the release before it")
      return !awaitsDoublePinch
    }
    reportSingle(first, released, by: window.latest)
    doublePinch = .first(began: window)
    return !awaitsDoublePinch
  }

  /// A first pinch's `ended`: returns whether it is reported.
  private mutating func endFirst(began: Window, ended: Window) -> Bool {
    let limit = configuration.doublePinch.maximumPinchDuration
    if ended.latest - began.earliest <= limit - Self.margin {
      doublePinch = .awaiting(
        began: began,
        released: ended,
        isFirstSure: !isPinchUnsure
      )
      return !awaitsDoublePinch
    }
    guard ended.earliest - began.latest > limit + Self.margin else {
      becomeUnknown(ended.segment, "this pinch's length")
      return !awaitsDoublePinch
    }
    doublePinch = .idle
    reportLong(began, by: ended.latest)
    return true
  }

  /// A first pinch cancelled by a loss: returns whether its `cancelled`
  /// is reported.
  private mutating func cancelFirst(
    began: Window,
    at window: Window,
    seenUntil: Double
  ) -> Bool {
    let limit = configuration.doublePinch.maximumPinchDuration
    if seenUntil - began.earliest <= limit - Self.margin {
      // Still a first pinch when it was last seen: a cancelled first
      // pinch reports nothing while it awaits.
      doublePinch = .idle
      return !awaitsDoublePinch
    }
    guard seenUntil - began.latest > limit + Self.margin else {
      becomeUnknown(window.segment, "this pinch's length before the loss")
      return !awaitsDoublePinch
    }
    doublePinch = .idle
    reportLong(began, by: seenUntil)
    return true
  }

  /// Reports, while it awaits, the `began` of a pinch too long to be a
  /// first, on the first frame past the longest first pinch.
  private mutating func reportLong(_ began: Window, by latest: Double) {
    guard awaitsDoublePinch else { return }
    let limit = configuration.doublePinch.maximumPinchDuration
    add(
      .pinch,
      .began,
      began.earliest + limit,
      Swift.min(began.latest + limit + latency.frame, latest),
      began.segment
    )
  }

  /// Reports, while it awaits, a single pinch's `began` and `ended`
  /// together, on the first frame past the longest interval after its
  /// release, or at `latest` if that comes first.
  private mutating func reportSingle(
    _ began: Window,
    _ released: Window,
    by latest: Double
  ) {
    guard awaitsDoublePinch else { return }
    let limit = configuration.doublePinch.maximumInterval
    let earliest = released.earliest + limit
    let last = Swift.min(released.latest + limit + latency.frame, latest)
    add(.pinch, .began, earliest, last, released.segment)
    add(.pinch, .ended, earliest, last, released.segment)
  }

  /// What an absence does to the double pinch: a first pinch's release
  /// surely followed by no pinch before the hand was last seen is a single
  /// pinch; a double pinch under way otherwise is no longer known, except
  /// for a pinch the absence cancels (``meanPinch(_:_:seenUntil:)``).
  mutating func doublePinchAbsence(_ absence: Absence, isPinched: Bool) {
    guard configuration.doublePinch.isEnabled else { return }
    switch doublePinch {
    case .awaiting(let began, let released, _):
      let limit = configuration.doublePinch.maximumInterval
      if absence.lastSeen - released.latest > limit + Self.margin {
        reportSingle(began, released, by: .infinity)
        doublePinch = .idle
      } else if let cancel = absence.cancelTime,
        absence.lastSeen - released.earliest <= limit - Self.margin
      {
        // The loss ends the wait: a single pinch, reported with it.
        if awaitsDoublePinch {
          add(.pinch, .began, cancel, cancel, absence.segment)
          add(.pinch, .ended, cancel, cancel, absence.segment)
        }
        doublePinch = .idle
      } else {
        becomeUnknown(absence.segment, "the hand leaving the view")
      }
    case .first, .second:
      // A pinch the absence cancels is taken by `meanPinch`.
      if !(isPinched && absence.cancelTime != nil) {
        becomeUnknown(absence.segment, "the hand leaving the view")
      }
    case .idle, .unknown:
      break
    }
  }

  /// What the end of the script means for a double pinch under way: a
  /// single pinch surely past the interval, or a long one surely past the
  /// longest first pinch, is reported while it awaits.
  ///
  /// - Parameter lastFrame: The time of the last frame, in seconds.
  mutating func closeDoublePinch(lastFrame: Double) {
    guard configuration.doublePinch.isEnabled else { return }
    let segment = timeline.segments.count - 1
    switch doublePinch {
    case .awaiting(let began, let released, _):
      let limit = configuration.doublePinch.maximumInterval
      if lastFrame - released.latest > limit + Self.margin {
        reportSingle(began, released, by: .infinity)
      } else if lastFrame - released.earliest > limit - Self.margin {
        becomeUnknown(segment, "the end of the script")
      }
    case .first(let began):
      let limit = configuration.doublePinch.maximumPinchDuration
      if lastFrame - began.latest > limit + Self.margin {
        reportLong(began, by: .infinity)
      } else if lastFrame - began.earliest > limit - Self.margin {
        becomeUnknown(segment, "the end of the script")
      }
    case .idle, .second, .unknown:
      break
    }
    doublePinch = .idle
  }

  /// Stops meaning double pinches, with a warning naming the step and
  /// what the script's timing leaves open.
  private mutating func becomeUnknown(_ segment: Int, _ reason: String) {
    doublePinch = .unknown
    let line = script.steps[timeline.segments[segment].step].line
    let also = awaitsDoublePinch ? ", nor any pinch, which awaits it" : ""
    warn(
      line: line,
      "whether a double pinch is under way rests on \(reason), which the "
        + "frames' windows leave on either side of a limit: the script "
        + "means no more double pinch\(also); the replay says"
    )
  }
}
