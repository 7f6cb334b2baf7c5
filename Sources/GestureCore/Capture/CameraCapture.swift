/// How a camera's image reaches the buffers a hand tracker reads, and how
/// the user sees it: what turns a tracker's points into the display frame
/// and its chirality into the anatomical hand.
///
/// Three images are involved. The camera's sensor delivers its own,
/// landscape image. The capture connection may turn and mirror it into the
/// *buffers* the tracker reads (AVFoundation's `videoRotationAngle` and
/// `isVideoMirrored`). The user sees the sensor's image turned upright, and
/// mirrored for a front camera's preview: the *display*. A capture is
/// described by the turn and flip of each, relative to the sensor:
///
/// - the display: ``displayQuarterTurns`` (the angle AVFoundation's
///   rotation coordinator gives for the preview, or
///   ``DeviceOrientation/sensorQuarterTurns(for:)``) and
///   ``isDisplayMirrored``;
/// - the buffers: ``bufferQuarterTurns`` and ``isBufferMirrored``.
///
/// From these, ``uprightOrientation`` is the orientation to give the
/// tracker (Vision's request handler) so that it reads the hand upright;
/// ``coordinates(trackerOrientation:origin:bufferSize:)`` is the
/// ``CoordinateSpace`` of the points it then reports; and
/// ``anatomicalChirality(_:trackerOrientation:)`` corrects the hand it
/// names when it read a mirror image.
///
/// ```swift
/// // The front camera, the phone upright, buffers as the sensor gives them.
/// let capture = CameraCapture(device: .portrait, camera: .front)
/// capture.uprightOrientation  // .right: give Vision this
/// capture.coordinates(trackerOrientation: .right, origin: .bottomLeft)
/// // CoordinateSpace(origin: .bottomLeft, isMirrored: true)
/// ```
///
/// Turns are clockwise, in quarter turns; a mirror flips the `x` axis of
/// the image it is applied to, after its turn.
public struct CameraCapture: Hashable, Sendable {
  /// The quarter turns clockwise that make the sensor's image appear as
  /// the user sees it, 0 to 3.
  public var displayQuarterTurns: Int
  /// Whether the user sees the sensor's image mirrored, as a front
  /// camera's preview shows it.
  public var isDisplayMirrored: Bool
  /// The quarter turns clockwise that the capture connection applies to
  /// the sensor's image in the buffers, 0 to 3.
  public var bufferQuarterTurns: Int
  /// Whether the capture connection mirrors the buffers, after its turn.
  public var isBufferMirrored: Bool

  /// Creates a capture from its rotation angles.
  ///
  /// - Parameters:
  ///   - displayRotation: The clockwise angle, in degrees, that makes the
  ///     sensor's image appear as the user sees it: AVFoundation's
  ///     `RotationCoordinator.videoRotationAngleForHorizonLevelPreview`.
  ///     Rounded to the nearest quarter turn.
  ///   - isDisplayMirrored: Whether the user sees the image mirrored.
  ///   - bufferRotation: The clockwise angle, in degrees, by which the
  ///     connection turns the buffers: its `videoRotationAngle`; 0 when it
  ///     delivers the sensor's image. Rounded to the nearest quarter turn.
  ///   - isBufferMirrored: Whether the connection mirrors the buffers: its
  ///     `isVideoMirrored`.
  /// - Precondition: Both angles are finite.
  public init(
    displayRotation: Double,
    isDisplayMirrored: Bool,
    bufferRotation: Double = 0,
    isBufferMirrored: Bool = false
  ) {
    self.displayQuarterTurns = Self.quarterTurns(degrees: displayRotation)
    self.isDisplayMirrored = isDisplayMirrored
    self.bufferQuarterTurns = Self.quarterTurns(degrees: bufferRotation)
    self.isBufferMirrored = isBufferMirrored
  }

  /// Creates the capture of a camera in a device held a given way.
  ///
  /// - Parameters:
  ///   - device: How the device is held, as the user looks at it.
  ///   - camera: The camera that captures.
  ///   - bufferRotation: The clockwise angle, in degrees, by which the
  ///     connection turns the buffers; 0 when it delivers the sensor's
  ///     image. Rounded to the nearest quarter turn.
  ///   - isBufferMirrored: Whether the connection mirrors the buffers.
  ///   - isDisplayMirrored: Whether the user sees the image mirrored; by
  ///     default, for the front camera only, as its preview shows it.
  /// - Precondition: `bufferRotation` is finite.
  public init(
    device: DeviceOrientation,
    camera: CameraPosition,
    bufferRotation: Double = 0,
    isBufferMirrored: Bool = false,
    isDisplayMirrored: Bool? = nil
  ) {
    self.init(
      displayRotation: Double(device.sensorQuarterTurns(for: camera) * 90),
      isDisplayMirrored: isDisplayMirrored ?? (camera == .front),
      bufferRotation: bufferRotation,
      isBufferMirrored: isBufferMirrored
    )
  }

