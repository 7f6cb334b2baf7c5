/// Every setting of the gesture engine, with the prototype's as the default.
///
/// ``handKit`` is the configuration of the original prototype, measured on
/// one hand with Apple Vision: a confidence gate of 0.7, a median of the
/// last 5 index-tip displacements that starts a movement above 0.01 and
/// stops it below 0.005, a thumb-index pinch that begins below 0.015 and
/// ends above 0.03, and a 0-100 slider with a gain of 100 per normalized
/// unit. Distances are `hypot(dx, dy)` in normalized display units.
///
/// Every setting is a stored property you can change:
///
/// ```swift
/// var configuration = GestureConfiguration.handKit
/// configuration.pinch.enterThreshold = 0.02
/// try configuration.validate()
/// var engine = GestureEngine(configuration: configuration)
/// ```
///
/// The type is `Codable`, with a form of its own that gives back an equal
/// configuration (every key required). The form `gesture-replay defaults`
/// prints and `--config` reads, where a key left out keeps its value, is
/// GestureReplay's `settingsJSON` and `apply(settingsJSON:)`.
public struct GestureConfiguration: Hashable, Sendable, Codable {
  /// The configuration's name, for reports.
  public var name: String
  /// A landmark is used only if its confidence is at least this, 0 to 1.
  public var minimumConfidence: Double
  /// The movement recognizer's settings.
  public var movement: Movement
  /// The thumb-index pinch recognizer's settings.
  public var pinch: Pinch
  /// The slider's settings.
  public var slider: Slider
  /// How hands are reported and when a lost one is given up.
  public var hands: Hands
  /// The declared relationship of each pair of gestures on one hand.
  public var relationships: Relationships
  /// The optional smoothing of landmark positions.
  public var smoothing: Smoothing
  /// The swipe recognizer's settings.
  public var swipe: Swipe
  /// The static pose recognizer's settings.
  public var poses: Poses
  /// Gestures made of steps, each an event of one hand, which report
  /// `sequence recognized` with their name when their last step comes;
  /// none in either preset. A step of a pose must name one of
  /// ``Poses-swift.struct/descriptions`` (``validate()`` checks it). See
  /// ``GestureSequence``.
  public var sequences: [GestureSequence]
  /// Which way the palm faces (see ``Facing-swift.struct``).
  public var facing: Facing
  /// The hold: a pinch held still (see ``Hold-swift.struct``).
  public var hold: Hold
  /// The two-hand pinch: both hands pinched at once, to zoom and rotate;
  /// off in both presets.
  public var twoHandPinch: TwoHandPinch
  /// The double pinch: two quick pinches (see ``DoublePinch-swift.struct``).
  public var doublePinch: DoublePinch

  /// Creates a configuration; each argument defaults to its handKit value.
  ///
  /// - Parameters:
  ///   - name: The configuration's name, for reports.
  ///   - minimumConfidence: The confidence gate, from 0 to 1.
  ///   - movement: The movement recognizer's settings.
  ///   - pinch: The pinch recognizer's settings.
  ///   - slider: The slider's settings.
  ///   - hands: How hands are reported.
  ///   - relationships: How gestures on the same hand get along.
  ///   - smoothing: The optional smoothing of landmark positions.
  ///   - swipe: The swipe recognizer's settings.
  ///   - poses: The static pose recognizer's settings.
  ///   - sequences: The gesture sequences.
  ///   - facing: The palm facing's settings.
  ///   - hold: The hold's settings.
  ///   - twoHandPinch: The two-hand pinch's settings.
  ///   - doublePinch: The double pinch's settings.
  public init(
    name: String = "handKit",
    minimumConfidence: Double = 0.7,
    movement: Movement = Movement(),
    pinch: Pinch = Pinch(),
    slider: Slider = Slider(),
    hands: Hands = Hands(),
    relationships: Relationships = Relationships(),
    smoothing: Smoothing = Smoothing(),
    swipe: Swipe = Swipe(),
    poses: Poses = Poses(),
    sequences: [GestureSequence] = [],
    facing: Facing = Facing(),
    hold: Hold = Hold(),
    twoHandPinch: TwoHandPinch = TwoHandPinch(),
    doublePinch: DoublePinch = DoublePinch()
  ) {
    self.twoHandPinch = twoHandPinch
    self.doublePinch = doublePinch
    self.facing = facing
    self.hold = hold
    self.swipe = swipe
    self.poses = poses
    self.sequences = sequences
    self.relationships = relationships
    self.smoothing = smoothing
    self.name = name
    self.minimumConfidence = minimumConfidence
    self.movement = movement
    self.pinch = pinch
    self.slider = slider
    self.hands = hands
  }

  /// The prototype's configuration, the table of the design contract.
  public static let handKit = GestureConfiguration()

