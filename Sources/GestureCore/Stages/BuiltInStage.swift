/// The stages GestureCore runs, in the order it runs them.
///
/// Each stage is one gesture's recognizer and its state, in a file of its
/// own (`PinchStage`, `MovementStage`, ...). The stages of one hand are run
/// by ``HandGestureEngine`` after the confidence gate and smoothing and
/// before an app's own ``HandStage``s, but for the sequences, which read
/// the frame's events after them; a stage that reads every hand
/// (``readsAllHands``) is run by ``GestureEngine`` after every hand's
/// stages and before the app's ``FrameStage``s. This list is what tools
/// derive their view of the stages from: `GestureReplay`'s configuration keys, the timeline's
/// columns, the plot's panels and the events the synthesizer leaves to
/// the replay are each given per stage by an exhaustive `switch`, so that
/// a stage added here does not compile until each of them says what the
/// stage adds. `Docs/Extending.md` walks through adding one.
public enum BuiltInStage: String, CaseIterable, Hashable, Sendable {
  /// Whether the hand is in the frame: `hand found` and `hand lost`, and
  /// the loss timeout after which a lost hand's gestures are cancelled.
  case presence
  /// Which way the palm faces, read for the diagnostics and for the
  /// gestures and poses that require a facing; it reports no gesture.
  case facing
  /// Thumb-index pinches, and thumb-middle ones when enabled.
  case pinch
  /// Double pinches (two quick pinches of one finger), when enabled: after
  /// the pinches, before holds.
  case doublePinch
  /// Holds of a pinch (a long press), when enabled: after the pinches.
  case hold
  /// The hand's movement, and the slider, discrete slider or picker it
  /// drives.
  case movement
  /// Quick straight movements of the palm.
  case swipe
  /// Static hand shapes held.
  case pose
  /// The gesture sequences (``GestureSequence``), run last of a hand's
  /// stages.
  case sequence
  /// Both hands pinched at once, to zoom and rotate
  /// (``GestureConfiguration/TwoHandPinch-swift.struct``): run after
  /// every hand's stages, over all hands.
  case twoHandPinch

  /// Whether the stage reads every hand of a frame at once, run by
  /// ``GestureEngine`` after every hand's stages, rather than each hand on
  /// its own.
  public var readsAllHands: Bool {
    switch self {
    case .presence, .facing, .pinch, .doublePinch, .hold, .movement, .swipe,
      .pose, .sequence:
      false
    case .twoHandPinch: true
    }
  }

  /// The gestures the stage reports, in the order the design contract
  /// lists them.
  public var gestures: [Gesture] {
    switch self {
    case .presence: [.hand]
    case .facing: []
    case .pinch: [.pinch]
    case .doublePinch: [.doublePinch]
    case .hold: [.hold]
    case .movement: [.movement, .slider]
    case .swipe: [.swipe]
    case .pose: [.pose]
    case .sequence: [.sequence]
    case .twoHandPinch: [.twoHandPinch]
    }
  }

  /// The stage that reports a gesture, or `nil` for an app's own gesture.
  ///
  /// - Parameter gesture: The gesture.
  /// - Returns: The built-in stage whose ``gestures`` include it.
  public static func reporting(_ gesture: Gesture) -> BuiltInStage? {
    allCases.first { $0.gestures.contains(gesture) }
  }
}
