/// The stage of a pinch between the thumb and one finger: the index
/// finger (the primary pinch) or the middle finger (the secondary one).
///
/// Each frame both tips pass the confidence gate, the stage measures their
/// distance, smoothed by the configuration's filter when it is on:
/// `hypot(dx, dy)` in normalized display units (handKit); in metres when
/// the hand has world landmarks and the configuration reads them; or in
/// palm sizes when it is hand-relative and the hand's size is known. It
/// feeds the distance to a ``PinchRecognizer`` with the thresholds of that
/// unit. An open pinch is fed to its recognizer only if the ``Arbiter``
/// lets it, when the configuration rejects fists, the hand is not a fist,
/// and, when it requires a palm facing, the palm faces that way; when the
/// recognizer begins, the arbiter decides whether the pinch
/// begins, waits for another gesture to fail, or is refused.
struct PinchStage: Sendable {
  /// Where the pinch stands with the other gestures, beside its
  /// recognizer's state.
  enum Standing: Sendable {
    /// The recognizer's state is the pinch's.
    case reported
    /// The recognizer is pinched and the pinch waits, since the time
    /// given in seconds, for another gesture to fail.
    case waiting(since: Double)
    /// The recognizer is pinched but the pinch was cancelled or refused:
    /// nothing is reported until the pinch opens.
    case cancelled
  }

  /// The finger that meets the thumb.
  let finger: Finger
  /// The finger the stage's events name, or `nil` for none (the primary
  /// pinch when it is the only one, as the design contract has it).
  private let eventFinger: Finger?
  /// The finger's tip.
  private let tip: Joint
  /// The claim the pinch makes on the hand.
  private let claim: Arbiter.Claim
  /// The claims that hold the pinch back (see `Arbiter.blockers(of:)`).
  private let blockers: UInt8
  /// Whether another gesture may cancel the pinch.
  private let isPreemptible: Bool
  /// The pinch settings.
  private let settings: GestureConfiguration.Pinch
  /// The fist rule, when a fist cannot begin a pinch.
  private let fistRule: FistRule?
  /// Whether the distance may be measured in metres or palm sizes.
  private let measuresInOtherUnits: Bool
  /// Whether the stage writes the hand's diagnostics (the primary pinch).
  private let isDiagnosed: Bool
  /// Whether the stage writes its strength to the diagnostics.
  private let reportsStrength: Bool
  /// The way the palm must face for the pinch to begin.
  private let requiredFacing: PalmFacingRequirement
  /// The recognizer.
  private(set) var recognizer: PinchRecognizer
  /// Where the pinch stands with the other gestures.
  private var standing = Standing.reported
  /// Smoothing of the thumb and finger tips, when it is on.
  private var thumbFilter: OneEuroFilter2D?
  private var fingerFilter: OneEuroFilter2D?
  /// The thresholds last written to the diagnostics.
  private var recorded = RecordedThresholds()

  /// Creates the pinch of a finger with the thumb.
  ///
  /// - Parameters:
  ///   - finger: `index` or `middle`; any other finger traps.
  ///   - configuration: The engine's configuration.
  ///   - arbiter: The arbiter of the engine's stages.
  init(
    _ finger: Finger,
    configuration: GestureConfiguration,
    arbiter: Arbiter
  ) {
    let settings = configuration.pinch
    self.finger = finger
    self.settings = settings
    switch finger {
    case .index:
      tip = .indexTip
      claim = .indexPinch
      isDiagnosed = true
      eventFinger = settings.isSecondaryEnabled ? .index : nil
    case .middle:
      tip = .middleTip
      claim = .middlePinch
      isDiagnosed = false
      eventFinger = .middle
    case .thumb, .ring, .little:
      preconditionFailure("A pinch is the thumb with the index or middle.")
    }
    blockers = arbiter.blockers(of: claim)
    isPreemptible = arbiter.isPreemptible(claim)
    fistRule = settings.rejectsFist ? FistRule(settings) : nil
    reportsStrength = settings.reportsStrength
    requiredFacing = settings.requiresPalmFacing
    measuresInOtherUnits =
      settings.usesWorldLandmarks || settings.isHandRelative
    recognizer = PinchRecognizer(
      enterThreshold: settings.enterThreshold,
      exitThreshold: settings.exitThreshold
    )
    if configuration.smoothing.isEnabled {
      thumbFilter = configuration.smoothing.makeFilter()
      fingerFilter = configuration.smoothing.makeFilter()
    }
  }

  /// The pinch's state as its events report it: pinched only between a
  /// `began` and its `ended` or `cancelled`.
  var state: PinchRecognizer.State {
    if case .reported = standing { return recognizer.state }
    return .open
  }

  /// The joints the stage reads.
  var joints: JointSet {
    var joints = JointSet([.thumbTip, tip])
    if fistRule != nil { joints.formUnion(FistRule.joints) }
    return joints
  }

