/// A static hand pose, described as data: the states each digit may be in,
/// the directions some digits point, and which fingertips the thumb tip
/// touches.
///
/// The seven built-in poses are seven descriptions (``builtIns``); an app
/// adds its own in ``GestureConfiguration/Poses-swift.struct/custom``, in
/// Swift or in a JSON configuration's `poses.custom`. A `pose` event's
/// ``GestureEvent/name`` is the description's ``name``.
///
/// A description *matches* a hand's ``PoseClassifier/Shape`` when the palm
/// is readable, each digit is in a state it allows, each ``Pointing`` holds
/// and each ``Touch`` holds, and the palm faces as ``palmFacing`` asks.
/// While the pose is held it *holds* with some
/// slack (hysteresis): a digit may also be half bent
/// (``PoseClassifier/DigitState/neither``) when ``holdsHalfBent`` is set,
/// and each direction gains ``heldToleranceMargin`` degrees.
///
/// When several descriptions match one shape, the most specific wins (see
/// ``specificity``): a thumb up is both "four fingers curled, thumb
/// extended" and "... pointing up", and reads as the second. Between
/// descriptions equally specific, a custom one comes before a built-in,
/// and each list keeps its order. The same shape always gives the same
/// pose.
///
/// A `pose began` event carries a ``GestureEvent/score``: the least margin
/// by which the hand is inside the description's bands (each digit's
/// ratio, each direction, each touch), from 0 on an edge to 1 well inside.
///
/// ```swift
/// var configuration = GestureConfiguration.adaptive
/// configuration.poses.custom = [
///   PoseDescription(
///     name: "rock", thumb: .any, index: .extended, middle: .curled,
///     ring: .curled, little: .extended)
/// ]
/// ```
public struct PoseDescription: Hashable, Sendable, Codable {
  /// A digit's direction in the display frame the user sees, within a
  /// tolerance.
  public struct Pointing: Hashable, Sendable, Codable {
    /// The digit: its direction is the vector from its base (the thumb's
    /// MP joint, a finger's knuckle) to its tip.
    public var digit: Finger
    /// The direction it points, in the display frame.
    public var direction: Direction
    /// The largest angle, in degrees, between the digit and the direction:
    /// more than 0, at most 90. At exactly the tolerance it does not
    /// point that way.
    public var tolerance: Double

    /// Creates a direction requirement.
    ///
    /// - Parameters:
    ///   - digit: The digit.
    ///   - direction: The direction it must point.
    ///   - tolerance: The largest angle from the direction, in degrees.
    public init(
      _ digit: Finger,
      _ direction: Direction,
      within tolerance: Double
    ) {
      self.digit = digit
      self.direction = direction
      self.tolerance = tolerance
    }
  }

  /// Whether the thumb tip touches a fingertip: nearer it than a ratio
  /// of the thumb's length (MP joint to tip), the touch's own ``ratio`` or
  /// else ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio``.
  public struct Touch: Hashable, Sendable, Codable {
    /// The finger whose tip the thumb tip touches, or must not; not the
    /// thumb.
    public var finger: Finger
    /// Whether it must touch (an OK sign) or must not (an open palm, which
    /// a pinch is not).
    public var isTouching: Bool
    /// The touching distance, in thumb lengths: the thumb tip touches the
    /// fingertip when it is nearer than this; `nil` takes
    /// ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio``.
    ///
    /// A pose whose touch is looser than a pinch's (an OK sign's ring is
    /// often open wider than half the thumb's length) gives its own.
    public var ratio: Double?

    /// Creates a touch requirement.
    ///
    /// - Parameters:
    ///   - finger: The finger, not the thumb.
    ///   - isTouching: Whether the thumb tip must touch its tip, or must
    ///     not.
    ///   - ratio: The touching distance in thumb lengths, above 0; `nil`
    ///     takes the settings'
    ///     ``GestureConfiguration/Poses-swift.struct/thumbTouchRatio``.
    public init(_ finger: Finger, isTouching: Bool, ratio: Double? = nil) {
      self.finger = finger
      self.isTouching = isTouching
      self.ratio = ratio
    }
  }

