extension HandGestureEngine {
  /// Whether the hand is present: seen, and not yet lost (within its loss
  /// timeout when it is not seen).
  var isTracked: Bool {
    if case .present = presence.state { return true }
    return false
  }

  /// The thumb-index pinch's state as the hand's events have reported it:
  /// `open` while a double pinch holds back the `began` of a pinch going
  /// on (with
  /// ``GestureConfiguration/Relationships-swift.struct/pinchWithDoublePinch``
  /// `awaitsFailureOf`), which the hand has not reported; otherwise the
  /// pinch's state.
  var reportedPinchState: PinchRecognizer.State {
    if doublePinches?.holdsBackIndexPinch == true { return .open }
    return indexPinch.state
  }

  /// Whether the hand may join a two-hand pinch on this frame: it was seen
  /// with its thumb-index pinch reported `pinched` and both tips through
  /// the gate.
  var isPinchingInFrame: Bool {
    pinchPoint != nil && reportedPinchState == .pinched
  }

  /// Whether the hand's arbiter lets a two-hand pinch begin: no gesture
  /// that holds it back holds the hand.
  var mayBeginTwoHandPinch: Bool {
    arbiter.mayBegin(.twoHandPinch)
  }

  /// Records the frame's pinch point: the midpoint of the thumb tip and
  /// the index tip, in square units of the display frame, or `nil` when
  /// either failed the gate or is not finite.
  // Out of line: it runs only with the two-hand pinch on, and inlined it
  // makes `see` too large for the pinch stages to be inlined
  // (Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  mutating func notePinchPoint(_ frame: StageFrame) {
    guard let thumb = frame.joints.display(.thumbTip),
      let index = frame.joints.display(.indexTip)
    else {
      pinchPoint = nil
      return
    }
    let a = frame.square(thumb)
    let b = frame.square(index)
    let point = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    pinchPoint = point.x.isFinite && point.y.isFinite ? point : nil
  }

  /// Begins the hand's part in a two-hand pinch: the arbiter records its
  /// claim, and the gestures it preempts report their cancellation.
  ///
  /// - Parameters:
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  ///   - events: The frame's events so far; the hand's cancellations are
  ///     appended.
  mutating func beginTwoHandPinch(
    time: Double,
    frame: Int,
    into events: inout [GestureEvent]
  ) {
    // The relationship is simultaneous, exclusive or preempts
    // (Relationships.validate()): the claim never waits.
    let decision = arbiter.begin(.twoHandPinch, at: time, waitingSince: nil)
    precondition(
      decision == .begin,
      "Internal inconsistency: a two-hand pinch waits or is refused."
    )
    guard arbiter.hasPreemptions else { return }
    var emitter = self.emitter(time: time, frame: frame)
    swap(&emitter.events, &events)
    emitter.first = emitter.events.count
    movement.resolvePreemption(arbiter: &arbiter, emitter: &emitter)
    // The hand's sequences read its cancellations too.
    if runsSequences { readSequences(&emitter) }
    swap(&emitter.events, &events)
    diagnostics.arbitration = arbiter.note
    diagnostics.movementState = movement.reportedState
    diagnostics.sliderValue = movement.slider.value
  }

  /// Writes the two-hand pinch's scale and rotation into the hand's
  /// diagnostics.
  ///
  /// - Parameter pinch: The two-hand pinch the hand is part of.
  mutating func noteTwoHandPinch(_ pinch: TwoHandPinchStage.Pinch) {
    diagnostics.twoHandPinchScale = pinch.scale
    diagnostics.twoHandPinchRotation = pinch.rotation
  }

  /// Ends the hand's part in a two-hand pinch: its claim on the hand goes,
  /// and the diagnostics no longer show it.
  mutating func endTwoHandPinch() {
    arbiter.end(.twoHandPinch)
    diagnostics.twoHandPinchScale = nil
    diagnostics.twoHandPinchRotation = nil
  }
}
