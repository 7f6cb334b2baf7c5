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
    measuresPalm =
      configuration.pinch.isHandRelative || configuration.swipe.isHandRelative
      || (holds != nil && configuration.hold.isHandRelative)
      || configuration.movement.displacementStartThreshold != nil
      || stages.contains { $0.readsPalmSize }
      || frameStages.contains { $0.readsPalmSize }
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
    var joints = indexPinch.joints.union(movement.joints)
    if let middlePinch { joints.formUnion(middlePinch.joints) }
    if swipe != nil { joints.formUnion(SwipeStage.joints) }
    if holds != nil { joints.formUnion(HoldStage.joints) }
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
}
