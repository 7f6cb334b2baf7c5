import GestureCore
import Testing

@Suite("Hand.palmSize")
struct PalmSizeTests {
  /// Square-unit lengths are `hypot` of dyadic differences: within one
  /// rounding of the true length.
  static let tolerance = 1e-12

  /// A flat palm, raw points (no aspect, no rotation):
  /// wrist (0.5, 0.75), index knuckle (0.375, 0.5), middle knuckle
  /// (0.5, 0.5), little knuckle (0.75, 0.5). Its palm segments measure
  /// wrist-index hypot(0.125, 0.25) ≈ 0.2795, wrist-middle 0.25,
  /// wrist-little hypot(0.25, 0.25) ≈ 0.3536, index-little 0.375.
  static let palm: [Joint: Point] = [
    .wrist: Point(x: 0.5, y: 0.75),
    .indexMCP: Point(x: 0.375, y: 0.5),
    .middleMCP: Point(x: 0.5, y: 0.5),
    .littleMCP: Point(x: 0.75, y: 0.5),
  ]

  /// hypot(0.125, 0.25), the wrist to the index knuckle.
  static let wristToIndex: Double = (0.125 * 0.125 + 0.25 * 0.25).squareRoot()
  /// hypot(0.25, 0.25), the wrist to the little knuckle.
  static let wristToLittle: Double = 0.25 * 2.squareRoot()

  static func hand(
    _ joints: [Joint],
    confidence: [Joint: Double] = [:]
  ) -> Hand {
    var hand = Hand()
    for joint in joints {
      if let point = palm[joint] {
        hand[joint] = Landmark(
          position: point,
          confidence: confidence[joint] ?? 1
        )
      }
    }
    return hand
  }

  @Test(
    "is the longest visible palm segment",
    arguments: zip(
      [
        [.wrist, .indexMCP, .middleMCP, .littleMCP],
        [.wrist, .middleMCP],
        [.wrist, .indexMCP],
        [.wrist, .littleMCP],
        [.indexMCP, .littleMCP],
        [.wrist, .indexMCP, .middleMCP],
        [.wrist, .middleMCP, .littleMCP],
      ] as [[Joint]],
      [
        0.375, 0.25, wristToIndex, wristToLittle, 0.375, wristToIndex,
        wristToLittle,
      ] as [Double]
    )
  )
  func longestSegment(joints: [Joint], expected: Double) throws {
    let size = try #require(Self.hand(joints).palmSize())
    #expect(isClose(size, to: expected, within: Self.tolerance))
  }

  @Test(
    "is nil when no palm segment has both joints",
    arguments: [
      [], [Joint.wrist], [.indexMCP, .middleMCP], [.middleMCP, .littleMCP],
      [.littleMCP],
    ]
  )
  func noSegment(joints: [Joint]) {
    #expect(Self.hand(joints).palmSize() == nil)
  }

  @Test("ignores joints that are not palm joints")
  func otherJointsIgnored() {
    var hand = Self.hand([.wrist])
    hand[.indexTip] = Landmark(x: 0, y: 0)
    hand[.thumbTip] = Landmark(x: 1, y: 1)
    #expect(hand.palmSize() == nil)
  }

  @Test(
    "leaves out a segment whose joint fails the gate",
    arguments: zip([0.69, 0.7, 1] as [Double], [wristToLittle, 0.375, 0.375])
  )
  func gatedJoint(indexConfidence: Double, expected: Double) throws {
    let hand = Self.hand(
      [.wrist, .indexMCP, .middleMCP, .littleMCP],
      confidence: [.indexMCP: indexConfidence]
    )
    let gate = ConfidenceGate(minimumConfidence: 0.7)
    let size = try #require(hand.palmSize(gate: gate))
    #expect(isClose(size, to: expected, within: Self.tolerance))
  }

  @Test("leaves out joints with a NaN confidence or position by default")
  func nonFiniteJoints() throws {
    var hand = Self.hand([.wrist, .middleMCP, .littleMCP])
    hand[.indexMCP] = Landmark(x: 0.375, y: 0.5, confidence: .nan)
    hand[.littleMCP] = Landmark(x: .nan, y: 0.5)
    let size = try #require(hand.palmSize())
    #expect(isClose(size, to: 0.25, within: Self.tolerance))
  }

  @Test(
    "does not depend on orientation or mirroring of a square image",
    arguments: CoordinateSpaceTests.cases.map(\.space)
  )
  func invariantUnderRotation(space: CoordinateSpace) throws {
    let hand = Self.hand([.wrist, .indexMCP, .middleMCP, .littleMCP])
    let size = try #require(hand.palmSize(in: space))
    #expect(isClose(size, to: 0.375, within: Self.tolerance))
  }

  @Test("measures in square units, so equal pixel lengths are equal")
  func aspectHandled() throws {
    // A 200 x 100 image: 50 px down is 0.5 of the height, 50 px across is
    // 0.25 of the width; both are 50 / 200 = 0.25 in square units.
    let space = CoordinateSpace(imageSize: ImageSize(width: 200, height: 100))
    let tall = Hand(
      joints: [
        .wrist: Landmark(x: 0.5, y: 0.75),
        .middleMCP: Landmark(x: 0.5, y: 0.25),
      ]
    )
    let wide = Hand(
      joints: [
        .wrist: Landmark(x: 0.5, y: 0.5), .littleMCP: Landmark(x: 0.75, y: 0.5),
      ]
    )
    let tallSize = try #require(tall.palmSize(in: space))
    let wideSize = try #require(wide.palmSize(in: space))
    #expect(isClose(tallSize, to: 0.25, within: Self.tolerance))
    #expect(isClose(wideSize, to: 0.25, within: Self.tolerance))
    // Without the image size, the normalized lengths differ by the aspect.
    #expect(tall.palmSize() == 0.5)
    #expect(wide.palmSize() == 0.25)
  }

  @Test("measures a rotated buffer in the display's square units")
  func aspectWithRotation() throws {
    // A 100 x 200 portrait buffer read as .right is a 200 x 100 display.
    // Raw y 0.25 -> 0.5 (50 px of the 200 px tall buffer) becomes display
    // x 0.75 -> 0.5: 50 px of the 200 px wide display, 0.25 square units.
    let space = CoordinateSpace(
      orientation: .right,
      imageSize: ImageSize(width: 100, height: 200)
    )
    let hand = Hand(
      joints: [
        .wrist: Landmark(x: 0.5, y: 0.25), .middleMCP: Landmark(x: 0.5, y: 0.5),
      ]
    )
    let size = try #require(hand.palmSize(in: space))
    #expect(isClose(size, to: 0.25, within: Self.tolerance))
  }
}
