extension CoordinateSpace.Orientation {
  /// The quarter turns clockwise of the rotation, 0 to 3.
  public var quarterTurns: Int {
    switch self {
    case .up: 0
    case .right: 1
    case .down: 2
    case .left: 3
    }
  }

  /// Creates the rotation by a number of quarter turns clockwise.
  ///
  /// - Parameter quarterTurns: Quarter turns clockwise; any integer, taken
  ///   modulo 4.
  public init(quarterTurns: Int) {
    switch ImageOrientation.modulo4(quarterTurns) {
    case 0: self = .up
    case 1: self = .right
    case 2: self = .down
    case 3: self = .left
    default: preconditionFailure("Internal inconsistency: a turn modulo 4")
    }
  }
}
