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
///    ``GestureConfiguration/Pinch-swift.struct/isSecondaryEnabled``), their
///    double pinches (with
///    ``GestureConfiguration/DoublePinch-swift.struct/isEnabled``), their
///    holds (with ``GestureConfiguration/Hold-swift.struct/isEnabled``), the
///    movement and its slider, swipes, poses. An `Arbiter` decides which
///    of the pinches, the movement and swipes may begin, wait or are
///    cancelled (see ``GestureConfiguration/Relationships-swift.struct``);
/// 5. runs the app's own stages (``HandStage``), in the order given, on a
///    ``HandReading`` of the frame;
/// 6. lets the hand's sequences (``GestureConfiguration/sequences``) read
///    the frame's events, on every frame, seen or not.
///
/// A joint that fails the gate changes nothing: its stages keep their
/// state, and the next accepted point is compared with the last accepted
/// one. Events of a frame on which the hand is seen come in this order:
/// hand found, pinch (index, then middle), double pinch and the pinch
/// events it held back (index, then middle), hold (index, then middle),
/// movement began, slider began and changed, slider ended, movement
/// ended, swipe, pose, the app's stages'; before them, on a frame that
/// renames the hand (see ``GestureEngine``), pose ended and hand lost
/// under the old name and hand found under the new. On a frame that loses
/// the hand: the cancellations of the loss timeout, the pinch events a double pinch
/// held back, pose ended, the app's stages', hand lost. The sequences'
/// events come last.
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
  public internal(set) var hand: Chirality
  /// The hand its track's labels show it to be (see ``GestureEngine``);
  /// ``hand`` takes it on the first frame the hand is seen with no
  /// gesture under way.
  var trackHand: Chirality
  /// The number of the track the engine follows in its ``GestureEngine``,
  /// from 0 in the order tracks are confirmed, which its events carry
  /// with ``GestureConfiguration/Hands-swift.struct/reportsTracks``; `nil`
  /// otherwise, and for an engine made on its own. Its diagnostics carry
  /// it too.
  public internal(set) var track: Int? {
    didSet { diagnostics.track = track }
  }
  /// What the stages saw at the last frame.
  public internal(set) var diagnostics: HandDiagnostics

  let gate: ConfidenceGate
  // What the stages read, worked out once in `init` from each stage's
  // `reads(of:)`; set only there.
  /// The joints the stages read, gated and transformed once per frame.
  var joints: JointSet = []
  /// Whether those joints are read in one pass over the whole hand (see
  /// `JointPoints.readsDensely(_:)`).
  var readsDensely = false
  /// Whether a stage reads world landmarks.
  var readsWorld = false
  /// Whether a stage measures in palm sizes.
  var measuresPalm = false
  /// Whether the optional stages run: checked before they are reached.
  let runsMiddlePinch: Bool
  let runsSwipe: Bool
  let runsDoublePinches: Bool
  let runsHolds: Bool
  let runsPose: Bool
  let runsSequences: Bool
  /// Whether a gesture may cancel another.
  let preempts: Bool
  /// Whether the arbiter may decide anything: a relationship between two
  /// gestures that are on is not `simultaneous`.
  let arbitrates: Bool
  var presence: HandPresence
  var palmSizes = PalmSizeTracker()
  var arbiter: Arbiter
  var indexPinch: PinchStage
  var middlePinch: PinchStage?
  var doublePinches: DoublePinchStages?
  var holds: HoldStages?
  var movement: MovementStage
  /// Swipes: run only where ``runsSwipe``, an idle stage otherwise.
  var swipe: SwipeStage
  /// The poses: run only where ``runsPose``, an idle stage otherwise.
  var pose: PoseStage
  var sequence: SequenceStage?
  /// The palm's facing, read only when the configuration reads it.
  var facing: PalmFacingStage
  /// Whether the configuration reads the palm's facing.
  let readsFacing: Bool
  /// The app's own stages, in the order given.
  var custom: [any HandStage]
  /// Whether there are any.
  let runsCustom: Bool
  /// Whether the engine keeps a reading of each frame for the app's frame
  /// stages (see ``FrameStage``).
  let keepsReading: Bool
  /// Whether the app's stages or frame stages read each frame.
  let readsFrames: Bool
  /// The reading of the last frame, when the hand was seen in it and the
  /// engine keeps readings.
  var lastReading: HandReading?
  /// Whether the engine keeps the frame's pinch point, for the two-hand
  /// pinch.
  let readsPinchPoint: Bool
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
    configuration.requireValid()
    self.init(
      configuration: configuration,
      hand: hand,
      stages: stages,
      frameStages: []
    )
  }

  /// Runs one frame, appending the events it causes.
  ///
  /// - Parameters:
  ///   - hand: The hand in this frame, or `nil` if it was not seen.
  ///   - space: The coordinate space of the hand's raw landmarks.
  ///   - time: The frame's time, in seconds: finite, and not earlier than
  ///     the previous call's, as ``GestureEngine/process(_:into:)``
  ///     requires of its frames. A time that goes back is a programming
  ///     error, which stages that keep a time window (adaptive's movement
  ///     speed) trap on.
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
    var emitter = beginFrame(time: time, frame: frame, events: consume events)
    miss(at: time, emitter: &emitter)
    events = endFrame(consume emitter)
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
    if trackHand != self.hand,
      hand.pointee.score >= configuration.hands.minimumScore
    {
      renameIfIdle(time: time, frame: frame, events: &events)
    }
    var emitter = beginFrame(time: time, frame: frame, events: consume events)
    if hand.pointee.score >= configuration.hands.minimumScore {
      see(hand, in: space, time: time, emitter: &emitter)
    } else {
      miss(at: time, emitter: &emitter)
    }
    events = endFrame(consume emitter)
  }

  /// Runs the stages on a hand that is seen.
  mutating func see(
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
      if runsDoublePinches {
        doublePinches?.update(diagnostics: &diagnostics, emitter: &emitter)
      }
      if runsHolds {
        holds?.update(
          frame,
          indexPinch: indexPinch,
          middlePinch: middlePinch,
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
        swipe.update(
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
        doublePinches?.resolve(indexPinch, middlePinch, emitter: &emitter)
        holds?.resolve(indexPinch, middlePinch, emitter: &emitter)
        movement.resolvePreemption(arbiter: &arbiter, emitter: &emitter)
      }
      if runsPose {
        pose.update(frame, diagnostics: &diagnostics, emitter: &emitter)
      }
      if readsFrames { runCustom(frame, emitter: &emitter) }
      if readsPinchPoint { notePinchPoint(frame) }
    }
  }

  /// Reads the palm's facing on a frame in which the hand is seen.
  // Out of line, so that `see` stays small enough for the pinch stages to
  // be inlined into it (Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  mutating func readFacing(
    _ joints: JointPoints,
    in space: CoordinateSpace
  ) {
    facing.update(
      joints,
      hand: trackHand,
      space: space,
      diagnostics: &diagnostics
    )
  }

}
