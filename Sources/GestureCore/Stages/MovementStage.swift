/// The stage of a hand's movement and the slider it drives.
///
/// Each frame the tracked point (the index tip, or the palm point) passes
/// the gate, the stage adds it to the ``MovementSignal`` and feeds the
/// signal to a ``MovementRecognizer``, whose state it holds while the
/// signal has been below the stop threshold for less than the stop delay.
/// While moving, the point's `x` drives the slider, from a reference taken
/// when the movement begins: the point's `x` then, or, when the slider
/// references the movement's start, where the hand last rested (with a
/// displacement start, see ``RestPlace``) or else where the motion began
/// (but not earlier than where a pinch released a movement it held back,
/// nor than where the last movement ended). With a displacement start, a
/// hand farther than it from where it rested begins a movement whatever
/// its speed, and a movement goes on until the hand rests again. An idle
/// recognizer is fed only if the
/// ``Arbiter`` lets it (the signal is measured either way); when it
/// begins, the arbiter decides whether the movement begins, waits for
/// another gesture to fail, or is refused.
struct MovementStage: Sendable {
  /// The stage's state, with the data valid in it. In every state but
  /// `idle` the recognizer is moving; `belowStopSince` is when the signal
  /// fell below the stop threshold, if it is below.
  enum State: Sendable {
    /// Not moving. `heldBack` is the time and `x` of the last frame on
    /// which the arbiter held a movement back; `lastEnd` those at which
    /// the last movement ended.
    case idle(heldBack: Marker?, lastEnd: Marker?)
    /// Moving, with the slider from `referenceX`, the tracked point's `x`
    /// that gives the value the slider had when the movement began.
    case moving(belowStopSince: Double?, referenceX: Double)
    /// Moving but not reported: waiting, since `since` (seconds), for
    /// another gesture to fail; the slider will start from `referenceX`.
    case waiting(since: Double, belowStopSince: Double?, referenceX: Double)
    /// Moving but cancelled or refused: nothing is reported until the
    /// recognizer ends the movement.
    case cancelled(belowStopSince: Double?)

    /// When the signal fell below the stop threshold, while moving.
    var belowStopSince: Double? {
      switch self {
      case .idle: nil
      case .moving(let since, _), .waiting(_, let since, _),
        .cancelled(let since):
        since
      }
    }
  }

  /// A time and the tracked point's `x` then.
  struct Marker: Sendable {
    /// The time, in seconds.
    var time: Double
    /// The tracked point's `x`, normalized display units.
    var x: Double
  }

  private let settings: GestureConfiguration.Movement
  private let sliderSettings: GestureConfiguration.Slider
  /// The claims that hold the movement back (see `Arbiter.blockers(of:)`).
  private let blockers: UInt8
  /// Whether another gesture may cancel the movement.
  private let isPreemptible: Bool
  private var state: State = .idle(heldBack: nil, lastEnd: nil)
  private var signal: MovementSignal
  private(set) var recognizer: MovementRecognizer
  private(set) var slider: SliderControl
  /// Smoothing of the tracked point, when it is on.
  private var filter: OneEuroFilter2D?
  /// The thresholds last written to the diagnostics.
  private var recorded = RecordedThresholds()

  /// Creates the movement of a configuration.
  ///
  /// - Parameters:
  ///   - configuration: The engine's configuration.
  ///   - arbiter: The arbiter of the engine's stages.
  init(configuration: GestureConfiguration, arbiter: Arbiter) {
    settings = configuration.movement
    blockers = arbiter.blockers(of: .movement)
    isPreemptible = arbiter.isPreemptible(.movement)
    sliderSettings = configuration.slider
    signal = MovementSignal(configuration.movement)
    recognizer = MovementRecognizer(
      startThreshold: configuration.movement.startThreshold,
      stopThreshold: configuration.movement.stopThreshold
    )
    slider = SliderControl(configuration.slider)
    if configuration.smoothing.isEnabled {
      filter = configuration.smoothing.makeFilter()
    }
  }