  /// The pose's name, which its events carry: letters, digits, `-` and
  /// `_`, 1 to 40 characters.
  public var name: String
  /// The thumb's states the pose allows (`curled`: folded across the
  /// palm; `alongside`: resting on or beside the fingers).
  public var thumb: PoseClassifier.DigitStates
  /// The index finger's states the pose allows.
  public var index: PoseClassifier.DigitStates
  /// The middle finger's states the pose allows.
  public var middle: PoseClassifier.DigitStates
  /// The ring finger's states the pose allows.
  public var ring: PoseClassifier.DigitStates
  /// The little finger's states the pose allows.
  public var little: PoseClassifier.DigitStates
  /// The directions digits must point, all of them.
  public var pointing: [Pointing]
  /// The fingertips the thumb tip must touch, or must not, all of them.
  public var touches: [Touch]
  /// How long the pose must match to begin, in seconds; `nil` takes
  /// ``GestureConfiguration/Poses-swift.struct/dwell``.
  public var dwell: Double?
  /// How long a held pose may fail to hold before it ends, in seconds;
  /// `nil` takes ``GestureConfiguration/Poses-swift.struct/releaseDelay``.
  public var releaseDelay: Double?
  /// Whether a held pose still holds while a digit is half bent
  /// (`neither`), so that only a digit crossing to another state ends it.
  public var holdsHalfBent: Bool
  /// Degrees added to each ``Pointing/tolerance`` while the pose is held,
  /// at most 90 in all; 0 keeps the same tolerance.
  public var heldToleranceMargin: Double
  /// The way the palm must face, from the frame's
  /// ``HandDiagnostics/palmFacing``; ``PalmFacingRequirement/any`` (no
  /// condition) by default.
  ///
  /// A pose that requires a facing matches, and holds, only while the
  /// palm faces that way, as a condition of its own beside the digits:
  /// a hand that faces the other way shows the next description that
  /// matches it, if any.
  public var palmFacing: PalmFacingRequirement

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - name: The name its events carry.
  ///   - thumb: The thumb's states it allows.
  ///   - index: The index finger's.
  ///   - middle: The middle finger's.
  ///   - ring: The ring finger's.
  ///   - little: The little finger's.
  ///   - pointing: Directions digits must point.
  ///   - touches: Fingertips the thumb tip must touch, or must not.
  ///   - dwell: Its own dwell, or `nil` for the settings'.
  ///   - releaseDelay: Its own release delay, or `nil` for the settings'.
  ///   - holdsHalfBent: Whether a half-bent digit keeps it held.
  ///   - heldToleranceMargin: Degrees of direction slack while held.
  ///   - palmFacing: The way the palm must face.
  public init(
    name: String,
    thumb: PoseClassifier.DigitStates = .any,
    index: PoseClassifier.DigitStates = .any,
    middle: PoseClassifier.DigitStates = .any,
    ring: PoseClassifier.DigitStates = .any,
    little: PoseClassifier.DigitStates = .any,
    pointing: [Pointing] = [],
    touches: [Touch] = [],
    dwell: Double? = nil,
    releaseDelay: Double? = nil,
    holdsHalfBent: Bool = true,
    heldToleranceMargin: Double = 0,
    palmFacing: PalmFacingRequirement = .any
  ) {
    self.palmFacing = palmFacing
    self.name = name
    self.thumb = thumb
    self.index = index
    self.middle = middle
    self.ring = ring
    self.little = little
    self.pointing = pointing
    self.touches = touches
    self.dwell = dwell
    self.releaseDelay = releaseDelay
    self.holdsHalfBent = holdsHalfBent
    self.heldToleranceMargin = heldToleranceMargin
  }

  /// The states a digit may be in.
  ///
  /// - Parameter digit: The digit.
  /// - Returns: The states the description allows it.
  public func states(of digit: Finger) -> PoseClassifier.DigitStates {
    switch digit {
    case .thumb: thumb
    case .index: index
    case .middle: middle
    case .ring: ring
    case .little: little
    }
  }

  /// How much the description asks of a hand: for each digit, how many of
  /// the states it can be in are ruled out (four for the thumb, three for
  /// a finger, which is never `alongside`), plus one for each direction,
  /// each touch and a palm facing. Of two descriptions that match one
  /// hand, the one with the higher specificity is the pose.
  public var specificity: Int {
    var ruledOut = 4 - thumb.intersection(.any).count
    for states in [index, middle, ring, little] {
      ruledOut += 3 - states.intersection([.extended, .curled, .neither]).count
    }
    return ruledOut + pointing.count + touches.count
      + (palmFacing == .any ? 0 : 1)
  }
}
