import GestureCore

extension SynthMeaning {
  /// Moves one right after the other, with no pause between them and the
  /// hand never at rest between them: what a recognizer sees as one
  /// movement.
  ///
  /// A hand that comes to rest between two moves (the first `smooth`, or
  /// the second) may or may not be seen to stop there, as after a short
  /// pause, and so may a hand that goes on slower or elsewhere (a move
  /// slower than the one before it, or turning to another direction): a
  /// recognizer may see the first and not the second, or the dip in
  /// speed on the frame the hand turns as a stop. The two moves are then
  /// two motions, the second continuing the first's movement
  /// (``continued``).
  struct Motion: Hashable {
    /// The segment of the first move.
    var firstSegment: Int
    /// The segment of the last move.
    var lastSegment: Int
    /// When the first move starts, in seconds.
    var start: Double
    /// When the last move ends, in seconds.
    var end: Double
    /// The latest time the movement may begin, in seconds.
    var latestBegin: Double
    /// Whether the last move slows to rest (`smooth`) rather than stops.
    var endsSmoothly: Bool
    /// The last move's velocity, in normalized units a second.
    var lastVelocity: Point
    /// Whether a pinch holds the movement back.
    var isHeldBack: Bool
    /// Whether it is the hand's own pinch that holds it back (not a
    /// two-hand pinch alone).
    var isHeldByPinch: Bool
    /// When that pinch ends, once a step ends it.
    var pinchEnded: Window?
    /// Whether the movement may never begin: the hand leaves the view
    /// before a recognizer surely sees it move, the pinch it may refuse
    /// begins first and holds it back, or it may go on from a movement a
    /// swipe cancelled.
    var mayNotBegin = false
    /// Whether the slider may take its reference as late as the motion's
    /// end, or where the hand comes back.
    var mayReferenceLate = false
    /// The movement of the motion before, when it may still be under way
    /// as this one starts: a recognizer may see both as one movement, so
    /// this motion's `began` is not sure, and its slider may keep the
    /// reference it took before.
    var continued: Continuation?
    /// Whether the movement of the motion before may still be under way
    /// as this one starts.
    var continuesPrevious: Bool { continued != nil }
    /// Whether the motion after may start while its movement may still be
    /// under way, so that its `ended` is not sure.
    var mayContinue = false
    /// The `began` window of the hand's pinch that begins while the motion
    /// is under way, when the pinch preempts the movement: a pinch that
    /// may begin before the movement ends may cancel it.
    var preemptingPinch: Window?
  }

  /// What a motion's movement hands on to the motion after it, when a
  /// recognizer may see both as one movement.
  struct Continuation: Hashable {
    /// The slider's offsets, its value less `slider.gain` times the index
    /// tip's x (``sliderOffsets(_:)``): the slider ends at the gain times
    /// where the index tip ends plus one of them, clamped to its range.
    var offsets: ClosedRange<Double>
    /// The slider's values as the movement may have begun, which a
    /// cancelled movement goes back to.
    var sliderBefore: ClosedRange<Double>
  }

  /// Adds the cancellation of the pinch under way that a move's movement
  /// may cause as it begins, when the movement preempts the pinch
  /// (`relationships.pinchWithMovement` `isPreemptedBy`): `pinch
  /// cancelled`, and then no `pinch ended` at the release. Whether the
  /// movement begins while the hand is pinched rests on the thresholds,
  /// so the cancellation, and the rest of the pinch, are not sure.
  ///
  /// - Parameters:
  ///   - start: When the move starts, in seconds.
  ///   - latestBegin: The latest time its movement may begin.
  ///   - index: The move's segment.
  private mutating func preemptPinch(
    from start: Double,
    to latestBegin: Double,
    segment index: Int
  ) {
    // The first move while pinched (``moveWhileHeld(segment:)``): a later
    // one finds the pinch already cancelled, or not cancellable.
    guard isPinched, pinchHold?.moved?.segment == index,
      configuration.movementPreemptsPinch
    else { return }
    isPinchUnsure = true
    add(
      .pinch,
      .cancelled,
      start + latency.movementWait,
      latestBegin,
      index,
      isSure: false
    )
  }

