/// The size of a hand over its recent frames: the median of its last 15
/// palm sizes, which the hand-relative pinch and swipe measure in.
///
/// A palm size is the longest visible palm segment in square units (see
/// ``Hand/palmSegments``); a frame without one, or with one that is not
/// finite and positive, leaves the median as it was. The median steadies
/// the size against one frame's tilt or a misplaced joint.
struct PalmSizeTracker: Sendable {
  /// The recent sizes.
  private var sizes = SlidingMedian(windowSize: 15)

  /// Takes a frame's palm size, if it has one.
  ///
  /// - Parameter size: The frame's palm size in square units, or `nil`.
  /// - Returns: The median of the recent sizes, this one among them if it
  ///   counts, or `nil` before any size counted.
  @inline(__always)
  mutating func update(_ size: Double?) -> Double? {
    if let size, size > 0, size.isFinite {
      return sizes.append(size)
    }
    return sizes.value
  }

  /// The median of the recent sizes, or `nil` before any counted.
  var median: Double? { sizes.value }

  /// Forgets every size: the hand was lost, and may come back at another
  /// distance from the camera.
  mutating func reset() {
    sizes.removeAll()
  }
}
