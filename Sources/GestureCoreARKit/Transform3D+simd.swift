#if canImport(ARKit) && os(visionOS)
  import ARKit
  import GestureCore

  extension Transform3D {
    /// Creates a transform from an ARKit matrix.
    ///
    /// - Parameter matrix: A rigid transform, as ARKit's are.
    public init(_ matrix: simd_float4x4) {
      self.init(
        columns: (
          SIMD4(matrix.columns.0), SIMD4(matrix.columns.1),
          SIMD4(matrix.columns.2), SIMD4(matrix.columns.3)
        )
      )
    }
  }
#endif