  /// Notes a pinch that begins while a motion is under way, if the pinch
  /// preempts the movement (adaptive's `relationships.pinchWithMovement`
  /// `preempts`): the movement then ends, or the pinch cancels it, as the
  /// thresholds decide (``add(_:endX:tail:ending:from:to:segment:)``).
  ///
  /// - Parameter window: The pinch's `began` window.
  mutating func notePinchBegan(_ window: Window) {
    guard var motion, !motion.isHeldBack, motion.preemptingPinch == nil,
      configuration.pinchPreemptsMovement
    else { return }
    motion.preemptingPinch = window
    self.motion = motion
  }

  /// Adds a move to the motion under way, or starts a motion with it.
  ///
  /// A move reaches its full speed at once (`linear`) or halfway
  /// (`smooth`), and slows from there; if a recognizer has not seen it
  /// move by its allowance after that, it never will. So the movement
  /// begins between the first move's start and `Lm` after the full speed
  /// of the last move. With a displacement start
  /// (`movement.displacementStartThreshold`, as adaptive), a movement
  /// starts however slowly the hand goes once it is far enough from where
  /// it rested: it may begin as late as `Lm` after the last move's end.
  mutating func move(
    segment index: Int,
    profile: SynthScript.MotionProfile
  ) {
    let segment = timeline.segments[index]
    // With a displacement start, a slow hand begins a movement once it is
    // far enough from where it rested, as late as the move's end.
    let fullSpeed =
      configuration.movement.displacementStartThreshold != nil
      ? segment.end
      : profile == .smooth
        ? segment.start + segment.duration / 2 : segment.start
    let latestBegin =
      fullSpeed + latency.movement + latency.delay(latency.movementWait)
    // A hand at rest between two moves, or that goes on slower or
    // elsewhere, may be seen to stop there.
    let velocity = Point(
      x: (segment.to.indexTip.x - segment.from.indexTip.x) / segment.duration,
      y: (segment.to.indexTip.y - segment.from.indexTip.y) / segment.duration
    )
    if var motion, motion.lastSegment == index - 1, !motion.endsSmoothly,
      profile != .smooth,
      velocity.keepsOn(from: motion.lastVelocity)
    {
      motion.lastSegment = index
      motion.end = segment.end
      motion.latestBegin = Swift.max(motion.latestBegin, latestBegin)
      motion.endsSmoothly = profile == .smooth
      motion.lastVelocity = velocity
      self.motion = motion
    } else {
      // A pinch that awaits the movement's failure and may still wait as
      // the move starts (until its latest `began`) may be refused by the
      // movement instead: the movement may begin, or the pinch hold it
      // back.
      let mayRefusePinch =
        isPinched && configuration.pinchAwaitsMovement
        && segment.start < (pinchHold?.began.latest ?? -.infinity)
      let isHeldByPinch =
        configuration.pinchHoldsBackMovement
        && isPinched && !mayRefusePinch
      // A pause shorter than the movement's end allowance, or none, may
      // not end the movement before.
      var continued: Continuation?
      // A movement a swipe cancelled hands on no reference, and one that
      // goes on from it reports nothing.
      var mayContinueUndone = false
      if var previous = motion {
        let continues =
          !previous.isHeldBack && !isHeldByPinch
          && segment.start < previous.end + latency.movementEnd
        previous.mayContinue = continues
        if continues, readings[previous.firstSegment] == .undone {
          mayContinueUndone = true
        } else if continues {
          continued = Continuation(
            offsets: sliderOffsets(previous),
            sliderBefore: slider.spanning(
              previous.continued?.sliderBefore ?? slider
            )
          )
        }
        close(previous)
      }
      motion = Motion(
        firstSegment: index,
        lastSegment: index,
        start: segment.start,
        end: segment.end,
        latestBegin: latestBegin,
        endsSmoothly: profile == .smooth,
        lastVelocity: velocity,
        isHeldBack: isHeldByPinch,
        isHeldByPinch: isHeldByPinch,
        mayNotBegin: mayRefusePinch || mayContinueUndone,
        continued: continued
      )
      preemptPinch(from: segment.start, to: latestBegin, segment: index)
    }
    // A two-hand pinch that surely goes on from the move's start to its
    // movement's latest end holds it back; one that may go on in that
    // time may, and, preempting the movement, may cancel it as it begins.
    let span = segment.start...(segment.end + latency.movementEnd)
    for two in twoHandSpans where two.span.overlaps(span) {
      if let sure = two.sure, sure.lowerBound <= span.lowerBound,
        span.upperBound <= sure.upperBound
      {
        motion?.isHeldBack = true
      } else {
        motion?.mayNotBegin = true
        if configuration.twoHandPinchPreemptsMovement,
          motion?.preemptingPinch == nil
        {
          motion?.preemptingPinch = Window(
            earliest: two.begins.lowerBound,
            latest: two.begins.upperBound,
            segment: index
          )
        }
      }
    }
    if let motion, !motion.isHeldBack {
      movementEndsBy = motion.end + latency.movementEnd
    }
  }

