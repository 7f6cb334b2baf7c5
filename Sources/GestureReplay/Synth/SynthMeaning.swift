import GestureCore

/// The events a script's part means for its hand under a configuration,
/// each with the window of time the script's timing allows for it.
///
/// The meaning is read from the script's steps, the frames' times and the
/// configuration's time settings (``SynthLatency``), never from its
/// thresholds; replaying the trace says whether the configuration agrees
/// (``SynthCheck``). With `1 / fps` a frame, `Lp`, `Lm` and `Le` the
/// pinch's, the movement's and the movement end's allowances:
/// - `hand found` at the first frame that shows the hand, and again after
///   it was lost; `hand lost` at the first frame without it or, with
///   `hands.lossTimeout`, at the first frame more than the timeout after
///   it was last seen, if it is still away then. A `lose` shorter than the
///   timeout means neither.
/// - `pinch began` during a `pinch` step, from its start to `Lp` after its
///   end; `pinch ended` during a `release`, likewise, or within `Lp` of
///   the start of an `open` that opens a pinched hand. A loss that cancels
///   (`hands.lossTimeout`) means `pinch cancelled` with `hand lost`, and a
///   hand that shows a closed thumb after it pinches again at once.
/// - a move, or moves right after one another, means `movement began` and
///   `slider began` from its start to `Lm` after it reaches full speed (or
///   after its end, with a displacement start), and `slider ended` and
///   `movement ended` from its end (`Lm` before it for a move that slows
///   to rest) to `Le` after it, while the hand is in view; the slider at
///   its start value plus `slider.gain` times the horizontal travel (see
///   ``SynthMeaning/Motion``). Not sure: the `ended` before a pause
///   shorter than `Le`, or a rest, a slowing or a turn between two moves,
///   and the `began` after it (the movement may go on across it); and,
///   measured per frame, a move that lasts fewer frames than most of the
///   median's. A hand that leaves the view as a move ends takes the
///   movement with it: it is cancelled with the loss, or ends within `Le`
///   of the hand's return; one that leaves before the movement's latest
///   `began` may take the move away unseen (not sure), or have it begin
///   within `Lm` of its return. A hand back at another place may be seen
///   to move, not surely (see `SynthMeaning+Jump.swift`).
/// - when the pinch holds the movement back (`relationships.pinchWithMovement`
///   `exclusive`, `preempts` or awaiting), a move while the hand is pinched
///   means no movement while it is, and a movement that may begin as the
///   pinch ends, if the move may still be seen then (not sure: see
///   ``Event/isSure``); when the movement holds the pinch back
///   (`exclusive`, `isPreemptedBy` or awaiting), a pinch while a movement
///   may still go on may begin as late as the movement may end, but no
///   later than the hand last shows it pinched; a pinch the movement may
///   outlast may report nothing (not sure). When the pinch preempts the
///   movement (`preempts`), a pinch that may begin before the movement
///   ends means its `ended` or its cancellation, neither surely; when the
///   movement preempts the pinch (`isPreemptedBy`), a move while pinched
///   may cancel the pinch (not sure). A move while the pinch may still
///   wait for the movement's failure (`awaitsFailureOf`) may refuse it,
///   so its movement is not sure either way.
/// - when a swipe preempts the movement (`relationships.movementWithSwipe`
///   `isPreemptedBy`), a move means its movement's ending or, instead,
///   its cancellation while the hand moves (see
///   `SynthMeaning+Swipe.swift`).
/// - with `hold.isEnabled`, a pinch of a hand that stays in view while
///   pinched, and may last `hold.minimumDuration` before it ends, means
///   `hold began` (not sure unless it surely lasts it before any move)
///   and then `hold cancelled` by a move, or `ended` or `cancelled` with
///   the pinch's (see `SynthMeaning+Hold.swift`).
/// - with `doublePinch.isEnabled`, a pinch that surely lasts at most
///   `doublePinch.maximumPinchDuration`, followed by one that surely
///   begins within `doublePinch.maximumInterval` of its release, means
///   `doublePinch recognized` with the second `began`, not sure if
///   either pinch is not, or if the timing may fall on either side of
///   a limit; with the pinch awaiting the double pinch's
///   failure, the pinch's events move where the stage reports them (see
///   `SynthMeaning+DoublePinch.swift`).
/// - with `twoHandPinch.isEnabled`, two hands that surely pinch at once
///   mean the two-hand pinch, two that may mean it not surely, and, when
///   the two-hand pinch holds movement back, a move where both surely
///   pinch means no movement, and one where both may pinch a movement not
///   surely (see
///   `SynthMeaning+TwoHand.swift`).
/// - a hand whose joints' confidence is below `minimumConfidence`, or
///   whose score is below `hands.minimumScore`, means no gesture (and, for
///   the score, no presence), with a warning.
struct SynthMeaning {
  /// An event a script means.
  struct Event: Hashable {
    /// The event's gesture.
    var gesture: Gesture
    /// The event's phase.
    var phase: Phase
    /// The earliest time it may happen, in seconds.
    var earliest: Double
    /// The latest time it may happen, in seconds.
    var latest: Double
    /// The timeline segment of the step that means it.
    var segment: Int
    /// The slider values it may carry, if it carries one that the script
    /// means.
    var value: ClosedRange<Double>?
    /// The two-hand pinch scales it may carry, if the script means one.
    var scale: ClosedRange<Double>?
    /// The two-hand pinch rotations it may carry, in radians, if the
    /// script means one.
    var rotation: ClosedRange<Double>?
    /// Whether the script surely means it; one it only may mean is kept
    /// where the replay gives it and left out, without a warning, where
    /// it does not.
    var isSure = true
    /// For a `movement began` that does not come: whether the
    /// configuration then did not see the move, so that the slider stays
    /// where it was through it; not so for a movement that may go on from
    /// the move before.
    var missingMeansUnseen = true
    /// The index, among the part's events, of a sure event this one comes
    /// instead of: where the replay gives this one, that one is not
    /// missing.
    var insteadOf: Int?
    /// For a `movement cancelled` that takes the slider back to its value
    /// before the motion: whether, where the replay gives it, the motion
    /// leaves the slider where it was, as one the configuration does not
    /// see.
    var givenMeansUndone = false
  }

