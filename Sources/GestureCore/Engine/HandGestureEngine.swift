/// The gesture stages of one hand, run frame by frame, turning its
/// landmarks into events.
///
/// For each frame the engine:
/// 1. decides whether the hand is seen (`HandPresence`): present, scoring
///    at least ``GestureConfiguration/Hands-swift.struct/minimumScore``;
///    reports `hand found`, and `hand lost` at once or, with a
///    ``GestureConfiguration/Hands-swift.struct/lossTimeout``, after the
///    grace period, cancelling its gestures then;
/// 2. passes the joints its stages read through the confidence gate and
///    turns them into the display frame, once for all of them;
/// 3. measures the hand's size (`PalmSizeTracker`), when a stage
///    measures in palm sizes, and reads the palm's facing, when the
///    configuration reads it (``GestureConfiguration/readsPalmFacing``);
/// 4. runs its stages in this order: the thumb-index pinch, the
///    thumb-middle pinch (with
///    ``GestureConfiguration/Pinch-swift.struct/isSecondaryEnabled``), the
///    movement and its slider, swipes, poses. An `Arbiter` decides which
///    of the pinches, the movement and swipes may begin, wait or are
///    cancelled (see ``GestureConfiguration/Relationships-swift.struct``);
/// 5. runs the app's own stages (``HandStage``), in the order given, on a
///    ``HandReading`` of the frame.
///
/// A joint that fails the gate changes nothing: its stages keep their
/// state, and the next accepted point is compared with the last accepted
/// one. Events of one frame come in this order: hand found, cancellations,
/// pose ended and hand lost, pinch (index, then middle), movement began,
/// slider began and changed, slider ended, movement ended, swipe, pose.
/// A gesture cancelled by one that runs before it reports `cancelled` at
/// its own place; by one that runs after it, after swipes.
///
/// Most apps use ``GestureEngine``, which keeps one of these per hand.
public struct HandGestureEngine: Sendable {
  /// The configuration the engine runs.
  public let configuration: GestureConfiguration
  /// The hand this engine reports in its events: the one it was created
  /// for, or the one its track has since been found to be (see
  /// ``GestureEngine``).
  public private(set) var hand: Chirality
  /// What the stages saw at the last frame.
  public internal(set) var diagnostics: HandDiagnostics

  private let gate: ConfidenceGate
  /// The joints the stages read, gated and transformed once per frame.
  private let joints: JointSet
  /// Whether those joints are read in one pass over the whole hand (see
  /// `JointPoints.readsDensely(_:)`).
  private let readsDensely: Bool
  /// Whether a stage reads world landmarks.
  private let readsWorld: Bool
  /// Whether a stage measures in palm sizes.
  private let measuresPalm: Bool
  /// Whether the optional stages run: checked before they are reached.
  private let runsMiddlePinch: Bool
  private let runsSwipe: Bool
  private let runsPose: Bool
  private let runsSequences: Bool
  /// Whether a gesture may cancel another.
  private let preempts: Bool
  /// Whether the arbiter may decide anything: a relationship between two
  /// gestures that are on is not `simultaneous`.
  private let arbitrates: Bool
  private(set) var presence: HandPresence
  private var palmSizes = PalmSizeTracker()
  var arbiter: Arbiter
  private(set) var indexPinch: PinchStage
  private var middlePinch: PinchStage?
  var movement: MovementStage
  private var swipe: SwipeStage?
  private var pose: PoseStage?
  private var sequence: SequenceStage?
  /// The palm's facing, read only when the configuration reads it.
  private var facing: PalmFacingStage
  /// Whether the configuration reads the palm's facing.
  private let readsFacing: Bool
  /// The app's own stages, in the order given.
  private var custom: [any HandStage]
  /// Whether there are any.
  private let runsCustom: Bool
  /// Whether the engine keeps a reading of each frame for the app's frame
  /// stages (see ``FrameStage``).
  private let keepsReading: Bool
  /// Whether the app's stages or frame stages read each frame.
  private let readsFrames: Bool
  /// The reading of the last frame, when the hand was seen in it and the
  /// engine keeps readings.
  private(set) var lastReading: HandReading?
  /// Whether the engine keeps the frame's pinch point, for the two-hand
  /// pinch.
  private let readsPinchPoint: Bool
  /// The midpoint of the thumb and index tips at this frame, in square
  /// display units, when the hand was seen with both (see
  /// `TwoHandPinchStage`).
  var pinchPoint: Point?

