/// The size of an image in pixels.
public struct ImageSize: Hashable, Sendable, Codable {
  /// The width, in pixels.
  public var width: Double
  /// The height, in pixels.
  public var height: Double

  /// Creates an image size.
  ///
  /// - Parameters:
  ///   - width: The width, in pixels; finite and greater than zero.
  ///   - height: The height, in pixels; finite and greater than zero.
  public init(width: Double, height: Double) {
    precondition(
      width.isFinite && height.isFinite && width > 0 && height > 0,
      "An image size must be finite and positive."
    )
    self.width = width
    self.height = height
  }
}