  /// Runs one frame of a hand that is seen; the primary pinch writes the
  /// frame's distance to the diagnostics (`nil` for none), and each pinch
  /// its strength when the configuration reports it.
  @inline(__always)
  mutating func update(
    _ frame: StageFrame,
    arbiter: inout Arbiter,
    diagnostics: inout HandDiagnostics,
    emitter: inout EventEmitter
  ) {
    let joints = frame.joints
    guard let thumb = joints.display(.thumbTip),
      let fingerTip = joints.display(tip)
    else {
      if isDiagnosed { diagnostics.pinchDistance = nil }
      if reportsStrength {
        Self.writeStrength(nil, primary: isDiagnosed, in: &diagnostics)
      }
      return
    }
    let thumbPoint = Self.smooth(thumb, with: &thumbFilter, at: frame.time)
    let fingerPoint = Self.smooth(
      fingerTip,
      with: &fingerFilter,
      at: frame.time
    )
    var distance = thumbPoint.distance(to: fingerPoint)
    var enter = settings.enterThreshold
    var exit = settings.exitThreshold
    var unit = ThresholdUnit.normalized
    if !measuresInOtherUnits {
      // Normalized display units.
    } else if settings.usesWorldLandmarks, let world = joints.world {
      distance = world[Joint.thumbTip.rawValue]
        .distance(to: world[tip.rawValue])
      enter = settings.worldEnterThreshold
      exit = settings.worldExitThreshold
      unit = .metres
    } else if settings.isHandRelative, let size = frame.palmSize, size > 0 {
      distance =
        frame.square(thumbPoint).distance(to: frame.square(fingerPoint)) / size
      enter = settings.relativeEnterThreshold
      exit = settings.relativeExitThreshold
      unit = .palmSizes
    }
    if isDiagnosed {
      diagnostics.pinchDistance = distance
      recorded.record(
        &diagnostics.pinchThresholds,
        begin: enter,
        end: exit,
        in: unit
      )
    }
    if reportsStrength {
      Self.recordStrength(
        distance,
        enter,
        exit,
        primary: isDiagnosed,
        in: &diagnostics
      )
    }
    guard settings.isEnabled else { return }
    resolvePreemption(arbiter: &arbiter, emitter: &emitter)
    if recognizer.state == .open {
      guard arbiter.mayBegin(blockedBy: blockers) else { return }
      if let fistRule, fistRule.isFist(in: frame) { return }
      if !requiredFacing.isMet(by: frame.palmFacing) { return }
    }
    let transition = recognizer.update(
      distance: distance,
      enterThreshold: enter,
      exitThreshold: exit
    )
    switch (transition, standing) {
    case (.began, _):
      decide(
        at: frame.time,
        waitingSince: nil,
        arbiter: &arbiter,
        emitter: &emitter
      )
    case (nil, .waiting(let since)):
      decide(
        at: frame.time,
        waitingSince: since,
        arbiter: &arbiter,
        emitter: &emitter
      )
    case (.ended, .reported):
      arbiter.end(claim)
      emitter.emit(.pinch, .ended, finger: eventFinger)
    case (.ended, .waiting), (.ended, .cancelled):
      // A pinch that opens while it waits never began.
      standing = .reported
    case (nil, .reported), (nil, .cancelled):
      break
    }
  }

  /// Writes the frame's strength to the diagnostics field of the stage's
  /// finger.
  // Out of line, so that `update` stays small enough to be inlined where
  // the strength is off (Docs/Performance/WhereTheTimeGoes.md).
  @inline(never)
  private static func recordStrength(
    _ distance: Double,
    _ enter: Double,
    _ exit: Double,
    primary: Bool,
    in diagnostics: inout HandDiagnostics
  ) {
    let strength = PinchRecognizer.strength(
      distance: distance,
      enterThreshold: enter,
      exitThreshold: exit
    )
    writeStrength(strength, primary: primary, in: &diagnostics)
  }

  /// Writes a strength, or none, to the thumb-index pinch's field of the
  /// diagnostics, or to the thumb-middle pinch's.
  @inline(never)
  private static func writeStrength(
    _ strength: Double?,
    primary: Bool,
    in diagnostics: inout HandDiagnostics
  ) {
    if primary {
      diagnostics.pinchStrength = strength
    } else {
      diagnostics.middlePinchStrength = strength
    }
  }

  /// Cancels the pinch if another gesture preempted it: nothing more is
  /// reported until the pinch opens.
  @inline(__always)
  mutating func resolvePreemption(
    arbiter: inout Arbiter,
    emitter: inout EventEmitter
  ) {
    guard isPreemptible, arbiter.takePreemption(claim) else { return }
    standing = .cancelled
    emitter.emit(.pinch, .cancelled, finger: eventFinger)
  }

  /// Begins the pinch, or makes it wait or refuses it, as the arbiter
  /// decides.
  private mutating func decide(
    at time: Double,
    waitingSince: Double?,
    arbiter: inout Arbiter,
    emitter: inout EventEmitter
  ) {
    switch arbiter.begin(claim, at: time, waitingSince: waitingSince) {
    case .begin:
      standing = .reported
      emitter.emit(.pinch, .began, finger: eventFinger)
    case .wait:
      standing = .waiting(since: waitingSince ?? time)
    case .refuse:
      standing = .cancelled
    }
  }

  /// Cancels a held pinch and forgets the smoothing: the hand was lost
  /// for longer than the loss timeout.
  mutating func cancel(
    arbiter: inout Arbiter,
    emitter: inout EventEmitter
  ) {
    if recognizer.cancel(), case .reported = standing {
      emitter.emit(.pinch, .cancelled, finger: eventFinger)
    }
    standing = .reported
    arbiter.end(claim)
    thumbFilter?.reset()
    fingerFilter?.reset()
  }

  /// Returns a point through its filter, if smoothing is on.
  @inline(__always)
  static func smooth(
    _ point: Point,
    with filter: inout OneEuroFilter2D?,
    at time: Double
  ) -> Point {
    guard var active = filter else { return point }
    let smoothed = active.filter(point, at: time)
    filter = active
    return smoothed
  }
}
