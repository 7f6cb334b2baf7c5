/// A hysteresis state machine that decides which way a palm faces.
///
/// It reads the *facing signal* (``signal(wrist:indexKnuckle:littleKnuckle:hand:displayIsMirrored:)``),
/// from -1 to 1, positive when the palm faces the camera, and switches
/// with one margin on each side of 0:
///
/// - to `toward` when the signal is **greater than** ``margin``;
/// - to `away` when the signal is **less than** `-margin`;
/// - a signal between the two, exactly on one, or NaN, leaves the state
///   unchanged: a palm seen edge-on keeps the facing it had, and a hand
///   first seen edge-on stays `unknown` until it turns.
///
/// ```swift
/// var facing = PalmFacingRecognizer(margin: 0.2)
/// facing.update(signal: 0.2)    // nil: on the margin is not beyond it
/// facing.update(signal: 0.21)   // .toward
/// facing.update(signal: -0.2)   // nil
/// facing.update(signal: -0.21)  // .away
/// ```
public struct PalmFacingRecognizer: Hashable, Sendable {
  /// The signal must pass this, on one side of 0 or the other, to decide
  /// a facing.
  public let margin: Double
  /// The current facing.
  public private(set) var state: PalmFacing = .unknown

  /// Creates a recognizer whose facing is `unknown`.
  ///
  /// - Parameter margin: The margin, from 0 up to, not including, 1.
  public init(margin: Double) {
    precondition(
      margin >= 0 && margin < 1,
      "A palm facing's margin must be from 0 up to 1."
    )
    self.margin = margin
  }

  /// Feeds one sample of the facing signal.
  ///
  /// - Parameter signal: The facing signal, from -1 to 1.
  /// - Returns: The facing the state changed to, or `nil` if it held.
  public mutating func update(signal: Double) -> PalmFacing? {
    if signal > margin, state != .toward {
      state = .toward
      return .toward
    }
    if signal < -margin, state != .away {
      state = .away
      return .away
    }
    return nil
  }

  /// Forgets the facing, as when the hand is lost.
  public mutating func reset() {
    state = .unknown
  }
}

extension PalmFacingRecognizer {
  /// Returns the facing signal of a hand from three of its joints in the
  /// display frame: positive when the palm faces the camera.
  ///
  /// The signal is the sine of the angle from the wrist-to-index-knuckle
  /// vector to the wrist-to-little-knuckle vector, as drawn in the display
  /// frame (`x` right, `y` down), signed so that it is positive when the
  /// palm faces the camera: a right hand seen as a camera sees it, palm
  /// toward the camera, has its index knuckle on the viewer's right of its
  /// little knuckle, and that winding is negative with `y` down. A left
  /// hand, a mirrored display, and a palm turned away each flip it (see
  /// `Docs/Gestures/PalmFacing.md`). About ±0.5 for a palm square to
  /// the camera, 0 edge-on.
  ///
  /// - Parameters:
  ///   - wrist: The wrist, in the display frame.
  ///   - indexKnuckle: The index knuckle (MCP), in the display frame.
  ///   - littleKnuckle: The little knuckle (MCP), in the display frame.
  ///   - hand: The hand's anatomical chirality.
  ///   - displayIsMirrored: Whether the display frame is the mirror image
  ///     of the camera's (``CoordinateSpace/isMirrored``: a front camera's
  ///     selfie view).
  /// - Returns: The signal, from -1 to 1; `nil` for a hand of unknown
  ///   chirality or two joints at one point.
  @inline(__always)
  public static func signal(
    wrist: Point,
    indexKnuckle: Point,
    littleKnuckle: Point,
    hand: Chirality,
    displayIsMirrored: Bool
  ) -> Double? {
    let a = Point(x: indexKnuckle.x - wrist.x, y: indexKnuckle.y - wrist.y)
    let b = Point(x: littleKnuckle.x - wrist.x, y: littleKnuckle.y - wrist.y)
    let lengths = (a.x * a.x + a.y * a.y) * (b.x * b.x + b.y * b.y)
    return signal(
      winding: a.x * b.y - a.y * b.x,
      lengths: lengths,
      hand: hand,
      towardIsNegative: !displayIsMirrored
    )
  }

  /// Returns the facing signal of a hand from three of its world
  /// landmarks: the palm's normal along the camera's axis.
  ///
  /// The normal is the cross product of the wrist-to-index-knuckle and
  /// wrist-to-little-knuckle vectors in metres; its component along the
  /// camera's axis is the winding of the two vectors' `x` and `y`, which
  /// point as the raw image's do (MediaPipe's world landmarks). The
  /// signal is that component over the product of the vectors' lengths
  /// in 3D, signed as for the display frame's signal of the camera's own
  /// image: it does not depend on the display's mirroring.
  ///
  /// - Parameters:
  ///   - wrist: The wrist, in metres.
  ///   - indexKnuckle: The index knuckle (MCP), in metres.
  ///   - littleKnuckle: The little knuckle (MCP), in metres.
  ///   - hand: The hand's anatomical chirality.
  ///   - rawYIsUp: Whether the raw frame's `y` grows up
  ///     (``CoordinateSpace/Origin-swift.enum/bottomLeft``).
  /// - Returns: The signal, from -1 to 1; `nil` for a hand of unknown
  ///   chirality or two joints at one point.
  @inline(__always)
  public static func signal(
    wrist: Point3D,
    indexKnuckle: Point3D,
    littleKnuckle: Point3D,
    hand: Chirality,
    rawYIsUp: Bool
  ) -> Double? {
    let a = (
      x: indexKnuckle.x - wrist.x, y: indexKnuckle.y - wrist.y,
      z: indexKnuckle.z - wrist.z
    )
    let b = (
      x: littleKnuckle.x - wrist.x, y: littleKnuckle.y - wrist.y,
      z: littleKnuckle.z - wrist.z
    )
    let lengths =
      (a.x * a.x + a.y * a.y + a.z * a.z) * (b.x * b.x + b.y * b.y + b.z * b.z)
    return signal(
      winding: a.x * b.y - a.y * b.x,
      lengths: lengths,
      hand: hand,
      towardIsNegative: !rawYIsUp
    )
  }

  /// The signal of a winding: over the lengths, signed by the hand and by
  /// the frame's handedness.
  @inline(__always)
  private static func signal(
    winding: Double,
    lengths squared: Double,
    hand: Chirality,
    towardIsNegative: Bool
  ) -> Double? {
    let side: Double
    switch hand {
    case .right: side = 1
    case .left: side = -1
    case .unknown, .both: return nil
    }
    guard squared > 0, squared.isFinite else { return nil }
    let sine = winding / squared.squareRoot()
    return towardIsNegative ? -side * sine : side * sine
  }
}
