// CoreGraphics: CGFloat and CGPoint, as on 64-bit Apple platforms.
public typealias CGFloat = Double

public struct CGPoint {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}