  /// A window of time the script means an event in, and the segment of
  /// the step that means it.
  struct Window: Hashable {
    /// The earliest time, in seconds.
    var earliest: Double
    /// The latest time, in seconds.
    var latest: Double
    /// The timeline segment of the step.
    var segment: Int
  }

  /// The events, in time order.
  private(set) var events: [Event] = []
  /// Why the script means less than it seems to, with script lines.
  private(set) var warnings: [SynthWarning] = []

  let timeline: SynthTimeline
  let script: SynthScript
  let configuration: GestureConfiguration
  let latency: SynthLatency
  /// How far noise may move a distance between two points, in normalized
  /// units (``Synthesizer/noiseBound``).
  let noiseBound: Double
  /// What the replay made of the motions, by their first segment, where
  /// it is less than the script means.
  let readings: [Int: MotionReading]
  /// The spans of time, in seconds, in which a two-hand pinch that holds
  /// the hand's movement back may go on: a move there means no movement.
  let twoHandSpans: [TwoHand.MovementSpan]

  /// The times the hand is out of view after it was seen, in order.
  private(set) var absences: [Absence] = []

  /// Whether the script's pinch is on, as the walk through the steps
  /// reaches a step.
  var isPinched = false
  /// The values the slider may hold there.
  var slider: ClosedRange<Double>
  /// The moves under way there, not yet closed.
  var motion: Motion?
  /// The latest time the last movement may end, if it is not known to
  /// have ended.
  var movementEndsBy: Double?
  /// The script's pinch under way: when it began, and what the hand did
  /// while pinched (for the hold it may mean, and the movement that may
  /// refuse or cancel it).
  var pinchHold: PinchHold?
  /// Whether the pinch under way may go unreported (held back by the
  /// movement before it, lapsed while it waits for another gesture's
  /// failure, or never shown closed): its events and its hold's are then
  /// not sure.
  var isPinchUnsure = false
  /// Where the double pinch the script means may stand: each state the
  /// script's timing leaves open.
  var doublePinch: [DoublePinchWalk] = [.idle]
  /// The frames' times, in seconds, in order.
  let frameTimes: [Double]
  /// The time of the last frame, in seconds.
  var lastFrame: Double { frameTimes.last ?? 0 }