  /// Adds the events of a motion that ends with the hand in view.
  ///
  /// The movement ends from the last move's end (from `Lm` before it when
  /// the hand slows to rest, which a recognizer may see as a stop) to
  /// `Le` after it, while the hand is still in view.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - inViewUntil: When the hand is last seen before it leaves the
  ///     view, if it does.
  mutating func close(_ motion: Motion, inViewUntil: Double? = nil) {
    self.motion = nil
    guard !motion.isHeldBack else {
      if let released = motion.pinchEnded {
        mayMove(motion, after: released, inViewUntil: inViewUntil)
      }
      return
    }
    let earliest =
      motion.endsSmoothly
      ? Swift.max(motion.start, motion.end - latency.movement) : motion.end
    add(
      motion,
      endX: timeline.indexX(at: motion.end),
      tail: timeline.horizontalReach(from: motion.end, to: earliest),
      ending: .ended,
      from: earliest,
      to: Swift.min(
        motion.end + latency.movementEnd,
        inViewUntil ?? .infinity
      ),
      segment: motion.lastSegment,
      seenUntil: inViewUntil ?? .infinity
    )
  }

  /// Notes the end of the pinch that holds the motion under way back.
  ///
  /// - Parameter window: When the pinch ends.
  mutating func releaseHeldMotion(_ window: Window) {
    guard var motion, motion.isHeldByPinch, motion.pinchEnded == nil else {
      return
    }
    motion.pinchEnded = window
    self.motion = motion
    let endsBy = motion.end + latency.movementEnd
    if window.earliest <= endsBy { movementEndsBy = endsBy }
  }

  /// Adds the events a motion its pinch held back may still have once the
  /// pinch ends: if a recognizer may still see the hand moving then, the
  /// movement may begin as the pinch ends, and end by `Le` after the last
  /// move. A script cannot say whether it does, so the events are not
  /// sure (``Event/isSure``), and carry no slider value; the slider may
  /// move by the travel from where such a movement may take its reference.
  ///
  /// - Parameters:
  ///   - motion: The motion, held back by the hand's pinch.
  ///   - released: When the pinch ends.
  ///   - inViewUntil: When the hand is last seen before it leaves the
  ///     view, if it does.
  private mutating func mayMove(
    _ motion: Motion,
    after released: Window,
    inViewUntil: Double?
  ) {
    let latestEnd = Swift.min(
      motion.end + latency.movementEnd,
      inViewUntil ?? .infinity
    )
    // Read again without it where the replay does not begin it.
    guard released.earliest <= latestEnd, readings[motion.firstSegment] == nil
    else { return }
    let earliest = released.earliest
    let latestBegin = Swift.min(
      Swift.max(released.latest, motion.latestBegin),
      latestEnd
    )
    let first = motion.firstSegment
    let last = released.segment
    add(.movement, .began, earliest, latestBegin, first, isSure: false)
    let settings = configuration.slider
    if settings.isEnabled {
      add(.slider, .began, earliest, latestBegin, first, isSure: false)
      add(.slider, .ended, earliest, latestEnd, last, isSure: false)
    }
    add(.movement, .ended, earliest, latestEnd, last, isSure: false)
    // A reference taken up to the movement's allowance before it begins.
    let from = Swift.max(
      motion.start,
      Swift.min(released.earliest - latency.movement, motion.end)
    )
    let spread =
      abs(settings.gain)
      * (timeline.horizontalReach(from: from, to: motion.end) + noiseBound)
    slider =
      sliderClamped(
        slider.lowerBound - spread
      )...sliderClamped(
        slider.upperBound + spread
      )
  }

