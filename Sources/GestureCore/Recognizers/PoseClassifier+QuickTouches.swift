/// The quick reading's touches with a distance of their own.
extension PoseClassifier {
  /// The bits of the touches with a distance of their own that are met,
  /// from the thumb tip's squared distances from the fingertips, or `nil`
  /// when one is too near its threshold to tell.
  // A function of its own: see Docs/Performance/WhereTheTimeGoes.md.
  @inline(never)
  static func ownTouches(
    _ tests: UnsafeBufferPointer<PoseTable.TouchTest>,
    index: Double,
    others: (SIMD2<Double>, SIMD2<Double>),
    thumbLength: Double
  ) -> UInt32? {
    var touching: UInt32 = 0
    for test in tests {
      let square =
        switch test.finger {
        case .index: index
        case .middle: others.0.x
        case .ring: others.0.y
        case .little, .thumb: others.1.x
        }
      guard let away = test.quick.isAbove(square, over: thumbLength) else {
        return nil
      }
      if !away { touching |= test.bit }
    }
    return touching
  }
}