  /// Reads what a script means under a configuration.
  ///
  /// - Parameters:
  ///   - timeline: The script laid out in time.
  ///   - script: The script, for its steps' text.
  ///   - frameTimes: The frames' times, in seconds.
  ///   - visible: Whether each frame shows the hand.
  ///   - segmentOfFrame: The timeline segment of each frame.
  ///   - score: The hand's score in every frame that shows it.
  ///   - configuration: The configuration, valid.
  ///   - frameRate: Frames per second.
  ///   - noiseBound: How far noise may move a distance.
  ///   - readings: What the replay made of the motions, by their first
  ///     segment, where it is less than the script means.
  ///   - twoHandSpans: The spans in which a two-hand pinch may hold the
  ///     hand's movement back.
  init(
    timeline: SynthTimeline,
    script: SynthScript,
    frameTimes: [Double],
    visible: [Bool],
    segmentOfFrame: [Int],
    score: Double,
    configuration: GestureConfiguration,
    frameRate: Double,
    noiseBound: Double,
    readings: [Int: MotionReading] = [:],
    twoHandSpans: [TwoHand.MovementSpan] = []
  ) {
    self.timeline = timeline
    self.script = script
    self.configuration = configuration
    self.latency = SynthLatency(configuration, frameRate: frameRate)
    self.noiseBound = noiseBound
    self.readings = readings
    self.frameTimes = frameTimes
    self.twoHandSpans = twoHandSpans
    // The slider starts at its initial value, within its range.
    let settings = configuration.slider
    let start = Swift.min(
      Swift.max(settings.initialValue, settings.minimum),
      settings.maximum
    )
    self.slider = start...start
    let name = configuration.name
    guard score >= configuration.hands.minimumScore else {
      warnings.append(
        SynthWarning(
          line: nil,
          configuration: name,
          message: "the hand's score, \(NumberFormat.shortest(score)), is "
            + "below \(name)'s hands.minimumScore, "
            + "\(NumberFormat.shortest(configuration.hands.minimumScore)): "
            + "the hand is never seen and the script means no event"
        )
      )
      return
    }
    absences = presence(
      frameTimes: frameTimes,
      visible: visible,
      segmentOfFrame: segmentOfFrame
    )
    if timeline.confidence < configuration.minimumConfidence {
      let line = script.steps[timeline.steps].last {
        if case .confidence = $0.action { return true }
        return false
      }?.line
      warnings.append(
        SynthWarning(
          line: line == 0 ? nil : line,
          configuration: name,
          message: "confidence "
            + "\(NumberFormat.shortest(timeline.confidence)) is below "
            + "\(name)'s minimumConfidence, "
            + "\(NumberFormat.shortest(configuration.minimumConfidence)): "
            + "the joints are not used, and the script means no pinch and "
            + "no movement"
        )
      )
    } else {
      walk()
    }
    let order = events.indices.sorted {
      let left = (events[$0].earliest + events[$0].latest) / 2
      let right = (events[$1].earliest + events[$1].latest) / 2
      return (left, Self.rank(events[$0]), $0)
        < (right, Self.rank(events[$1]), $1)
    }
    // An event another comes instead of moves with it.
    var position = Array(repeating: 0, count: events.count)
    for (new, old) in order.enumerated() { position[old] = new }
    events = order.map {
      var event = events[$0]
      event.insteadOf = event.insteadOf.map { position[$0] }
      return event
    }
  }

  /// The order of events at one time, as the engine documents it.
  static func rank(_ event: Event) -> Int {
    switch (event.gesture, event.phase) {
    case (.hand, .found): 0
    case (_, .cancelled): 1
    case (.hand, _): 2
    case (.pinch, _): 3
    case (.hold, _), (.doublePinch, _): 4
    case (.movement, .began): 5
    case (.slider, .began): 6
    case (.slider, _): 7
    default: 8
    }
  }

  // MARK: The steps

  /// Walks through the steps, adding the pinches and movements they mean.
  private mutating func walk() {
    for (index, segment) in timeline.segments.enumerated() {
      for absence in absences
      where absence.segment == index && !absence.isAfterEnd {
        handle(absence)
      }
      guard segment.to.isVisible else { continue }
      let action = script.steps[segment.step].action
      pinch(segment: index, action: action)
      if case .move(_, _, _, let profile) = action {
        if isPinched { moveWhileHeld(segment: index) }
        move(segment: index, profile: profile)
      }
    }
    // After its last step, with every step's gestures under way.
    for absence in absences where absence.isAfterEnd {
      handle(absence)
    }
    if let motion { close(motion) }
    closeDoublePinch(lastFrame: lastFrame)
    if isPinched, let last = timeline.segments.last {
      // Held to the end: a hold that surely begins a frame before it.
      let end = last.end - latency.frame
      closeHold(
        nil,
        Window(earliest: end, latest: end, segment: timeline.segments.count - 1)
      )
    }
  }

