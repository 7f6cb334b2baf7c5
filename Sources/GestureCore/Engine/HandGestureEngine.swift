/// The recognizers of one hand, run frame by frame, turning its landmarks
/// into events.
///
/// For each frame the engine:
/// 1. decides whether the hand is seen: present, scoring at least
///    ``GestureConfiguration/Hands-swift.struct/minimumScore``; reports
///    `hand found`, and `hand lost` at once or, with a
///    ``GestureConfiguration/Hands-swift.struct/lossTimeout``, after the
///    grace period, cancelling its gestures then;
/// 2. passes the joints it needs through the confidence gate and turns them
///    into the display frame;
/// 3. if thumb and index tips passed, feeds their distance to the pinch:
///    `hypot(dx, dy)` in normalized units (handKit), or relative to the
///    hand's size, or in metres from world landmarks;
/// 4. feeds the movement signal to the movement recognizer: the median of
///    the index tip's frame-to-frame displacements from the last accepted
///    one (handKit), or the speed of the tracked point over a time window;
///    and while moving, the point's `x` to the slider;
/// 5. feeds the palm point to the swipe recognizer, and the hand's shape
///    to the pose recognizer (see `Docs/Gestures.md`); with
///    ``GestureConfiguration/Pinch-swift.struct/isSecondaryEnabled``, the
///    thumb-middle distance to a second pinch.
///
/// A joint that fails the gate changes nothing: its recognizers keep their
/// state, and the next accepted point is compared with the last accepted
/// one. Events of one frame come in this order: hand found, cancellations,
/// pose ended and hand lost, pinch (index, then middle), movement began,
/// slider began and changed, slider ended, movement ended, swipe, pose.
///
/// Most apps use ``GestureEngine``, which keeps one of these per hand.
public struct HandGestureEngine: Sendable {
  /// The configuration the engine runs.
  public var configuration: GestureConfiguration {
    @inline(__always) get { shared.configuration }
  }
  /// The configuration, kept behind a reference: stored inline, the large
  /// struct was copied whole into functions that read a field of it. The
  /// methods read their settings through it, not through
  /// ``configuration``, whose getter returns a copy of the whole struct.
  private let shared: SharedConfiguration
  /// The hand this engine reports in its events.
  public let hand: Chirality
  /// What the recognizers saw at the last frame.
  public private(set) var diagnostics: HandDiagnostics

  private let gate: ConfidenceGate
  /// The joints the configuration's recognizers read, gated and
  /// transformed once per frame (see `JointPoints`).
  private let jointSet: UInt32
  /// Whether those joints are read in one pass over the whole hand (see
  /// `JointPoints.readsDensely(_:)`).
  private let readsDensely: Bool
  /// Whether a recognizer reads world landmarks.
  private let readsWorld: Bool
  /// Whether the secondary pinch, the swipe and the poses run: checked
  /// before their methods are called rather than inside them.
  private let runsSecondaryPinch: Bool
  private let runsSwipe: Bool
  private let runsPoses: Bool
  /// The fist rule's settings, read once.
  private let fistRule: FistRule
  private var median: SlidingMedian
  private var motion: MotionWindow
  private var motionInWorld = false
  private var palmSizes: SlidingMedian
  private var movement: MovementRecognizer
  private var pinch: PinchRecognizer
  private var slider: SliderControl
  private var lastPoint: Point?
  /// Whether the hand counts as present (not lost).
  private var isPresent = false
  /// The time the hand was last seen, for the loss timeout.
  private var lastSeen: Double?
  /// Since when the movement signal has been below its stop threshold.
  private var belowStopSince: Double?
  /// The time and `x` of the last frame on which a pinch held a movement
  /// back: a movement that begins later is measured from there.
  private var lastHeldBack: (time: Double, x: Double)?
  /// Smoothing of the thumb tip, index tip and tracked point, if on.
  private var thumbFilter: OneEuroFilter2D?
  private var indexFilter: OneEuroFilter2D?
  private var pointFilter: OneEuroFilter2D?
  /// The time of the frame being processed, for the filters.
  private var now = 0.0
  /// The time and `x` at which the last movement ended.
  private var lastMovementEnd: (time: Double, x: Double)?
  /// The units of the thresholds last recorded in the diagnostics, if any.
  private var pinchThresholdUnit: ThresholdUnit?
  private var movementThresholdUnit: ThresholdUnit?
  /// The secondary pinch, thumb with middle finger, if it is on.
  private var secondaryPinch: PinchRecognizer
  /// The swipe recognizer, fed the palm point.
  private var swipe: SwipeRecognizer
  /// The recent palm sizes, when swipes are measured in them.
  private var swipePalmSizes: SlidingMedian
  /// The pose state machine: dwell and release delay.
  private var poses = PoseRecognizer()
  /// The finger a primary pinch event names: `index` when the secondary
  /// pinch is on too, otherwise none (the design contract's payload).
  private let primaryFinger: Finger?

