/// What an app's ``HandStage`` reads of a hand at one frame: its joints
/// through the confidence gate, in the display frame, and the states of
/// GestureCore's own stages after the frame.
///
/// Points are in normalized units of the display frame the user sees
/// (origin at the top left, `x` to the user's right, `y` down); square
/// points in fractions of the displayed image's longer side, so that
/// distances do not depend on its aspect; world points in metres.
public struct HandReading: Sendable {
  /// The frame's time, in seconds.
  public let time: Double
  /// The frame's index, from 0.
  public let frame: Int
  /// The hand the engine names in its events.
  public let hand: Chirality
  /// The number of the hand's track, as its events carry it
  /// (``GestureEvent/track``): `nil` unless
  /// ``GestureConfiguration/Hands-swift.struct/reportsTracks`` is on. It
  /// tells two hands of one ``hand`` apart.
  public let track: Int?
  /// The joints of the stage's ``HandStage/joints`` (or
  /// ``FrameStage/joints``) that passed the confidence gate. A joint the
  /// stage did not ask for is never in the reading, whatever other stages
  /// read: ``point(_:)`` gives `nil` for it in every configuration.
  public private(set) var joints: JointSet
  /// Every joint the engine read that passed the gate, for all stages.
  private let gated: JointSet
  /// The hand's size over its recent frames, in square units: the median
  /// of its palm sizes; `nil` unless the stage reads it
  /// (``HandStage/readsPalmSize``, ``FrameStage/readsPalmSize``), or
  /// before the palm was seen. Another stage that reads it does not give
  /// it to this one.
  public private(set) var palmSize: Double?
  /// The palm size the engine measured, for the stages that read it.
  private let measuredPalmSize: Double?
  /// Whether the stage reads world landmarks: ``worldPoint(_:)`` gives
  /// none otherwise.
  private var readsWorld = true
  /// The thumb-index pinch's state after this frame.
  public private(set) var pinchState: PinchRecognizer.State
  /// The movement's state after this frame: for a ``FrameStage``, after
  /// the two-hand pinch too, which may cancel it.
  public private(set) var movementState: MovementRecognizer.State
  /// The slider's value after this frame (a picker's selected index): for
  /// a ``FrameStage``, after the two-hand pinch too, which may cancel it.
  public private(set) var sliderValue: Double
  /// How far the thumb-index pinch has closed at this frame, from 0 to 1;
  /// `nil` unless
  /// ``GestureConfiguration/Pinch-swift.struct/reportsStrength`` is on
  /// and both tips passed the gate.
  public let pinchStrength: Double?
  /// The palm's facing after this frame; `unknown` unless the
  /// configuration reads it (``GestureConfiguration/readsPalmFacing``).
  public let palmFacing: PalmFacing

  /// The display points, as the landmarks of a hand.
  private let points: Hand
  /// The displayed image's size in pixels, if known.
  private let displaySize: ImageSize?

  init(
    _ joints: JointPoints,
    time: Double,
    frame: Int,
    hand: Chirality,
    track: Int?,
    displaySize: ImageSize?,
    palmSize: Double?,
    pinchState: PinchRecognizer.State,
    movementState: MovementRecognizer.State,
    sliderValue: Double,
    pinchStrength: Double?,
    palmFacing: PalmFacing
  ) {
    self.pinchStrength = pinchStrength
    self.palmFacing = palmFacing
    var points = Hand(chirality: hand, worldLandmarks: joints.world)
    for joint in Joint.allCases {
      if let point = joints.display(ifRead: joint) {
        points[joint] = Landmark(position: point)
      }
    }
    self.points = points
    self.gated = joints.accepted
    self.joints = joints.accepted
    self.time = time
    self.frame = frame
    self.hand = hand
    self.track = track
    self.displaySize = displaySize
    self.palmSize = palmSize
    self.measuredPalmSize = palmSize
    self.pinchState = pinchState
    self.movementState = movementState
    self.sliderValue = sliderValue
  }

  /// Returns a joint's point in the display frame.
  ///
  /// - Parameter joint: The joint.
  /// - Returns: Its point in normalized display units, or `nil` when it
  ///   was not seen, failed the gate, or is not one of the stage's
  ///   joints.
  public func point(_ joint: Joint) -> Point? {
    guard joints.contains(joint) else { return nil }
    return points[joint]?.position
  }

  /// Sets the states of GestureCore's stages to those they are in now,
  /// for a reader that runs after stages that may change them.
  ///
  /// - Parameters:
  ///   - pinchState: The thumb-index pinch's state.
  ///   - movementState: The movement's state.
  ///   - sliderValue: The slider's value.
  mutating func update(
    pinchState: PinchRecognizer.State,
    movementState: MovementRecognizer.State,
    sliderValue: Double
  ) {
    self.pinchState = pinchState
    self.movementState = movementState
    self.sliderValue = sliderValue
  }

  /// Limits the reading to what a stage asked for: its joints, and the
  /// palm size and world landmarks only if it reads them.
  ///
  /// - Parameters:
  ///   - declared: The stage's joints.
  ///   - readsPalmSize: Whether the stage reads the palm size.
  ///   - readsWorldLandmarks: Whether the stage reads world landmarks.
  mutating func limit(
    to declared: JointSet,
    readsPalmSize: Bool,
    readsWorldLandmarks: Bool
  ) {
    joints = gated.intersection(declared)
    palmSize = readsPalmSize ? measuredPalmSize : nil
    readsWorld = readsWorldLandmarks
  }

  /// Returns a joint's point in square units of the display frame.
  ///
  /// - Parameter joint: The joint.
  /// - Returns: Its point in fractions of the displayed image's longer
  ///   side, or `nil` as for ``point(_:)``.
  public func squarePoint(_ joint: Joint) -> Point? {
    point(joint).map {
      CoordinateSpace.squarePoint($0, displaySize: displaySize)
    }
  }

  /// Returns a joint's world landmark, when the stage reads world
  /// landmarks (``HandStage/readsWorldLandmarks``,
  /// ``FrameStage/readsWorldLandmarks``), the hand has them and the joint
  /// is one of the stage's and passed the gate.
  ///
  /// - Parameter joint: The joint.
  /// - Returns: Its position in metres, or `nil`, whatever other stages
  ///   read.
  public func worldPoint(_ joint: Joint) -> Point3D? {
    guard readsWorld, joints.contains(joint),
      let world = points.worldLandmarks
    else {
      return nil
    }
    return world[joint.rawValue]
  }
}
