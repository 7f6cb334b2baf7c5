/// How a tracker's raw landmark coordinates relate to what the user sees.
///
/// Trackers report normalized points in the frame of the image buffer they
/// read: MediaPipe with the origin at the top left, Apple Vision at the
/// bottom left; a front camera's buffer is the mirror image of what the user
/// sees, and a buffer read in the wrong orientation turns horizontal
/// movement into vertical. ``displayPoint(_:)`` undoes all three, giving the
/// *display frame*: normalized units, origin at the top left of what the
/// user sees, `x` growing to the user's right and `y` growing down.
///
/// The conversion applies, in order:
/// 1. the origin: with ``Origin-swift.enum/bottomLeft``, `y` becomes `1 - y`;
/// 2. the orientation, rotating the buffer into the display (see
///    ``Orientation-swift.enum``);
/// 3. mirroring: when ``isMirrored`` is `true`, `x` becomes `1 - x`.
///
/// ```swift
/// let frontCamera = CoordinateSpace(
///   origin: .bottomLeft, isMirrored: true, orientation: .up)
/// frontCamera.displayPoint(Point(x: 0.2, y: 0.1))  // (0.8, 0.9)
/// ```
///
/// Normalized `x` and `y` are fractions of different lengths when the image
/// is not square. ``squarePoint(_:)`` rescales a display point so that both
/// axes use the same unit, the longer side of the displayed image.
public struct CoordinateSpace: Hashable, Sendable, Codable {
  /// Where the raw coordinates put their origin.
  public var origin: Origin
  /// Whether the raw `x` axis is flipped relative to what the user sees.
  public var isMirrored: Bool
  /// How the raw buffer must be rotated to appear as the user sees it.
  public var orientation: Orientation
  /// The raw buffer's size in pixels, width then height, if known.
  public var imageSize: ImageSize?

  /// Creates a coordinate space.
  ///
  /// - Parameters:
  ///   - origin: Where the raw coordinates put their origin; MediaPipe's
  ///     top left by default.
  ///   - isMirrored: Whether raw `x` is flipped relative to the display.
  ///   - orientation: How the raw buffer is rotated into the display.
  ///   - imageSize: The raw buffer's size in pixels, if known.
  public init(
    origin: Origin = .topLeft,
    isMirrored: Bool = false,
    orientation: Orientation = .up,
    imageSize: ImageSize? = nil
  ) {
    self.origin = origin
    self.isMirrored = isMirrored
    self.orientation = orientation
    self.imageSize = imageSize
  }

  /// The coordinate space of MediaPipe: top-left origin, not mirrored, up.
  public static let mediaPipe = CoordinateSpace()

  /// The coordinate space of Apple Vision on an upright back camera.
  public static let vision = CoordinateSpace(origin: .bottomLeft)

  /// Returns a raw point in the display frame the user sees.
  ///
  /// - Parameter raw: A point in the tracker's raw frame, normalized units.
  /// - Returns: The point in the display frame: normalized units, origin at
  ///   the top left, `x` to the user's right, `y` down.
  @inlinable @inline(__always)
  public func displayPoint(_ raw: Point) -> Point {
    let x = raw.x
    let y = origin == .bottomLeft ? 1 - raw.y : raw.y
    var display: Point
    switch orientation {
    case .up: display = Point(x: x, y: y)
    case .right: display = Point(x: 1 - y, y: x)
    case .down: display = Point(x: 1 - x, y: 1 - y)
    case .left: display = Point(x: y, y: 1 - x)
    }
    if isMirrored {
      display.x = 1 - display.x
    }
    return display
  }

  /// The displayed image's size in pixels, once rotated, if known.
  public var displaySize: ImageSize? {
    guard let imageSize else { return nil }
    switch orientation {
    case .up, .down: return imageSize
    case .left, .right:
      return ImageSize(width: imageSize.height, height: imageSize.width)
    }
  }

  /// Returns a display point rescaled so that both axes share one unit.
  ///
  /// The unit is the longer side of the displayed image: on a 1920 x 1080
  /// display, `x` is unchanged and `y` is multiplied by 1080 / 1920. Without
  /// an ``imageSize`` the image is taken as square and the point is
  /// returned unchanged.
  ///
  /// - Parameter display: A point in the display frame, normalized units.
  /// - Returns: The point in square units, fractions of the longer side.
  @inline(__always)
  public func squarePoint(_ display: Point) -> Point {
    Self.squarePoint(display, displaySize: displaySize)
  }

  /// ``squarePoint(_:)`` for a display size worked out beforehand.
  @inline(__always)
  static func squarePoint(_ display: Point, displaySize: ImageSize?) -> Point {
    guard let size = displaySize else { return display }
    let longer = Swift.max(size.width, size.height)
    return Point(
      x: display.x * size.width / longer,
      y: display.y * size.height / longer
    )
  }
}

extension CoordinateSpace {
  /// A space with what the engine reads of it for every hand worked out
  /// once: ``GestureEngine`` keeps one for its ``GestureEngine/coordinates``
  /// rather than working out the same from the space on every frame.
  struct Prepared: Sendable {
    /// The space.
    let space: CoordinateSpace
    /// The space's ``CoordinateSpace/displaySize``.
    let displaySize: ImageSize?
    /// Whether the space changes no point and has its display points as
    /// its square points: MediaPipe's space without an image size.
    let isIdentity: Bool

    /// Prepares a space.
    ///
    /// - Parameter space: The coordinate space of the raw landmarks.
    init(_ space: CoordinateSpace) {
      self.space = space
      displaySize = space.displaySize
      isIdentity =
        space.origin == .topLeft && space.orientation == .up
        && !space.isMirrored && displaySize == nil
    }
  }
}