  /// Creates an engine for one hand.
  ///
  /// - Parameters:
  ///   - configuration: The settings to run; must be valid (see
  ///     ``GestureConfiguration/validate()``).
  ///   - hand: The hand to name in events.
  public init(configuration: GestureConfiguration, hand: Chirality) {
    do {
      try configuration.validate()
    } catch {
      preconditionFailure("Invalid gesture configuration: \(error)")
    }
    self.shared = SharedConfiguration(configuration)
    self.hand = hand
    self.primaryFinger = configuration.pinch.isSecondaryEnabled ? .index : nil
    self.gate = ConfidenceGate(
      minimumConfidence: configuration.minimumConfidence
    )
    self.jointSet = Self.joints(read: configuration)
    self.readsDensely = JointPoints.readsDensely(jointSet)
    self.readsWorld =
      configuration.pinch.usesWorldLandmarks
      || configuration.movement.usesWorldLandmarks
    self.runsSecondaryPinch =
      configuration.pinch.isEnabled && configuration.pinch.isSecondaryEnabled
    self.runsSwipe = configuration.swipe.isEnabled
    self.runsPoses = configuration.poses.isEnabled
    self.fistRule = FistRule(configuration.pinch)
    self.median = SlidingMedian(
      windowSize: configuration.movement.medianWindow
    )
    self.motion = MotionWindow(
      window: configuration.movement.window,
      medianSpan: configuration.movement.medianSpan
    )
    self.palmSizes = SlidingMedian(windowSize: 15)
    self.movement = MovementRecognizer(
      startThreshold: configuration.movement.startThreshold,
      stopThreshold: configuration.movement.stopThreshold
    )
    self.pinch = PinchRecognizer(
      enterThreshold: configuration.pinch.enterThreshold,
      exitThreshold: configuration.pinch.exitThreshold
    )
    self.slider = SliderControl(configuration.slider)
    self.secondaryPinch = PinchRecognizer(
      enterThreshold: configuration.pinch.enterThreshold,
      exitThreshold: configuration.pinch.exitThreshold
    )
    self.swipe = SwipeRecognizer(
      maximumDuration: configuration.swipe.maximumDuration,
      minimumStraightness: configuration.swipe.minimumStraightness
    )
    self.swipePalmSizes = SlidingMedian(windowSize: 15)
    if configuration.smoothing.isEnabled {
      self.thumbFilter = configuration.smoothing.makeFilter()
      self.indexFilter = configuration.smoothing.makeFilter()
      self.pointFilter = configuration.smoothing.makeFilter()
    }
    self.diagnostics = HandDiagnostics(hand: hand, sliderValue: slider.value)
    self.diagnostics.sliderOption = slider.option
  }

  /// The settings of each recognizer, read where they are used: a copy of
  /// a settings struct held across the recognizers' calls cost a dozen
  /// loads and stores on every frame.
  private var pinchSettings: GestureConfiguration.Pinch {
    @inline(__always) get { shared.configuration.pinch }
  }
  private var movementSettings: GestureConfiguration.Movement {
    @inline(__always) get { shared.configuration.movement }
  }
  private var swipeSettings: GestureConfiguration.Swipe {
    @inline(__always) get { shared.configuration.swipe }
  }
  private var poseSettings: GestureConfiguration.Poses {
    @inline(__always) get { shared.configuration.poses }
  }

