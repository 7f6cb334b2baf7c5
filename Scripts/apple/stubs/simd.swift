// simd: simd_float4x4, a matrix of four columns.
public struct simd_float4x4 {
  public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
}