  /// The movement's state as its events report it: moving only between a
  /// `began` and its `ended` or `cancelled`.
  var reportedState: MovementRecognizer.State {
    if case .moving = state { return .moving }
    return .idle
  }

  /// The joints the stage reads.
  var joints: JointSet {
    settings.point == .palm ? .palm : JointSet(.indexTip)
  }

  /// Whether the stage reads world landmarks.
  var readsWorld: Bool { settings.usesWorldLandmarks }

  /// Runs one frame of a hand that is seen, writing the frame's tracked
  /// point, displacement and signal to the diagnostics (`nil` for none).
  // A function of its own: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  mutating func update(
    _ frame: StageFrame,
    arbiter: inout Arbiter,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    resolvePreemption(arbiter: &arbiter, emitter: &emitter)
    guard var point = trackedPoint(frame.joints) else {
      diagnostics.trackedPoint = nil
      diagnostics.displacement = nil
      diagnostics.movementSignal = nil
      return
    }
    // A joint passes the gate only at a finite position, which stays
    // finite in the display frame, and so does the mean of such points.
    assert(point.display.isFinite, "A tracked point is not finite.")
    let time = frame.time
    point.display = PinchStage.smooth(point.display, with: &filter, at: time)
    diagnostics.trackedPoint = point.display
    let heldBack =
      recognizer.state == .idle && !arbiter.mayBegin(blockedBy: blockers)
    var transition: MovementRecognizer.Transition?
    var referenceX = point.display.x
    // Where the hand rested, and how far it has gone, when a movement may
    // start from there.
    var displacement: Double?
    var restReference: Marker?
    // The speed's window first: the rest place may take its median.
    let inWorld = point.world != nil
    var speedPosition: Point3D?
    if settings.measure == .speed {
      if inWorld != signal.speed?.inWorld {
        signal.speed?.motion.removeAll()
        signal.speed?.inWorld = inWorld
        signal.samePoints = 0
      }
      let position =
        point.world ?? Point3D(x: point.display.x, y: point.display.y, z: 0)
      signal.speed?.motion.append(position, x: point.display.x, at: time)
      speedPosition = position
    }
    if signal.keepsRest {
      let square = frame.square(point.display)
      var shared: MotionWindow.SharedMedian?
      if let speedPosition {
        shared = signal.sharedMedian(speed: speedPosition, rest: square)
      }
      displacement = signal.rest.update(
        square,
        x: point.display.x,
        at: time,
        palmSize: frame.palmSize,
        sharing: shared
      )
      if let place = signal.rest.place {
        restReference = Marker(time: place.since, x: place.x)
      }
    }

    switch settings.measure {
    case .perFrame:
      if let lastPoint = signal.lastPoint {
        let step = lastPoint.distance(to: point.display)
        diagnostics.displacement = step
        // Set: the per-frame history is.
        let value = signal.perFrame?.median.append(step) ?? 0
        diagnostics.movementSignal = value
        recorded.record(
          &diagnostics.movementThresholds,
          begin: settings.startThreshold,
          end: settings.stopThreshold,
          in: .normalizedPerFrame
        )
        if !heldBack {
          transition = update(
            signal: value,
            start: settings.startThreshold,
            stop: settings.stopThreshold,
            displacement: displacement,
            at: time
          )
        }
      } else {
        diagnostics.displacement = nil
        diagnostics.movementSignal = nil
      }
      signal.lastPoint = point.display
    case .speed:
      if var value = signal.speed?.motion.speed {
        // While moving, a turn must not read as a stop: see
        // `GestureConfiguration.Movement.holdsThroughTurns`.
        if settings.holdsThroughTurns, recognizer.state == .moving,
          let held = signal.speed?.motion.heldSpeed(from: value)
        {
          value = held
        }
        let start =
          inWorld
          ? settings.worldSpeedStartThreshold : settings.speedStartThreshold
        let stop =
          inWorld
          ? settings.worldSpeedStopThreshold : settings.speedStopThreshold
        diagnostics.movementSignal = value
        recorded.record(
          &diagnostics.movementThresholds,
          begin: start,
          end: stop,
          in: inWorld ? .metresPerSecond : .normalizedPerSecond
        )
        if !heldBack {
          transition = update(
            signal: value,
            start: start,
            stop: stop,
            displacement: displacement,
            at: time
          )
        }
      } else {
        diagnostics.movementSignal = nil
      }
      // A speed has a displacement only from where the hand rested.
      diagnostics.displacement = displacement
    }
    // The reference is where the hand rested, or where the speed's window
    // begins (a per-frame signal has no window).
    if sliderSettings.referencesMovementStart,
      let reference = restReference
        ?? signal.speed?.motion.reference.map({
          Marker(time: $0.time, x: $0.x)
        })
    {
      referenceX = reference.x
      if case .idle(let lastHeldBack, let lastEnd) = state {
        // A movement a pinch held back is measured from where the pinch
        // released it, not from motion made while pinched.
        if let lastHeldBack, lastHeldBack.time >= reference.time {
          referenceX = lastHeldBack.x
        }
        // Nor from motion the previous movement already counted.
        if let lastEnd, lastEnd.time >= reference.time {
          referenceX = lastEnd.x
        }
      }
    }