  /// Creates an engine for one hand.
  ///
  /// - Parameters:
  ///   - configuration: The settings to run; must be valid (see
  ///     ``GestureConfiguration/validate()``).
  ///   - hand: The hand to name in events.
  ///   - stages: The app's own stages, run after GestureCore's, in this
  ///     order; none by default.
  public init(
    configuration: GestureConfiguration,
    hand: Chirality,
    stages: [any HandStage] = []
  ) {
    self.init(
      configuration: configuration,
      hand: hand,
      stages: stages,
      frameStages: []
    )
  }

  /// Creates an engine for one hand that also reads what the app's frame
  /// stages read, and keeps a reading of each frame for them.
  init(
    configuration: GestureConfiguration,
    hand: Chirality,
    stages: [any HandStage],
    frameStages: [any FrameStage]
  ) {
    configuration.requireValid()
    self.configuration = configuration
    self.hand = hand
    gate = ConfidenceGate(minimumConfidence: configuration.minimumConfidence)
    presence = HandPresence(lossTimeout: configuration.hands.lossTimeout)
    arbiter = Arbiter(configuration)
    indexPinch = PinchStage(
      .index,
      configuration: configuration,
      arbiter: arbiter
    )
    if configuration.pinch.isEnabled && configuration.pinch.isSecondaryEnabled {
      middlePinch = PinchStage(
        .middle,
        configuration: configuration,
        arbiter: arbiter
      )
    }
    movement = MovementStage(configuration: configuration, arbiter: arbiter)
    if configuration.swipe.isEnabled {
      swipe = SwipeStage(configuration.swipe)
    }
    if configuration.poses.isEnabled {
      pose = PoseStage(configuration.poses)
    }
    if !configuration.sequences.isEmpty {
      sequence = SequenceStage(configuration.sequences)
    }
    facing = PalmFacingStage(configuration.facing)
    readsFacing = configuration.readsPalmFacing
    custom = stages
    runsCustom = !stages.isEmpty
    keepsReading = !frameStages.isEmpty
    readsFrames = runsCustom || keepsReading
    readsPinchPoint = configuration.twoHandPinch.isEnabled
    measuresPalm =
      configuration.pinch.isHandRelative || configuration.swipe.isHandRelative
      || configuration.movement.displacementStartThreshold != nil
      || stages.contains { $0.readsPalmSize }
      || frameStages.contains { $0.readsPalmSize }
    runsMiddlePinch = middlePinch != nil
    runsSwipe = swipe != nil
    runsPose = pose != nil
    runsSequences = sequence != nil
    preempts =
      arbiter.isPreemptible(.indexPinch) || arbiter.isPreemptible(.middlePinch)
      || arbiter.isPreemptible(.movement)
    arbitrates = !arbiter.isIdle
    var joints = indexPinch.joints.union(movement.joints)
    if let middlePinch { joints.formUnion(middlePinch.joints) }
    if swipe != nil { joints.formUnion(SwipeStage.joints) }
    if pose != nil { joints.formUnion(PoseStage.joints) }
    if readsFacing { joints.formUnion(PalmFacingStage.joints) }
    if measuresPalm { joints.formUnion(.palmSize) }
    if readsPinchPoint { joints.formUnion(JointSet([.thumbTip, .indexTip])) }
    for stage in stages { joints.formUnion(stage.joints) }
    for stage in frameStages { joints.formUnion(stage.joints) }
    self.joints = joints
    readsDensely = JointPoints.readsDensely(joints)
    readsWorld =
      configuration.pinch.usesWorldLandmarks || movement.readsWorld
      || (pose != nil && configuration.poses.usesWorldLandmarks)
      || (readsFacing && configuration.facing.usesWorldLandmarks)
      || stages.contains { $0.readsWorldLandmarks }
      || frameStages.contains { $0.readsWorldLandmarks }
    diagnostics = HandDiagnostics(
      hand: hand,
      sliderValue: movement.slider.value
    )
    diagnostics.sliderOption = movement.slider.option
  }

  /// Names another hand in the events and diagnostics from now on: the
  /// track's labels have shown it to be that one.
  ///
  /// - Parameter hand: The hand to name.
  mutating func relabel(_ hand: Chirality) {
    self.hand = hand
    diagnostics.hand = hand
  }

  /// Records how many other hands of the frame about to run were dropped
  /// as duplicates of this one.
  ///
  /// - Parameter count: The number of duplicates, 0 or more.
  @inline(__always)
  mutating func noteDuplicates(_ count: Int) {
    diagnostics.duplicates = count
  }

