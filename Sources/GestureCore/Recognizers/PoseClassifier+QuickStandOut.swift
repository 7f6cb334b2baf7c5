/// The quick reading's thumb stand-out, by squares.
extension PoseClassifier {
  /// Whether the thumb tip stands out past every joint of the four
  /// fingers by more than the settings' ratio of the longest knuckle
  /// distance, along the thumb: `min (tip − joint) · d > ratio × L × |d|`
  /// for d the thumb's vector, squared; `nil` when too near to tell.
  @inline(__always)
  static func standsOut(
    _ thumbMCP: Point,
    _ thumbTip: Point,
    _ point: (Joint) -> Point,
    thumbLength: Double,
    longestKnuckle: Double,
    _ classifier: UnsafePointer<PoseClassifier>
  ) -> Bool? {
    let dx = thumbTip.x - thumbMCP.x
    let dy = thumbTip.y - thumbMCP.y
    var least = Double.infinity
    @inline(__always)
    func past(_ joint: Joint) {
      let at = point(joint)
      least = Swift.min(
        least,
        dx * (thumbTip.x - at.x) + dy * (thumbTip.y - at.y)
      )
    }
    past(.indexMCP)
    past(.indexPIP)
    past(.indexDIP)
    past(.indexTip)
    past(.middleMCP)
    past(.middlePIP)
    past(.middleDIP)
    past(.middleTip)
    past(.ringMCP)
    past(.ringPIP)
    past(.ringDIP)
    past(.ringTip)
    past(.littleMCP)
    past(.littlePIP)
    past(.littleDIP)
    past(.littleTip)
    guard least > 0 else { return false }
    // The stand-out's square, least² / |d|², a squared distance, formed
    // so that no intermediate leaves the range the squares are in.
    let square = least / thumbLength * least
    guard quickSquares.contains(square) else { return nil }
    return classifier.pointee.quick.thumbStandOut.isAbove(
      square,
      over: longestKnuckle
    )
  }
}
