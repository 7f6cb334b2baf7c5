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

  private enum CodingKeys: String, CodingKey {
    case width
    case height
  }

  /// Creates an image size from its encoded form, checking it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` if a side is not finite and
  ///   positive.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let width = try container.decode(Double.self, forKey: .width)
    let height = try container.decode(Double.self, forKey: .height)
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "An image size must be finite and positive, "
            + "not \(width) x \(height)."
        )
      )
    }
    self.init(width: width, height: height)
  }
}