  /// The pinch a step means, if any.
  private mutating func pinch(segment index: Int, action: SynthScript.Action) {
    guard configuration.pinch.isEnabled else { return }
    let segment = timeline.segments[index]
    let start = segment.start
    let lag = latency.pinch
    switch action {
    case .pinch where !isPinched:
      var latest = segment.end + lag
      var mayBeHeldBack = false
      if configuration.movementHoldsBackPinch,
        let endsBy = movementEndsBy, endsBy > start
      {
        // The pinch waits for the movement to end, while the hand is
        // still pinched: a movement that may outlast the pinch may hold
        // all of it back.
        latest = Swift.max(latest, endsBy + latency.frame)
        if let pinched = latestPinched(after: index), pinched < latest {
          latest = Swift.max(pinched, segment.end + lag)
          mayBeHeldBack = true
        }
      }
      pinchBegan(
        Window(earliest: start, latest: latest, segment: index),
        closedFrom: segment.end,
        mayBeHeldBack: mayBeHeldBack
      )
      return
    case .release where isPinched:
      pinchEvent(
        .ended,
        Window(earliest: start, latest: segment.end + lag, segment: index)
      )
      return
    case .open where isPinched:
      pinchEvent(
        .ended,
        Window(earliest: start, latest: start + lag, segment: index)
      )
      return
    default:
      break
    }
    // A thumb shown closed on a hand whose pinch was cancelled pinches
    // again at once.
    if !isPinched, segment.from.pinch == 1 {
      pinchBegan(
        Window(earliest: start, latest: start + lag, segment: index),
        closedFrom: start
      )
      if case .release = action {
        pinchEvent(
          .ended,
          Window(earliest: start, latest: segment.end + lag, segment: index)
        )
      }
    }
  }

  /// The latest time the pinch a step begins can still be seen: the end
  /// of the release or open that ends it, with the pinch's allowance, or
  /// when the hand was last seen before a loss that cancels it; `nil` for
  /// a pinch held to the script's end.
  private func latestPinched(after index: Int) -> Double? {
    for later in timeline.segments.indices.dropFirst(index + 1) {
      if let absence = absences.first(where: {
        $0.segment == later && !$0.isAfterEnd && $0.cancelTime != nil
      }) {
        return absence.lastSeen
      }
      let segment = timeline.segments[later]
      guard segment.to.isVisible else { continue }
      switch script.steps[segment.step].action {
      case .release: return segment.end + latency.pinch
      case .open: return segment.start + latency.pinch
      default: continue
      }
    }
    return nil
  }

  /// Means a pinch event in a window, with what it means of holds and
  /// double pinches, and notes whether the hand is pinched after it.
  ///
  /// - Parameters:
  ///   - phase: `began`, `ended` or `cancelled`.
  ///   - window: When the event may happen.
  ///   - seenUntil: For a `cancelled`, when the hand was last seen.
  mutating func pinchEvent(
    _ phase: Phase,
    _ window: Window,
    seenUntil: Double = .infinity
  ) {
    meanPinch(phase, window, seenUntil: seenUntil)
    if phase == .ended { releaseHeldMotion(window) }
    if phase == .began {
      holdPinchBegan(window)
    } else {
      closeHold(phase, window, seenUntil: seenUntil)
      isPinchUnsure = false
    }
    isPinched = phase == .began
  }

  /// What an absence does to the gestures under way.
  private mutating func handle(_ absence: Absence) {
    motionAbsence(absence)
    doublePinchAbsence(absence)
    if let cancel = absence.cancelTime, isPinched {
      pinchEvent(
        .cancelled,
        Window(earliest: cancel, latest: cancel, segment: absence.segment),
        seenUntil: absence.lastSeen
      )
    }
    disturbHold()
  }

  /// Adds an event.
  mutating func add(
    _ gesture: Gesture,
    _ phase: Phase,
    _ earliest: Double,
    _ latest: Double,
    _ segment: Int,
    value: ClosedRange<Double>? = nil,
    isSure: Bool = true,
    missingMeansUnseen: Bool = true,
    insteadOf: Int? = nil,
    givenMeansUndone: Bool = false
  ) {
    events.append(
      Event(
        gesture: gesture,
        phase: phase,
        earliest: earliest,
        latest: Swift.max(latest, earliest),
        segment: segment,
        value: value,
        isSure: isSure
          && !(isPinchUnsure && [.pinch, .hold].contains(gesture)),
        missingMeansUnseen: missingMeansUnseen,
        insteadOf: insteadOf,
        givenMeansUndone: givenMeansUndone
      )
    )
  }
}
