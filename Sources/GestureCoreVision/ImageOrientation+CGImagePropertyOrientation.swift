#if canImport(Vision)
  import GestureCore
  import ImageIO

  extension CGImagePropertyOrientation {
    /// Creates Core Graphics' orientation of the same raw value.
    ///
    /// - Parameter orientation: GestureCore's orientation.
    public init(_ orientation: ImageOrientation) {
      self = Self(rawValue: orientation.rawValue) ?? .up
    }
  }

  extension ImageOrientation {
    /// Creates GestureCore's orientation of the same raw value.
    ///
    /// - Parameter orientation: Core Graphics' orientation.
    public init(_ orientation: CGImagePropertyOrientation) {
      self = Self(rawValue: orientation.rawValue) ?? .up
    }
  }
#endif