  /// What an absence does to the motion under way, if any (with none, a
  /// hand back elsewhere may be seen to move: ``mayJump(after:)``): one
  /// the hand leaves the view at the end of, without a frame at rest, goes
  /// on while the hand is away (``interrupt(_:by:)``); one that had such
  /// a frame ends in view. One the hand's pinch holds back stays under way through an
  /// absence that does not cancel the pinch, if the hand comes back: its
  /// movement may still begin as the pinch ends.
  mutating func motionAbsence(_ absence: Absence) {
    guard let motion else {
      mayJump(after: absence)
      return
    }
    if motion.isHeldByPinch, absence.cancelTime == nil,
      absence.returnTime != nil
    {
      return
    }
    if absence.lastSeen <= motion.end + 1e-9 {
      self.motion = nil
      interrupt(motion, by: absence)
    } else {
      close(motion, inViewUntil: absence.lastSeen)
    }
  }

  /// Adds the events of a motion the hand leaves the view during, before
  /// a recognizer can have seen it stop.
  ///
  /// A loss that cancels (`hands.lossTimeout`) means `slider cancelled`
  /// and `movement cancelled` with `hand lost`; otherwise the movement
  /// goes on until the hand is back, and ends within `Le` of then. A hand
  /// that leaves before a recognizer surely sees it move (before the
  /// movement's latest `began`) may take the motion away unseen, so what
  /// the script means of it is not sure; a recognizer that keeps what it
  /// saw may also begin the movement once the hand is back, within `Lm`,
  /// its slider taking its reference there.
  mutating func interrupt(_ motion: Motion, by absence: Absence) {
    guard !motion.isHeldBack else { return }
    var motion = motion
    if motion.latestBegin > absence.lastSeen + 1e-9 {
      motion.mayNotBegin = true
      if let back = absence.returnTime, absence.cancelTime == nil {
        motion.latestBegin = Swift.max(
          motion.latestBegin,
          back + latency.movement
        )
        motion.mayReferenceLate = true
      }
    }
    if let cancel = absence.cancelTime {
      movementEndsBy = nil
      add(
        motion,
        endX: timeline.indexX(at: absence.lastSeen),
        tail: 0,
        ending: .cancelled,
        from: cancel,
        to: cancel,
        segment: absence.segment,
        seenUntil: absence.lastSeen
      )
    } else if let back = absence.returnTime {
      movementEndsBy = back + latency.movementEnd
      add(
        motion,
        endX: timeline.indexX(at: back),
        tail: 0,
        ending: .ended,
        from: back,
        to: back + latency.movementEnd,
        segment: motion.lastSegment
      )
    } else {
      movementEndsBy = nil
      addBegan(motion)
    }
  }
}

extension Point {
  /// Whether a hand that moved at `other` keeps on at this velocity: the
  /// same way along each axis, at least as fast. A recognizer that saw it
  /// move then sees it move now, whatever its thresholds and the camera's
  /// aspect.
  fileprivate func keepsOn(from other: Point) -> Bool {
    func holds(_ new: Double, _ old: Double) -> Bool {
      new * old >= 0 && abs(new) >= abs(old) - 1e-9
    }
    return holds(x, other.x) && holds(y, other.y)
  }
}
