/// How ``HandGestureEngine`` is set up from its configuration: the stages
/// it runs, and what they read, worked out once.
extension HandGestureEngine {
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
    doublePinches = DoublePinchStages(configuration)
    holds = HoldStages(configuration)
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
    runsMiddlePinch = middlePinch != nil
    runsSwipe = swipe != nil
    runsDoublePinches = doublePinches != nil
    runsHolds = holds != nil
    runsPose = pose != nil
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
    var joints: JointSet = []
    var measuresPalm = false
    var readsWorld = false
    for stage in BuiltInStage.allCases {
      let reads = reads(of: stage)
      joints.formUnion(reads.joints)
      measuresPalm = measuresPalm || reads.measuresPalm
      readsWorld = readsWorld || reads.readsWorld
    }
    for stage in stages {
      joints.formUnion(stage.joints)
      measuresPalm = measuresPalm || stage.readsPalmSize
      readsWorld = readsWorld || stage.readsWorldLandmarks
    }
    for stage in frameStages {
      joints.formUnion(stage.joints)
      measuresPalm = measuresPalm || stage.readsPalmSize
      readsWorld = readsWorld || stage.readsWorldLandmarks
    }
    if measuresPalm { joints.formUnion(.palmSize) }
    self.measuresPalm = measuresPalm
    self.readsWorld = readsWorld
    self.joints = joints
    readsDensely = JointPoints.readsDensely(joints)
  }
}
