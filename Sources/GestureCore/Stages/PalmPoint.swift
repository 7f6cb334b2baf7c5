/// The palm point: the mean of the wrist and the four knuckles that pass
/// the confidence gate, which the adaptive movement and swipes follow.
enum PalmPoint {
  /// The joints whose mean is the palm point, in the order they are added.
  static var joints: [Joint] { (0..<5).map(joint) }

  /// The palm joint added `index`th, from 0 to 4.
  @inline(__always)
  static func joint(_ index: Int) -> Joint {
    switch index {
    case 0: .wrist
    case 1: .indexMCP
    case 2: .middleMCP
    case 3: .ringMCP
    default: .littleMCP
    }
  }

  /// Returns the mean of the palm joints that passed the gate, in the
  /// display frame and, when given, in world landmarks.
  ///
  /// Each coordinate is divided by the number of joints before it is
  /// added, in joint order, so that coordinates near the largest finite
  /// value (a joint far off the image) do not sum to infinity; where
  /// rounding still carries the sum past that value (three thirds of it),
  /// the mean is that value. The mean of finite points is finite.
  ///
  /// - Parameters:
  ///   - joints: The hand's points; the palm joints among those read.
  ///   - world: The hand's world landmarks, to average the same joints of.
  /// - Returns: The mean, or `nil` when no palm joint passed the gate.
  @inline(__always)
  static func mean(
    of joints: JointPoints,
    world: [Point3D]? = nil
  ) -> (display: Point, world: Point3D?)? {
    let count = Double(joints.accepted.intersection(.palm).count)
    guard count > 0 else { return nil }
    var mean = Point.zero
    var worldMean = Point3D(x: 0, y: 0, z: 0)
    for index in 0..<5 {
      let joint = Self.joint(index)
      guard let point = joints.display(joint) else { continue }
      mean.x += point.x / count
      mean.y += point.y / count
      if let world {
        let landmark = world[joint.rawValue]
        worldMean.x += landmark.x / count
        worldMean.y += landmark.y / count
        worldMean.z += landmark.z / count
      }
    }
    guard mean.isFinite, world == nil || worldMean.isFinite else {
      return finite(mean, world == nil ? nil : worldMean)
    }
    return (mean, world == nil ? nil : worldMean)
  }

  /// Means whose sum rounding carried to infinity, each such coordinate as
  /// the largest finite value of its sign.
  @inline(never)
  private static func finite(
    _ mean: Point,
    _ world: Point3D?
  ) -> (display: Point, world: Point3D?) {
    func finite(_ value: Double) -> Double {
      value.isInfinite
        ? (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
        : value
    }
    return (
      Point(x: finite(mean.x), y: finite(mean.y)),
      world.map { Point3D(x: finite($0.x), y: finite($0.y), z: finite($0.z)) }
    )
  }
}