  /// The movement recognizer's current state.
  public var movementState: MovementRecognizer.State {
    movement.reportedState
  }
  /// The pinch recognizer's current state.
  public var pinchState: PinchRecognizer.State { indexPinch.state }
  /// The slider's current value (a picker's selected index).
  public var sliderValue: Double { movement.slider.value }
  /// How far the thumb-index pinch had closed at the last frame the hand
  /// was seen with both tips, from 0 to 1; `nil` unless
  /// ``GestureConfiguration/Pinch-swift.struct/reportsStrength`` is on
  /// (see ``HandDiagnostics/pinchStrength``).
  public var pinchStrength: Double? { diagnostics.pinchStrength }
  /// How far the thumb-middle pinch had closed, as ``pinchStrength``;
  /// `nil` unless the secondary pinch is on too.
  public var middlePinchStrength: Double? { diagnostics.middlePinchStrength }
  /// The palm's current facing; `unknown` unless the configuration reads
  /// it (``GestureConfiguration/readsPalmFacing``).
  public var palmFacing: PalmFacing { facing.facing }

  /// Runs one frame, appending the events it causes.
  ///
  /// - Parameters:
  ///   - hand: The hand in this frame, or `nil` if it was not seen.
  ///   - space: The coordinate space of the hand's raw landmarks.
  ///   - time: The frame's time, in seconds.
  ///   - frame: The frame's index.
  ///   - events: The events of this frame so far; new ones are appended.
  /// - Complexity: O(*w*) for a median window of *w*; no allocation beyond
  ///   the growth of `events`.
  public mutating func process(
    _ hand: Hand?,
    in space: CoordinateSpace,
    time: Double,
    frame: Int,
    into events: inout [GestureEvent]
  ) {
    if let hand {
      withUnsafePointer(to: hand) { hand in
        process(
          inFrame: hand,
          in: CoordinateSpace.Prepared(space),
          time: time,
          frame: frame,
          into: &events
        )
      }
      return
    }
    var emitter = beginFrame(time: time, frame: frame, events: &events)
    miss(at: time, emitter: &emitter)
    endFrame(&emitter, events: &events)
  }

  /// ``process(_:in:time:frame:into:)`` for a hand the frame lists, read
  /// where it lies in the frame's array, through a pointer. The space comes
  /// prepared, as ``GestureEngine`` keeps it.
  mutating func process(
    inFrame hand: UnsafePointer<Hand>,
    in space: CoordinateSpace.Prepared,
    time: Double,
    frame: Int,
    into events: inout [GestureEvent]
  ) {
    var emitter = beginFrame(time: time, frame: frame, events: &events)
    if hand.pointee.score >= configuration.hands.minimumScore {
      see(hand, in: space, time: time, emitter: &emitter)
    } else {
      miss(at: time, emitter: &emitter)
    }
    endFrame(&emitter, events: &events)
  }

  /// Records the frame in the diagnostics and returns an emitter that
  /// holds `events` until ``endFrame(_:events:)``.
  ///
  /// The frame's readings are written by the stages when the hand is seen
  /// (each stage writes or clears its own), and cleared when it is not.
  private mutating func beginFrame(
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) -> EventEmitter {
    diagnostics.time = time
    diagnostics.frame = frame
    if arbitrates { arbiter.beginFrame() }
    var emitter = EventEmitter(time: time, frame: frame, hand: self.hand)
    swap(&emitter.events, &events)
    emitter.first = emitter.events.count
    return emitter
  }

  /// Hands the events back and records the states the frame ended in.
  @inline(__always)
  private mutating func endFrame(
    _ emitter: inout EventEmitter,
    events: inout [GestureEvent]
  ) {
    if runsSequences { sequence?.update(emitter: &emitter) }
    swap(&emitter.events, &events)
    diagnostics.movementState = movement.reportedState
    diagnostics.pinchState = indexPinch.state
    if arbitrates { diagnostics.arbitration = arbiter.note }
    diagnostics.sliderValue = movement.slider.value
    diagnostics.pose = pose?.held
    // A slider has no option: its `nil` is set once, at the start.
    if case .picker = movement.slider {
      diagnostics.sliderOption = movement.slider.option
    }
  }