    if heldBack, case .idle(_, let lastEnd) = state {
      state = .idle(
        heldBack: Marker(time: time, x: point.display.x),
        lastEnd: lastEnd
      )
    }
    switch transition {
    case .began:
      decide(
        at: time,
        waitingSince: nil,
        referenceX: referenceX,
        x: point.display.x,
        arbiter: &arbiter,
        emitter: &emitter
      )
    case .ended:
      if case .moving = state {
        arbiter.end(.movement)
        if sliderSettings.isEnabled {
          slider.end()
          emitter.emit(
            .slider,
            .ended,
            value: slider.value,
            name: slider.option
          )
        }
        emitter.emit(.movement, .ended)
      }
      // A movement that ends while it waits or after it was cancelled
      // reports nothing.
      state = .idle(
        heldBack: nil,
        lastEnd: Marker(time: time, x: point.display.x)
      )
    case nil:
      switch state {
      case .moving:
        if sliderSettings.isEnabled {
          updateSlider(x: point.display.x, emitter: &emitter)
        }
      case .waiting(let since, _, let reference):
        decide(
          at: time,
          waitingSince: since,
          referenceX: reference,
          x: point.display.x,
          arbiter: &arbiter,
          emitter: &emitter
        )
      case .idle, .cancelled:
        break
      }
    }
  }

  /// Begins the movement, or makes it wait or refuses it, as the arbiter
  /// decides.
  private mutating func decide(
    at time: Double,
    waitingSince: Double?,
    referenceX: Double,
    x: Double,
    arbiter: inout Arbiter,
    emitter: inout EventEmitter
  ) {
    let belowStopSince = state.belowStopSince
    switch arbiter.begin(.movement, at: time, waitingSince: waitingSince) {
    case .begin:
      state = .moving(belowStopSince: belowStopSince, referenceX: referenceX)
      emitter.emit(.movement, .began)
      if sliderSettings.isEnabled {
        slider.begin(x: referenceX)
        emitter.emit(.slider, .began, value: slider.value, name: slider.option)
        updateSlider(x: x, emitter: &emitter)
      }
    case .wait:
      state = .waiting(
        since: waitingSince ?? time,
        belowStopSince: belowStopSince,
        referenceX: referenceX
      )
    case .refuse:
      state = .cancelled(belowStopSince: belowStopSince)
    }
  }

  /// Cancels the movement if another gesture preempted it: the slider
  /// goes back to the value it had when the movement began, which the
  /// `slider cancelled` event carries, and nothing more is reported until
  /// the recognizer ends the movement.
  @inline(__always)
  mutating func resolvePreemption(
    arbiter: inout Arbiter,
    emitter: inout EventEmitter
  ) {
    guard isPreemptible, arbiter.takePreemption(.movement),
      case .moving(let belowStopSince, let referenceX) = state
    else { return }
    state = .cancelled(belowStopSince: belowStopSince)
    if sliderSettings.isEnabled { slider.update(x: referenceX) }
    emitCancellation(emitter: &emitter)
  }

  /// Ends the slider, if on, and reports the slider's and the movement's
  /// cancellation, the slider's at the value it is left at.
  private mutating func emitCancellation(emitter: inout EventEmitter) {
    if sliderSettings.isEnabled {
      slider.end()
      emitter.emit(
        .slider,
        .cancelled,
        value: slider.value,
        name: slider.option
      )
    }
    emitter.emit(.movement, .cancelled)
  }

  /// Cancels a movement that goes on, with its slider, and forgets the
  /// signal's history: the hand was lost for longer than the loss timeout.
  mutating func cancel(arbiter: inout Arbiter, emitter: inout EventEmitter) {
    if recognizer.cancel(), case .moving = state {
      emitCancellation(emitter: &emitter)
    }
    arbiter.end(.movement)
    signal.removeAll()
    state = .idle(heldBack: nil, lastEnd: nil)
    filter?.reset()
  }

  /// The tracked point in the display frame, and in world landmarks when
  /// the movement is measured there.
  @inline(__always)
  private func trackedPoint(
    _ joints: JointPoints
  ) -> (display: Point, world: Point3D?)? {
    let world = settings.usesWorldLandmarks ? joints.world : nil
    if settings.point == .palm,
      let palm = PalmPoint.mean(of: joints, world: world)
    {
      return palm
    }
    guard let tip = joints.display(.indexTip) else { return nil }
    return (tip, world.map { $0[Joint.indexTip.rawValue] })
  }

  /// Feeds the recognizer, holding a moving state while the signal has
  /// been below the stop threshold for less than the stop delay, or, with
  /// a displacement start, while the hand does not rest; and starting a
  /// movement when the hand is farther than the displacement start from
  /// where it rested.
  ///
  /// - Parameters:
  ///   - signal: The movement signal, in the units of `start` and `stop`.
  ///   - start: The signal that starts a movement.
  ///   - stop: The signal below which a movement stops.
  ///   - displacement: The tracked point's distance from where the hand
  ///     rested, in palm sizes, if it is measured.
  ///   - time: The frame's time, in seconds.
  /// - Returns: The transition the frame caused, or `nil`.
  private mutating func update(
    signal: Double,
    start: Double,
    stop: Double,
    displacement: Double?,
    at time: Double
  ) -> MovementRecognizer.Transition? {
    var signal = signal
    if recognizer.state == .moving {
      let since: Double? =
        signal < stop ? state.belowStopSince ?? time : nil
      state = state.with(belowStopSince: since)
      if let since, !(time - since).reaches(settings.stopDelay) {
        signal = stop
      }
      // A movement goes on until the hand rests: a slow one has a speed
      // below the stop all along.
      if self.signal.keepsRest, !self.signal.rest.isResting {
        signal = Swift.max(signal, stop)
      }
    } else if let displacement,
      let threshold = settings.displacementStartThreshold,
      displacement > threshold
    {
      signal = .infinity
    }
    return recognizer.update(
      signal: signal,
      startThreshold: start,
      stopThreshold: stop
    )
  }

  private mutating func updateSlider(x: Double, emitter: inout EventEmitter) {
    let before = slider.value
    slider.update(x: x)
    let value = slider.value
    guard value != before else { return }
    if case .picker = slider {
      emitter.emit(.slider, .changed, value: value, name: slider.option)
    } else {
      emitter.emit(.slider, .changed, value: value)
    }
  }
}

extension MovementStage.State {
  /// The same state with another time at which the signal fell below the
  /// stop threshold; `idle` is left as it is.
  func with(belowStopSince since: Double?) -> Self {
    switch self {
    case .idle: self
    case .moving(_, let reference):
      .moving(belowStopSince: since, referenceX: reference)
    case .waiting(let waitingSince, _, let reference):
      .waiting(
        since: waitingSince,
        belowStopSince: since,
        referenceX: reference
      )
    case .cancelled: .cancelled(belowStopSince: since)
    }
  }
}
