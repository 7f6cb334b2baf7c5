/// What a hand's recognizers saw at the last frame, for debugging.
///
/// The engine fills one of these per hand per frame; `gesture-replay
/// --timeline` prints them. Positions are in normalized display units;
/// the pinch's distance and the movement's signal are in the units of
/// their thresholds (``pinchThresholds``, ``movementThresholds``); a value
/// is `nil` when the frame did not give it (the hand was absent, or a
/// joint failed the confidence gate).
public struct HandDiagnostics: Hashable, Sendable {
  /// The hand the diagnostics belong to.
  public var hand: Chirality
  /// The number of the hand's track, as its events carry it
  /// (``GestureEvent/track``): `nil` unless
  /// ``GestureConfiguration/Hands-swift.struct/reportsTracks`` is on. It
  /// tells two hands of one ``hand`` apart.
  public var track: Int?
  /// The frame's time, in seconds.
  public var time: Double
  /// The frame's index, from 0.
  public var frame: Int
  /// Whether the hand was in the frame.
  public var isPresent: Bool
  /// How many other hands of the frame were the same hand reported twice,
  /// and were dropped (see
  /// ``GestureConfiguration/Hands-swift.struct/duplicateDistance``).
  public var duplicates: Int
  /// The point the movement follows in the display frame (the index tip
  /// in handKit, the palm in adaptive), if its joints passed the gate.
  public var trackedPoint: Point?
  /// The thumb-index distance, if both tips passed the gate, in the unit
  /// of ``pinchThresholds`` (normalized units, metres or palm sizes).
  public var pinchDistance: Double?
  /// How far the thumb-index pinch has closed at this frame, from 0 (at or
  /// beyond the exit threshold) to 1 (at or below the enter threshold),
  /// in the unit of ``pinchThresholds``; `nil` unless
  /// ``GestureConfiguration/Pinch-swift.struct/reportsStrength`` is on
  /// and both tips passed the gate (see
  /// ``PinchRecognizer/strength(distance:enterThreshold:exitThreshold:)``).
  public var pinchStrength: Double?
  /// The scale of the two-hand pinch this hand is part of, after the
  /// frame; `nil` when it is part of none (see
  /// ``GestureEngine/twoHandPinch``).
  public var twoHandPinchScale: Double?
  /// The rotation of the two-hand pinch this hand is part of, in radians,
  /// counterclockwise as the user sees it; `nil` when it is part of none.
  public var twoHandPinchRotation: Double?
  /// How far the thumb-middle pinch has closed, as ``pinchStrength``; `nil`
  /// unless the secondary pinch is on too.
  public var middlePinchStrength: Double?
  /// The palm's facing after the frame; `unknown` unless the engine reads
  /// it (``GestureConfiguration/readsPalmFacing``).
  public var palmFacing: PalmFacing
  /// The facing signal of the frame, from -1 to 1, positive toward the
  /// camera (see ``PalmFacingRecognizer``), if the engine reads the
  /// facing and the hand's wrist and knuckles passed the gate.
  public var palmFacingSignal: Double?
  /// The tracked point's displacement: measured per frame, since the last
  /// accepted frame, in normalized units; measured as a speed with a
  /// displacement start, from where the hand last rested, in palm sizes
  /// (see
  /// ``GestureConfiguration/Movement-swift.struct/displacementStartThreshold``).
  public var displacement: Double?
  /// The movement signal the thresholds are compared with, in the unit of
  /// ``movementThresholds``: the median of recent displacements per frame,
  /// or the hand's speed when the movement is measured per second.
  public var movementSignal: Double?
  /// The pinch thresholds in force for ``pinchDistance``: enter, exit.
  public var pinchThresholds: Thresholds?
  /// The movement thresholds in force for ``movementSignal``: start, stop.
  public var movementThresholds: Thresholds?
  /// The movement recognizer's state after the frame.
  public var movementState: MovementRecognizer.State
  /// The pinch recognizer's state after the frame.
  public var pinchState: PinchRecognizer.State
  /// The slider's value after the frame (a picker's index).
  public var sliderValue: Double
  /// The picker's selected option after the frame, for a picker.
  public var sliderOption: String?
  /// The palm's travel over the swipe window, as a share of the distance
  /// a swipe must exceed (at 1 or more a straight enough travel is a
  /// swipe), if the swipe stage read the palm at this frame.
  public var swipeTravel: Double?
  /// Where the thumb-index pinch's hold stands after the frame; `idle`
  /// unless ``GestureConfiguration/Hold-swift.struct/isEnabled``.
  public var holdPhase: HoldPhase
  /// Where the thumb-index pinch's double pinch stands after the frame;
  /// `idle` unless
  /// ``GestureConfiguration/DoublePinch-swift.struct/isEnabled``.
  public var doublePinchPhase: DoublePinchPhase
  /// How far the palm point was, at this frame, from where it was when
  /// the pinch began, in the unit of the hold's allowance (normalized
  /// units, or palm sizes); `nil` unless a hold is pressing or holding
  /// and the frame gave the palm.
  public var holdDistance: Double?
  /// The name of the pose held after the frame, if any.
  public var pose: PoseName?
  /// The gesture sequence furthest along after the frame, with the steps
  /// it has made; `nil` when none has made a step, or the configuration
  /// has none (``GestureConfiguration/sequences``).
  public var sequence: SequenceProgress?
  /// The last decision between two of the hand's gestures on the frame,
  /// such as "pinch preempted movement", if the arbiter made one.
  public var arbitration: ArbitrationNote?

  /// Creates diagnostics for a hand before any frame.
  ///
  /// - Parameters:
  ///   - hand: The hand the diagnostics belong to.
  ///   - sliderValue: The slider's initial value.
  public init(hand: Chirality, sliderValue: Double) {
    self.hand = hand
    self.time = 0
    self.frame = -1
    self.isPresent = false
    self.duplicates = 0
    self.movementState = .idle
    self.pinchState = .open
    self.palmFacing = .unknown
    self.holdPhase = .idle
    self.doublePinchPhase = .idle
    self.sliderValue = sliderValue
  }

  /// Clears what the stages measured of the hand on a frame, on a frame in
  /// which it is not seen; the states they are in stay.
  ///
  /// A stage that writes a measurement of a frame here clears it here too,
  /// so that a hand not seen shows none.
  mutating func clearReadings() {
    isPresent = false
    trackedPoint = nil
    pinchDistance = nil
    displacement = nil
    movementSignal = nil
    swipeTravel = nil
    holdDistance = nil
    pinchStrength = nil
    middlePinchStrength = nil
    palmFacingSignal = nil
  }

  /// A pair of hysteresis thresholds and the unit they are in.
  public struct Thresholds: Hashable, Sendable {
    /// The threshold a signal crosses to begin: a pinch's enter distance,
    /// a movement's start signal.
    public var begin: Double
    /// The threshold a signal crosses to end: a pinch's exit distance, a
    /// movement's stop signal.
    public var end: Double
    /// The unit of the signal and thresholds, such as `palm sizes`.
    public var unit: String

    /// Creates a pair of thresholds.
    ///
    /// - Parameters:
    ///   - begin: The threshold crossed to begin.
    ///   - end: The threshold crossed to end.
    ///   - unit: The unit, for reports.
    public init(begin: Double, end: Double, unit: String) {
      self.begin = begin
      self.end = end
      self.unit = unit
    }
  }
}
