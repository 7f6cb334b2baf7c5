#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import WinSDK
#endif

/// A viewer's eye on the world, which turns points in metres into the
/// normalized display frame of what the viewer sees, as a camera's image
/// would.
///
/// A headset has no camera image: ARKit gives a hand's joints in metres.
/// The display-space gestures (the slider's travel, swipes, the handKit
/// pinch in normalized units) need a 2-D reading; this is a perspective
/// projection onto a square view centred on the viewer's line of sight:
///
/// - the viewer's frame is ARKit's device frame: `x` to the viewer's
///   right, `y` up, looking along `-z`;
/// - a point at depth `d` in front of the viewer, `(x, y, -d)` in that
///   frame, appears at `(0.5 + s * x / d, 0.5 - s * y / d)`, with
///   `s = 0.5 / tan(fieldOfView / 2)`: normalized units, origin at the top
///   left, `x` to the right and `y` down, as ``CoordinateSpace/mediaPipe``
///   reads them;
/// - a point at or behind the viewer's eye has no image.
///
/// With the default 90° field of view, a hand 0.4 m away that moves 4 cm
/// sideways moves 0.05 across the view.
public struct ViewProjection: Hashable, Sendable {
  /// The viewer's pose: its frame's points in the world's frame.
  public var worldFromViewer: Transform3D
  /// The angle the view spans, edge to edge, horizontally and vertically,
  /// in radians.
  public var fieldOfView: Double

  /// The nearest depth in front of the viewer that has an image, in
  /// metres: 1 mm.
  public static let nearestDepth = 0.001

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - worldFromViewer: The viewer's pose in the world: ARKit's
  ///     `DeviceAnchor.originFromAnchorTransform`, or the identity for a
  ///     viewer at the world's origin looking along `-z`.
  ///   - fieldOfView: The angle the view spans, in radians; 90° by
  ///     default.
  /// - Precondition: `fieldOfView` is finite, greater than 0 and less
  ///   than π.
  public init(
    worldFromViewer: Transform3D = .identity,
    fieldOfView: Double = .pi / 2
  ) {
    precondition(
      fieldOfView.isFinite && fieldOfView > 0 && fieldOfView < .pi,
      "A field of view must be between 0 and π radians."
    )
    self.worldFromViewer = worldFromViewer
    self.fieldOfView = fieldOfView
  }

  /// Returns a world point in the viewer's display-aligned frame: `x` to
  /// the viewer's right, `y` down, `z` the depth in front of the viewer,
  /// in metres.
  ///
  /// - Parameter world: A point in the world's frame, in metres.
  /// - Returns: The point relative to the viewer.
  public func viewerPoint(_ world: Point3D) -> Point3D {
    let local = worldFromViewer.rigidInverse.apply(to: world)
    return Point3D(x: local.x, y: -local.y, z: -local.z)
  }

  /// Returns where a world point appears in the view, or `nil` when it
  /// is not in front of the viewer, or so far to the side that its place
  /// is not a finite number.
  ///
  /// - Parameter world: A point in the world's frame, in metres.
  /// - Returns: The point in the display frame, normalized units, origin
  ///   at the top left; outside 0...1 beyond the view's edges.
  public func project(_ world: Point3D) -> Point? {
    project(viewerPoint: viewerPoint(world))
  }

  /// Returns where a point of the viewer's display-aligned frame appears.
  ///
  /// - Parameter point: A point from ``viewerPoint(_:)``.
  /// - Returns: The point in the display frame, or `nil` nearer than
  ///   ``nearestDepth`` or where it is not finite.
  func project(viewerPoint point: Point3D) -> Point? {
    guard point.z >= Self.nearestDepth else { return nil }
    let scale = 0.5 / tan(fieldOfView / 2)
    let projected = Point(
      x: 0.5 + scale * point.x / point.z,
      y: 0.5 + scale * point.y / point.z
    )
    return projected.isFinite ? projected : nil
  }
}
