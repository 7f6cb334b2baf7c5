// ImageIO: CGImagePropertyOrientation (developer.apple.com/documentation/
// imageio/cgimagepropertyorientation): macOS 10.11, iOS 8, raw UInt32.
@_exported import CoreGraphics

public enum CGImagePropertyOrientation: UInt32 {
  case up = 1
  case upMirrored = 2
  case down = 3
  case downMirrored = 4
  case leftMirrored = 5
  case right = 6
  case rightMirrored = 7
  case left = 8
}
