import GestureCore

// The random hands and coordinate spaces that the quick-reading tests
// share: PoseClassifierQuickTests, QuickFistTests and JointPointsTests.
// They only build values.

extension PoseClassifierQuickTests {
  /// Every coordinate space the engine knows, with and without an image
  /// size.
  static let spaces: [CoordinateSpace] = [
    .mediaPipe, .vision,
    CoordinateSpace(isMirrored: true, orientation: .right),
    CoordinateSpace(
      origin: .bottomLeft,
      orientation: .left,
      imageSize: ImageSize(width: 1920, height: 1080)
    ),
    CoordinateSpace(imageSize: ImageSize(width: 480, height: 640)),
  ]

  /// A random hand near the template: random digits, turn, size, place
  /// and jitter.
  static func randomHand(
    _ random: inout SplitMix64,
    scale: Double? = nil,
    wrist: Point? = nil
  ) -> Hand {
    let digits = String(
      (0..<5).map { _ in Bool.random(using: &random) ? "e" : "c" }
    )
    var joints = PoseHands.joints(digits)
    let jitter = Double.random(in: 0...0.02, using: &random)
    for index in joints.indices {
      joints[index].x += Double.random(in: -jitter...jitter, using: &random)
      joints[index].y += Double.random(in: -jitter...jitter, using: &random)
    }
    return PoseHands.hand(
      joints,
      wrist: wrist
        ?? Point(
          x: Double.random(in: 0...1, using: &random),
          y: Double.random(in: 0...1, using: &random)
        ),
      degrees: Double.random(in: -180...180, using: &random),
      scale: scale ?? Double.random(in: 0.2...3, using: &random)
    )
  }
}
