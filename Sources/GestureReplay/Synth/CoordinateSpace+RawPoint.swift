import GestureCore

extension CoordinateSpace {
  /// Returns the raw point that ``displayPoint(_:)`` turns into a display
  /// point: the inverse of the display transform.
  ///
  /// Undoes, in reverse order, mirroring, the orientation and the origin.
  /// For the front camera (mirrored), a display point further to the
  /// user's right has a smaller raw `x`.
  ///
  /// - Parameter display: A point in the display frame, normalized units.
  /// - Returns: The point in the tracker's raw frame, normalized units.
  func rawPoint(_ display: Point) -> Point {
    let x = isMirrored ? 1 - display.x : display.x
    let y = display.y
    var raw: Point
    switch orientation {
    case .up: raw = Point(x: x, y: y)
    case .right: raw = Point(x: y, y: 1 - x)
    case .down: raw = Point(x: 1 - x, y: 1 - y)
    case .left: raw = Point(x: 1 - y, y: x)
    }
    if origin == .bottomLeft {
      raw.y = 1 - raw.y
    }
    return raw
  }
}
