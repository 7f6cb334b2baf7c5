/// How an image's stored pixels must be turned and flipped to appear as
/// intended: one of the eight orientations of Exif and of Core Graphics'
/// `CGImagePropertyOrientation`, with the same raw values.
///
/// Each orientation is a rotation by quarter turns clockwise, then, when
/// ``isMirrored``, a flip of the `x` axis. For a normalized point `(x, y)`
/// with the origin at the top left:
///
/// | case | raw value | turns | mirrored | point as intended |
/// | --- | --- | --- | --- | --- |
/// | `up` | 1 | 0 | no | `(x, y)` |
/// | `upMirrored` | 2 | 0 | yes | `(1 - x, y)` |
/// | `down` | 3 | 2 | no | `(1 - x, 1 - y)` |
/// | `downMirrored` | 4 | 2 | yes | `(x, 1 - y)` |
/// | `leftMirrored` | 5 | 1 | yes | `(y, x)` |
/// | `right` | 6 | 1 | no | `(1 - y, x)` |
/// | `rightMirrored` | 7 | 3 | yes | `(1 - y, 1 - x)` |
/// | `left` | 8 | 3 | no | `(y, 1 - x)` |
///
/// The four unmirrored cases are ``CoordinateSpace/Orientation-swift.enum``'s.
/// Apple Vision reads an image in the orientation its request handler is
/// given and reports points in the image so turned.
///
/// ```swift
/// ImageOrientation.right.quarterTurns  // 1: a quarter turn clockwise
/// ImageOrientation(rawValue: 5)        // .leftMirrored
/// ```
public enum ImageOrientation: UInt32, CaseIterable, Hashable, Sendable,
  Codable
{
  /// The pixels are as intended.
  case up = 1
  /// The pixels are flipped left to right.
  case upMirrored = 2
  /// The pixels are upside down.
  case down = 3
  /// The pixels are flipped top to bottom.
  case downMirrored = 4
  /// The pixels must be turned a quarter clockwise, then flipped left to
  /// right: a transposition.
  case leftMirrored = 5
  /// The pixels must be turned a quarter clockwise.
  case right = 6
  /// The pixels must be turned a quarter counterclockwise, then flipped
  /// left to right.
  case rightMirrored = 7
  /// The pixels must be turned a quarter counterclockwise.
  case left = 8

  /// Creates the orientation that turns by quarter turns, then flips.
  ///
  /// - Parameters:
  ///   - quarterTurns: Quarter turns clockwise; any integer, taken modulo 4.
  ///   - isMirrored: Whether the `x` axis is flipped after the turn.
  public init(quarterTurns: Int, isMirrored: Bool) {
    switch (Self.modulo4(quarterTurns), isMirrored) {
    case (0, false): self = .up
    case (1, false): self = .right
    case (2, false): self = .down
    case (3, false): self = .left
    case (0, true): self = .upMirrored
    case (1, true): self = .leftMirrored
    case (2, true): self = .downMirrored
    case (3, true): self = .rightMirrored
    default: preconditionFailure("Internal inconsistency: a turn modulo 4")
    }
  }

  /// Creates the unmirrored orientation of a coordinate space.
  ///
  /// - Parameter orientation: The rotation of a raw buffer into the display.
  public init(_ orientation: CoordinateSpace.Orientation) {
    self.init(quarterTurns: orientation.quarterTurns, isMirrored: false)
  }

  /// The quarter turns clockwise, 0 to 3, before any flip.
  public var quarterTurns: Int {
    switch self {
    case .up, .upMirrored: 0
    case .right, .leftMirrored: 1
    case .down, .downMirrored: 2
    case .left, .rightMirrored: 3
    }
  }

  /// Whether the `x` axis is flipped after the turn.
  public var isMirrored: Bool {
    switch self {
    case .up, .right, .down, .left: false
    case .upMirrored, .leftMirrored, .downMirrored, .rightMirrored: true
    }
  }

  /// The rotation part, as a coordinate space's orientation.
  public var rotation: CoordinateSpace.Orientation {
    CoordinateSpace.Orientation(quarterTurns: quarterTurns)
  }

  /// The orientation that undoes this one.
  public var inverse: ImageOrientation {
    // A flip reverses the sense of the turn before it: a mirrored
    // orientation is its own inverse, an unmirrored one turns back.
    ImageOrientation(
      quarterTurns: isMirrored ? quarterTurns : -quarterTurns,
      isMirrored: isMirrored
    )
  }

  /// Returns the orientation that applies this one, then `next`.
  ///
  /// - Parameter next: The orientation applied second.
  /// - Returns: The composition: a point goes through `self`, then `next`.
  public func followed(by next: ImageOrientation) -> ImageOrientation {
    // Flipping x, then turning by t, is turning by -t, then flipping.
    ImageOrientation(
      quarterTurns: quarterTurns
        + (isMirrored ? -next.quarterTurns : next.quarterTurns),
      isMirrored: isMirrored != next.isMirrored
    )
  }

  /// Returns a point of the stored image as it appears when oriented.
  ///
  /// - Parameter point: A normalized point, origin at the top left.
  /// - Returns: The same point in the oriented image, normalized, origin at
  ///   the top left.
  public func orient(_ point: Point) -> Point {
    var turned = point
    for _ in 0..<quarterTurns {
      turned = Point(x: 1 - turned.y, y: turned.x)
    }
    if isMirrored { turned.x = 1 - turned.x }
    return turned
  }

  /// Returns an image size as it is once oriented.
  ///
  /// - Parameter size: The stored image's size, in pixels.
  /// - Returns: The size with width and height exchanged by an odd number
  ///   of quarter turns.
  public func orient(_ size: ImageSize) -> ImageSize {
    quarterTurns % 2 == 0
      ? size : ImageSize(width: size.height, height: size.width)
  }

  /// Returns `value` modulo 4, in 0...3.
  static func modulo4(_ value: Int) -> Int {
    ((value % 4) + 4) % 4
  }
}