  /// Runs the stages on a hand that is seen.
  private mutating func see(
    _ hand: UnsafePointer<Hand>,
    in prepared: CoordinateSpace.Prepared,
    time: Double,
    emitter: inout EventEmitter
  ) {
    diagnostics.isPresent = true
    if presence.see(at: time), configuration.hands.reportsPresence {
      emitter.emit(.hand, .found)
    }
    JointPoints.withPoints(
      of: hand,
      joints: joints,
      in: prepared,
      gate: gate,
      readsWorld: readsWorld,
      densely: readsDensely
    ) { joints in
      if readsFacing { readFacing(joints, in: prepared.space) }
      let frame = StageFrame(
        joints: joints,
        displaySize: prepared.displaySize,
        time: time,
        palmSize: measuresPalm ? palmSizes.update(joints.palmSize()) : nil,
        palmFacing: facing.facing
      )
      indexPinch.update(
        frame,
        arbiter: &arbiter,
        diagnostics: &diagnostics,
        emitter: &emitter
      )
      if runsMiddlePinch {
        middlePinch?.update(
          frame,
          arbiter: &arbiter,
          diagnostics: &diagnostics,
          emitter: &emitter
        )
      }
      movement.update(
        frame,
        arbiter: &arbiter,
        diagnostics: &diagnostics,
        emitter: &emitter
      )
      if runsSwipe {
        swipe?.update(
          frame,
          arbiter: &arbiter,
          diagnostics: &diagnostics,
          emitter: &emitter
        )
      }
      if preempts, arbiter.hasPreemptions {
        // Gestures cancelled by one that runs after them.
        indexPinch.resolvePreemption(arbiter: &arbiter, emitter: &emitter)
        middlePinch?.resolvePreemption(arbiter: &arbiter, emitter: &emitter)
        movement.resolvePreemption(arbiter: &arbiter, emitter: &emitter)
      }
      if runsPose { pose?.update(frame, emitter: &emitter) }
      if readsFrames { runCustom(frame, emitter: &emitter) }
      if readsPinchPoint { notePinchPoint(frame) }
    }
  }

  /// Reads the palm's facing on a frame in which the hand is seen.
  // Out of line, so that `see` stays small enough for the pinch stages to
  // be inlined into it (Docs/Performance.md).
  @inline(never)
  private mutating func readFacing(
    _ joints: JointPoints,
    in space: CoordinateSpace
  ) {
    facing.update(joints, hand: hand, space: space, diagnostics: &diagnostics)
  }

  /// Runs the app's own stages on a frame in which the hand is seen, and
  /// keeps the frame's reading for the frame stages.
  // Out of line: it runs only with the app's stages, and inlined it makes
  // `see` too large for the pinch stages to be inlined (Docs/Performance.md).
  @inline(never)
  private mutating func runCustom(
    _ frame: StageFrame,
    emitter: inout EventEmitter
  ) {
    let reading = HandReading(
      frame.joints,
      time: frame.time,
      frame: emitter.frame,
      hand: hand,
      displaySize: frame.displaySize,
      palmSize: frame.palmSize,
      pinchState: indexPinch.state,
      movementState: movement.reportedState,
      sliderValue: movement.slider.value,
      pinchStrength: diagnostics.pinchStrength,
      palmFacing: frame.palmFacing
    )
    if keepsReading { lastReading = reading }
    guard runsCustom else { return }
    var events = StageEvents(emitter: emitter)
    emitter.events = []
    for index in custom.indices {
      custom[index].update(reading, events: &events)
    }
    swap(&events.emitter.events, &emitter.events)
  }

  /// Takes a frame on which the hand is not seen, losing it when it is
  /// time.
  private mutating func miss(at time: Double, emitter: inout EventEmitter) {
    diagnostics.isPresent = false
    diagnostics.trackedPoint = nil
    diagnostics.pinchDistance = nil
    diagnostics.displacement = nil
    diagnostics.movementSignal = nil
    diagnostics.swipeTravel = nil
    diagnostics.pinchStrength = nil
    diagnostics.middlePinchStrength = nil
    diagnostics.palmFacingSignal = nil
    // A frame on which the hand is seen replaces the reading.
    if keepsReading { lastReading = nil }
    pinchPoint = nil
    guard let loss = presence.miss(at: time) else { return }
    if case .timedOut = loss {
      indexPinch.cancel(arbiter: &arbiter, emitter: &emitter)
      middlePinch?.cancel(arbiter: &arbiter, emitter: &emitter)
      movement.cancel(arbiter: &arbiter, emitter: &emitter)
    }
    swipe?.reset()
    if readsFacing {
      facing.reset()
      diagnostics.palmFacing = .unknown
    }
    pose?.end(emitter: &emitter)
    if runsCustom {
      var events = StageEvents(emitter: emitter)
      emitter.events = []
      for index in custom.indices {
        custom[index].handLost(
          cancellingGestures: loss == .timedOut,
          events: &events
        )
      }
      swap(&events.emitter.events, &emitter.events)
    }
    palmSizes.reset()
    sequence?.reset()
    if configuration.hands.reportsPresence { emitter.emit(.hand, .lost) }
  }
}
