/// The stage of the palm's facing: toward the camera or away, read each
/// frame from the hand's chirality and the winding of its wrist, index
/// knuckle and little knuckle, with hysteresis (``PalmFacingRecognizer``).
///
/// It runs before the other stages, which read its facing in the frame:
/// the pinch, when it requires one, and the poses. The winding is taken
/// in the display frame, whose mirroring the space says; or, with
/// ``GestureConfiguration/Facing-swift.struct/usesWorldLandmarks`` and a
/// hand that has world landmarks, from the palm's normal in metres. A
/// frame whose wrist or knuckles fail the gate, or whose hand's chirality
/// is unknown, leaves the facing as it was.
struct PalmFacingStage: Sendable {
  /// Whether world landmarks give the normal.
  private let usesWorldLandmarks: Bool
  /// The recognizer.
  private(set) var recognizer: PalmFacingRecognizer

  /// Creates the facing of a configuration.
  ///
  /// - Parameter settings: The facing settings.
  init(_ settings: GestureConfiguration.Facing) {
    usesWorldLandmarks = settings.usesWorldLandmarks
    recognizer = PalmFacingRecognizer(margin: settings.margin)
  }

  /// The joints the stage reads.
  static let joints = JointSet([.wrist, .indexMCP, .littleMCP])

  /// The facing after the last frame.
  var facing: PalmFacing { recognizer.state }

  /// Runs one frame of a hand that is seen, writing its signal and facing
  /// to the diagnostics.
  ///
  /// - Parameters:
  ///   - joints: The hand's joints through the gate.
  ///   - hand: The hand's anatomical chirality.
  ///   - space: The coordinate space of the hand's raw landmarks.
  ///   - diagnostics: The hand's diagnostics.
  mutating func update(
    _ joints: JointPoints,
    hand: Chirality,
    space: CoordinateSpace,
    diagnostics: inout HandDiagnostics
  ) {
    let signal = Self.signal(
      joints,
      hand: hand,
      space: space,
      usesWorldLandmarks: usesWorldLandmarks
    )
    diagnostics.palmFacingSignal = signal
    if let signal { _ = recognizer.update(signal: signal) }
    diagnostics.palmFacing = recognizer.state
  }

  /// Returns the frame's facing signal: from world landmarks when asked
  /// and the hand has them, else from the display frame.
  private static func signal(
    _ joints: JointPoints,
    hand: Chirality,
    space: CoordinateSpace,
    usesWorldLandmarks: Bool
  ) -> Double? {
    guard let wrist = joints.display(.wrist),
      let index = joints.display(.indexMCP),
      let little = joints.display(.littleMCP)
    else { return nil }
    if usesWorldLandmarks, let world = joints.world {
      return PalmFacingRecognizer.signal(
        wrist: world[Joint.wrist.rawValue],
        indexKnuckle: world[Joint.indexMCP.rawValue],
        littleKnuckle: world[Joint.littleMCP.rawValue],
        hand: hand,
        rawYIsUp: space.origin == .bottomLeft
      )
    }
    return PalmFacingRecognizer.signal(
      wrist: wrist,
      indexKnuckle: index,
      littleKnuckle: little,
      hand: hand,
      displayIsMirrored: space.isMirrored
    )
  }

  /// Forgets the facing: the hand was lost, and may come back turned.
  mutating func reset() {
    recognizer.reset()
  }
}