  /// The movement recognizer's current state.
  public var movementState: MovementRecognizer.State { movement.state }
  /// The pinch recognizer's current state.
  public var pinchState: PinchRecognizer.State { pinch.state }
  /// The slider's current value (a picker's selected index).
  public var sliderValue: Double { slider.value }

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
    handleAbsence(at: time, emitter: &emitter)
    endFrame(&emitter, events: &events)
  }

  /// ``process(_:in:time:frame:into:)`` for a hand the frame lists, read
  /// where it lies in the frame's array, through a pointer: a copy of a
  /// hand copies its 21 landmarks. The space comes prepared, as
  /// ``GestureEngine`` keeps it.
  mutating func process(
    inFrame hand: UnsafePointer<Hand>,
    in space: CoordinateSpace.Prepared,
    time: Double,
    frame: Int,
    into events: inout [GestureEvent]
  ) {
    var emitter = beginFrame(time: time, frame: frame, events: &events)
    if hand.pointee.score >= shared.configuration.hands.minimumScore {
      processSeen(hand, in: space, time: time, emitter: &emitter)
    } else {
      handleAbsence(at: time, emitter: &emitter)
    }
    endFrame(&emitter, events: &events)
  }

  /// Clears the last frame's readings and returns an emitter that appends
  /// to `events`, which it holds until ``endFrame(_:events:)``.
  private mutating func beginFrame(
    time: Double,
    frame: Int,
    events: inout [GestureEvent]
  ) -> Emitter {
    diagnostics.time = time
    diagnostics.frame = frame
    diagnostics.isPresent = false
    now = time
    diagnostics.trackedPoint = nil
    diagnostics.pinchDistance = nil
    diagnostics.displacement = nil
    diagnostics.movementSignal = nil
    // The emitter appends to the caller's array, moved in and out by
    // swapping so that it stays uniquely referenced and growing it does
    // not copy.
    var emitter = Emitter(time: time, frame: frame, hand: self.hand)
    swap(&emitter.events, &events)
    return emitter
  }

  /// Hands the events back and records the states the frame ended in.
  private mutating func endFrame(
    _ emitter: inout Emitter,
    events: inout [GestureEvent]
  ) {
    swap(&emitter.events, &events)
    diagnostics.movementState = movement.state
    diagnostics.pinchState = pinch.state
    diagnostics.sliderValue = slider.value
    // A slider has no option: its `nil` is set once, at the start, rather
    // than stored over itself (a release) on every frame.
    if case .picker = slider { diagnostics.sliderOption = slider.option }
  }

  /// Records a pair of thresholds in the diagnostics when their unit
  /// differs from the one recorded: the unit's name is a string, and
  /// storing one costs reference counting on every frame. Under one
  /// configuration a recognizer has one pair of thresholds per unit, so
  /// the pair changes only with its unit (checked in debug builds).
  private static func record(
    _ thresholds: inout HandDiagnostics.Thresholds?,
    unit recorded: inout ThresholdUnit?,
    begin: Double,
    end: Double,
    in unit: ThresholdUnit
  ) {
    if recorded == unit {
      assert(
        thresholds?.begin == begin && thresholds?.end == end,
        "The thresholds changed without their unit."
      )
      return
    }
    thresholds = HandDiagnostics.Thresholds(
      begin: begin,
      end: end,
      unit: unit.name
    )
    recorded = unit
  }

  /// Runs the recognizers on a hand that scores enough to be seen.
  private mutating func processSeen(
    _ hand: UnsafePointer<Hand>,
    in prepared: CoordinateSpace.Prepared,
    time: Double,
    emitter: inout Emitter
  ) {
    diagnostics.isPresent = true
    lastSeen = time
    if !isPresent {
      isPresent = true
      if shared.configuration.hands.reportsPresence {
        emitter.emit(.hand, .found)
      }
    }
    let space = prepared.space
    JointPoints.withPoints(
      of: hand,
      joints: jointSet,
      in: prepared,
      gate: gate,
      readsWorld: readsWorld,
      densely: readsDensely
    ) { joints in
      processPinch(joints, in: space, emitter: &emitter)
      if runsSecondaryPinch {
        processSecondaryPinch(joints, in: space, emitter: &emitter)
      }
      processMovement(joints, time: time, emitter: &emitter)
      if runsSwipe {
        processSwipe(joints, in: space, time: time, emitter: &emitter)
      }
      if runsPoses { processPose(joints, time: time, emitter: &emitter) }
    }
  }

  /// The joints a configuration's recognizers read.
  private static func joints(read configuration: GestureConfiguration)
    -> UInt32
  {
    // The pinch distance is measured, for the diagnostics, even when the
    // pinch is off.
    var joints = JointPoints.set([.thumbTip, .indexTip])
    if configuration.pinch.rejectsFist { joints |= fistJoints }
    if configuration.pinch.isSecondaryEnabled {
      joints |= JointPoints.set([.middleTip])
    }
    if configuration.movement.point == .palm
      || configuration.swipe.isEnabled
    {
      joints |= JointPoints.set(palmJoints)
    }
    if configuration.poses.isEnabled { joints |= PoseClassifier.joints }
    if configuration.pinch.isHandRelative
      || configuration.swipe.isHandRelative
    {
      joints |= JointPoints.palmSizeJoints
    }
    return joints
  }

  // MARK: Presence

  private mutating func handleAbsence(at time: Double, emitter: inout Emitter) {
    guard isPresent else { return }
    guard let timeout = shared.configuration.hands.lossTimeout else {
      isPresent = false
      forgetShape(emitter: &emitter)
      if shared.configuration.hands.reportsPresence {
        emitter.emit(.hand, .lost)
      }
      return
    }
    guard let lastSeen, time - lastSeen > timeout else { return }
    isPresent = false
    if pinch.cancel() {
      emitter.emit(.pinch, .cancelled, finger: primaryFinger)
    }
    if secondaryPinch.cancel() {
      emitter.emit(.pinch, .cancelled, finger: .middle)
    }
    if movement.cancel() {
      if shared.configuration.slider.isEnabled {
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
    median.removeAll()
    motion.removeAll()
    lastPoint = nil
    belowStopSince = nil
    lastHeldBack = nil
    lastMovementEnd = nil
    thumbFilter?.reset()
    indexFilter?.reset()
    pointFilter?.reset()
    forgetShape(emitter: &emitter)
    if shared.configuration.hands.reportsPresence { emitter.emit(.hand, .lost) }
  }

  // MARK: Pinch

  /// Feeds the thumb-index distance to the pinch. Inlined into the
  /// recognizers' step of `processSeen`, which the compiler keeps as a
  /// function of its own: the call cost more than the spills it adds.
  @inline(__always)
  private mutating func processPinch(
    _ joints: JointPoints,
    in space: CoordinateSpace,
    emitter: inout Emitter
  ) {
    guard let thumb = joints.display(.thumbTip),
      let index = joints.display(.indexTip)
    else { return }
    let thumbTip = Self.smooth(thumb, with: &thumbFilter, at: now)
    let indexTip = Self.smooth(index, with: &indexFilter, at: now)
    var distance = thumbTip.distance(to: indexTip)
    var enter = pinchSettings.enterThreshold
    var exit = pinchSettings.exitThreshold
    var unit = ThresholdUnit.normalized
    if pinchSettings.usesWorldLandmarks, let world = joints.world {
      distance = world[Joint.thumbTip.rawValue]
        .distance(to: world[Joint.indexTip.rawValue])
      enter = pinchSettings.worldEnterThreshold
      exit = pinchSettings.worldExitThreshold
      unit = .metres
    } else if pinchSettings.isHandRelative {
      // The median of the recent sizes, this frame's among them if it has
      // one.
      let median: Double? =
        if let size = joints.palmSize(), size > 0 {
          palmSizes.append(size)
        } else {
          palmSizes.value
        }
      if let size = median, size > 0 {
        distance =
          space.squarePoint(thumbTip).distance(to: space.squarePoint(indexTip))
          / size
        enter = pinchSettings.relativeEnterThreshold
        exit = pinchSettings.relativeExitThreshold
        unit = .palmSizes
      }
    }
    diagnostics.pinchDistance = distance
    Self.record(
      &diagnostics.pinchThresholds,
      unit: &pinchThresholdUnit,
      begin: enter,
      end: exit,
      in: unit
    )
    guard pinchSettings.isEnabled else { return }
    if pinch.state == .open {
      if secondaryPinch.state == .pinched { return }
      if pinchSettings.rejectsFist && Self.isFist(joints, rule: fistRule) {
        return
      }
      if shared.configuration.arbitration == .exclusive
        && movement.state == .moving
      {
        return
      }
    }
    switch pinch.update(
      distance: distance,
      enterThreshold: enter,
      exitThreshold: exit
    ) {
    case .began: emitter.emit(.pinch, .began, finger: primaryFinger)
    case .ended: emitter.emit(.pinch, .ended, finger: primaryFinger)
    case nil: break
    }
  }

  /// The joints whose mean is the palm point.
  static let palmJoints: [Joint] = [
    .wrist, .indexMCP, .middleMCP, .ringMCP, .littleMCP,
  ]

  /// ``palmJoints``' joint at `index`, from 0 to 4, without reading the
  /// array (a static array costs a check that it is made on each read).
  @inline(__always)
  static func palmJoint(_ index: Int) -> Joint {
    switch index {
    case 0: .wrist
    case 1: .indexMCP
    case 2: .middleMCP
    case 3: .ringMCP
    default: .littleMCP
    }
  }

  /// ``palmJoints`` as a set, written out for the same reason (the tests
  /// check it).
  static var palmJointSet: UInt32 {
    @inline(__always) get { 0x2_2221 }
  }

  /// The knuckle and tip of each finger that curls in a fist: the middle,
  /// ring and little fingers (0, 1 and 2).
  @inline(__always)
  private static func fistFinger(_ finger: Int) -> (knuckle: Joint, tip: Joint)
  {
    switch finger {
    case 0: (.middleMCP, .middleTip)
    case 1: (.ringMCP, .ringTip)
    default: (.littleMCP, .littleTip)
    }
  }

  /// The joints the fist rule reads.
  private static let fistJoints = JointPoints.set(
    [
      .wrist, .middleMCP, .middleTip, .ringMCP, .ringTip, .littleMCP,
      .littleTip,
    ]
  )

  /// The fist rule's settings, read once when the engine is made.
  struct FistRule: Sendable {
    /// The curl ratio in the display frame.
    let ratio: Double
    /// The curl ratio in world landmarks.
    let worldRatio: Double
    /// Whether the rule reads world landmarks when the hand has them.
    let usesWorldLandmarks: Bool
    /// The curl ratio made ready for the quick rule, or
    /// ``QuickThreshold/undecided`` when it cannot be squared for a quick
    /// comparison (see `isQuickThreshold(_:)`).
    let quickRatio: QuickThreshold

    /// Reads the rule's settings.
    ///
    /// - Parameter settings: The pinch settings, with the curl ratios.
    init(_ settings: GestureConfiguration.Pinch) {
      ratio = settings.fistCurlRatio
      worldRatio = settings.worldFistCurlRatio
      usesWorldLandmarks = settings.usesWorldLandmarks
      quickRatio =
        QuickThreshold(squaring: settings.fistCurlRatio) ?? .undecided
    }
  }

  /// Whether the middle, ring and little fingers are all curled.
  ///
  /// Static, as are the other helpers of the `process` methods: a method
  /// of this large struct would be handed a copy of all of it.
  ///
  /// - Parameters:
  ///   - joints: The hand's points, the fist joints among them, and its
  ///     world landmarks if it has them.
  ///   - rule: The curl ratios.
  /// - Returns: Whether each of the three fingers' tips is nearer the
  ///   wrist than the curl ratio times its knuckle is.
  static func isFist(_ joints: JointPoints, rule: FistRule) -> Bool {
    quickIsFist(joints, rule: rule) ?? exactIsFist(joints, rule: rule)
  }

  /// Calls `body` with the fist joints of a hand and its world landmarks,
  /// for the tests of the fist rule.
  static func withFistJoints<Result>(
    of hand: Hand,
    in space: CoordinateSpace,
    gate: ConfidenceGate,
    _ body: (JointPoints) -> Result
  ) -> Result {
    JointPoints.withPoints(
      of: hand,
      joints: fistJoints,
      in: space,
      gate: gate,
      readsWorld: true,
      body
    )
  }

  /// ``isFist(_:rule:)`` as the rule is written, with `hypot` distances.
  static func exactIsFist(_ joints: JointPoints, rule: FistRule) -> Bool {
    if rule.usesWorldLandmarks, let world = joints.world {
      let wrist = world[Joint.wrist.rawValue]
      for finger in 0..<3 {
        let (knuckle, tip) = fistFinger(finger)
        if wrist.distance(to: world[tip.rawValue])
          >= rule.worldRatio * wrist.distance(to: world[knuckle.rawValue])
        {
          return false
        }
      }
      return true
    }
    guard let wrist = joints.square(.wrist) else { return false }
    for finger in 0..<3 {
      let (knuckle, tip) = fistFinger(finger)
      guard let knucklePoint = joints.square(knuckle),
        let tipPoint = joints.square(tip)
      else { return false }
      if wrist.distance(to: tipPoint) >= rule.ratio
        * wrist.distance(to: knucklePoint)
      {
        return false
      }
    }
    return true
  }

  /// ``isFist(_:rule:)`` by squared distances (see `Support/Math.swift`),
  /// or `nil` when a finger is too near the ratio, or a distance out of
  /// range, to be sure of the exact rule's answer. World landmarks are
  /// left to the exact rule.
  static func quickIsFist(_ joints: JointPoints, rule: FistRule) -> Bool? {
    if rule.usesWorldLandmarks, joints.world != nil {
      return nil
    }
    guard let wrist = joints.square(.wrist) else { return false }
    var isFist = true
    for finger in 0..<3 {
      let (knuckle, tip) = fistFinger(finger)
      guard let knucklePoint = joints.square(knuckle),
        let tipPoint = joints.square(tip)
      else { return false }
      guard let reach = quickSquaredDistance(wrist, tipPoint),
        let base = quickSquaredDistance(wrist, knucklePoint),
        let far = rule.quickRatio.isAbove(reach, over: base)
      else { return nil }
      if far { isFist = false }
    }
    return isFist
  }

  // MARK: Movement

  /// The tracked point in the display frame, and in world landmarks when
  /// the movement is measured there.
  @inline(__always)
  private static func trackedPoint(
    _ joints: JointPoints,
    point: GestureConfiguration.Movement.TrackedPoint,
    usesWorldLandmarks: Bool
  ) -> (display: Point, world: Point3D?)? {
    let worldLandmarks = usesWorldLandmarks ? joints.world : nil
    switch point {
    case .indexTip:
      guard let tip = joints.display(.indexTip) else { return nil }
      return (tip, worldLandmarks.map { $0[Joint.indexTip.rawValue] })
    case .palm:
      var count = 0.0
      for joint in Self.palmJoints where joints.display(joint) != nil {
        count += 1
      }
      guard count > 0 else {
        guard let tip = joints.display(.indexTip) else { return nil }
        return (tip, worldLandmarks.map { $0[Joint.indexTip.rawValue] })
      }
      // Each term is divided before it is added, so that coordinates near
      // the largest finite value (a joint far off the image) cannot sum to
      // infinity.
      var mean = Point.zero
      var worldMean = Point3D(x: 0, y: 0, z: 0)
      for joint in Self.palmJoints {
        guard let point = joints.display(joint) else { continue }
        mean.x += point.x / count
        mean.y += point.y / count
        if let worldLandmarks {
          let world = worldLandmarks[joint.rawValue]
          worldMean.x += world.x / count
          worldMean.y += world.y / count
          worldMean.z += world.z / count
        }
      }
      return (mean, worldLandmarks == nil ? nil : worldMean)
    }
  }

  private mutating func processMovement(
    _ joints: JointPoints,
    time: Double,
    emitter: inout Emitter
  ) {
    guard
      var point = Self.trackedPoint(
        joints,
        point: movementSettings.point,
        usesWorldLandmarks: movementSettings.usesWorldLandmarks
      )
    else { return }
    // A joint passes the gate only at a finite position, which stays
    // finite in the display frame (`1 - y` of a finite `y` is finite), and
    // so does the mean of such points, each divided before it is added.
    assert(point.display.isFinite, "A tracked point is not finite.")
    if let world = point.world, !world.isFinite { point.world = nil }
    point.display = Self.smooth(point.display, with: &pointFilter, at: time)
    diagnostics.trackedPoint = point.display
    var transition: MovementRecognizer.Transition?
    var referenceX = point.display.x
    let heldBack =
      shared.configuration.arbitration == .exclusive && pinch.state == .pinched
      && movement.state == .idle

    switch movementSettings.measure {
    case .perFrame:
      if let lastPoint {
        let displacement = lastPoint.distance(to: point.display)
        diagnostics.displacement = displacement
        let signal = median.append(displacement)
        diagnostics.movementSignal = signal
        Self.record(
          &diagnostics.movementThresholds,
          unit: &movementThresholdUnit,
          begin: movementSettings.startThreshold,
          end: movementSettings.stopThreshold,
          in: .normalizedPerFrame
        )
        if !heldBack {
          transition = updateMovement(
            signal: signal,
            start: movementSettings.startThreshold,
            stop: movementSettings.stopThreshold,
            at: time
          )
        }
      }
      lastPoint = point.display
    case .speed:
      let inWorld = point.world != nil
      if inWorld != motionInWorld {
        motion.removeAll()
        motionInWorld = inWorld
      }
      let position =
        point.world ?? Point3D(x: point.display.x, y: point.display.y, z: 0)
      motion.append(position, x: point.display.x, at: time)
      if var signal = motion.speed {
        // While moving, a turn must not read as a stop: see
        // `GestureConfiguration.Movement.holdsThroughTurns`.
        if movementSettings.holdsThroughTurns, movement.state == .moving,
          let held = motion.heldSpeed
        {
          signal = held
        }
        let start =
          inWorld
          ? movementSettings.worldSpeedStartThreshold
          : movementSettings.speedStartThreshold
        let stop =
          inWorld
          ? movementSettings.worldSpeedStopThreshold
          : movementSettings.speedStopThreshold
        diagnostics.movementSignal = signal
        Self.record(
          &diagnostics.movementThresholds,
          unit: &movementThresholdUnit,
          begin: start,
          end: stop,
          in: inWorld ? .metresPerSecond : .normalizedPerSecond
        )
        if !heldBack {
          transition = updateMovement(
            signal: signal,
            start: start,
            stop: stop,
            at: time
          )
        }
      }
      if shared.configuration.slider.referencesMovementStart,
        let reference = motion.reference
      {
        referenceX = reference.x
        // A movement a pinch held back is measured from where the pinch
        // released it, not from motion made while pinched.
        if let lastHeldBack, lastHeldBack.time >= reference.time {
          referenceX = lastHeldBack.x
        }
        // Nor from motion the previous movement already counted.
        if let lastEnd = lastMovementEnd, lastEnd.time >= reference.time {
          referenceX = lastEnd.x
        }
      }
    }

    if heldBack {
      lastHeldBack = (time, point.display.x)
    }
    let sliderOn = shared.configuration.slider.isEnabled
    switch transition {
    case .began:
      emitter.emit(.movement, .began)
      if sliderOn {
        slider.begin(x: referenceX)
        emitter.emit(.slider, .began, value: slider.value, name: slider.option)
        updateSlider(x: point.display.x, emitter: &emitter)
      }
    case .ended:
      lastMovementEnd = (time, point.display.x)
      if sliderOn {
        slider.end()
        emitter.emit(.slider, .ended, value: slider.value, name: slider.option)
      }
      emitter.emit(.movement, .ended)
    case nil:
      if sliderOn && movement.state == .moving {
        updateSlider(x: point.display.x, emitter: &emitter)
      }
    }
  }

  /// Returns a point through its filter, if smoothing is on.
  private static func smooth(
    _ point: Point,
    with filter: inout OneEuroFilter2D?,
    at time: Double
  ) -> Point {
    guard var active = filter else { return point }
    let smoothed = active.filter(point, at: time)
    filter = active
    return smoothed
  }

  /// Feeds the movement recognizer, holding a moving state while the
  /// signal has been below the stop threshold for less than the stop
  /// delay.
  private mutating func updateMovement(
    signal: Double,
    start: Double,
    stop: Double,
    at time: Double
  ) -> MovementRecognizer.Transition? {
    var signal = signal
    if movement.state == .moving, signal < stop {
      let since = belowStopSince ?? time
      belowStopSince = since
      if time - since < shared.configuration.movement.stopDelay {
        signal = stop
      }
    } else {
      belowStopSince = nil
    }
    let transition = movement.update(
      signal: signal,
      startThreshold: start,
      stopThreshold: stop
    )
    if transition == .ended { belowStopSince = nil }
    return transition
  }

  private mutating func updateSlider(x: Double, emitter: inout Emitter) {
    let before = slider.value
    slider.update(x: x)
    if slider.value != before {
      emitter.emit(.slider, .changed, value: slider.value, name: slider.option)
    }
  }
}

// MARK: Secondary pinch, swipes and poses

extension HandGestureEngine {

  /// Feeds the thumb-middle distance to the secondary pinch, measured as
  /// the primary's: normalized units, palm sizes or metres.
  private mutating func processSecondaryPinch(
    _ joints: JointPoints,
    in space: CoordinateSpace,
    emitter: inout Emitter
  ) {
    guard pinchSettings.isEnabled, pinchSettings.isSecondaryEnabled,
      let thumbTip = joints.display(.thumbTip),
      let middleTip = joints.display(.middleTip)
    else { return }
    var distance = thumbTip.distance(to: middleTip)
    var enter = pinchSettings.enterThreshold
    var exit = pinchSettings.exitThreshold
    if pinchSettings.usesWorldLandmarks, let world = joints.world {
      distance = world[Joint.thumbTip.rawValue]
        .distance(to: world[Joint.middleTip.rawValue])
      enter = pinchSettings.worldEnterThreshold
      exit = pinchSettings.worldExitThreshold
    } else if pinchSettings.isHandRelative, let size = palmSizes.value, size > 0
    {
      distance =
        space.squarePoint(thumbTip).distance(to: space.squarePoint(middleTip))
        / size
      enter = pinchSettings.relativeEnterThreshold
      exit = pinchSettings.relativeExitThreshold
    }
    if secondaryPinch.state == .open {
      if pinch.state == .pinched { return }
      if pinchSettings.rejectsFist && Self.isFist(joints, rule: fistRule) {
        return
      }
      if shared.configuration.arbitration == .exclusive
        && movement.state == .moving
      {
        return
      }
    }
    switch secondaryPinch.update(
      distance: distance,
      enterThreshold: enter,
      exitThreshold: exit
    ) {
    case .began: emitter.emit(.pinch, .began, finger: .middle)
    case .ended: emitter.emit(.pinch, .ended, finger: .middle)
    case nil: break
    }
  }

  /// Feeds the palm point to the swipe recognizer.
  ///
  /// The palm point is the mean of the wrist and the four knuckles, all of
  /// which must pass the gate; otherwise the frame changes nothing. In
  /// handKit the point and the distance are in normalized display units;
  /// hand-relative, in square units and palm sizes (the median of the last
  /// 15 frames' sizes).
  private mutating func processSwipe(
    _ joints: JointPoints,
    in space: CoordinateSpace,
    time: Double,
    emitter: inout Emitter
  ) {
    guard swipeSettings.isEnabled else { return }
    guard joints.accepted & Self.palmJointSet == Self.palmJointSet else {
      return
    }
    // The mean of the five palm joints, each coordinate divided by five
    // and added in joint order; both coordinates at once, in a vector
    // register (the same values: each lane is the scalar operation).
    var sum = SIMD2<Double>.zero
    let count = SIMD2<Double>(repeating: 5)
    for index in 0..<5 {
      let display = joints.acceptedDisplay(Self.palmJoint(index))
      sum += SIMD2(display.x, display.y) / count
    }
    // Finite, as each gated point is (see `processMovement`).
    var point = Point(x: sum.x, y: sum.y)
    assert(point.isFinite, "A palm point is not finite.")
    var minimum = swipeSettings.minimumDistance
    if swipeSettings.isHandRelative {
      let median: Double? =
        if let size = joints.palmSize(), size > 0, size.isFinite {
          swipePalmSizes.append(size)
        } else {
          swipePalmSizes.value
        }
      guard let size = median, size > 0 else { return }
      point = space.squarePoint(point)
      minimum = swipeSettings.relativeMinimumDistance * size
    }
    if let direction = swipe.update(
      point: point,
      at: time,
      minimumDistance: minimum
    ) {
      emitter.emit(.swipe, .recognized, direction: direction)
    }
  }

  /// Reads the hand's pose and feeds it to the pose state machine.
  ///
  /// A frame whose hand cannot be read (a joint missing, below the gate or
  /// not finite) changes nothing.
  private mutating func processPose(
    _ joints: JointPoints,
    time: Double,
    emitter: inout Emitter
  ) {
    guard poseSettings.isEnabled,
      let reading = PoseClassifier.reading(
        at: shared.poseClassifier,
        of: joints,
        held: poses.pose
      )
    else { return }
    switch poses.update(
      match: reading.pose,
      holding: reading.holds,
      at: time,
      dwell: poseSettings.dwell,
      releaseDelay: poseSettings.releaseDelay
    ) {
    case .began(let pose): emitter.emit(.pose, .began, name: pose.rawValue)
    case .ended(let pose): emitter.emit(.pose, .ended, name: pose.rawValue)
    case nil: break
    }
  }

  /// Ends a held pose and forgets the swipe's history, when the hand is
  /// lost: a pose is a shape of a hand that is seen, and a hand that comes
  /// back elsewhere has not swiped there.
  private mutating func forgetShape(emitter: inout Emitter) {
    if let pose = poses.reset() {
      emitter.emit(.pose, .ended, name: pose.rawValue)
    }
    swipe.reset()
    swipePalmSizes.removeAll()
  }
}

/// The units a recognizer's thresholds are in, named in the diagnostics.
private enum ThresholdUnit {
  case normalized
  case palmSizes
  case metres
  case normalizedPerFrame
  case normalizedPerSecond
  case metresPerSecond

  /// The unit's name in ``HandDiagnostics/Thresholds/unit``.
  var name: String {
    switch self {
    case .normalized: "normalized units"
    case .palmSizes: "palm sizes"
    case .metres: "metres"
    case .normalizedPerFrame: "normalized units per frame"
    case .normalizedPerSecond: "normalized units per second"
    case .metresPerSecond: "metres per second"
    }
  }
}

/// A configuration shared, not copied, by the engines that run it.
///
/// `@unchecked Sendable`: its one pointer is to memory it owns, written
/// once in `init` and only read after.
private final class SharedConfiguration: @unchecked Sendable {
  let configuration: GestureConfiguration
  /// Reads finger states and directions for the poses, at an address that
  /// does not move: it is read through this pointer (see
  /// `PoseClassifier.reading(at:of:held:)`). Here rather than in the
  /// engine, whose mutating methods copied it (200 bytes) to call it.
  let poseClassifier: UnsafeMutablePointer<PoseClassifier>

  init(_ configuration: GestureConfiguration) {
    self.configuration = configuration
    self.poseClassifier = .allocate(capacity: 1)
    poseClassifier.initialize(to: PoseClassifier(settings: configuration.poses))
  }

  deinit {
    poseClassifier.deinitialize(count: 1)
    poseClassifier.deallocate()
  }
}

/// Collects one frame's events for one hand.
private struct Emitter {
  var time: Double
  var frame: Int
  var hand: Chirality
  var events: [GestureEvent] = []

  mutating func emit(
    _ gesture: Gesture,
    _ phase: Phase,
    value: Double? = nil,
    name: String? = nil,
    direction: Direction? = nil,
    finger: Finger? = nil
  ) {
    events.append(
      GestureEvent(
        time: time,
        frame: frame,
        hand: hand,
        gesture: gesture,
        phase: phase,
        value: value,
        direction: direction,
        name: name,
        finger: finger
      )
    )
  }
}
