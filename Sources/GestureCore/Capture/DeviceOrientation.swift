/// How a phone or tablet is held, named as UIKit's `UIDeviceOrientation`
/// names it.
///
/// A camera's sensor is fixed in the device, so how the device is held
/// decides how its image must be turned to appear upright:
/// ``sensorQuarterTurns(for:)``.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable,
  Codable
{
  /// Upright, the Home button or bottom edge at the bottom.
  case portrait
  /// Upside down, the bottom edge at the top.
  case portraitUpsideDown
  /// On its side, turned counterclockwise: the bottom edge on the right.
  case landscapeLeft
  /// On its side, turned clockwise: the bottom edge on the left.
  case landscapeRight

  /// Returns the quarter turns clockwise that make a camera's unrotated
  /// image upright for a device held this way.
  ///
  /// The sensors of both cameras deliver landscape images. The back
  /// camera's is upright when the device is held ``landscapeLeft``, the
  /// front camera's when it is held ``landscapeRight``:
  ///
  /// | held | back camera | front camera |
  /// | --- | --- | --- |
  /// | `portrait` | 1 (90°) | 1 (90°) |
  /// | `portraitUpsideDown` | 3 (270°) | 3 (270°) |
  /// | `landscapeLeft` | 0 | 2 (180°) |
  /// | `landscapeRight` | 2 (180°) | 0 |
  ///
  /// These are the orientations that Vision and Core ML samples give a
  /// camera's buffers (`.right` for the back camera held upright), without
  /// the mirroring of the front camera's preview.
  ///
  /// - Parameter camera: The camera whose image is read.
  /// - Returns: Quarter turns clockwise, 0 to 3.
  public func sensorQuarterTurns(for camera: CameraPosition) -> Int {
    switch (self, camera) {
    case (.portrait, _): 1
    case (.portraitUpsideDown, _): 3
    case (.landscapeLeft, .back), (.landscapeRight, .front): 0
    case (.landscapeLeft, .front), (.landscapeRight, .back): 2
    }
  }
}