  /// How the sensor's image is turned and flipped into the display.
  public var sensorToDisplay: ImageOrientation {
    ImageOrientation(
      quarterTurns: displayQuarterTurns,
      isMirrored: isDisplayMirrored
    )
  }

  /// How the sensor's image is turned and flipped into the buffers.
  public var sensorToBuffer: ImageOrientation {
    ImageOrientation(
      quarterTurns: bufferQuarterTurns,
      isMirrored: isBufferMirrored
    )
  }

  /// How a buffer is turned and flipped to appear as the user sees it.
  public var bufferToDisplay: ImageOrientation {
    sensorToBuffer.inverse.followed(by: sensorToDisplay)
  }

  /// The orientation to give a tracker so that it reads the buffers
  /// upright: the turn of ``bufferToDisplay`` without its flip.
  ///
  /// The tracker then reports points in the upright buffer, and the
  /// coordinate space for this orientation flips `x` when the user sees a
  /// mirror of what the tracker read.
  public var uprightOrientation: ImageOrientation {
    ImageOrientation(
      quarterTurns: bufferToDisplay.quarterTurns,
      isMirrored: false
    )
  }

  /// Returns the coordinate space of the points a tracker reports when it
  /// reads the buffers in a given orientation.
  ///
  /// The space's orientation and mirroring are what remains of
  /// ``bufferToDisplay`` once the tracker has applied `trackerOrientation`.
  ///
  /// - Parameters:
  ///   - trackerOrientation: The orientation the tracker was given (for
  ///     Vision, the request handler's); ``ImageOrientation/up`` when it
  ///     reads the buffers as they are.
  ///   - origin: Where the tracker puts the origin of its normalized
  ///     points: Vision's is the bottom left.
  ///   - bufferSize: The buffers' size in pixels, as stored, if known; the
  ///     space's image size is that size once the tracker has oriented it.
  /// - Returns: The space that turns the tracker's points into the display
  ///   frame.
  public func coordinates(
    trackerOrientation: ImageOrientation,
    origin: CoordinateSpace.Origin,
    bufferSize: ImageSize? = nil
  ) -> CoordinateSpace {
    let remaining = trackerOrientation.inverse.followed(by: bufferToDisplay)
    return CoordinateSpace(
      origin: origin,
      isMirrored: remaining.isMirrored,
      orientation: remaining.rotation,
      imageSize: bufferSize.map { trackerOrientation.orient($0) }
    )
  }

  /// Returns whether a tracker reading the buffers in a given orientation
  /// sees a mirror image of the scene.
  ///
  /// A tracker names the hand it sees; in a mirror image a right hand looks
  /// like a left one.
  ///
  /// - Parameter trackerOrientation: The orientation the tracker was given.
  /// - Returns: `true` when the buffers' flip and the orientation's flip
  ///   do not cancel out.
  public func seesMirrorImage(trackerOrientation: ImageOrientation) -> Bool {
    isBufferMirrored != trackerOrientation.isMirrored
  }

  /// Returns the anatomical hand of one a tracker reported.
  ///
  /// - Parameters:
  ///   - reported: The chirality the tracker reported.
  ///   - trackerOrientation: The orientation the tracker was given.
  /// - Returns: `reported`, or the other hand when the tracker saw a
  ///   mirror image (see ``seesMirrorImage(trackerOrientation:)``);
  ///   ``Chirality/unknown`` stays unknown.
  public func anatomicalChirality(
    _ reported: Chirality,
    trackerOrientation: ImageOrientation
  ) -> Chirality {
    seesMirrorImage(trackerOrientation: trackerOrientation)
      ? reported.mirrored : reported
  }

  /// Returns the nearest number of quarter turns to an angle, 0 to 3.
  static func quarterTurns(degrees: Double) -> Int {
    precondition(degrees.isFinite, "A rotation angle must be finite.")
    let turns = (degrees / 90).rounded()
    // An angle too large for an Int is a whole number of full turns
    // many times over; its remainder is what matters.
    let remainder = turns.truncatingRemainder(dividingBy: 4)
    return ImageOrientation.modulo4(Int(remainder))
  }
}
