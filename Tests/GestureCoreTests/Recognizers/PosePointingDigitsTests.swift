import GestureCore
import Testing

/// Custom poses that point with the middle, ring or little finger, or the
/// thumb, each way: the direction read from the digit's own vector, in the
/// quick reading and the exact one alike.
@Suite("Poses: pointing with each digit, not only the index finger")
struct PosePointingDigitsTests {
  /// The digits that point, and the hand that shows each alone extended
  /// (digit states thumb first: `e` out, `c` curled).
  static let digits: [(digit: Finger, states: String)] = [
    (.thumb, "ecccc"), (.middle, "ccecc"), (.ring, "cccec"),
    (.little, "cccce"),
  ]

  /// How far the hand is turned, counterclockwise as seen, for its
  /// fingers to point each way (the thumb points 90 degrees further).
  static let turns: [(degrees: Double, fingers: Direction)] = [
    (0, .up), (90, .left), (180, .down), (-90, .right),
  ]

  /// One description per digit and direction, named as `pointmiddleLeft`,
  /// requiring the digit extended and pointing that way within 30 degrees.
  static let settings = GestureConfiguration.Poses(
    custom: digits.flatMap { digit, _ in
      Direction.allCases.map { direction in
        PoseDescription(
          name: "point\(digit)\(direction.rawValue.prefix(1).uppercased())"
            + direction.rawValue.dropFirst(),
          thumb: digit == .thumb ? .extended : .any,
          middle: digit == .middle ? .extended : .any,
          ring: digit == .ring ? .extended : .any,
          little: digit == .little ? .extended : .any,
          pointing: [.init(digit, direction, within: 30)]
        )
      }
    }
  )

  /// The direction a turned thumb points: the template's thumb points
  /// right of up, so a quarter turn clockwise from the fingers'.
  static func thumbDirection(_ fingers: Direction) -> Direction {
    switch fingers {
    case .up: .right
    case .right: .down
    case .down: .left
    case .left: .up
    }
  }

  @Test(
    "the digit alone extended, turned each way, matches its direction's pose",
    arguments: digits.map(\.digit),
    turns.map(\.degrees)
  )
  func pointing(digit: Finger, degrees: Double) throws {
    let states = try #require(Self.digits.first { $0.digit == digit }).states
    let fingers = try #require(Self.turns.first { $0.degrees == degrees })
      .fingers
    let direction = digit == .thumb ? Self.thumbDirection(fingers) : fingers
    let hand = PoseHands.hand(PoseHands.joints(states), degrees: degrees)
    let classifier = PoseClassifier(settings: Self.settings)
    let shape = try #require(classifier.shape(of: hand))
    #expect(
      PoseClassifier.direction(from: .zero, to: shape.vector(of: digit))
        == direction
    )
    // No built-in pose but the thumb's own, a thumb up or down, which is
    // more specific than the description that only points the thumb.
    let builtIn: Pose? =
      digit == .thumb
      ? [Direction.up: Pose.thumbUp, .down: .thumbDown][direction] : nil
    #expect(shape.pose == builtIn)
    let expected =
      builtIn?.rawValue
      ?? "point\(digit)\(direction.rawValue.prefix(1).uppercased())"
      + direction.rawValue.dropFirst()
    #expect(classifier.match(shape)?.name == expected)
    // The quick reading decides as the exact one.
    PoseClassifierQuickTests.check(
      hand,
      space: .mediaPipe,
      settings: Self.settings
    )
  }
}
