/// How ``HandGestureEngine`` is set up from its configuration: the stages
/// it runs, and what they read, worked out once.
extension HandGestureEngine {
  /// Creates an engine for one hand that also reads what the app's frame
  /// stages read, and keeps a reading of each frame for them.
  ///
  /// - Precondition: The configuration is valid: ``GestureEngine``, which
  ///   validated it once, makes an engine for each hand it finds.
  init(
    configuration: GestureConfiguration,
    hand: Chirality,
    stages: [any HandStage],
    frameStages: [any FrameStage]
  ) {
    self.configuration = configuration
    self.hand = hand
    trackHand = hand
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
    doublePinches = DoublePinchStages(configuration)
    holds = HoldStages(configuration)
    movement = MovementStage(configuration: configuration, arbiter: arbiter)
    swipe =
      configuration.swipe.isEnabled ? SwipeStage(configuration.swipe) : .idle
    pose =
      configuration.poses.isEnabled ? PoseStage(configuration.poses) : .idle
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
    runsMiddlePinch = middlePinch != nil
    runsSwipe = configuration.swipe.isEnabled
    runsDoublePinches = doublePinches != nil
    runsHolds = holds != nil
    runsPose = configuration.poses.isEnabled
    runsSequences = sequence != nil
    preempts =
      arbiter.isPreemptible(.indexPinch) || arbiter.isPreemptible(.middlePinch)
      || arbiter.isPreemptible(.movement)
    arbitrates = !arbiter.isIdle
    diagnostics = HandDiagnostics(
      hand: hand,
      sliderValue: movement.slider.value
    )
    diagnostics.sliderOption = movement.slider.option
    var reads = StageReads()
    for stage in BuiltInStage.allCases {
      reads.formUnion(self.reads(of: stage))
    }
    for stage in stages { reads.formUnion(StageReads(stage)) }
    for stage in frameStages { reads.formUnion(StageReads(stage)) }
    if reads.measuresPalm { reads.joints.formUnion(.palmSize) }
    joints = reads.joints
    measuresPalm = reads.measuresPalm
    readsWorld = reads.readsWorld
    readsDensely = JointPoints.readsDensely(joints)
  }
}