  /// The configuration that keeps working beyond the prototype's
  /// conditions: other hand sizes and camera distances, frame rates,
  /// lost hands, fists, and a pinch during a movement.
  ///
  /// It differs from ``handKit`` in these settings (see `Docs/Tuning.md`
  /// for the reason of each value):
  /// - the pinch is measured relative to the hand's size (enter below 0.2,
  ///   exit above 0.3 palm sizes), or in metres when the hand has world
  ///   landmarks (25 mm, 35 mm), and a closed fist cannot begin one;
  /// - movement is the speed of the palm over the last 0.2 s (start above
  ///   0.2, stop below 0.1 normalized units per second; 0.18 and 0.09 m/s
  ///   in world landmarks), the same at any frame rate; a hand farther
  ///   than 0.6 palm sizes from where it rested moves however slowly, a
  ///   movement goes on until the hand rests, and the slider's reference
  ///   is where the hand rested;
  /// - a hand scoring below 0.5 counts as not seen, a new hand scoring
  ///   below 0.9 counts once it has been followed for 0.1 s, and a hand
  ///   lost for more than 0.3 s has its gestures cancelled;
  /// - a pinch, and a swipe, preempt a movement: the movement is
  ///   cancelled and its slider goes back to where it was; a gesture that
  ///   awaits another's failure waits 0.15 s, the swipe's duration;
  /// - a swipe's travel is measured in palm sizes: more than 1.4 within
  ///   0.15 s, a flick rather than a sweep;
  /// - a pose's digits are read from world landmarks when the hand has
  ///   them, so a hand seen end-on reads as it does face-on;
  /// - the palm's facing, when read, comes from the palm's normal in world
  ///   landmarks when the hand has them;
  /// - a hold's allowance, when holds are on, is 0.3 palm sizes.
  public static let adaptive = GestureConfiguration(
    name: "adaptive",
    movement: Movement(
      measure: .speed,
      point: .palm,
      usesWorldLandmarks: true,
      displacementStartThreshold: 0.6
    ),
    pinch: Pinch(
      isHandRelative: true,
      usesWorldLandmarks: true,
      rejectsFist: true
    ),
    slider: Slider(referencesMovementStart: true),
    hands: Hands(
      minimumScore: 0.5,
      lossTimeout: 0.3,
      confirmationTime: 0.1
    ),
    relationships: Relationships(
      pinchWithMovement: .preempts,
      middlePinchWithMovement: .preempts,
      movementWithSwipe: .isPreemptedBy,
      failureDelay: 0.15
    ),
    swipe: Swipe(
      maximumDuration: 0.15,
      isHandRelative: true,
      relativeMinimumDistance: 1.4
    ),
    poses: Poses(usesWorldLandmarks: true),
    facing: Facing(usesWorldLandmarks: true),
    hold: Hold(isHandRelative: true)
  )

  /// Checks that every setting is usable.
  ///
  /// - Throws: A ``ConfigurationError`` naming the first setting that is
  ///   not finite, out of range, inconsistent with another, or an empty
  ///   name.
  public func validate() throws(ConfigurationError) {
    func check(_ condition: Bool, _ key: String, _ reason: String)
      throws(ConfigurationError)
    {
      if !condition { throw ConfigurationError(key: key, reason: reason) }
    }
    try check(
      !name.isEmpty,
      "name",
      "must not be empty: reports and a trace's expectFor name the "
        + "configuration by it"
    )
    try check(
      minimumConfidence.isFinite && (0...1).contains(minimumConfidence),
      "minimumConfidence",
      "must be a number from 0 to 1"
    )
    try movement.validate()
    try pinch.validate()
    try slider.validate()
    try hands.validate()
    try smoothing.validate()
    try swipe.validate()
    try poses.validate()
    for (offset, sequence) in sequences.enumerated() {
      let key = "sequences[\(offset)]"
      try sequence.validate(key: key)
      // A step's gesture must be on, and its finger one the
      // configuration's pinches name.
      for (position, step) in sequence.steps.enumerated() {
        let field = key + ".steps[\(position)]"
        if let off = offSwitch(of: step.gesture) {
          throw ConfigurationError(
            key: field + ".gesture",
            reason: "names \(step.gesture), which is off (\(off)), so the "
              + "step would never come"
          )
        }
        try step.validateFinger(key: field, pinch: pinch)
      }
      guard
        !sequences[..<offset].contains(where: { $0.name == sequence.name })
      else {
        throw ConfigurationError(
          key: key + ".name",
          reason: "is \"\(sequence.name)\" a second time"
        )
      }
      // A pose step must name a pose the configuration describes, a
      // slider step one of the picker's options: a misspelt name, or one
      // a slider that is no picker never carries, would never match.
      for (position, step) in sequence.steps.enumerated() {
        guard let name = step.name,
          let reason = nameProblem(name, of: step.gesture)
        else { continue }
        throw ConfigurationError(
          key: key + ".steps[\(position)].name",
          reason: reason
        )
      }
    }
    try facing.validate()
    try hold.validate()
    try twoHandPinch.validate()
    try doublePinch.validate()
    try relationships.validate()
  }
}

extension GestureConfiguration {
  /// Why a sequence step's name can never match the configuration's
  /// events: a pose step's that names no pose it describes, a slider
  /// step's that names no option of its picker, or any when the slider is
  /// no picker (only a picker's events carry a name).
  ///
  /// - Parameters:
  ///   - name: The step's name.
  ///   - gesture: The step's gesture.
  /// - Returns: The reason, or `nil` if the name can match or the gesture
  ///   is neither a pose nor the slider.
  func nameProblem(_ name: String, of gesture: Gesture) -> String? {
    let names: [String]
    switch gesture {
    case .pose: names = poses.descriptions.map(\.name)
    case .slider:
      guard let options = slider.options else {
        return "must not be set: the slider is no picker (slider.options), "
          + "and only a picker's events carry a name, so the step would "
          + "never come"
      }
      names = options
    default: return nil
    }
    guard !names.contains(name) else { return nil }
    let kind = gesture == .pose ? "pose" : "picker option"
    return "names no \(kind) of the configuration; they are "
      + names.joined(separator: ", ")
  }
}
